import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequestListener } from "@react-router/node";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import type { ApiFetch } from "./in-process-fetch.ts";

/**
 * Serves the React Router web app from its build: static assets with long-lived caching, and every
 * other path rendered on the server. Page loaders reach the API through `api` in their load context.
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
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header("Cache-Control", "public, max-age=31536000, immutable");
      }
    },
  });
  const listener = createRequestListener({ build, mode: options.mode, getLoadContext: () => ({ api: options.api }) });
  await app.register(async (pages) => {
    // React Router reads request bodies itself (form actions).
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const render = (request: { raw: import("node:http").IncomingMessage }, reply: { hijack(): void; raw: import("node:http").ServerResponse }) => {
      reply.hijack();
      void listener(request.raw, reply.raw);
    };
    pages.all("/", { schema: { hide: true } }, render);
    pages.all("/*", { schema: { hide: true } }, render);
  });
  return true;
}
