import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type TestBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, logInFromHeader, sessionHeaders, STEP_MS, visible, waitForHydration } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { listedCards, payWithTestCard, shipToNewYork, type ListedCard } from "./support/shop.ts";

/** The journey walks the shop, the account and the console with axe and two widths on each page. */
const JOURNEY_MS = 240_000;

/** Demo accounts (README). */
const STAFF = { email: "staff@maison.test", password: "maison-demo-2026" };
const SHOPPER = { email: "shopper@maison.test", password: "maison-demo-2026" };

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  // E-mails, captures and the outbox run as in production.
  server = await startServer({ products: 300, env: { NODE_ENV: "test", WORKERS: "on" } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.url}/api/v7/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: account.email, password: account.password }) });
  const body = (await response.json()) as { auth_token: string | null };
  expect(body.auth_token, `${account.email} signs in`).toBeTruthy();
  return body.auth_token!;
}

async function api<T>(token: string, method: string, path: string, json?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Token ${token}`, ...(json === undefined ? {} : { "content-type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`).toBe(true);
  return JSON.parse(text) as T;
}

interface Ticket {
  id: string;
  items: Array<{ id: string; state: string }>;
}

/** Nothing on the page is wider than the screen, at a phone's and a desktop's width; axe at the phone's; a screenshot of each. */
async function checkWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.scroll, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
    if (width === 390) await expectNoSeriousA11yViolations(page, `${name} at 390 px`);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** "−$6,234.50" as the breakdown writes a deduction. */
const deduction = (cents: number) => `\u2212${new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(cents / 100)}`;
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

async function rowCents(container: Locator, key: string): Promise<number> {
  return centsOf((await container.locator(`[data-row=${key}] dd`).innerText()).trim());
}

