import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFileStorage } from "../storage/local-file-storage.ts";
import { parseImageRequest, registerImageRoutes } from "./image.routes.ts";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1500"><rect width="1500" height="1500" fill="#c9a27e"/></svg>`;

describe("GET /images/:size/*", () => {
  let dir: string;
  let app: FastifyInstance;
  const cacheDir = () => path.join(dir, "cache");

  async function rebuild(): Promise<FastifyInstance> {
    const instance = Fastify();
    await registerImageRoutes(instance, { storage: new LocalFileStorage(path.join(dir, "uploads")), cacheDir: cacheDir() });
    await instance.ready();
    return instance;
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "maison-images-"));
    await new LocalFileStorage(path.join(dir, "uploads")).put("products/8000000000001/1.svg", SVG);
    // Files beside the storage root that no request may ever reach.
    await writeFile(path.join(dir, "secret.svg"), SVG);
    app = await rebuild();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("refuses any other address under /images as an image request, never as a page", async () => {
    for (const url of [`/images/${"m".repeat(400)}/products/8000000000001/1.webp`, "/images/medium", "/images/"]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_image_request", field: "size" });
    }
  });

  it("renders the original as a 300 px WebP with long-lived caching headers", async () => {
    const response = await app.inject("/images/medium/products/8000000000001/1.webp");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: "webp", width: 300, height: 300 });
  });

  it("renders the widths between medium and big in AVIF for the srcsets of decision 045", async () => {
    for (const [size, width] of [["w450", 450], ["w600", 600], ["w900", 900], ["w1200", 1200]] as const) {
      const response = await app.inject(`/images/${size}/products/8000000000001/1.avif`);
      expect(response.statusCode, size).toBe(200);
      expect(response.headers["content-type"]).toBe("image/avif");
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: "heif", width, height: width });
    }
  });

  it("serves the cached variant with the same ETag and answers 304 to a matching If-None-Match", async () => {
    const first = await app.inject("/images/small/products/8000000000001/1.jpg");
    const second = await app.inject("/images/small/products/8000000000001/1.jpg");
    expect(first.headers["content-type"]).toBe("image/jpeg");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await readdir(path.join(cacheDir(), "small/products/8000000000001"))).toEqual(["1.jpg"]);
    const revalidated = await app.inject({
      url: "/images/small/products/8000000000001/1.jpg",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("renders a variant once when many requests for it arrive together", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => app.inject("/images/medium_small/products/8000000000001/1.png")),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
  });

  it.each([
    ["/images/huge/products/8000000000001/1.webp", "size"],
    ["/images/medium/products/8000000000001/1.gif", "format"],
    ["/images/medium/products/8000000000001/1", "format"],
    ["/images/medium/Products/8000000000001/1.webp", "key"],
    ["/images/medium/products//1.webp", "key"],
    ["/images/medium/.webp", "format"],
  ])("refuses %s with a 400 naming the %s", async (url, field) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_image_request", field });
  });

  it("answers 404 when there is no original", async () => {
    const response = await app.inject("/images/medium/products/9999/1.webp");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "image_not_found", message: expect.any(String) });
  });

  it.each([
    "/images/medium/../../etc/passwd.webp",
    "/images/medium/../secret.webp",
    "/images/medium/%2e%2e/secret.webp",
    "/images/medium/%2e%2e%2fsecret.webp",
    "/images/medium/products/%2e%2e/%2e%2e/secret.webp",
    "/images/medium/%2Fetc%2Fpasswd.webp",
    "/images/medium/..%5csecret.webp",
  ])("refuses the traversal %s without reading outside the storage root", async (url) => {
    const response = await app.inject(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const cached = await readdir(path.join(cacheDir(), "medium"), { recursive: true });
    expect(cached.filter((f) => f.includes("secret") || f.includes("passwd"))).toEqual([]);
  });

  it.each(["/images/medium/../../etc/passwd.webp", "/images/medium/../secret.webp", "/images/medium/%2e%2e/secret.webp"])(
    "refuses the raw path %s sent as is over HTTP (no client-side normalisation)",
    async (rawPath) => {
      const address = await app.listen({ port: 0, host: "127.0.0.1" });
      try {
        const { status, body } = await rawGet((app.server.address() as AddressInfo).port, rawPath);
        expect(address).toMatch(/^http:/);
        expect([400, 404]).toContain(status);
        expect(body).not.toContain("RIFF");
      } finally {
        await app.close();
        app = await rebuild();
      }
    },
  );

  it("answers malformed percent-encoding with a 4xx, never a 500", async () => {
    const response = await app.inject("/images/medium/products/%zz/1.webp");
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe("parseImageRequest", () => {
  it("splits size, key and format", () => {
    expect(parseImageRequest("big", "products/1/2.avif")).toEqual({ ok: true, size: "big", key: "products/1/2", format: "avif" });
  });

  it.each(["../../etc/passwd.webp", "products/../../secret.webp", "/etc/passwd.webp", "..\\secret.webp", "./x.webp"])(
    "refuses the key of %j",
    (rest) => {
      expect(parseImageRequest("medium", rest)).toMatchObject({ ok: false, field: "key" });
    },
  );
});

function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: rawPath, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("latin1") }));
    });
    req.on("error", reject);
    req.end();
  });
}
