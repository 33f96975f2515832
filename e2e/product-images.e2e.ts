import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductListResponse } from "@maison/contracts/catalog";
import { launchBrowser, screenshot, type TestBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, STEP_MS, visible, waitForHydration } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";

let server: RunningServer;
let browser: TestBrowser;
let productPath: string;

beforeAll(async () => {
  server = await startServer({ products: 60 });
  browser = await launchBrowser();
  const list = (await (await fetch(`${server.url}/api/v6/shop/product/?collection=all-bags`)).json()) as ProductListResponse;
  const piece = list.products.find((p) => p.availableForSale && !p.firstLookProduct);
  expect(piece, "a bag for sale").toBeDefined();
  productPath = `/products/${piece!.handle}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("product images and delivery (decision 045)", () => {
  it("sends the page in brotli with its largest image preloaded, and the build's assets for a year", async () => {
    const response = await fetch(`${server.url}${productPath}`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const html = await response.text();
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads, "one preloaded image").toHaveLength(1);
    expect(preloads[0]).toContain('type="image/avif"');
    expect(preloads[0]).toMatch(/imageSrcSet="[^"]*\/images\/w600\/products\/\d+\/1\.avif 600w/);
    const script = /<script[^>]*type="module"[^>]*>[^<]*import\("(\/assets\/entry\.client-[^"]+\.js)"\)/.exec(html)?.[1];
    expect(script, "the client entry").toBeDefined();
    const asset = await fetch(`${server.url}${script}`, { headers: { "accept-encoding": "gzip, br" } });
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  for (const width of [390, 1440]) {
    it(`shows four views at ${width} px, no wider than the screen, and zooms full screen with the keyboard`, async () => {
      const { page, context, errors } = await browser.newPage({ viewport: { width, height: 900 }, mobile: width < 600 });
      try {
        await page.goto(`${server.url}${productPath}`);
        await waitForHydration(page);
        const slides = page.locator(".gallery-slide img");
        await expect.poll(() => slides.count()).toBe(4);
        // The first view is drawn from a width near its slot, in AVIF, never the 1,500 px file.
        const first = await slides.first().evaluate(async (img: HTMLImageElement) => {
          await img.decode().catch(() => undefined);
          return { src: img.currentSrc, drawn: img.getBoundingClientRect().width, loading: img.loading };
        });
        expect(first.src).toMatch(/\/images\/(w450|w600|w900|w1200)\/products\/\d+\/1\.avif$/);
        expect(first.loading).toBe("eager");
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "wider than the screen by").toBeLessThanOrEqual(0);

        const zoom = page.getByRole("button", { name: "Zoom", exact: true });
        await zoom.click();
        const viewer = page.getByRole("dialog");
        await visible(viewer);
        await expect.poll(() => viewer.locator(".image-viewer-stage img").evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: STEP_MS }).toMatch(/\/images\/big\/products\/\d+\/1\.avif$/);
        await expect.poll(() => viewer.getByText("1 / 4").count()).toBe(1);
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => viewer.getByText("2 / 4").count()).toBe(1);
        const stage = viewer.getByRole("button", { name: "Zoom in" });
        await stage.focus();
        await page.keyboard.press("Enter");
        await expect.poll(() => viewer.getByRole("button", { name: "Zoom out" }).getAttribute("aria-pressed")).toBe("true");
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "wider than the screen by").toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, `image viewer at ${width} px`);
        await screenshot(page, `product-image-viewer-${width}`);
        await page.keyboard.press("Escape");
        await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Zoom");
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
