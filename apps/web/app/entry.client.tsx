import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's `HydratedRouter` suspends (throws a promise) until the loader data the server streamed
 * into the page has been decoded. React suspends the root and hydrates later; the browser runtime
 * (Preact's compatibility layer, decision 085) has no root to suspend, and a Suspense boundary around the
 * document would redraw it instead of hydrating it. So the page waits for the decoding first: calling the
 * component outside a render asks for the same promise and, once decoded, creates the router the render
 * then uses (it stops at its first hook, outside a render, which is expected and ignored).
 */
function whenDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown.then(whenDecoded);
  }
  return Promise.resolve();
}

void whenDecoded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
