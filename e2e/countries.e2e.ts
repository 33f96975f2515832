import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowser, screenshot, type TestBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, STEP_MS, visible, waitForHydration } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { listedCards } from "./support/shop.ts";
import { checkWidths } from "./support/widths.ts";

/** The journey walks four pages with axe and two widths on each: more than the project's 60 s on a busy machine. */
const JOURNEY_MS = 300_000;

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer({ products: 120 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Picks a country in the footer's selector and waits for the page to come back with it selected. */
async function pickInFooter(page: Page, name: string, code: string): Promise<void> {
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("combobox", { name: "Ship to" }).selectOption({ label: name });
  await footer.getByRole("button", { name: "Update shipping country" }).click();
  await expect.poll(() => page.getByRole("banner").getByRole("combobox", { name: "Shipping country" }).inputValue(), { timeout: STEP_MS }).toBe(code);
}

/** The facet groups the list page offers, by name. */
async function facetNames(page: Page): Promise<string[]> {
  return (await page.locator(".facet-group-summary > span:first-child").allTextContents()).map((t) => t.trim());
}

describe("countries: the selected country shows approximate local prices and applies its rules", () => {
  it("France in the footer → product page and cart show ≈ € beside the dollar price, no price filter; the United States → none", async () => {
    const cards = await listedCards(server.url, "collection=all-bags&sort=price-asc");
    const card = cards.find((c) => c.availableForSale && !c.firstLookProduct && c.price <= 2_400);
    expect(card, "an available bag up to $2,400 in the demo catalog").toBeDefined();
    const france = (await (await fetch(`${server.url}/api/v6/country/`, { headers: { cookie: "maison_country=FR" } })).json()) as {
      reference_rate: { units_per_usd: number; as_of: string };
    };
    const euros = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
      Math.round(card!.price * france.reference_rate.units_per_usd),
    );
    const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(card!.price);

    const { page, errors } = await browser.newPage();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    // Nothing local for the United States, the default.
    expect(await page.getByRole("banner").getByRole("combobox", { name: "Shipping country" }).inputValue()).toBe("US");
    expect(await page.getByRole("contentinfo").getByRole("combobox", { name: "Ship to" }).locator("option").count()).toBeGreaterThanOrEqual(240);
    await pickInFooter(page, "France", "FR");

    // The product page: "$1,480 · ≈ €1,302", said as "approximately" to screen readers, and how it ships to France.
    await page.goto(`${server.url}/products/${card!.handle}`);
    await waitForHydration(page);
    const price = page.locator(".product-page-price");
    await visible(price.locator(".local-price"));
    expect(await price.locator(".product-price-current").textContent()).toContain(dollars);
    expect(await price.locator(".local-price [aria-hidden=true]").textContent()).toBe(`≈ ${euros}`);
    expect(await price.locator(".local-price .visually-hidden").textContent()).toBe(`, approximately ${euros}`);
    expect(await page.locator(".local-price-note").textContent()).toContain("Prices are charged in US dollars");
    expect(await page.locator(".shipping-to-country").textContent()).toContain("Shipping to France");
    await checkWidths(page, "countries-product-france", "both");

    // The cart: the line carries the same approximate figure; the total stays in dollars.
    await page.getByRole("button", { name: "Add to cart" }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await visible(drawer);
    await visible(drawer.locator(".cart-line-price .local-price"));
    await expectNoSeriousA11yViolations(page, "the cart drawer in France");
    await page.goto(`${server.url}/cart`);
    await waitForHydration(page);
    const line = page.locator("main .cart-line-price").first();
    await visible(line.locator(".local-price"));
    // The line's own figure is what it costs (after any discount on it), converted at the same rate.
    const charged = await line.evaluate((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join("").trim());
    const chargedEuros = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
      Math.round(Number(charged.replace(/[$,]/g, "")) * france.reference_rate.units_per_usd),
    );
    expect(charged).toMatch(/^\$[\d,]+(\.\d\d)?$/);
    expect(await line.locator(".local-price [aria-hidden=true]").textContent()).toBe(`≈ ${chargedEuros}`);
    await checkWidths(page, "countries-cart-france", "both");

    // A list page: the price filter is hidden for a currency other than the dollar (spec 2 §6).
    await page.goto(`${server.url}/collections/all-bags`);
    await waitForHydration(page);
    await visible(page.locator(".product-card .local-price").first());
    const frenchFacets = await facetNames(page);
    expect(frenchFacets).toContain("Designer");
    expect(frenchFacets).not.toContain("Price");
    await checkWidths(page, "countries-list-france", "both");

    // Back to the United States, from the same list page: the price filter returns, the local figures go.
    await pickInFooter(page, "United States", "US");
    expect(new URL(page.url()).pathname).toBe("/collections/all-bags");
    await expect.poll(() => facetNames(page), { timeout: STEP_MS }).toContain("Price");
    expect(await page.locator(".local-price").count()).toBe(0);
    await page.goto(`${server.url}/products/${card!.handle}`);
    await waitForHydration(page);
    expect(await page.locator(".local-price").count()).toBe(0);
    expect(await page.locator(".shipping-to-country").count()).toBe(0);
    await checkWidths(page, "countries-product-us");
    expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
  }, JOURNEY_MS);

  it("the selector works without JavaScript: a form post sets the cookie for a year and goes back; the country page lists every country", async () => {
    const response = await fetch(`${server.url}/country`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ country: "DE", redirect_to: "/collections/all-bags" }).toString(),
      redirect: "manual",
    });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(new URL(response.headers.get("location")!, server.url).pathname).toBe("/collections/all-bags");
    expect(response.headers.get("set-cookie")).toMatch(/^maison_country=DE; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
    // A site elsewhere is never where it goes back to.
    const away = await fetch(`${server.url}/country`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ country: "DE", redirect_to: "//evil.example/" }).toString(),
      redirect: "manual",
    });
    expect(new URL(away.headers.get("location")!, server.url).href).toBe(`${server.url}/`);
    const refused = await fetch(`${server.url}/country`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ country: "Atlantis" }).toString(),
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose a country from the list.");

    const { page, context } = await browser.newPage();
    await context.addCookies([{ name: "maison_country", value: "JP", url: server.url }]);
    await page.goto(`${server.url}/country`);
    await visible(page.getByRole("heading", { name: "Where are you shopping from?" }));
    expect(await page.getByRole("main").textContent()).toContain("You are shopping from Japan");
    expect(await page.getByRole("main").getByRole("combobox", { name: "Ship to" }).inputValue()).toBe("JP");
    await checkWidths(page, "countries-country-page", "both");

    // On a phone the header's selector is in the menu.
    await page.setViewportSize({ width: 390, height: 900 });
    await waitForHydration(page);
    await page.locator(".mobile-nav-toggle").click();
    const menu = page.getByRole("navigation", { name: "Main" }).getByRole("combobox", { name: "Ship to" });
    await visible(menu);
    expect(await menu.inputValue()).toBe("JP");
    await expectNoSeriousA11yViolations(page, "the menu with its country selector at 390 px");
    await screenshot(page, "countries-menu-390");
  }, JOURNEY_MS);
});
