import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowerModulePreloads, lowModulePreloadStream } from "./module-preload-priority.server.ts";

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><link rel="preload" as="image" fetchPriority="high" imageSrcSet="/a.avif 1x"/>' +
  '<link nonce="n" rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/shell.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/shell.css"/></head>';
const BODY = '<body><p>Hermès ·</p><p>&lt;link rel="modulepreload" href="/not-a-tag.js"/&gt;</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';

describe("module preloads at low priority", () => {
  it("marks every module preload low, and nothing else", () => {
    const out = lowerModulePreloads(HEAD);
    expect(out.match(/<link fetchpriority="low" rel="modulepreload" href="[^"]+"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="preload" as="image" fetchPriority="high"');
    expect(out).toContain('<link nonce="n" rel="preload" href="/assets/inter.woff2"');
    expect(out).toContain('<link nonce="n" rel="stylesheet" href="/assets/shell.css"/>');
    expect(lowerModulePreloads(out)).toBe(out);
  });

  it("rewrites the head only, however the page is cut into chunks", async () => {
    const page = HEAD + BODY;
    for (const size of [1, 7, 64, Buffer.byteLength(page)]) {
      const bytes = Buffer.from(page);
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      let out = "";
      for await (const chunk of Readable.from(chunks).pipe(lowModulePreloadStream())) out += chunk.toString();
      expect(out).toBe(lowerModulePreloads(HEAD) + BODY);
    }
  });
});
