import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { contentSecurityPolicy, scriptNonce } from "../../http/security-headers.ts";
import type { ApiFetch } from "./in-process-fetch.ts";

/** Hashed build assets (`/assets/name-<hash>.js`): a new build gives them new names. */
export const IMMUTABLE_ASSET = "public, max-age=31536000, immutable";
/** Unhashed files of the build's public folder (the favicon): an hour, then revalidated. */
export const PUBLIC_FILE = "public, max-age=3600";
/**
 * Pages and their data (`*.data`) are rendered per visitor (the header's account, the bag): never kept
 * by a shared cache, and revalidated by the browser on each visit. A route's own `headers` wins.
 */
export const RENDERED_PAGE = "private, no-cache";

/**
 * Serves the React Router web app from its build: static assets with long-lived caching (and their
 * brotli and gzip twins written at build time, decision 045), and every other path rendered on the
 * server. Page loaders reach the API through `api` in their load context, and the page's inline
 * scripts carry `cspNonce`, the nonce of its content security policy. Rendered pages go out
 * through Fastify's reply, so the compression hook (`app.ts`) applies to them as to the API.
 */
export async function registerWebPages(
  app: FastifyInstance,
  options: { buildDir: string; api: ApiFetch; mode: string },
): Promise<boolean> {
  const serverEntry = path.join(options.buildDir, "server", "index.js");
  const clientDir = path.join(options.buildDir, "client");
  if (!fs.existsSync(serverEntry)) {
    app.log.warn({ serverEntry }, "web build not found: pages are off (run `npm run build`)");
    app.get("/", async (_request, reply) =>
      reply.code(503).type("text/plain").send("The web app has not been built. Run `npm run build`, then restart."),
    );
    return false;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // `file.js.br` / `file.js.gz` beside `file.js` (apps/web/scripts/precompress.mjs) are sent as they are.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("Cache-Control", hashed ? IMMUTABLE_ASSET : PUBLIC_FILE);
    },
  });
  const handle = createRequestHandler(build, options.mode);
  await app.register(async (pages) => {
    // React Router reads request bodies itself (form actions).
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      // The page's inline scripts carry this nonce, and only they may run (decision 064).
      const cspNonce = scriptNonce();
      const response = await handle(toFetchRequest(request, reply), { api: options.api, cspNonce });
      reply.header("content-security-policy", contentSecurityPolicy(cspNonce));
      return sendFetchResponse(reply, response, request.method === "HEAD");
    };
    pages.all("/", { schema: { hide: true } }, render);
    pages.all("/*", { schema: { hide: true } }, render);
  });
  return true;
}

/** The Fetch API request React Router expects, from Fastify's (the body streamed for form posts). */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const raw = request.raw;
  const headers = new Headers();
  for (let i = 0; i < raw.rawHeaders.length; i += 2) headers.append(raw.rawHeaders[i] as string, raw.rawHeaders[i + 1] as string);
  const host = headers.get("host") ?? "localhost";
  const protocol = "encrypted" in raw.socket && raw.socket.encrypted ? "https:" : "http:";
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = Readable.toWeb(raw) as unknown as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(new URL(raw.url ?? "/", `${protocol}//${host}`), init);
}

/** Sends React Router's response through Fastify: status, headers (every Set-Cookie), streamed body. */
function sendFetchResponse(reply: FastifyReply, response: Response, head: boolean) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.headers.has("cache-control")) reply.header("cache-control", RENDERED_PAGE);
  if (!response.body || head) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>));
}
