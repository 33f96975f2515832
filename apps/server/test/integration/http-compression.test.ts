import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";

/**
 * A web build of the smallest kind React Router accepts: one root route whose loader says hello and
 * whose action echoes the posted form, a document of some 6 KB, one hashed asset with its brotli twin
 * and one unhashed public file. It exercises the server's side of the pages (decision 045) without
 * the real build.
 */
function writeFakeWebBuild(dir: string): void {
  fs.mkdirSync(path.join(dir, "server"), { recursive: true });
  fs.mkdirSync(path.join(dir, "client", "assets"), { recursive: true });
  const script = "export const answer = 42;\n".repeat(200);
  fs.writeFileSync(path.join(dir, "client", "assets", "app-Ab12Cd34.js"), script);
  fs.writeFileSync(path.join(dir, "client", "assets", "app-Ab12Cd34.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "client", "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  fs.writeFileSync(
    path.join(dir, "server", "index.js"),
    `
const root = {
  loader: () => ({ hello: "world" }),
  action: async ({ request }) => ({ echoed: (await request.formData()).get("name") }),
  default: () => null,
};
export const entry = {
  module: {
    default: (request, status, headers, context) => {
      headers.set("content-type", "text/html; charset=utf-8");
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      const s = context.staticHandlerContext ?? context;
      const data = JSON.stringify(s.loaderData) + JSON.stringify(s.actionData ?? null);
      return new Response("<!doctype html><html><body>" + data + "<p>Maison</p>".repeat(500) + "</body></html>", { status, headers });
    },
  },
};
export const routes = { root: { id: "root", parentId: undefined, path: "", index: undefined, caseSensitive: undefined, module: root } };
export const assets = {
  entry: { module: "/assets/app-Ab12Cd34.js", imports: [], css: [] },
  routes: { root: { id: "root", path: "", hasAction: true, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false, module: "/assets/app-Ab12Cd34.js", imports: [], css: [] } },
  url: "/assets/manifest-1.js",
  version: "1",
};
export const assetsBuildDirectory = "build/client";
export const basename = "/";
export const future = {};
export const isSpaMode = false;
export const ssr = true;
export const prerender = [];
export const publicPath = "/";
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
export const allowedActionOrigins = false;
`,
  );
}

let t: TestApp;
let buildDir: string;

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-web-build-"));
  writeFakeWebBuild(buildDir);
  t = await createTestApp({ webPages: true, env: { WEB_BUILD_DIR: buildDir } });
  await insertCollections(t.context.db.kysely, ["Chanel"]);
  for (let i = 0; i < 12; i++) await insertProduct(t.context.db.kysely, { tags: ["new-arrivals"] });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

const decode = {
  br: (body: Buffer) => zlib.brotliDecompressSync(body).toString("utf8"),
  gzip: (body: Buffer) => zlib.gunzipSync(body).toString("utf8"),
};

describe("compressed responses (decision 045)", () => {
  it("sends API JSON in brotli, or gzip to a client without it, the same JSON once decoded", async () => {
    const url = "/api/v6/shop/product/?collection=all-bags&page=1";
    const plain = await t.app.inject({ method: "GET", url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ["br", "gzip"] as const) {
      const response = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": encoding === "br" ? "gzip, deflate, br" : "gzip" } });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode[encoding](response.rawPayload))).toEqual(plain.json());
    }
  });

  it("compresses the storefront GraphQL's answers by their size, as the API's (no stream per answer)", async () => {
    const graphql = (query: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/2024-07/graphql.json",
        headers: { "content-type": "application/json", "accept-encoding": "br, gzip", "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
        payload: JSON.stringify({ query }),
      });
    const small = await graphql("mutation { cartCreate(input: {}) { cart { id totalQuantity } userErrors { field message } } }");
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json().data.cartCreate.cart.totalQuantity).toBe(0);
    const large = await graphql("{ products(first: 12) { nodes { handle title description vendor tags } } }");
    expect(large.headers["content-encoding"]).toBe("br");
    expect(Number(large.headers["content-length"])).toBe(large.rawPayload.length);
    const json = JSON.parse(decode.br(large.rawPayload)) as { data: { products: { nodes: unknown[] } } };
    expect(json.data.products.nodes).toHaveLength(12);
    expect(zlib.brotliDecompressSync(large.rawPayload).length).toBeGreaterThan(1024);
  });

  it("leaves small answers as they are", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBeUndefined();
  });

  it("renders pages through the reply: compressed, private and revalidated, every cookie kept", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["cache-control"]).toBe("private, no-cache");
    expect(plain.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(plain.body).toContain('{"root":{"hello":"world"}}');
    const compressed = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["x-request-id"]).toBeDefined();
    expect(decode.br(compressed.rawPayload)).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
  });

  it("hands a form post's body to the route's action", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/?index",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-encoding": "gzip" },
      payload: "name=Birkin",
    });
    expect(response.statusCode).toBe(200);
    expect(decode.gzip(response.rawPayload)).toContain('{"root":{"echoed":"Birkin"}}');
  });

  it("sends hashed assets' brotli twins with a year's immutable cache, other public files for an hour", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-Ab12Cd34.js", headers: { "accept-encoding": "gzip, br" } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(decode.br(asset.rawPayload)).toBe("export const answer = 42;\n".repeat(200));
    // No gzip twin was written: the server compresses the file itself.
    const gzipped = await t.app.inject({ method: "GET", url: "/assets/app-Ab12Cd34.js", headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(decode.gzip(gzipped.rawPayload)).toBe("export const answer = 42;\n".repeat(200));
    const favicon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
