import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/**
 * The browser's runtime (decision 085): React renders every page on the server and Preact's
 * compatibility layer hydrates it. Hydrating keeps the server's document (nothing in the head is
 * replaced, every stylesheet stays), a client-side navigation leaves the head as the server would have
 * written it for the new page (title, description, canonical link, the route's stylesheets), and the ids
 * that elements name are the ones the page has.
 */

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer({ products: 60, env: { NODE_ENV: "test" } });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the head says of a page: its title, its description and canonical link, its stylesheets. */
function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    titles: document.head.querySelectorAll("title").length,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    stylesheets: [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href")).sort(),
  }));
}

/** Waits until the page has hydrated: the header's account control becomes a button. */
async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated ?? (document.querySelector("button.header-utility") ? "yes" : "")), { timeout: 20_000 }).toBeTruthy();
}

describe("the browser's runtime", () => {
  it("hydrates the server's document without replacing its head or losing a stylesheet", async () => {
    const { page, errors } = await browser.newPage();
    await page.addInitScript(() => {
      const changed: string[] = [];
      (window as unknown as { __headChanges: string[] }).__headChanges = changed;
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const record of records) for (const node of [...record.addedNodes, ...record.removedNodes]) changed.push((node as Element).tagName ?? node.nodeName);
        }).observe(document.head, { childList: true });
      });
    });
    await page.goto(`${server.url}/collections/all-bags`);
    await hydrated(page);
    const before = await headOf(page);
    expect(before.stylesheets.length).toBeGreaterThan(0);
    // Nothing the server wrote in the head was taken out or added twice by hydrating.
    expect(await page.evaluate(() => (window as unknown as { __headChanges: string[] }).__headChanges.filter((tag) => tag !== "LINK"))).toEqual([]);
    expect(await page.evaluate(() => [...document.head.querySelectorAll('link[rel="stylesheet"]')].every((link) => (link as HTMLLinkElement).sheet !== null))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("fetches the page's modules only after its first frame, then hydrates (decision 101)", async () => {
    const { page, errors } = await browser.newPage();
    // The first frame's time, as the page's first animation-frame callback sees it (registered before any of the page's scripts).
    await page.addInitScript(() => {
      requestAnimationFrame(() => ((window as unknown as { __firstFrame: number }).__firstFrame = performance.now()));
    });
    await page.goto(`${server.url}/collections/all-bags`);
    await hydrated(page);
    const seen = await page.evaluate(() => ({
      firstFrame: (window as unknown as { __firstFrame?: number }).__firstFrame ?? null,
      modules: performance
        .getEntriesByType("resource")
        .filter((entry) => /^\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(seen.firstFrame).not.toBeNull();
    expect(seen.modules.length).toBeGreaterThan(3);
    expect(Math.min(...seen.modules)).toBeGreaterThan(seen.firstFrame!);
    expect(errors).toEqual([]);
  });

  it("after a client-side navigation the head is what the server writes for the new page", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${server.url}/collections/all-bags`);
    await hydrated(page);
    const product = await page.locator("main a[href^='/products/']").first().getAttribute("href");
    await page.locator(`main a[href='${product}']`).first().click();
    await page.waitForURL(`**${product}`);
    await expect.poll(() => page.evaluate(() => document.title), { timeout: 20_000 }).not.toMatch(/^All Bags/);
    const navigated = await headOf(page);

    const { page: fresh } = await browser.newPage();
    await fresh.goto(`${server.url}${product}`);
    await hydrated(fresh);
    const served = await headOf(fresh);
    expect(navigated).toEqual(served);
    expect(navigated.titles).toBe(1);

    // And back: the list's head again, its stylesheets applied.
    await page.goBack();
    await page.waitForURL("**/collections/all-bags");
    await expect.poll(() => page.evaluate(() => document.title), { timeout: 20_000 }).toMatch(/All Bags/);
    await expect.poll(() => page.evaluate(() => [...document.head.querySelectorAll('link[rel="stylesheet"]')].every((link) => (link as HTMLLinkElement).sheet !== null)), { timeout: 20_000 }).toBe(true);
    expect(errors).toEqual([]);
  });

  it("every id an element names is one the page has, before and after the drawer opens", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${server.url}/collections/all-bags`);
    await hydrated(page);
    const product = await page.locator("main a[href^='/products/']").first().getAttribute("href");
    await page.goto(`${server.url}${product}`);
    await hydrated(page);
    const missing = () =>
      page.evaluate(() => {
        const names = ["for", "aria-describedby", "aria-labelledby", "aria-controls", "aria-owns", "aria-errormessage", "list"];
        const out: string[] = [];
        for (const name of names) {
          for (const element of document.querySelectorAll(`[${name}]`)) {
            for (const id of (element.getAttribute(name) ?? "").split(/\s+/).filter(Boolean)) {
              if (!document.getElementById(id) && !(name === "aria-controls" && element.getAttribute("aria-expanded") === "false")) out.push(`${element.tagName.toLowerCase()}[${name}=${id}]`);
            }
          }
        }
        return out;
      });
    expect(await missing()).toEqual([]);
    await page.getByRole("button", { name: /add to cart/i }).first().click();
    await expect.poll(() => page.locator("dialog[open], [role=dialog]").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await missing()).toEqual([]);
    expect(errors).toEqual([]);
  });
  it("keeps the menus' and the footer's links as the server drew them, and they navigate in place", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __page: string }).__page = "first load"));
    const menu = page.locator(".main-nav-item.has-menu").first();
    await menu.hover();
    const link = menu.locator(".mega-menu a").first();
    const href = await link.getAttribute("href");
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    // A client-side navigation: the window (and what was set on it) is the same.
    expect(await page.evaluate(() => (window as unknown as { __page?: string }).__page)).toBe("first load");
    const footerLink = page.locator(".site-footer-groups a").first();
    const footerHref = await footerLink.getAttribute("href");
    await footerLink.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === footerHref);
    expect(await page.evaluate(() => (window as unknown as { __page?: string }).__page)).toBe("first load");
    expect(errors).toEqual([]);
  });

  it("the phone's drawer keeps its menus' links as drawn, and they navigate in place and close it", async () => {
    const { page, errors } = await browser.newPage({ viewport: { width: 390, height: 844 }, mobile: true });
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __page: string }).__page = "first load"));
    await page.locator(".mobile-nav-toggle").click();
    const group = page.locator(".mobile-nav-group").filter({ has: page.locator(".mobile-nav-sublist") }).first();
    await group.locator("summary").click();
    const link = group.locator(".mobile-nav-sublist a").nth(1);
    const href = await link.getAttribute("href");
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    expect(await page.evaluate(() => (window as unknown as { __page?: string }).__page)).toBe("first load");
    await expect.poll(() => page.evaluate(() => (document.querySelector("details.mobile-nav") as HTMLDetailsElement).open)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("keeps the cards' contents and the filters' choices as drawn; a card navigates in place, a choice filters and the cards follow", async () => {
    const { page, errors } = await browser.newPage();
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const w = window as unknown as {
          __serverTitle: Element | null;
          __serverOption: Element | null;
        };
        w.__serverTitle = document.querySelector(
          ".product-grid .product-card-title",
        );
        w.__serverOption = document.querySelector(".facet-option");
      });
    });
    await page.goto(`${server.url}/collections/all-bags`);
    await hydrated(page);
    // Hydrating kept the server's elements inside the cards and the filters (it did not draw them anew).
    expect(
      await page.evaluate(() => {
        const w = window as unknown as {
          __serverTitle: Element | null;
          __serverOption: Element | null;
        };
        return [w.__serverTitle?.isConnected, w.__serverOption?.isConnected];
      }),
    ).toEqual([true, true]);
    await page.evaluate(
      () => ((window as unknown as { __page: string }).__page = "first load"),
    );
    const range = await page.locator(".collection-range").textContent();
    // A filter's choice applies at once; the cards, the count and the choices follow the new answer.
    const option = page.locator(".facet-group[open] .facet-option").nth(1);
    const label =
      (await option.locator(".facet-option-label").textContent())?.trim() ?? "";
    await option.locator("label").click();
    await page.waitForURL((url) => url.search.length > 0);
    await expect
      .poll(() => page.locator(".selected-filters").textContent(), {
        timeout: 20_000,
      })
      .toContain(label);
    await expect
      .poll(() => page.locator(".collection-range").textContent(), {
        timeout: 20_000,
      })
      .not.toBe(range);
    await expect
      .poll(
        () =>
          page
            .locator(".facet-option", { hasText: label })
            .first()
            .locator("input")
            .isChecked(),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(
      await page.evaluate(
        () => (window as unknown as { __page?: string }).__page,
      ),
    ).toBe("first load");
    // A card's link navigates in place.
    const card = page.locator(".product-grid .product-card-link").first();
    const href = await card.getAttribute("href");
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(
      await page.evaluate(
        () => (window as unknown as { __page?: string }).__page,
      ),
    ).toBe("first load");
    expect(errors).toEqual([]);
  });
});
