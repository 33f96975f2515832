import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type TestBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const BLOCKING_IMPACTS = new Set(["serious", "critical"]);
const MEMBER_EMAIL = "member@maison.test";
const DEMO_PASSWORD = "maison-demo-2026";
const STEP_MS = 15_000;

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

async function visible(locator: Locator, timeout = STEP_MS): Promise<void> {
  await locator.waitFor({ state: "visible", timeout });
}

/** The header's search turns from a link into a button once the page is interactive. */
async function waitForHydration(page: Page): Promise<void> {
  await visible(page.getByRole("banner").getByRole("button", { name: "Search" }));
}

/** "Showing 1–23 of 23" → 23. */
async function totalShown(page: Page): Promise<number> {
  const text = (await page.getByText(/^Showing \d[\d,]*–\d[\d,]* of \d[\d,]*$/).textContent()) ?? "";
  return Number(text.replace(/.* of /, "").replace(/,/g, ""));
}

async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  if (results.violations.length > 0) {
    const lines = results.violations.map(
      (v) => `  [${v.impact ?? "unknown"}] ${v.id}: ${v.help}\n${v.nodes.slice(0, 5).map((n) => `      ${n.target.join(" ")}`).join("\n")}`,
    );
    console.log(`axe on ${label}: ${results.violations.length} violation(s)\n${lines.join("\n")}`);
  }
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? "")).map((v) => `${v.impact} ${v.id}: ${v.help}`);
  expect(blocking, `serious or critical accessibility violations on ${label}`).toEqual([]);
}

describe("a shopper searches, filters and saves a favorite", () => {
  it("renders search results on the server, corrected for a typo (no JavaScript)", async () => {
    const response = await fetch(`${server.url}/search?q=chanle`);
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^recentSearches=[^;]+; Max-Age=86400000; Path=\/; SameSite=Lax/);
    const html = await response.text();
    expect(html).toContain("Showing results for <strong>chanel</strong>");
    expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*class="facet-form")/);
    expect(html).toMatch(/href="\/products\/chanel-/);
  });

  it("searches with a typo, filters, sorts, and saves a favorite through the sign-in", async () => {
    const { page, errors } = await browser.newPage({ viewport: { width: 1440, height: 900 } });

    // ---- header search with a typo: suggestions, then the results for the right model
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    const box = page.getByRole("combobox", { name: "Search Maison" });
    await visible(box);
    await box.fill("birkn");
    await visible(page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option", { name: /^Birkin/ }).first());
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
    await box.press("ArrowDown");
    await expect.poll(async () => (await box.getAttribute("aria-activedescendant")) ?? "").not.toBe("");
    await box.press("Escape");
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=birkn$/);
    await visible(page.getByText("Showing results for"));
    const birkinGrid = page.getByRole("list", { name: "Results for birkn" });
    await visible(birkinGrid);
    expect(await birkinGrid.getByRole("listitem").first().textContent()).toMatch(/Herm[eè]s[\s\S]*Birkin/);

    // ---- the search page for "chanle": every result is Chanel
    await page.goto(`${server.url}/search?q=chanle`);
    await waitForHydration(page);
    await visible(page.getByRole("heading", { level: 1, name: "“chanle”" }));
    await visible(page.getByRole("checkbox", { name: /^Chanel\W.*\d+ results/ }));
    const before = await totalShown(page);
    expect(before).toBeGreaterThan(1);
    await expectNoSeriousA11yViolations(page, "the search page");

    // ---- two facets and a sort: the URL and the counts follow, without a full reload
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole("checkbox", { name: /^Bags\W.*\d+ results/ }).check();
    await page.waitForURL(/category=Bags/);
    await expect.poll(() => totalShown(page)).toBeLessThan(before);
    const afterCategory = await totalShown(page);
    const firstColor = page.getByRole("group", { name: "Color", exact: true }).last().getByRole("checkbox").first();
    const colorName = (await firstColor.getAttribute("value")) ?? "";
    await firstColor.check();
    await expect.poll(() => new URL(page.url()).searchParams.getAll("color")).toEqual([colorName]);
    await expect.poll(() => totalShown(page)).toBeLessThanOrEqual(afterCategory);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await page.waitForURL(/sort=price-asc/);
    expect(page.url()).toMatch(/q=chanle/);
    expect(page.url()).toMatch(/category=Bags/);
    await visible(page.getByRole("link", { name: `Remove filter Color: ${colorName}` }));
    await visible(page.getByRole("link", { name: "Clear all" }));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await screenshot(page, "browse-search-filtered-1440");

    // ---- open a product from the results
    const grid = page.getByRole("list", { name: "Results for chanle" });
    const firstCard = grid.getByRole("listitem").first();
    const productLink = firstCard.getByRole("link").first();
    const productPath = (await productLink.getAttribute("href")) ?? "";
    expect(productPath).toMatch(/^\/products\//);
    await productLink.click();
    await page.waitForURL(`${server.url}${productPath}`);
    await visible(page.getByRole("link", { name: "Condition guide", exact: true }));
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(title.length).toBeGreaterThan(0);
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page, "the product page");
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "Product", itemCondition: "https://schema.org/UsedCondition" });

    // ---- favorite it as a visitor: sign-up prompt, log in instead, the save is replayed
    const heart = page.getByRole("button", { name: new RegExp(`^Save .+ ${escapeRegExp(title.trim())} to favorites$`) }).first();
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    const signup = page.getByRole("dialog", { name: "Create Account" });
    await visible(signup);
    await signup.getByRole("button", { name: "Log in" }).click();
    const login = page.getByRole("dialog", { name: "Log In" });
    await visible(login);
    await login.getByRole("textbox", { name: "E-mail" }).fill(MEMBER_EMAIL);
    await login.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await login.getByRole("button", { name: "Log In", exact: true }).click();
    await login.waitFor({ state: "detached", timeout: STEP_MS });
    await expect.poll(() => heart.getAttribute("aria-pressed"), { timeout: STEP_MS }).toBe("true");
    await visible(page.getByRole("banner").getByRole("button", { name: "Account menu" }));

    // ---- the favorites view lists it, still saved after a full load
    await page.goto(`${server.url}/my-account/favorites`);
    await visible(page.getByRole("heading", { name: /^Favorites \(\d+\)$/ }));
    const saved = page.getByRole("list", { name: /favorites/ }).getByRole("link", { name: new RegExp(escapeRegExp(title.trim())) });
    await visible(saved.first());
    await screenshot(page, "browse-search-favorites-1440");

    expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
  });
});

