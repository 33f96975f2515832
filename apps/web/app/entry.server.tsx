import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { modulesAfterFirstFrameStream } from "./lib/modules-after-first-frame.server.ts";
import { ScriptNonceContext } from "./lib/script-nonce.ts";

/** How long deferred data may stream before the rest is rendered as an error. */
export const streamTimeout = 5_000;

/**
 * Renders a page on the server, streaming it once the shell is ready (crawlers wait for all of it).
 * The response's script nonce (from the load context, `web-pages.ts`) goes to React Router's own
 * inline scripts and, through `ScriptNonceContext`, to the layout's: with it the content security
 * policy can refuse every other inline script.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> | Response {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.cspNonce;
  const userAgent = request.headers.get("user-agent");
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The page's modules fetched after its first frame (decisions 088, 101): its scripts after what paints it.
          const body = modulesAfterFirstFrameStream({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