describe("trade-in toward a purchase", () => {
  it("a shopper trades in a piece while buying another: the drawer shows the trade-in, the order total drops by it; staff receive, inspect and credit it", async () => {
    // The shopper's trade-in ticket: a Classic Flap with its instant offer accepted at the trade-in value.
    const seller = await signIn(SHOPPER);
    const found = await api<{ search_results: Array<{ sku: string; title: string; size: string | null }> }>(seller, "GET", `/v6/sell/search/?q=${encodeURIComponent("chanel classic flap medium")}`);
    const flap = found.search_results.find((s) => /Classic Flap/.test(s.title) && s.size === "Medium")!;
    const ticket = await api<Ticket>(seller, "POST", "/v6/sell/submissions/", {
      trade_in: true,
      items: [{ sku: flap.sku, condition_key: "excellent", accessories: ["Dust Bag", "Box"], serial_number: "31245678", color: "Black", offer_kind: "trade_in" }],
    });
    const itemId = ticket.items[0]!.id;
    if (ticket.items[0]!.state === "submitted") await api(await signIn(STAFF), "POST", `/ops/submissions/${itemId}/quote/`, { amount_cents: 450_000, expected_resale_cents: null, note: "" });
    await api(seller, "PUT", `/v6/self-check-in/finalize-quote/${ticket.id}/`, { accepted: true });
    const offered = (await api<{ trade_ins: Array<{ id: string; order_item_id: string; amount_cents: number; status: string }> }>(seller, "GET", "/v6/my-account/trade-in/")).trade_ins.find((x) => x.order_item_id === itemId)!;
    expect(offered.status).toBe("offered");
    const value = offered.amount_cents;

    // A piece worth more than the trade-in, so the card still pays a part.
    const cards: ListedCard[] = (await listedCards(server.url, "collection=all-bags&sort=price-asc")).filter((c) => c.availableForSale && !c.firstLookProduct);
    const piece = cards.find((c) => c.price * 100 > value + 500_00) ?? cards[cards.length - 1]!;

    const { page, errors, context } = await browser.newPage();
    await logInFromHeader(page, server.url, SHOPPER);
    const afterLogin = page.getByRole("dialog", { name: "Your cart" });
    if (await afterLogin.isVisible()) await page.keyboard.press("Escape");
    await page.goto(`${server.url}/products/${piece.handle}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    let drawer = page.getByRole("dialog", { name: "Your cart" });
    await visible(drawer.getByRole("list", { name: "Items in your cart" }).getByText(piece.title));
    const before = await rowCents(drawer, "total");
    expect(await drawer.locator("[data-row=trade_in]").count()).toBe(0);
    await page.keyboard.press("Escape");

    // The account's Trade-ins tab: the offered trade-in, then its detail, accepted into the bag.
    await page.goto(`${server.url}/my-account/trades`);
    await visible(page.getByRole("heading", { level: 2, name: "Trade-ins" }));
    await visible(page.getByRole("navigation").getByRole("link", { name: "Trade-ins" }));
    await visible(page.getByText("Offered", { exact: true }).first());
    await checkWidths(page, "trade-in-account-list");
    await page.getByRole("link", { name: /View the trade-in of .*Classic Flap/ }).first().click();
    await page.waitForURL(/\/my-account\/trades\?trade_in_id=tin_/, { timeout: STEP_MS });
    await visible(page.getByRole("heading", { level: 2, name: /Classic Flap/ }));
    await checkWidths(page, "trade-in-account-offered");
    await page.getByRole("button", { name: "Accept and apply to my bag" }).click();

    // The drawer opens (cart=open) with the trade-in as a row; the total drops by it.
    drawer = page.getByRole("dialog", { name: "Your cart" });
    await visible(drawer);
    const tradeRow = drawer.locator("[data-row=trade_in]");
    await visible(tradeRow);
    const applied = Math.min(value, before);
    expect((await tradeRow.innerText()).replace(/\s+/g, " ")).toBe(`Trade-in ${deduction(applied)}`);
    expect(await rowCents(drawer, "total")).toBe(before - applied);
    await expectNoSeriousA11yViolations(page, "the cart drawer with a trade-in");
    await screenshot(page, "trade-in-cart-drawer-390");

    // The hosted checkout shows it too, and the card pays the rest.
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL(/\/checkouts\/[A-Za-z0-9_-]+/, { timeout: STEP_MS });
    await shipToNewYork(page, /US Standard/);
    await visible(page.locator("[data-row=trade_in]").first());
    await checkWidths(page, "trade-in-checkout");
    await payWithTestCard(page);
    await page.getByRole("button", { name: /^Place order/ }).click();
    await page.waitForURL(/\/thank_you\?/, { timeout: STEP_MS });
    await visible(page.getByRole("heading", { level: 1, name: /Thank you/ }));

    const purchases = await fetch(`${server.url}/api/v6/my-account/purchases/`, { headers: await sessionHeaders(context, server.url) });
    const newest = ((await purchases.json()) as { orders: Array<{ totals: { subtotal_cents: number; discounts_cents: number; shipping_cents: number; shipping_protection_cents: number; tax_cents: number; total_cents: number; gift_cards_cents: number } }> }).orders[0]!;
    const t = newest.totals;
    const orderTotal = t.subtotal_cents - t.discounts_cents + t.shipping_cents + t.shipping_protection_cents + t.tax_cents;
    expect(t.total_cents).toBe(orderTotal - Math.min(value, orderTotal) - t.gift_cards_cents);

    // The account shows the purchase waiting for the piece, with the date it must arrive by.
    await page.goto(`${server.url}/my-account/trades?trade_in_id=${offered.id}`);
    await visible(page.getByText("In progress", { exact: true }).first());
    await visible(page.getByText(/Your order ships once your piece reaches us\. Send it by/));
    await checkWidths(page, "trade-in-account-in-progress");

    // Staff check the piece in at the seller desk, then credit it at the trade-in desk.
    const staff = await browser.newPage();
    await logInFromHeader(staff.page, server.url, STAFF);
    await staff.page.goto(`${server.url}/ops/trade-ins?queue=arriving`);
    await visible(staff.page.getByRole("heading", { level: 1, name: "Trade-ins" }));
    await visible(staff.page.getByRole("heading", { level: 2, name: /Classic Flap/ }).first());
    await checkWidths(staff.page, "trade-in-ops-arriving");
    await staff.page.goto(`${server.url}/ops/submissions/${itemId}`);
    await staff.page.getByRole("button", { name: "Mark received" }).click();
    await visible(staff.page.getByRole("status").filter({ hasText: /The piece is received/ }));

    await staff.page.goto(`${server.url}/ops/trade-ins?queue=to_inspect`);
    const tabs = staff.page.getByRole("navigation", { name: "Trade-in queues" });
    expect(await tabs.getByRole("link", { name: /To inspect/ }).getAttribute("aria-current")).toBe("page");
    const card = staff.page.getByRole("article", { name: /Classic Flap/ }).filter({ has: staff.page.getByText(SHOPPER.email) }).first();
    await visible(card);
    await checkWidths(staff.page, "trade-in-ops-to-inspect");
    await card.getByRole("button", { name: /^Credit / }).click();
    await visible(staff.page.getByRole("status").filter({ hasText: /is credited/ }));
    await staff.page.goto(`${server.url}/ops/trade-ins?queue=closed`);
    await visible(staff.page.getByText("Credited", { exact: true }).first());
    await checkWidths(staff.page, "trade-in-ops-closed");

    await page.goto(`${server.url}/my-account/trades?trade_in_id=${offered.id}`);
    await visible(page.getByText("Credited", { exact: true }).first());
    await screenshot(page, "trade-in-account-credited-1366");

    expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the shop").toEqual([]);
    expect(staff.errors.filter((e) => e.startsWith("page error")), "uncaught errors in the console").toEqual([]);
    await context.close();
  }, JOURNEY_MS);
});
