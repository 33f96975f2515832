import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type TestBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, logInFromHeader, STEP_MS, visible, waitForHydration } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { payWithTestCard, shipToNewYork } from "./support/shop.ts";

/** Demo accounts (README). */
const STAFF = { email: "staff@maison.test", password: "maison-demo-2026" };
const SHOPPER = { email: "shopper@maison.test", password: "maison-demo-2026" };
/** A title no demo listing has, so search finds exactly this piece. */
const TITLE = "Classic Flap Bag Atelier Proof";
const TRACKING = "1Z999AA10123456784";

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  // Captures, e-mails and the outbox run as in production.
  server = await startServer({ products: 120, env: { NODE_ENV: "test", WORKERS: "on" } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A real photo of a bag-coloured square with a gradient, as a studio would upload (JPEG). */
async function photo(hue: number, name: string) {
  const size = 900;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      pixels[i] = Math.round(40 + (hue * (x / size)) % 200);
      pixels[i + 1] = Math.round(30 + 60 * (y / size));
      pixels[i + 2] = Math.round(35 + 40 * ((x + y) / (2 * size)));
    }
  }
  const buffer = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, `${label} is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
}

/** Looks at a console page at a phone's and a desktop's width. */
async function checkWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe("the back office: list a piece, a shopper buys it, staff ship it", () => {
  it("staff create a listing with two photos → it is found → a shopper buys it → staff ship it → the shopper sees the tracking; the piece's timeline shows who did every step", async () => {
    const staff = await browser.newPage();
    await logInFromHeader(staff.page, server.url, STAFF);

    // The dashboard and its queues.
    await staff.page.goto(`${server.url}/ops`);
    await visible(staff.page.getByRole("heading", { level: 1, name: "Dashboard" }));
    await visible(staff.page.getByRole("link", { name: /Orders to ship/ }));
    await expectNoSeriousA11yViolations(staff.page, "the console dashboard");
    await checkWidths(staff.page, "ops-dashboard");

    // A new listing with two uploaded photos.
    await staff.page.goto(`${server.url}/ops/pieces/new`);
    await waitForHydration(staff.page);
    const form = staff.page.getByRole("main");
    await form.getByRole("textbox", { name: "Designer" }).fill("Chanel");
    await form.getByRole("textbox", { name: "Model", exact: true }).fill("Classic Flap");
    await form.getByRole("combobox", { name: "Category" }).selectOption({ label: "Bags" });
    await form.getByRole("textbox", { name: "Item type" }).fill("Shoulder Bag");
    await form.getByRole("combobox", { name: "Condition" }).selectOption("Excellent");
    await form.getByRole("textbox", { name: "Exterior material" }).fill("Lambskin");
    await form.getByRole("textbox", { name: "Colours" }).fill("Black");
    await form.getByRole("textbox", { name: "Size", exact: true }).fill("Medium");
    await form.getByRole("textbox", { name: "Price (USD)", exact: true }).fill("4850");
    await form.getByRole("textbox", { name: "Estimated retail (USD)" }).fill("10800");
    await form.getByRole("textbox", { name: "Cost basis (USD)" }).fill("3100");
    await form.getByRole("textbox", { name: "Title", exact: true }).fill(TITLE);
    await form.getByRole("textbox", { name: "Description" }).fill("Quilted lambskin with the interlocking CC turn-lock and a chain strap; corners crisp, lining clean.");
    await form.getByLabel("Add photos").setInputFiles([await photo(180, "front.jpg"), await photo(90, "side.jpg")]);
    // Both photos are uploaded (through the image pipeline) before the draft can be created.
    await expect.poll(() => form.getByRole("button", { name: /^Remove photo/ }).count(), { timeout: STEP_MS }).toBe(2);
    await expectNoSeriousA11yViolations(staff.page, "the new listing form");
    await checkWidths(staff.page, "ops-piece-new");
    await form.getByRole("button", { name: "Create draft" }).click();

    await staff.page.waitForURL(/\/ops\/pieces\/[0-9]+$/, { timeout: STEP_MS });
    const pieceUrl = staff.page.url();
    const productId = pieceUrl.split("/").at(-1)!;
    await visible(staff.page.getByRole("heading", { level: 1, name: TITLE }));
    await staff.page.getByRole("button", { name: "Publish now" }).click();
    await visible(staff.page.getByText("On sale", { exact: true }).first());
    await expectNoSeriousA11yViolations(staff.page, "the piece page");

    // Published: the search finds it within seconds, with its photos from the image pipeline.
    await expect
      .poll(
        async () => {
          const response = await fetch(`${server.url}/api/v6/search/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: TITLE }) });
          const records = ((await response.json()) as { records: Array<{ _id: string }> }).records;
          return records.map((r) => r._id);
        },
        { timeout: 10_000 },
      )
      .toContain(productId);

    // A shopper finds it and buys it.
    const shopper = await browser.newPage();
    await logInFromHeader(shopper.page, server.url, SHOPPER);
    const afterLogin = shopper.page.getByRole("dialog", { name: "Your cart" });
    if (await afterLogin.isVisible()) await shopper.page.keyboard.press("Escape");
    await shopper.page.goto(`${server.url}/search?q=${encodeURIComponent(TITLE)}`);
    await shopper.page.getByRole("link", { name: new RegExp(TITLE) }).first().click();
    await visible(shopper.page.getByRole("heading", { level: 1, name: new RegExp(TITLE) }));
    await waitForHydration(shopper.page);
    const productImage = shopper.page.locator("img[src*='/images/']").first();
    await visible(productImage);
    await shopper.page.getByRole("button", { name: "Add to cart" }).click();
    const drawer = shopper.page.getByRole("dialog", { name: "Your cart" });
    await visible(drawer.getByRole("list", { name: "Items in your cart" }).getByText(TITLE));
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await shopper.page.waitForURL(/\/checkouts\/[A-Za-z0-9_-]+/, { timeout: STEP_MS });
    await shipToNewYork(shopper.page, /US Standard/);
    await payWithTestCard(shopper.page, "Sofia Laurent");
    await shopper.page.getByRole("button", { name: /^Place order/ }).click();
    await shopper.page.waitForURL(/\/thank_you\?/, { timeout: STEP_MS });
    const orderId = new URL(shopper.page.url()).searchParams.get("order")!;
    expect(orderId).toMatch(/^ord_/);

    // Staff find it among the orders to ship, pack it and ship it with a tracking number.
    await staff.page.goto(`${server.url}/ops/orders?state=to_ship`);
    await visible(staff.page.getByRole("heading", { level: 1 }));
    await expectNoSeriousA11yViolations(staff.page, "the orders to ship");
    await checkWidths(staff.page, "ops-orders");
    await staff.page.goto(`${server.url}/ops/orders/${orderId}`);
    await visible(staff.page.getByRole("heading", { level: 2, name: "Next step" }));
    await staff.page.getByRole("button", { name: "Mark packed" }).click();
    const carrier = staff.page.getByRole("combobox", { name: "Carrier" });
    await visible(carrier);
    await carrier.selectOption({ label: "UPS" });
    await staff.page.getByRole("textbox", { name: "Tracking number" }).fill(TRACKING);
    await staff.page.getByRole("button", { name: "Mark shipped" }).click();
    await visible(staff.page.getByRole("button", { name: "Mark delivered" }));
    await expectNoSeriousA11yViolations(staff.page, "the order page");
    await checkWidths(staff.page, "ops-order");

    // The shopper's order page shows it shipped, with the tracking number and its link.
    await shopper.page.goto(`${server.url}/orders/${orderId}`);
    await visible(shopper.page.getByText("Shipped", { exact: true }).first());
    const tracking = shopper.page.getByRole("link", { name: new RegExp(TRACKING) });
    await visible(tracking);
    expect(await tracking.getAttribute("href")).toContain(TRACKING);
    await expectNoSeriousA11yViolations(shopper.page, "the shopper's shipped order");
    await screenshot(shopper.page, "order-shipped");

    // The shipment e-mail is in the development mailbox.
    await expect
      .poll(
        async () => {
          const response = await fetch(`${server.url}/api/dev/mailbox/?to=${encodeURIComponent(SHOPPER.email)}`);
          const messages = ((await response.json()) as { messages: Array<{ subject: string; text: string }> }).messages;
          return messages.some((m) => /shipped/i.test(m.subject) && m.text.includes(TRACKING));
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    // The piece's timeline lists every step with who did it.
    await staff.page.goto(pieceUrl);
    const timeline = staff.page.getByRole("region", { name: "Timeline" });
    await visible(timeline);
    const text = (await timeline.innerText()).replace(/\s+/g, " ");
    for (const step of ["Created", "Published", "Held by a checkout", "Sold", "Shipped"]) expect(text).toContain(step);
    expect(text).toContain(STAFF.email);
    expect(text).toContain(SHOPPER.email);
    await checkWidths(staff.page, "ops-piece");

    for (const { errors } of [staff, shopper]) expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
  });

  it("keeps shoppers and visitors out of the console with a 403 page", async () => {
    const visitor = await browser.newPage();
    const response = await visitor.page.goto(`${server.url}/ops`);
    expect(response?.status()).toBe(403);
    await visible(visitor.page.getByRole("heading", { level: 1, name: "Staff only" }));
    const shopper = await browser.newPage();
    await logInFromHeader(shopper.page, server.url, SHOPPER);
    const again = await shopper.page.goto(`${server.url}/ops/orders`);
    expect(again?.status()).toBe(403);
    await visible(shopper.page.getByRole("heading", { level: 1, name: "Staff only" }));
    await expectNoSeriousA11yViolations(shopper.page, "the console's 403 page");
  });
});
