import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductListResponse } from "@maison/contracts/catalog";
import { launchBrowser, screenshot, type TestBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/** Links the main navigation must offer (spec 1 §2), by accessible name. */
const NAVIGATION_LINKS = ["New Arrivals", "Designers", "Bags", "Jewelry", "Watches", "Shoes"];
const CAROUSEL_SIZE = 20;
const LIST_PAGE_SIZE = 48;
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer({ products: 300 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Scrolls each image into view (they load lazily) and waits until it has really decoded. */
async function expectImagesLoaded(images: Locator, atLeast: number): Promise<void> {
  const count = await images.count();
  expect(count, "number of images").toBeGreaterThanOrEqual(atLeast);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    const loaded = await image.evaluate(async (img: HTMLImageElement) => {
      try {
        await img.decode();
      } catch {
        // a broken image rejects; naturalWidth tells
      }
      return { src: img.currentSrc || img.src, naturalWidth: img.naturalWidth };
    });
    expect(loaded.naturalWidth, `image ${loaded.src} loaded`).toBeGreaterThan(0);
  }
}

/** Runs axe on the page, prints every violation, and fails on serious or critical ones. */
async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  if (results.violations.length > 0) {
    const lines = results.violations.map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(" ")}${n.failureSummary ? `: ${n.failureSummary.replace(/\s+/g, " ")}` : ""}`)
        .join("\n");
      return `  [${v.impact ?? "unknown"}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n${targets}\n      ${v.helpUrl}`;
    });
    console.log(`axe on ${label}: ${results.violations.length} violation(s)\n${lines.join("\n")}`);
  }
  const blocking = results.violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ""))
    .map((v) => `${v.impact} ${v.id}: ${v.help}`);
  expect(blocking, `serious or critical accessibility violations on ${label}`).toEqual([]);
}

/** The footer's Subscribe button is enabled once the page is interactive. */
async function waitForFooter(page: Page): Promise<void> {
  const subscribe = page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" });
  await expect.poll(() => subscribe.isEnabled(), { timeout: 15_000 }).toBe(true);
}

async function fetchList(query: string): Promise<ProductListResponse> {
  const response = await fetch(`${server.url}/api/v6/shop/product/?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ProductListResponse;
}

describe("a shopper browses the catalog", () => {
  it("gets the home page rendered on the server, navigation and product links included (no JavaScript)", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const html = await response.text();
    const navigation = html.match(/<nav\b[^>]*aria-label="Main"[^>]*>[\s\S]*?<\/nav>/);
    expect(navigation, "a <nav aria-label=\"Main\"> in the HTML").not.toBeNull();
    for (const label of NAVIGATION_LINKS) expect(navigation![0]).toContain(`>${label}<`);
    const productLinks = new Set(html.match(/href="\/products\/[^"#?]+"/g) ?? []);
    expect(productLinks.size, "distinct product links in the HTML").toBeGreaterThanOrEqual(CAROUSEL_SIZE);
  });

  it("goes from the home page to a collection, its second page and a product", async () => {
    const { page, errors } = await browser.newPage();

    // ---- home
    const home = await page.goto(`${server.url}/`);
    expect(home?.status()).toBe(200);
    const navigation = page.getByRole("navigation", { name: "Main" });
    await expect.poll(() => navigation.isVisible()).toBe(true);
    for (const label of NAVIGATION_LINKS) {
      expect(await navigation.getByRole("link", { name: label, exact: true }).count(), `navigation link ${label}`).toBe(1);
    }
    const newArrivals = page.getByRole("region", { name: "New Arrivals" });
    const carousel = newArrivals.getByRole("list", { name: "New Arrivals" });
    const carouselCards = carousel.getByRole("listitem");
    expect(await carouselCards.count()).toBeGreaterThanOrEqual(CAROUSEL_SIZE);
    await expectImagesLoaded(carouselCards.locator("img"), CAROUSEL_SIZE);
    await carousel.evaluate((track) => track.scrollTo({ left: 0, behavior: "instant" }));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await screenshot(page, "home");
    await expectNoSeriousA11yViolations(page, "the home page");

    // ---- the Bags collection, from the main navigation
    const bags = await fetchList("collection=all-bags&page=2");
    expect(bags.page_count, "the seeded catalog holds more than one page of bags").toBeGreaterThanOrEqual(2);
    await navigation.getByRole("link", { name: "Bags", exact: true }).click();
    await page.waitForURL(/\/collections\/all-bags$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(bags.collection.title);
    const grid = page.getByRole("list", { name: bags.collection.title });
    expect(await grid.getByRole("listitem").count()).toBe(LIST_PAGE_SIZE);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    expect(await pagination.isVisible()).toBe(true);
    await screenshot(page, "collection");
    await expectNoSeriousA11yViolations(page, "the collection page");

    // ---- page 2
    await pagination.getByRole("link", { name: "Page 2", exact: true }).click();
    await page.waitForURL(/[?&]page=2\b/);
    await expect
      .poll(() => pagination.getByRole("link", { name: "Page 2", exact: true }).getAttribute("aria-current"))
      .toBe("page");
    const page2Cards = grid.getByRole("listitem");
    await expect.poll(() => page2Cards.count()).toBe(bags.products.length);
    const first = bags.products[0]!;
    const firstCardLink = page2Cards.first().getByRole("link").first();
    expect(await firstCardLink.textContent()).toContain(first.title);
    await screenshot(page, "collection-page-2");

    // ---- a product
    await firstCardLink.click();
    await page.waitForURL(new RegExp(`/products/${first.handle}$`));
    const title = page.getByRole("heading", { level: 1 });
    await expect.poll(() => title.textContent()).toBe(first.title);
    expect(await page.getByRole("link", { name: first.vendor, exact: true }).first().isVisible(), "designer link").toBe(true);
    const main = page.getByRole("main");
    expect(await main.getByText(first.condition_label, { exact: true }).first().isVisible(), "condition").toBe(true);
    expect(await main.textContent()).toMatch(/\$\d[\d,]*/);
    const gallery = page.getByRole("region", { name: `${first.vendor} ${first.title} images` });
    await expectImagesLoaded(gallery.getByRole("img", { name: `${first.vendor} ${first.title}`, exact: true }), 1);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await screenshot(page, "product");
    await expectNoSeriousA11yViolations(page, "the product page");

    if (errors.length > 0) console.log(`browser console during the journey:\n  ${errors.join("\n  ")}`);
    expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
  });

  it("shows a visitor VIP pieces in full, after the pieces they can buy, with when they go on sale (decision 041)", async () => {
    const { page, errors } = await browser.newPage();
    const vipBand = "VIP Preview · Members first";

    // ---- the home page's new arrivals: spec 1 §7's homepage query, pieces a visitor can buy
    await page.goto(`${server.url}/`);
    const carousel = page.getByRole("region", { name: "New Arrivals" }).getByRole("list", { name: "New Arrivals" });
    await expect.poll(() => carousel.getByRole("listitem").count()).toBeGreaterThanOrEqual(CAROUSEL_SIZE);
    expect(await carousel.getByText(/VIP Preview/).count(), "no VIP piece leads the home page").toBe(0);

    // ---- All Bags: the list's VIP pieces come after the ones a visitor can buy, in full, marked
    const bags = await fetchList("collection=all-bags");
    const vipCount = bags.products.filter((p) => p.firstLookProduct).length;
    expect(vipCount, "the newest bags include VIP preview pieces").toBeGreaterThan(0);
    expect(bags.products.slice(0, 8).some((p) => p.firstLookProduct), "the list call itself leads with them").toBe(true);
    await page.goto(`${server.url}/collections/all-bags`);
    const cards = page.getByRole("list", { name: bags.collection.title }).getByRole("listitem");
    await expect.poll(() => cards.count()).toBe(bags.products.length);
    const bands = await cards.evaluateAll((items) => items.map((item) => item.querySelector(".product-card-vip")?.textContent ?? null));
    const buyable = bags.products.length - vipCount;
    expect(bands.slice(0, buyable).every((band) => band === null), "the first cards are pieces a visitor can buy").toBe(true);
    expect(bands.slice(buyable), "then the VIP pieces, marked").toEqual(Array(vipCount).fill(vipBand));
    const veiled = await page.locator(".product-card-media").evaluateAll((media) =>
      media.filter((m) => [m, ...m.querySelectorAll("*")].some((e) => getComputedStyle(e).backdropFilter !== "none" || getComputedStyle(e).filter !== "none")).length,
    );
    expect(veiled, "no card photo is blurred").toBe(0);
    await cards.nth(buyable).scrollIntoViewIfNeeded();
    await screenshot(page, "collection-vip-after-buyable");

    // ---- new arrivals, page 1 (spec 2 §4): the call leads with 2 first-look cards; the page draws them after the 46
    const arrivals = await fetchList("collection=new-arrivals");
    expect([arrivals.first_look_count, arrivals.general_page_size]).toEqual([2, 46]);
    expect(arrivals.products.slice(0, 2).every((p) => p.firstLookProduct)).toBe(true);
    await page.goto(`${server.url}/collections/new-arrivals`);
    const arrivalCards = page.getByRole("list", { name: arrivals.collection.title }).getByRole("listitem");
    await expect.poll(() => arrivalCards.count()).toBe(arrivals.products.length);
    const arrivalBands = await arrivalCards.evaluateAll((items) => items.map((item) => item.querySelector(".product-card-vip")?.textContent ?? null));
    expect(arrivalBands.slice(-2)).toEqual([vipBand, vipBand]);
    expect(arrivalBands.slice(0, -2).every((band) => band === null)).toBe(true);

    // ---- the VIP piece's page: photos and price, no Add to cart, when it goes on sale to everyone
    const vip = arrivals.products[0]!;
    await page.goto(`${server.url}/products/${vip.handle}`);
    await waitForFooter(page);
    const gallery = page.getByRole("region", { name: `${vip.vendor} ${vip.title} images` });
    await expectImagesLoaded(gallery.getByRole("img", { name: `${vip.vendor} ${vip.title}`, exact: true }), 1);
    expect(await page.getByRole("button", { name: "Add to cart" }).count()).toBe(0);
    expect(await page.getByRole("note", { name: "VIP Preview" }).textContent()).toMatch(
      /Members shop first\. On sale to everyone (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2} at \d{1,2}:\d{2} (AM|PM) E[SD]T, if it is still here\./,
    );
    await screenshot(page, "product-vip-visitor");
    await expectNoSeriousA11yViolations(page, "a VIP piece's page for a visitor");
    expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
  });

  it("answers an unknown product with a 404 page", async () => {
    const { page } = await browser.newPage();
    const response = await page.goto(`${server.url}/products/does-not-exist`);
    expect(response?.status()).toBe(404);
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/couldn.t find|not found/i);
    await screenshot(page, "not-found");
  });
});