describe("filters on a phone", () => {
  it("keeps the filter panel open while filters are chosen, until 'Show N results' closes it", async () => {
    const { page, errors } = await browser.newPage({ viewport: { width: 390, height: 844 }, mobile: true });
    await page.goto(`${server.url}/collections/all-bags`);
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: /^Filters/ });
    await toggle.click();
    const panel = page.getByRole("complementary", { name: "Filters" });
    await visible(panel);
    const before = await totalShown(page);

    await panel.getByRole("checkbox", { name: /^Chanel\W/ }).check();
    await page.waitForURL(/designer=Chanel/);
    await expect.poll(() => totalShown(page)).toBeLessThan(before);
    expect(await panel.isVisible(), "the panel stays open after a choice").toBe(true);
    const afterOne = await totalShown(page);
    const showResults = panel.getByRole("button", { name: /^Show [\d,]+ results?$/ });
    await expect.poll(() => showResults.textContent()).toBe(afterOne === 1 ? "Show 1 result" : `Show ${afterOne} results`);

    await panel.getByRole("checkbox", { name: /^Gucci\W/ }).check();
    await expect.poll(() => new URL(page.url()).searchParams.getAll("designer").sort()).toEqual(["Chanel", "Gucci"]);
    expect(await panel.isVisible(), "still open after a second choice").toBe(true);
    await screenshot(page, "filters-phone-open");
    const total = await totalShown(page);
    await expect.poll(() => showResults.textContent()).toBe(total === 1 ? "Show 1 result" : `Show ${total} results`);

    await showResults.click();
    await panel.waitFor({ state: "hidden", timeout: STEP_MS });
    await expect.poll(() => toggle.textContent()).toMatch(/^Filters \(\d+\)$/);
    expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
