import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { deferModuleScript, modulesAfterFirstFrameStream, takeModulePreloads } from "./modules-after-first-frame.server.ts";

// The shape React Router writes (its `<Links>` and `<Scripts>` in the production build).
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><link rel="preload" as="image" fetchPriority="high" imageSrcSet="/a.avif 1x"/>' +
  '<link nonce="n" rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/shell.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/shell.css"/></head>';
const MODULE_CODE =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/collection.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/collection":route1};\n\nimport("/assets/entry.client.js");';
const BODY =
  '<body><p>Hermès · ✓</p><p>&lt;script type="module"&gt;</p><script nonce="n">window.__ctx = 1;</script>' +
  `<script nonce="n" type="module" async="">${MODULE_CODE}</script>` +
  '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[\\"é\\"]");</script></body></html>';

async function streamed(page: string, size: number): Promise<string> {
  const bytes = Buffer.from(page);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  let out = "";
  for await (const chunk of Readable.from(chunks).pipe(modulesAfterFirstFrameStream())) out += chunk.toString();
  return out;
}

describe("the page's modules after its first frame", () => {
  it("takes the head's module preloads out, in order, and nothing else", () => {
    const { head, hrefs } = takeModulePreloads(HEAD);
    expect(hrefs).toEqual(["/assets/entry.client.js", "/assets/shell.js"]);
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="preload" as="image" fetchPriority="high"');
    expect(head).toContain('<link nonce="n" rel="preload" href="/assets/inter.woff2"');
    expect(head).toContain('<link nonce="n" rel="stylesheet" href="/assets/shell.css"/></head>');
  });

  it("makes the module script wait for a frame, preload the modules and import the routes together", () => {
    const code = deferModuleScript(MODULE_CODE, ["/assets/entry.client.js", "/assets/shell.js"]);
    expect(code).not.toMatch(/^\s*import \* as/m);
    const wait = code.indexOf("requestAnimationFrame");
    const preload = code.indexOf('["/assets/entry.client.js","/assets/shell.js"]');
    const routes = code.indexOf('const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/collection.js")]);');
    const rest = code.indexOf('window.__reactRouterRouteModules = {"root":route0');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(preload).toBeGreaterThan(wait);
    expect(routes).toBeGreaterThan(preload);
    expect(rest).toBeGreaterThan(routes);
    expect(code.endsWith('import("/assets/entry.client.js");')).toBe(true);
  });

  it("the deferred script runs: routes imported, then the entry, after a frame", async () => {
    const calls: string[] = [];
    const appended: Array<{ rel: string; href: string }> = [];
    const document = {
      visibilityState: "visible",
      head: { append: (link: { rel: string; href: string }) => appended.push(link) },
      createElement: () => ({}),
    };
    const window: Record<string, unknown> = {};
    const requestAnimationFrame = (callback: () => void) => {
      calls.push("frame");
      setTimeout(callback);
    };
    const load = (specifier: string) => {
      calls.push(`import ${specifier}`);
      return Promise.resolve({ specifier });
    };
    const code = deferModuleScript(MODULE_CODE, ["/assets/entry.client.js"]).replace(/\bimport\(/g, "load(");
    const run = new Function("document", "window", "requestAnimationFrame", "load", `return (async () => {\n${code}\n})();`);
    await run(document, window, requestAnimationFrame, load);
    expect(calls).toEqual(["frame", "import /assets/root.js", "import /assets/collection.js", "import /assets/entry.client.js"]);
    expect(appended).toEqual([{ rel: "modulepreload", href: "/assets/entry.client.js", fetchPriority: "low" }]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { specifier: "/assets/root.js" }, "routes/collection": { specifier: "/assets/collection.js" } });
  });

  it("rewrites the head and the module script only, however the page is cut into chunks", async () => {
    const { head, hrefs } = takeModulePreloads(HEAD);
    const expected = head + BODY.replace(MODULE_CODE, deferModuleScript(MODULE_CODE, hrefs));
    for (const size of [1, 3, 7, 64, 500, Buffer.byteLength(HEAD + BODY)]) expect(await streamed(HEAD + BODY, size)).toBe(expected);
  });

  it("passes the body on as it comes, holding back only a tag cut in two", async () => {
    const stream = modulesAfterFirstFrameStream();
    let out = "";
    stream.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const written = (text: string) => new Promise<void>((resolve) => stream.write(text, () => setImmediate(resolve)));
    await written(`${HEAD}<body><main><p>first</p>`);
    expect(out.endsWith("<main><p>first</p>")).toBe(true);
    await written('<p>second</p><scr');
    expect(out.endsWith("<p>second</p>")).toBe(true);
    await written(`ipt nonce="n" type="module" async="">${MODULE_CODE}</script><p>after</p>`);
    expect(out).toContain("requestAnimationFrame");
    expect(out.endsWith("</script><p>after</p>")).toBe(true);
    stream.end();
  });

  it("passes a page without module preloads, or without a head's end, unchanged", async () => {
    const plain = HEAD.replace(/<link rel="modulepreload"[^>]*>/g, "") + BODY;
    expect(await streamed(plain, 16)).toBe(plain);
    const headless = "<p>Just a fragment ✓</p>";
    expect(await streamed(headless, 5)).toBe(headless);
  });
});
