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

/**
 * A task boundary: the browser may paint and answer input before what follows runs (decision 094). The
 * page's modules are evaluated in one task; hydrating in the same task made one long task of both.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

void whenDecoded()
  .then(nextTask)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
