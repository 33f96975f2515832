import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, DEMO_SHOPPER, DEMO_STAFF, signInByApi, type DemoAccount } from "./support/api.ts";
import { checkWidths } from "./support/widths.ts";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { logInFromHeader, STEP_MS, visible, waitForHydration } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { payWithTestCard, shipToNewYork } from "./support/shop.ts";

/** The journey walks many pages with axe and two widths on each: more than the project's 60 s on a busy machine. */
const JOURNEY_MS = 240_000;
const RETURN_WINDOW_MS = 14 * 86_400_000;

/** Demo accounts (README). */
const STAFF = DEMO_STAFF;
const CONSIGNOR = DEMO_SHOPPER;

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  // E-mails, the outbox and the timers run as in production; the clock is the development one.
  server = await startServer({ products: 120, env: { NODE_ENV: "test", WORKERS: "on" } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signIn = (account: DemoAccount) => signInByApi(server.url, account);

const api = <T>(token: string, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => callApi<T>(server.url, token, method, path, json, headers);

/** A studio photo of the piece (JPEG), uploaded as the listing screens do. */
async function studioPhoto(token: string): Promise<string> {
  const size = 900;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % size;
    pixels[i] = 30 + Math.round((x / size) * 50);
    pixels[i + 1] = 22;
    pixels[i + 2] = 26;
  }
  const jpeg = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "studio.jpg");
  const response = await fetch(`${server.url}/api/ops/uploads/`, { method: "POST", headers: { authorization: `Token ${token}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

interface Ticket {
  id: string;
  items: Array<{ id: string; state: string; offers: Array<{ kind: string; amount_cents: number }> }>;
}

describe("consignment", () => {
  it("a consignor's piece is received, reviewed and listed by staff, bought by a shopper through the checkout, and after the return window the consignor's cash shows the earning", async () => {
    const consignor = await signIn(CONSIGNOR);
    const staffToken = await signIn(STAFF);

    // The seller chooses the consignment offer for a Classic Flap; staff receive and authenticate it.
    const found = await api<{ search_results: Array<{ sku: string; title: string; size: string | null }> }>(consignor, "GET", `/v6/sell/search/?q=${encodeURIComponent("chanel classic flap medium")}`);
    const flap = found.search_results.find((s) => /Classic Flap/.test(s.title) && s.size === "Medium");
    expect(flap, "a Classic Flap in the seller's catalogue").toBeDefined();
    const ticket = await api<Ticket>(consignor, "POST", "/v6/sell/submissions/", { trade_in: false, items: [{ sku: flap!.sku, condition_key: "excellent", accessories: ["Dust Bag"], serial_number: "31245679", color: "Black", offer_kind: "consignment" }] }, { "idempotency-key": `e2e-consign-${Date.now()}` });
    const itemId = ticket.items[0]!.id;
    if (ticket.items[0]!.state === "submitted") await api(staffToken, "POST", `/ops/submissions/${itemId}/quote/`, { amount_cents: 300_000, expected_resale_cents: 520_000, note: "" });
    await api(consignor, "PUT", `/v6/self-check-in/finalize-quote/${ticket.id}/`, { accepted: true, offer_kinds: { [itemId]: "consignment" } });
    const received = await api<{ product_id: string }>(staffToken, "POST", `/ops/submissions/${itemId}/receive/`, {});
    await api(staffToken, "POST", `/ops/submissions/${itemId}/authenticate/`, {});
    const productId = received.product_id;

    // Staff find it in the console's review queue and set its list price.
    const staff = await browser.newPage();
    await logInFromHeader(staff.page, server.url, STAFF);
    await staff.page.goto(`${server.url}/ops/consignments?queue=to_review`);
    await visible(staff.page.getByRole("heading", { level: 1, name: "Consignments" }));
    await visible(staff.page.getByRole("navigation", { name: "Consignment queues" }).getByRole("link", { name: /To review\s+\d+/ }));
    await checkWidths(staff.page, "ops-consignments", "both");
    await staff.page.getByRole("row").filter({ hasText: "Classic Flap" }).first().getByRole("link").click();
    await staff.page.waitForURL(/\/ops\/consignments\/csg_/, { timeout: STEP_MS });
    const consignmentId = new URL(staff.page.url()).pathname.split("/").pop()!;
    await visible(staff.page.getByRole("heading", { level: 1, name: /Classic Flap/ }));
    const price = staff.page.getByRole("textbox", { name: "List price ($)" });
    await price.fill("abc");
    await staff.page.getByRole("button", { name: "Review and set the price" }).click();
    await visible(staff.page.getByText("Enter a price in dollars, at least $1."));
    await staff.page.getByRole("textbox", { name: "List price ($)" }).fill("4,200");
    await staff.page.getByRole("button", { name: "Review and set the price" }).click();
    await visible(staff.page.getByRole("status").filter({ hasText: /Reviewed: the list price is set/ }));
    await checkWidths(staff.page, "ops-consignment-reviewed", "both");

    // The listing gets its studio photo, then staff put it on sale from the consignment's page.
    const photo = await studioPhoto(staffToken);
    const piece = (await api<{ piece: Record<string, unknown> }>(staffToken, "GET", `/ops/pieces/${productId}/`)).piece;
    await api(staffToken, "PUT", `/ops/pieces/${productId}/`, {
      designer: piece.vendor, model: piece.model, category: piece.category, item_type: piece.item_type, condition: piece.condition,
      colors: piece.colors, size: piece.size, exterior_material: piece.exterior_material, price_cents: piece.price_cents,
      description: piece.description, tags: ["new-arrivals"], photos: [photo],
    });
    await staff.page.reload();
    await staff.page.getByRole("button", { name: "Put on sale now" }).click();
    await visible(staff.page.getByRole("status").filter({ hasText: /On sale now/ }));
    await visible(staff.page.getByText("Listed", { exact: true }).first());
    const handle = String(piece.handle);

    // The consignor's account shows it active, at the Listed step.
    const seller = await browser.newPage();
    await logInFromHeader(seller.page, server.url, CONSIGNOR);
    await seller.page.goto(`${server.url}/my-account/consignments`);
    await visible(seller.page.getByRole("heading", { level: 2, name: /Active \(\d+\)/ }));
    const card = seller.page.getByRole("article").filter({ hasText: "Listed at $4,200.00" }).first();
    await visible(card);
    await visible(card.getByRole("list", { name: "Progress" }).getByText("Listed"));
    await checkWidths(seller.page, "account-consignments-listed", "both");
    const cashBefore = (await api<{ cash_balance_cents: number }>(consignor, "GET", "/v6/my-account/consignment/")).cash_balance_cents;

    // A shopper buys it through the real checkout, as a guest.
    const shopper = await browser.newPage();
    await shopper.page.goto(`${server.url}/products/${handle}`);
    await waitForHydration(shopper.page);
    await shopper.page.getByRole("button", { name: "Add to cart" }).click();
    const drawer = shopper.page.getByRole("dialog", { name: "Your cart" });
    await visible(drawer);
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await drawer.getByRole("textbox", { name: "E-mail" }).fill("consignment.buyer@example.com");
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await shopper.page.waitForURL(/\/checkouts\/[A-Za-z0-9_-]+/, { timeout: STEP_MS });
    await shipToNewYork(shopper.page, /US Standard/);
    await payWithTestCard(shopper.page);
    await shopper.page.getByRole("button", { name: /^Place order/ }).click();
    await shopper.page.waitForURL(/\/thank_you\?/, { timeout: STEP_MS });
    const orderId = new URL(shopper.page.url()).searchParams.get("order")!;
    expect(orderId).toBeTruthy();
    await shopper.context.close();

    // Sold: the earning is pending. Fulfilment packs, ships and delivers it; the return window opens.
    await expect.poll(async () => (await api<{ state: string }>(consignor, "GET", `/v6/my-account/consignment/details/${consignmentId}/`)).state, { timeout: STEP_MS }).toBe("sold");
    await api(staffToken, "POST", `/ops/orders/${orderId}/pack/`, {});
    await api(staffToken, "POST", `/ops/orders/${orderId}/ship/`, { carrier: "ups", tracking_number: "1Z999AA10123456784" });
    await api(staffToken, "POST", `/ops/orders/${orderId}/deliver/`, {});
    const delivered = await api<{ state: string; earning_cents: number; earning_clears_at: string }>(consignor, "GET", `/v6/my-account/consignment/details/${consignmentId}/`);
    expect(delivered.state).toBe("delivered");
    expect(delivered.earning_cents).toBe(3_150_00); // $4,200 less 25 %
    await seller.page.goto(`${server.url}/my-account/consignments`);
    await visible(seller.page.getByText(/Your earning \$3,150\.00 clears on/));
    await checkWidths(seller.page, "account-consignments-sold", "both");
    // A visit changes nothing: the cash is still what it was.
    expect((await api<{ cash_balance_cents: number }>(consignor, "GET", "/v6/my-account/consignment/")).cash_balance_cents).toBe(cashBefore);

    // The return window passes (the development clock moves forward); the timer clears the earning to cash.
    await api(staffToken, "POST", "/dev/clock/", { advance_ms: RETURN_WINDOW_MS + 120_000 });
    await expect.poll(async () => (await api<{ cash_balance_cents: number }>(consignor, "GET", "/v6/my-account/consignment/")).cash_balance_cents, { timeout: 30_000, interval: 500 }).toBe(cashBefore + 3_150_00);
    await seller.page.goto(`${server.url}/my-account/consignments`);
    const cash = seller.page.getByRole("status").filter({ hasText: "Your cash balance" });
    await visible(cash);
    expect((await cash.innerText()).replace(/\s+/g, " ")).toContain(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format((cashBefore + 3_150_00) / 100));
    await visible(seller.page.getByText("Paid to your cash balance: $3,150.00"));
    await checkWidths(seller.page, "account-consignments-paid", "both");

    // The piece's own page: every step reached, its history.
    await seller.page.getByRole("link", { name: /Classic Flap/ }).first().click();
    await seller.page.waitForURL(new RegExp(`/my-account/consignments/${consignmentId}$`), { timeout: STEP_MS });
    const history = seller.page.getByRole("region", { name: "History" });
    await visible(history.getByText("Paid to your cash balance"));
    for (const step of ["We received your piece", "Reviewed and priced by our specialists", "Listed for sale", "Sold", "Delivered to the buyer: the return window is open"]) await visible(history.getByText(step, { exact: true }));
    await checkWidths(seller.page, "account-consignment-paid", "both");

    expect(staff.errors.filter((e) => e.startsWith("page error")), "uncaught errors in the console").toEqual([]);
    expect(seller.errors.filter((e) => e.startsWith("page error")), "uncaught errors in the account").toEqual([]);
  }, JOURNEY_MS);
});
