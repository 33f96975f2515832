import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, DEMO_SHOPPER, DEMO_STAFF, signInByApi, type DemoAccount } from "./support/api.ts";
import { checkWidths } from "./support/widths.ts";
import { launchBrowser, screenshot, type TestBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, logInFromHeader, sessionHeaders, STEP_MS, visible, waitForHydration } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { listedCards, payWithTestCard, shipToNewYork, type ListedCard } from "./support/shop.ts";

/** The journey walks the shop, the account and the console with axe and two widths on each page. */
const JOURNEY_MS = 240_000;

/** Demo accounts (README). */
const STAFF = DEMO_STAFF;
const SHOPPER = DEMO_SHOPPER;

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

const signIn = (account: DemoAccount) => signInByApi(server.url, account);

const api = <T>(token: string, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => callApi<T>(server.url, token, method, path, json, headers);

interface Ticket {
  id: string;
  items: Array<{ id: string; state: string }>;
}

/** "−$6,234.50" as the breakdown writes a deduction. */
const deduction = (cents: number) => `\u2212${new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(cents / 100)}`;
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

async function rowCents(container: Locator, key: string): Promise<number> {
  return centsOf((await container.locator(`[data-row=${key}] dd`).innerText()).trim());
}

interface Offered {
  id: string;
  itemId: string;
  value: number;
}

/** The shopper's trade-in ticket: a Classic Flap with its instant offer accepted at the trade-in value (an offered trade-in). */
async function offeredTradeIn(serial: string): Promise<Offered> {
  const seller = await signIn(SHOPPER);
  const found = await api<{ search_results: Array<{ sku: string; title: string; size: string | null }> }>(seller, "GET", `/v6/sell/search/?q=${encodeURIComponent("chanel classic flap medium")}`);
  const flap = found.search_results.find((s) => /Classic Flap/.test(s.title) && s.size === "Medium")!;
  const ticket = await api<Ticket>(seller, "POST", "/v6/sell/submissions/", {
    trade_in: true,
    items: [{ sku: flap.sku, condition_key: "excellent", accessories: ["Dust Bag", "Box"], serial_number: serial, color: "Black", offer_kind: "trade_in" }],
  });
  const itemId = ticket.items[0]!.id;
  if (ticket.items[0]!.state === "submitted") await api(await signIn(STAFF), "POST", `/ops/submissions/${itemId}/quote/`, { amount_cents: 450_000, expected_resale_cents: null, note: "" });
  await api(seller, "PUT", `/v6/self-check-in/finalize-quote/${ticket.id}/`, { accepted: true });
  const offered = (await api<{ trade_ins: Array<{ id: string; order_item_id: string; amount_cents: number; status: string }> }>(seller, "GET", "/v6/my-account/trade-in/")).trade_ins.find((x) => x.order_item_id === itemId)!;
  expect(offered.status).toBe("offered");
  return { id: offered.id, itemId, value: offered.amount_cents };
}

/** Pieces already bought by an earlier test: one of a kind, they cannot be bought again. */
const bought = new Set<string>();

/** The dearest bag still on sale (worth more than the trade-in if one is), for a purchase the trade-in goes toward. */
async function pieceToBuy(value: number): Promise<ListedCard> {
  const cards: ListedCard[] = (await listedCards(server.url, "collection=all-bags&sort=price-asc")).filter((c) => c.availableForSale && !c.firstLookProduct && !bought.has(c.handle));
  const piece = cards.find((c) => c.price * 100 > value + 500_00) ?? cards[cards.length - 1]!;
  bought.add(piece.handle);
  return piece;
}

/** Adds the piece from its product page; the drawer opens with it. */
async function addToCart(page: Page, piece: ListedCard): Promise<Locator> {
  await page.goto(`${server.url}/products/${piece.handle}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  const drawer = page.getByRole("dialog", { name: "Your cart" });
  await visible(drawer.getByRole("list", { name: "Items in your cart" }).getByText(piece.title));
  return drawer;
}

/** From the drawer through the hosted checkout to the thank-you page (New York, US Standard, the test card if anything is left to pay). */
async function checkOut(page: Page, drawer: Locator, name: string | null): Promise<void> {
  await drawer.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/checkouts\/[A-Za-z0-9_-]+/, { timeout: STEP_MS });
  await shipToNewYork(page, /US Standard/);
  await visible(page.locator("[data-row=trade_in]").first());
  if ((await page.getByRole("textbox", { name: "Card number" }).count()) === 0) await visible(page.getByText("Your trade-in, gift cards and store credit cover this order: no card is needed."));
  if (name) await checkWidths(page, name);
  await payWithTestCard(page);
  await page.getByRole("button", { name: /^Place order/ }).click();
  await page.waitForURL(/\/thank_you\?/, { timeout: STEP_MS });
  await visible(page.getByRole("heading", { level: 1, name: /Thank you/ }));
}

/** Staff check the traded piece in at the seller desk and authenticate it, for the trade-in desk to inspect. */
async function checkIn(page: Page, itemId: string): Promise<void> {
  await page.goto(`${server.url}/ops/submissions/${itemId}`);
  await page.getByRole("button", { name: "Mark received" }).click();
  await visible(page.getByRole("status").filter({ hasText: /The piece is received/ }));
  await page.getByRole("button", { name: "Mark authenticated" }).click();
  await visible(page.getByRole("status").filter({ hasText: /The piece is authenticated/ }));
  // Its value was the order's: the seller desk does not offer to pay it.
  expect(await page.getByRole("button", { name: /^Pay / }).count()).toBe(0);
}

describe("trade-in toward a purchase", () => {
  it("a shopper trades in a piece while buying another: the drawer shows the trade-in, the order total drops by it; staff receive, inspect and credit it", async () => {
    const { id: tradeInId, itemId, value } = await offeredTradeIn("31245678");
    const piece = await pieceToBuy(value);

    const { page, errors, context } = await browser.newPage();
    await logInFromHeader(page, server.url, SHOPPER);
    const afterLogin = page.getByRole("dialog", { name: "Your cart" });
    if (await afterLogin.isVisible()) await page.keyboard.press("Escape");
    let drawer = await addToCart(page, piece);
    const before = await rowCents(drawer, "total");
    expect(await drawer.locator("[data-row=trade_in]").count()).toBe(0);

    await screenshot(page, "trade-in-cart-door");
    // The cart's door to the trade-in flow; the flow remembers the product page for a day (spec 1 §3 before_trade_in, §9).
    await drawer.getByRole("link", { name: "Trade it in toward this order" }).click();
    await page.waitForURL(/\/trade-in$/, { timeout: STEP_MS });
    await visible(page.getByText("Trade in with Maison"));
    const remembered = (await context.cookies(server.url)).find((c) => c.name === "before_trade_in");
    expect(decodeURIComponent(remembered?.value ?? "")).toBe(`/products/${piece.handle}`);
    expect(remembered!.expires - Date.now() / 1000).toBeGreaterThan(86_400 - 120);
    expect(remembered!.expires - Date.now() / 1000).toBeLessThanOrEqual(86_400);
    expect(remembered!.httpOnly).toBe(true);

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

    // Back on the product page the shopper left, the drawer open (cart=open) with the trade-in as a row; the total drops by it.
    await page.waitForURL((url) => url.pathname === `/products/${piece.handle}`, { timeout: STEP_MS });
    expect((await context.cookies(server.url)).some((c) => c.name === "before_trade_in")).toBe(false);
    drawer = page.getByRole("dialog", { name: "Your cart" });
    await visible(drawer);
    const tradeRow = drawer.locator("[data-row=trade_in]");
    await visible(tradeRow);
    const applied = Math.min(value, before);
    expect((await tradeRow.innerText()).replace(/\s+/g, " ")).toBe(`Trade-in ${deduction(applied)}`);
    expect(await rowCents(drawer, "total")).toBe(before - applied);
    await expectNoSeriousA11yViolations(page, "the cart drawer with a trade-in");
    await screenshot(page, "trade-in-cart-drawer");

    // The hosted checkout shows it too, and the card pays whatever is left.
    await checkOut(page, drawer, "trade-in-checkout");

    const purchases = await fetch(`${server.url}/api/v6/my-account/purchases/`, { headers: await sessionHeaders(context, server.url) });
    const newest = ((await purchases.json()) as { orders: Array<{ id: string; totals: { subtotal_cents: number; discounts_cents: number; shipping_cents: number; shipping_protection_cents: number; tax_cents: number; total_cents: number; gift_cards_cents: number } }> }).orders[0]!;
    const t = newest.totals;
    const orderTotal = t.subtotal_cents - t.discounts_cents + t.shipping_cents + t.shipping_protection_cents + t.tax_cents;
    expect(t.total_cents).toBe(orderTotal - Math.min(value, orderTotal) - t.gift_cards_cents);

    // The account shows the purchase waiting for the piece, with the date it must arrive by.
    await page.goto(`${server.url}/my-account/trades?trade_in_id=${tradeInId}`);
    await visible(page.getByText("In progress", { exact: true }).first());
    await visible(page.getByText(/Your order ships once your piece reaches us\. Send it by/));
    await checkWidths(page, "trade-in-account-in-progress");
    // So does the order's own page.
    await page.goto(`${server.url}/orders/${newest.id}`);
    const waits = page.getByRole("region", { name: "Waiting for your trade-in" });
    await visible(waits.getByText(/Your order ships once your piece reaches us\. Send it by/));
    await expectNoSeriousA11yViolations(page, "the order waiting for its trade-in");
    await checkWidths(page, "trade-in-order-waits");

    // Staff check the piece in at the seller desk, then credit it at the trade-in desk.
    const staff = await browser.newPage();
    await logInFromHeader(staff.page, server.url, STAFF);
    await staff.page.goto(`${server.url}/ops/trade-ins?queue=arriving`);
    await visible(staff.page.getByRole("heading", { level: 1, name: "Trade-ins" }));
    await visible(staff.page.getByRole("heading", { level: 2, name: /Classic Flap/ }).first());
    await checkWidths(staff.page, "trade-in-ops-arriving");
    await checkIn(staff.page, itemId);

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

    await page.goto(`${server.url}/my-account/trades?trade_in_id=${tradeInId}`);
    await visible(page.getByText("Credited", { exact: true }).first());
    await screenshot(page, "trade-in-account-credited-1366");

    expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the shop").toEqual([]);
    expect(staff.errors.filter((e) => e.startsWith("page error")), "uncaught errors in the console").toEqual([]);
    await context.close();
  }, JOURNEY_MS);

  it("staff revise a traded piece below what the purchase used; the shopper accepts and pays the difference on the hosted payment page", async () => {
    const { id: tradeInId, itemId, value } = await offeredTradeIn("27654321");
    const piece = await pieceToBuy(value);
    const { page, errors, context } = await browser.newPage();
    await logInFromHeader(page, server.url, SHOPPER);
    const afterLogin = page.getByRole("dialog", { name: "Your cart" });
    if (await afterLogin.isVisible()) await page.keyboard.press("Escape");

    // Accepted into the bag first, then a piece bought with it.
    await page.goto(`${server.url}/my-account/trades?trade_in_id=${tradeInId}`);
    await page.getByRole("button", { name: "Accept and apply to my bag" }).click();
    await visible(page.getByRole("dialog", { name: "Your cart" }));
    await page.keyboard.press("Escape");
    const drawer = await addToCart(page, piece);
    await visible(drawer.locator("[data-row=trade_in]"));
    await checkOut(page, drawer, null);
    // What the order used of it: its whole total with shipping and tax, or the trade-in's value.
    const { applied_cents: applied } = await api<{ applied_cents: number }>(await signIn(SHOPPER), "GET", `/v6/my-account/trade-in/${tradeInId}/`);
    expect(applied).toBeGreaterThan(300_00);
    expect(applied).toBeLessThanOrEqual(value);

    // Staff check it in; inspection finds wear: a revision above the offer is refused, then one $300 below what the order used.
    const staff = await browser.newPage();
    await logInFromHeader(staff.page, server.url, STAFF);
    await checkIn(staff.page, itemId);
    await staff.page.goto(`${server.url}/ops/trade-ins?queue=to_inspect`);
    const card = staff.page.getByRole("article", { name: /Classic Flap/ }).filter({ has: staff.page.getByText(SHOPPER.email) }).first();
    await visible(card);
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    await card.getByRole("textbox", { name: "Revised amount (USD)" }).fill(dollars(value + 100_00));
    await card.getByRole("textbox", { name: "What inspection found" }).fill("Corner wear and a scratch on the clasp.");
    await card.getByRole("button", { name: "Revise" }).click();
    await visible(staff.page.getByText("A revised offer must be lower than the amount offered.").first());
    const revised = applied - 300_00;
    const again = staff.page.getByRole("article", { name: /Classic Flap/ }).filter({ has: staff.page.getByText(SHOPPER.email) }).first();
    await again.getByRole("textbox", { name: "Revised amount (USD)" }).fill(dollars(revised));
    await again.getByRole("textbox", { name: "What inspection found" }).fill("Corner wear and a scratch on the clasp.");
    await again.getByRole("button", { name: "Revise" }).click();
    await visible(staff.page.getByRole("status").filter({ hasText: /has the revised offer to answer/ }));
    await staff.page.goto(`${server.url}/ops/trade-ins?queue=with_seller`);
    await visible(staff.page.getByText("Revised offer", { exact: true }).first());
    await checkWidths(staff.page, "trade-in-ops-with-seller");

    // The shopper reads the revised offer, accepts it, and pays the $300 the order used beyond it.
    await page.goto(`${server.url}/my-account/trades?trade_in_id=${tradeInId}`);
    await visible(page.getByText("Revised offer", { exact: true }).first());
    await visible(page.getByText(/leaves \$300\.00 to pay/));
    await checkWidths(page, "trade-in-account-revised");
    await page.getByRole("button", { name: "Accept the revised offer" }).click();
    await visible(page.getByText("Payment due", { exact: true }).first());
    const pay = page.getByRole("button", { name: "Pay $300.00" });
    await visible(pay);
    await checkWidths(page, "trade-in-account-payment-due");
    await pay.click();
    await page.waitForURL(/\/pay\/[A-Za-z0-9_-]+/, { timeout: STEP_MS });
    await visible(page.getByRole("heading", { level: 1, name: "Complete your payment" }));
    await visible(page.getByText(/The difference on your .*Classic Flap/));
    await payWithTestCard(page);
    await page.getByRole("button", { name: "Pay $300.00" }).click();
    await visible(page.getByRole("heading", { level: 1, name: "Thank you: your payment is made" }));
    await expectNoSeriousA11yViolations(page, "the trade-in difference paid");
    await page.getByRole("link", { name: "Continue" }).click();
    await page.waitForURL(new RegExp(`/my-account/trades\\?trade_in_id=${tradeInId}`), { timeout: STEP_MS });
    await visible(page.getByText("Credited", { exact: true }).first());
    await screenshot(page, "trade-in-account-credited-after-difference");

    expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the shop").toEqual([]);
    expect(staff.errors.filter((e) => e.startsWith("page error")), "uncaught errors in the console").toEqual([]);
    await context.close();
  }, JOURNEY_MS);
});
