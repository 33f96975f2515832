import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkWidths } from "./support/widths.ts";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { listPiece, receiveAuthenticateAndPay } from "./support/console-staff.ts";
import { expectNoSeriousA11yViolations, logInFromHeader, sessionHeaders, STEP_MS, visible, waitForHydration } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/** Demo accounts (README). */
const SHOPPER = { email: "shopper@maison.test", password: "maison-demo-2026" };
const MEMBER = { email: "member@maison.test", password: "maison-demo-2026" };
const STAFF = { email: "staff@maison.test", password: "maison-demo-2026" };

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  // E-mails and the outbox run as in production.
  server = await startServer({ products: 120, env: { NODE_ENV: "test", WORKERS: "on" } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs in from the header and closes the cart drawer a sign-in may open. */
async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await logInFromHeader(page, server.url, account);
  const cart = page.getByRole("dialog", { name: "Your cart" });
  if (await cart.isVisible()) await page.keyboard.press("Escape");
}

/** Chooses one option of the catalogue's current level by its name and waits for the next level. */
async function choose(page: Page, option: string, next: RegExp): Promise<void> {
  await page.getByRole("main").getByRole("link", { name: option, exact: true }).click();
  await visible(page.getByRole("heading", { level: 3, name: next }).or(page.getByRole("heading", { level: 1, name: "Tell its history" })));
}

/** Store credit and gift cards, in dollars, as the seller's profile reads them. */
async function storeCredit(headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${server.url}/api/v6/my-account/`, { headers });
  return ((await response.json()) as { user_gift_card_total: number }).user_gift_card_total;
}

/** A photo a seller would take: a JPEG with a gradient. */
async function photo(name: string, hue: number) {
  const size = 640;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i++) {
    pixels[i * 3] = (hue + (i % size) / 4) % 255;
    pixels[i * 3 + 1] = 70;
    pixels[i * 3 + 2] = 60;
  }
  return { name, mimeType: "image/jpeg", buffer: await sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg().toBuffer() };
}

describe("selling: find the piece, see its explained offer, accept it, send it in, be paid, and see it listed", () => {
  it("a signed-in seller finds a Chanel Classic Flap, gives its details, sees an instant offer with its comparables and chart, accepts it with a prepaid label; staff receive and authenticate it, the seller's store credit grows by the offer, staff list it and it shows in new arrivals", async () => {
    const { page, context, errors } = await browser.newPage();
    await signIn(page, SHOPPER);
    const creditBefore = await storeCredit(await sessionHeaders(context, server.url));

    // The header's "Sell with us" leads to the flow.
    await page.getByRole("banner").getByRole("link", { name: "Sell with us" }).click();
    await visible(page.getByRole("heading", { level: 1, name: "Find your item" }));
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page, "find your item");
    await checkWidths(page, "selling-find", "none");

    // Level by level; the size with a single match moves on to step 2 by itself.
    await choose(page, "Bags", /designer/);
    await choose(page, "Chanel", /model/);
    await choose(page, "Classic Flap", /style/);
    await choose(page, "Caviar Leather", /size/);
    await expectNoSeriousA11yViolations(page, "the catalogue's levels");
    await page.getByRole("main").getByRole("link", { name: "Medium", exact: true }).click();
    await visible(page.getByRole("heading", { level: 1, name: "Tell its history" }));
    expect(new URL(page.url()).searchParams.get("sku")).toMatch(/^chanel-classic-flap-/);
    await visible(page.getByText("Chanel Classic Flap Medium, Caviar Leather"));
    await expectNoSeriousA11yViolations(page, "tell its history");
    await checkWidths(page, "selling-details", "none");

    await page.getByRole("radio", { name: /^Excellent/ }).check();
    await page.getByRole("checkbox", { name: "Dust Bag" }).check();
    await page.getByRole("checkbox", { name: "Box" }).check();
    await page.getByRole("combobox", { name: "Color (optional)" }).fill("Black");
    await page.getByRole("button", { name: "Reveal its value" }).click();

    // The instant offer: cash, store credit worth more, a consignment estimate, with its explanation.
    await visible(page.getByRole("heading", { level: 1, name: "Reveal its value" }));
    const offers = page.getByRole("group", { name: /Choose how you would like to be paid/ });
    await visible(offers);
    const amounts = await offers.locator(".offer-amount").allInnerTexts();
    expect(amounts).toHaveLength(3);
    const [cash, credit] = amounts.map((a) => Number(a.replace(/[^0-9]/g, "")));
    expect(cash).toBeGreaterThan(0);
    expect(credit).toBeGreaterThan(cash!);
    await visible(page.getByRole("heading", { name: /Based on \d+ comparable piece/ }));
    expect(await page.locator(".comparable").count()).toBeGreaterThan(0);
    await visible(page.getByRole("img", { name: /Median monthly sale price of Chanel Classic Flap Medium/ }));
    await expectNoSeriousA11yViolations(page, "the instant offer");
    await checkWidths(page, "selling-offer", "none");

    // Accept the cash offer, then book a prepaid label from a new address.
    await page.getByRole("radio", { name: /^Cash/ }).check();
    await page.getByRole("button", { name: "Accept offer" }).click();
    await visible(page.getByRole("heading", { name: "Your offer is accepted" }));
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page, "the thank-you step");
    await checkWidths(page, "selling-thank-you", "none");
    await page.getByRole("radio", { name: "Prepaid shipping label" }).check();
    const newAddress = page.getByRole("radio", { name: "A new address" });
    if ((await newAddress.count()) > 0) await newAddress.check();
    await page.getByRole("textbox", { name: "First name" }).fill("Ada");
    await page.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
    await page.getByRole("textbox", { name: "Address", exact: true }).fill("12 Gramercy Park South");
    await page.getByRole("textbox", { name: "City" }).fill("New York");
    await page.getByRole("combobox", { name: "State" }).selectOption("NY");
    await page.getByRole("textbox", { name: "ZIP code" }).fill("10003");
    await page.getByRole("button", { name: "Confirm and get my order number" }).click();

    const confirmation = page.getByText(/^Your order number is (\S+)\./);
    await visible(confirmation);
    const orderId = /is (\S+)\./.exec(await confirmation.innerText())![1]!;
    await visible(page.getByRole("link", { name: "Print your prepaid label" }));
    await visible(page.getByRole("heading", { name: "What happens next" }));
    // How the cash is paid: store credit until the seller chooses otherwise.
    const payouts = page.getByRole("region", { name: "How you are paid" });
    await visible(payouts);
    expect(await payouts.getByRole("radio", { name: /Maison store credit/ }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, "the booked shipping");
    await checkWidths(page, "selling-shipped", "none");

    // The account agrees: the ticket holds the accepted cash offer, on its way in under that order.
    const headers = await sessionHeaders(context, server.url);
    const list = (await (await fetch(`${server.url}/api/v6/my-account/ticket/`, { headers })).json()) as {
      tickets: Array<{ id: string; number: string; shipping: { order_id: string; shipping_method: string } | null; items: Array<{ id: string; state: string; offer_kind: string; accepted_amount_cents: number }> }>;
    };
    const ticket = list.tickets.find((t) => t.shipping?.order_id === orderId);
    expect(ticket?.shipping?.shipping_method).toBe("prepaid_label");
    expect(ticket?.items[0]).toMatchObject({ state: "in_transit", offer_kind: "sell_now", accepted_amount_cents: cash! * 100 });

    await page.getByRole("link", { name: "View this submission" }).click();
    await visible(page.getByText(orderId, { exact: true }));
    await expectNoSeriousA11yViolations(page, "the submission's details");
    await checkWidths(page, "selling-order-details", "none");
    await page.getByRole("navigation", { name: "My Account" }).getByRole("link", { name: "Submissions" }).click();
    await visible(page.getByRole("heading", { level: 2, name: "Submissions" }));
    await visible(page.getByRole("heading", { level: 3, name: "Chanel Classic Flap Medium, Caviar Leather" }).first());
    await expectNoSeriousA11yViolations(page, "the submissions tab");
    await checkWidths(page, "selling-submissions", "none");

    // The piece arrives: staff receive it, authenticate it and pay the seller in store credit, as the seller chose.
    const staff = await browser.newPage();
    await signIn(staff.page, STAFF);
    const productId = await receiveAuthenticateAndPay(staff.page, server.url, { number: ticket!.number, itemId: ticket!.items[0]!.id, arrivesBy: "Prepaid shipping label" }, STAFF.email);
    await expect.poll(() => storeCredit(headers), { timeout: 10_000 }).toBeCloseTo(creditBefore + cash!, 2);
    await page.reload();
    await visible(page.getByText("Paid", { exact: true }).first());
    await expectNoSeriousA11yViolations(page, "the paid submission");

    // Staff list it; it shows in new arrivals, where the seller finds it.
    const productPath = await listPiece(staff.page, server.url, productId);
    await page.goto(`${server.url}/collections/new-arrivals`);
    await visible(page.locator(`main a[href="${productPath}"]`).first());
    await expectNoSeriousA11yViolations(page, "new arrivals with the piece");

    expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
    expect(staff.errors.filter((e) => e.startsWith("page error")), "uncaught errors in the console").toEqual([]);
  }, 300_000);

  it("asks a visitor to log in before the offer and continues where they were; leaving mid-flow asks first", async () => {
    const { page } = await browser.newPage();
    await page.goto(`${server.url}/sell-now/?item_type=bags&designer=chanel&model=classic-flap&style=caviar-leather&size=medium`);
    await visible(page.getByRole("heading", { level: 1, name: "Tell its history" }));
    await waitForHydration(page);
    await page.getByRole("radio", { name: /^Great/ }).check();
    await page.getByRole("button", { name: "Reveal its value" }).click();

    const login = page.getByRole("dialog", { name: "Log In" });
    await visible(login);
    await visible(page.getByRole("heading", { name: "Log in to reveal its value" }));
    await expectNoSeriousA11yViolations(page, "the offer's sign-in");
    await login.getByRole("textbox", { name: "E-mail" }).fill(MEMBER.email);
    await login.getByLabel("Password", { exact: true }).fill(MEMBER.password);
    await login.getByRole("button", { name: "Log In", exact: true }).click();
    await visible(page.getByRole("group", { name: /Choose how you would like to be paid/ }));
    expect(new URL(page.url()).searchParams.get("condition_key")).toBe("great");

    // The exit modal: keep going stays, leave goes.
    await page.getByRole("banner").getByRole("link", { name: "Membership" }).click();
    const exit = page.getByRole("dialog", { name: "Leave before you finish?" });
    await visible(exit);
    await expectNoSeriousA11yViolations(page, "the exit modal");
    await exit.getByRole("button", { name: "Keep going" }).click();
    await exit.waitFor({ state: "hidden", timeout: STEP_MS });
    expect(new URL(page.url()).pathname).toMatch(/^\/sell-now\/?$/);
    await page.getByRole("banner").getByRole("link", { name: "Membership" }).click();
    await page.getByRole("dialog", { name: "Leave before you finish?" }).getByRole("button", { name: "Leave" }).click();
    await page.waitForURL(/\/membership$/, { timeout: STEP_MS });
  });

  it("a partner code is verified with the partner's name, or refused and reset", async () => {
    const { page } = await browser.newPage();
    await signIn(page, SHOPPER);
    await page.goto(`${server.url}/trade-in`);
    await visible(page.getByRole("heading", { level: 1, name: "Find your item" }));
    await waitForHydration(page);
    await page.getByText("Have a partner code?").click();
    await page.getByRole("textbox", { name: "Partner code" }).fill("NOT-A-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await visible(page.getByRole("alert").filter({ hasText: "We don't recognise this partner code" }));
    await expectNoSeriousA11yViolations(page, "a refused partner code");
    await page.getByRole("button", { name: "Try another code" }).click();
    await page.getByRole("textbox", { name: "Partner code" }).fill("BERGDORF10");
    await page.getByRole("button", { name: "Apply" }).click();
    await visible(page.getByText("referred by Bergdorf Personal Shopping"));
    expect(new URL(page.url()).searchParams.get("partner")).toBe("BERGDORF10");
  });

  it("an exotic piece goes to a quote; staff ask for more; the seller answers with photos on the provide-information page, then accepts the quote", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, SHOPPER);
    await page.goto(`${server.url}/sell-now?item_type=bags&designer=chanel&model=classic-flap&style=python&size=medium`);
    await visible(page.getByRole("heading", { level: 1, name: "Tell its history" }));
    await page.getByRole("radio", { name: /^Excellent/ }).check();
    await page.getByRole("button", { name: "Reveal its value" }).click();
    await visible(page.getByRole("heading", { name: "Our specialists will price this one" }));
    await expectNoSeriousA11yViolations(page, "the quote request");
    await page.getByRole("button", { name: "Request my quote" }).click();
    await visible(page.getByRole("heading", { name: "Your piece is with our specialists" }));
    const ticketId = new URL(page.url()).searchParams.get("ticket")!;

    // Staff ask for the purchase origin, the date code and two photo sets.
    const staff = await browser.newPage();
    await signIn(staff.page, STAFF);
    const staffHeaders = { ...(await sessionHeaders(staff.context, server.url)), "content-type": "application/json" };
    const headers = await sessionHeaders(context, server.url);
    const ticket = (await (await fetch(`${server.url}/api/v6/my-account/order/${ticketId}/`, { headers })).json()) as { items: Array<{ id: string }> };
    const itemId = ticket.items[0]!.id;
    const ask = await fetch(`${server.url}/api/ops/submissions/${itemId}/ask/`, {
      method: "POST",
      headers: staffHeaders,
      body: JSON.stringify({ questions: ["purchase_origin", "date_code"], photo_sets: ["front", "date_code"], note: "Please show us the date code and the front in daylight." }),
    });
    expect(ask.status).toBe(200);

    await page.goto(`${server.url}/my-account/submissions`);
    await page.getByRole("link", { name: "Answer our questions" }).first().click();
    await visible(page.getByRole("heading", { level: 1, name: "A few more details" }));
    await waitForHydration(page);
    await page.getByRole("radio", { name: "Boutique" }).check();
    await page.getByRole("textbox", { name: /date code or serial number/ }).fill("27123456");
    const fileInputs = page.locator("input[type=file]");
    await fileInputs.nth(0).setInputFiles([await photo("front.jpg", 120)]);
    await fileInputs.nth(1).setInputFiles([await photo("date-code.jpg", 200)]);
    await expect.poll(() => page.locator(".seller-photo-thumb").count(), { timeout: STEP_MS }).toBe(2);
    await expectNoSeriousA11yViolations(page, "provide information");
    await checkWidths(page, "selling-provide-information", "none");
    await page.getByRole("button", { name: "Send my answers" }).click();
    await visible(page.getByText("Thank you: our specialists have your answers and will send your quote."));

    // Staff quote; the seller accepts it from the order-details page and is asked how it comes in.
    const quote = await fetch(`${server.url}/api/ops/submissions/${itemId}/quote/`, { method: "POST", headers: staffHeaders, body: JSON.stringify({ amount_cents: 3_200_00, expected_resale_cents: 5_200_00, note: "" }) });
    expect(quote.status).toBe(200);
    await page.reload();
    // The submission's own expiry (the account's notices above the tabs say it too).
    await visible(page.locator(".submission-expiry").getByText(/Expires in 7 days|Expires in 6 days/).first());
    await expectNoSeriousA11yViolations(page, "a quoted submission");
    await page.getByRole("radio", { name: /Sell now/ }).check();
    await page.getByRole("button", { name: "Accept offer" }).click();
    await visible(page.getByRole("button", { name: "Confirm and get my order number" }));
    const accepted = (await (await fetch(`${server.url}/api/v6/my-account/order/${ticketId}/`, { headers })).json()) as { items: Array<{ state: string; accepted_amount_cents: number }> };
    expect(accepted.items[0]).toMatchObject({ state: "accepted", accepted_amount_cents: 3_200_00 });
  });
});

describe("selling: several pieces in one submission, answered piece by piece", () => {
  it("an exotic piece and a piece outside the catalogue go in one submission; staff ask for more photos of the first, the seller sends them, staff quote both; the seller declines one, accepts the other, books its way in and adds the bank account they are paid to", async () => {
    const { page, context, errors } = await browser.newPage();
    await signIn(page, SHOPPER);
    const PYTHON = "Chanel Classic Flap Medium, Python";
    const GOYARD = "Goyard Saint Louis GM tote";

    // The python flap goes to a quote: set aside, and the next piece started.
    await page.goto(`${server.url}/sell-now?item_type=bags&designer=chanel&model=classic-flap&style=python&size=medium`);
    await visible(page.getByRole("heading", { level: 1, name: "Tell its history" }));
    await waitForHydration(page);
    await page.getByRole("radio", { name: /^Excellent/ }).check();
    await page.getByRole("checkbox", { name: "Dust Bag" }).check();
    await page.getByRole("button", { name: "Reveal its value" }).click();
    await visible(page.getByRole("heading", { name: "Our specialists will price this one" }));
    await page.getByRole("button", { name: "Add another piece" }).click();
    await visible(page.getByRole("heading", { level: 1, name: "Find your item" }));
    const pieces = page.getByRole("region", { name: "Your pieces" });
    await visible(pieces.getByText(PYTHON));
    await visible(pieces.getByText(/Excellent condition · A specialist's quote by e-mail/));
    await expectNoSeriousA11yViolations(page, "your pieces on step 1");
    await checkWidths(page, "selling-pieces-find", "none");

    // The second piece is not in the catalogue: photos. The list travels with the flow; a piece taken off comes back with the back button.
    await page.getByRole("link", { name: "Send us photos" }).click();
    await visible(page.getByRole("heading", { level: 1, name: "Send us photos" }));
    await visible(pieces.getByText(PYTHON));
    await pieces.getByRole("link", { name: `Remove ${PYTHON}` }).click();
    await expect.poll(() => pieces.count(), { timeout: STEP_MS }).toBe(0);
    await visible(page.getByRole("button", { name: "Send my photos" }));
    await page.goBack();
    await visible(pieces.getByText(PYTHON));
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Designer" }).fill("Goyard");
    await page.getByRole("textbox", { name: /What is it/ }).fill("Saint Louis GM tote");
    await page.getByRole("combobox", { name: "Its condition" }).selectOption("very-good");
    await page.locator("input[type=file]").first().setInputFiles([await photo("goyard.jpg", 40)]);
    await expect.poll(() => page.locator(".seller-photo-thumb").count(), { timeout: STEP_MS }).toBe(1);
    await expectNoSeriousA11yViolations(page, "the photo step with a piece set aside");
    await checkWidths(page, "selling-pieces-photos", "none");
    await page.getByRole("button", { name: "Send all 2 pieces" }).click();

    await visible(page.getByRole("heading", { name: "Your pieces are with our specialists" }));
    const sent = page.getByRole("region", { name: "The 2 pieces of this submission" });
    await visible(sent.getByRole("heading", { level: 3, name: PYTHON }));
    await visible(sent.getByRole("heading", { level: 3, name: GOYARD }));
    expect(new URL(page.url()).searchParams.getAll("piece")).toEqual([]);
    await expectNoSeriousA11yViolations(page, "the thank-you step of two pieces");
    await checkWidths(page, "selling-pieces-thank-you", "none");
    const ticketId = new URL(page.url()).searchParams.get("ticket")!;
    const headers = await sessionHeaders(context, server.url);
    const ticket = (await (await fetch(`${server.url}/api/v6/my-account/order/${ticketId}/`, { headers })).json()) as { number: string; items: Array<{ id: string; title: string; state: string; route: string }> };
    expect(ticket.items.map((i) => [i.title, i.state, i.route])).toEqual([
      [PYTHON, "submitted", "quote"],
      [GOYARD, "submitted", "photo_upload"],
    ]);
    const python = ticket.items[0]!;
    const goyard = ticket.items[1]!;

    // Staff ask for two photo sets of the python from the console.
    const staff = await browser.newPage();
    await signIn(staff.page, STAFF);
    await staff.page.goto(`${server.url}/ops/submissions/${python.id}`);
    await visible(staff.page.getByRole("heading", { level: 1, name: /Python/ }));
    await staff.page.getByText("Ask the seller for more information…").click();
    const ask = staff.page.getByRole("form", { name: "Ask the seller for more information" });
    await ask.getByRole("checkbox", { name: "Front, the whole piece in daylight" }).check();
    await ask.getByRole("checkbox", { name: "The four bottom corners, close up" }).check();
    await ask.getByRole("textbox", { name: "Note to the seller" }).fill("Python scales show wear first at the corners: could you send them close up, and the front in daylight?");
    await ask.getByRole("button", { name: "Send the questions" }).click();
    await visible(staff.page.getByRole("status").filter({ hasText: /Your questions are sent/ }));

    // The seller finds the request in the account and sends the photos.
    await page.goto(`${server.url}/my-account/submissions`);
    await page.getByRole("link", { name: "Answer our questions" }).first().click();
    await visible(page.getByRole("heading", { level: 1, name: "A few more details" }));
    await visible(page.getByText(PYTHON));
    await waitForHydration(page);
    const files = page.locator("input[type=file]");
    await files.nth(0).setInputFiles([await photo("front.jpg", 150)]);
    await files.nth(1).setInputFiles([await photo("corner-1.jpg", 10), await photo("corner-2.jpg", 90)]);
    await expect.poll(() => page.locator(".seller-photo-thumb").count(), { timeout: STEP_MS }).toBe(3);
    await expectNoSeriousA11yViolations(page, "provide information for one of two pieces");
    await checkWidths(page, "selling-pieces-provide-information", "none");
    await page.getByRole("button", { name: "Send my answers" }).click();
    await visible(page.getByText("Thank you: our specialists have your answers and will send your quote."));

    // Staff quote both pieces from the console.
    for (const [id, cash] of [[python.id, "3,200"], [goyard.id, "1,150"]] as const) {
      await staff.page.goto(`${server.url}/ops/submissions/${id}`);
      const quote = staff.page.getByRole("form", { name: "Quote" });
      await visible(quote);
      await quote.getByRole("textbox", { name: "Cash offer (USD)" }).fill(cash);
      await quote.getByRole("button", { name: "Send the quote" }).click();
      await visible(staff.page.getByRole("status").filter({ hasText: /The quote is sent/ }));
    }

    // The seller declines the Goyard and stays on the submission, then accepts the python's cash offer.
    await page.goto(`${server.url}/my-account/submissions/order-details/${ticketId}`);
    await waitForHydration(page);
    expect(await page.getByRole("navigation", { name: "My Account" }).getByRole("link", { name: "Submissions" }).getAttribute("aria-current")).toBe("page");
    const pythonItem = page.getByRole("article", { name: PYTHON });
    const goyardItem = page.getByRole("article", { name: GOYARD });
    await visible(pythonItem.getByText(/Expires in [67] days/));
    await visible(goyardItem.getByText(/Expires in [67] days/));
    await expectNoSeriousA11yViolations(page, "two quoted pieces");
    await checkWidths(page, "selling-pieces-quoted", "none");
    await goyardItem.getByText("Not for you?").click();
    await goyardItem.getByRole("button", { name: "Decline offer" }).click();
    await visible(goyardItem.getByText("Declined", { exact: true }));
    expect(new URL(page.url()).pathname).toBe(`/my-account/submissions/order-details/${ticketId}`);
    await pythonItem.getByRole("radio", { name: /Sell now/ }).check();
    await pythonItem.getByRole("button", { name: "Accept offer" }).click();
    await visible(page.getByRole("button", { name: "Confirm and get my order number" }));
    const after = (await (await fetch(`${server.url}/api/v6/my-account/order/${ticketId}/`, { headers })).json()) as { items: Array<{ state: string; accepted_amount_cents: number | null }> };
    expect(after.items.map((i) => i.state)).toEqual(["accepted", "declined"]);
    expect(after.items[0]!.accepted_amount_cents).toBe(3_200_00);
    await expectNoSeriousA11yViolations(page, "an accepted piece to send");

    await page.getByRole("radio", { name: "Drop off at a boutique" }).check();
    await page.getByRole("button", { name: "Confirm and get my order number" }).click();
    await visible(page.getByText(/^IN-\d+$/));

    // How the seller is paid: store credit until a bank account is added; its number never comes back into the page.
    const payouts = page.getByRole("region", { name: "How you are paid" });
    await visible(payouts);
    expect(await payouts.getByRole("radio", { name: /Maison store credit/ }).isChecked()).toBe(true);
    await payouts.getByText("Add a bank account").click();
    await payouts.getByRole("textbox", { name: "Account holder's name" }).fill("Sofia Laurent");
    await payouts.getByRole("textbox", { name: "Routing number" }).fill("123456789");
    await payouts.getByRole("textbox", { name: "Account number" }).fill("000123456789");
    await payouts.getByRole("button", { name: "Save bank account" }).click();
    await visible(payouts.getByText("Enter the bank's 9-digit routing number."));
    const routing = payouts.getByRole("textbox", { name: "Routing number" });
    expect(await routing.getAttribute("aria-invalid")).toBe("true");
    expect(await payouts.getByRole("textbox", { name: "Account number" }).inputValue()).toBe("");
    expect(await page.content()).not.toContain("000123456789");
    await expectNoSeriousA11yViolations(page, "a refused bank account");
    await routing.fill("011000015");
    await payouts.getByRole("textbox", { name: "Account number" }).fill("000123456789");
    await payouts.getByRole("button", { name: "Save bank account" }).click();
    await visible(payouts.getByRole("status").filter({ hasText: "Checking ····6789 is saved. You will be paid to Checking ····6789." }));
    expect(await payouts.getByRole("radio", { name: /Checking ····6789/ }).isChecked()).toBe(true);
    expect(await page.content()).not.toContain("000123456789");
    expect(await page.content()).not.toContain("011000015");
    await expectNoSeriousA11yViolations(page, "how you are paid");
    await checkWidths(page, "selling-pieces-paid-to", "none");

    // Back to store credit: the choice is the seller's.
    await payouts.getByRole("radio", { name: /Maison store credit/ }).check();
    await payouts.getByRole("button", { name: "Pay me this way" }).click();
    await visible(payouts.getByRole("status").filter({ hasText: "You will be paid in Maison store credit." }));
    const profiles = (await (await fetch(`${server.url}/api/v6/self-check-in/payments/profiles/`, { headers })).json()) as { ach: Array<{ label: string; is_preferred: boolean }>; sitecredit: Array<{ is_preferred: boolean }> };
    expect(profiles.ach).toEqual([expect.objectContaining({ label: "Checking ····6789", is_preferred: false })]);
    expect(profiles.sitecredit[0]!.is_preferred).toBe(true);

    expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
    expect(staff.errors.filter((e) => e.startsWith("page error")), "uncaught errors in the console").toEqual([]);
  });
});
