import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, DEMO_SHOPPER, DEMO_STAFF, signInByApi } from "./support/api.ts";
import { launchBrowser, screenshot, type TestBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, logInFromHeader, STEP_MS, visible } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { listedCards, type ListedCard } from "./support/shop.ts";
import { checkWidths } from "./support/widths.ts";

/** The journey walks the account, the refund pages and the console with axe and two widths on each. */
const JOURNEY_MS = 180_000;
const STOREFRONT_TOKEN = "returns-storefront-token-0123456789";
/** The demo bearer gift card (README): $250. */
const GIFT_CARD = "MAISON2026GIFT25";

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer({ products: 120, env: { NODE_ENV: "test", WORKERS: "on", STOREFRONT_ACCESS_TOKEN: STOREFRONT_TOKEN } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function storefront<T>(token: string, query: string, variables: object): Promise<T> {
  const response = await fetch(`${server.url}/api/2024-07/graphql.json`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-shopify-storefront-access-token": STOREFRONT_TOKEN, authorization: `Token ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, "storefront errors").toBeUndefined();
  return body.data;
}

/** The shopper's purchase of two pieces, through the cart and the hosted checkout's calls: the demo gift card, then the test card. */
async function buy(token: string, pieces: ListedCard[], giftCard: boolean): Promise<{ number: string; id: string }> {
  const variants = [];
  for (const piece of pieces) {
    const product = (await (await fetch(`${server.url}/api/v6/shop/product/${piece.handle}/`)).json()) as { product: { product_variant: { id: string } } };
    variants.push({ merchandiseId: `gid://shopify/ProductVariant/${product.product.product_variant.id}`, quantity: 1 });
  }
  const created = await storefront<{ cartCreate: { cart: { id: string; checkoutUrl: string }; userErrors: unknown[] } }>(
    token,
    `mutation CartCreate($input: CartInput) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { field message } } }`,
    { input: { lines: variants } },
  );
  expect(created.cartCreate.userErrors).toEqual([]);
  const cartId = created.cartCreate.cart.id;
  if (giftCard) await applyGiftCard(token, cartId);
  const checkout = new URL(created.cartCreate.cart.checkoutUrl).pathname.split("/").pop()!;
  await callApi(server.url, token, "PUT", `/checkout/${checkout}/shipping-address/`, { first_name: "Sofia", last_name: "Laurent", address1: "1 Fifth Avenue", city: "New York", province: "NY", zip: "10003", country_code: "US" });
  await callApi(server.url, token, "PUT", `/checkout/${checkout}/shipping-method/`, { handle: "us-standard" });
  const payment = { kind: "card", number: "4242 4242 4242 4242", exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: "123", name: "Sofia Laurent" };
  const placed = await callApi<{ order_id: string; order_number: string }>(server.url, token, "POST", `/checkout/${checkout}/complete/`, { payment }, { "idempotency-key": `returns-e2e-${checkout}` });
  return { number: placed.order_number, id: placed.order_id };
}

async function applyGiftCard(token: string, cartId: string): Promise<void> {
  const applied = await storefront<{ cartGiftCardCodesUpdate: { userErrors: unknown[] } }>(
    token,
    `mutation Cards($cartId: ID!, $giftCardCodes: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) { cart { id } userErrors { field message } } }`,
    { cartId, giftCardCodes: [GIFT_CARD] },
  );
  expect(applied.cartGiftCardCodesUpdate.userErrors).toEqual([]);
}

describe("returning a piece", () => {
  it(
    "a shopper buys two pieces with a gift card and the card, returns one, sees the fee and the refund split; staff receive and refund it; the piece is back in search; the purchase shows Refunded",
    async () => {
      const shopper = await signInByApi(server.url, DEMO_SHOPPER);
      const staff = await signInByApi(server.url, DEMO_STAFF);
      const cards = (await listedCards(server.url, "collection=all-bags&sort=price-asc")).filter((c) => c.availableForSale && !c.firstLookProduct && c.price >= 400 && c.price < 900);
      expect(cards.length, "two bags for sale between $400 and $900").toBeGreaterThanOrEqual(2);
      const [kept, returned] = [cards[0]!, cards[1]!];
      const order = await buy(shopper, [kept, returned], true);
      for (const move of ["pack", "ship", "deliver"]) {
        await callApi(server.url, staff, "POST", `/ops/orders/${order.id}/${move}/`, move === "ship" ? { carrier: "ups", tracking_number: "1Z999AA10123456784" } : undefined);
      }

      const { page, errors } = await browser.newPage();
      await logInFromHeader(page, server.url, DEMO_SHOPPER);
      const afterLogin = page.getByRole("dialog", { name: "Your cart" });
      if (await afterLogin.isVisible()) await page.keyboard.press("Escape");

      // The purchases list, then the purchase: delivered, with returns open.
      await page.goto(`${server.url}/my-account/purchases`);
      await visible(page.getByRole("heading", { name: "Purchases" }));
      const row = page.getByRole("link", { name: new RegExp(`Order ${order.number}, Delivered`) });
      await visible(row);
      await checkWidths(page, "purchases-list");
      await row.click();
      await page.waitForURL(new RegExp(`purchase_id=${order.number}`), { timeout: STEP_MS });
      await visible(page.getByRole("heading", { name: `Order ${order.number}` }));
      await visible(page.getByTestId("purchase-status").filter({ hasText: "Delivered" }));
      await visible(page.getByText(returned.title).first());
      await checkWidths(page, "purchase-detail-delivered");

      // The refund page: one piece, its reason, the calculation with the fee and the split.
      await page.getByRole("link", { name: "Return pieces" }).click();
      await page.waitForURL(new RegExp(`/purchases/refund/${order.number}$`), { timeout: STEP_MS });
      await visible(page.getByRole("heading", { level: 1, name: "Return pieces" }));
      await expectNoSeriousA11yViolations(page, "the refund page");
      await page.getByRole("checkbox", { name: new RegExp(returned.title) }).check();
      await page.getByRole("combobox", { name: `Reason for returning ${returned.title}` }).selectOption("changed_mind");
      await page.getByRole("button", { name: "Calculate my refund" }).click();
      const calculation = page.getByRole("region", { name: "Your refund" });
      await visible(calculation);
      await visible(calculation.getByText("Return fee $25.00"));
      await visible(calculation.getByText(/^To Visa ending 4242$/));
      await visible(calculation.getByText(/^To Gift card ending /));
      await checkWidths(page, "refund-calculation");
      await page.getByRole("button", { name: "Request the return" }).click();

      await page.waitForURL(new RegExp(`/purchases/refund-thank-you/${order.number}$`), { timeout: STEP_MS });
      await visible(page.getByRole("heading", { level: 1, name: /your return is open/ }));
      await visible(page.getByText("Label sent"));
      await visible(page.getByRole("link", { name: "Print your prepaid label" }));
      await checkWidths(page, "refund-thank-you");
      const mailbox = (await (await fetch(`${server.url}/api/dev/mailbox/?to=${encodeURIComponent(DEMO_SHOPPER.email)}`)).json()) as { messages: Array<{ subject: string; text: string }> };
      expect(mailbox.messages.some((m) => m.subject === `Your prepaid return label for order #${order.number}` && /1Z[0-9A-Z]{16}/.test(m.text))).toBe(true);

      // The returns desk: receive, inspect, refund.
      const desk = await browser.newPage();
      await logInFromHeader(desk.page, server.url, DEMO_STAFF);
      await desk.page.goto(`${server.url}/ops/returns`);
      await visible(desk.page.getByRole("heading", { level: 1, name: "Returns" }));
      const card = () => desk.page.getByRole("article", { name: new RegExp(`Order ${order.number}`) });
      await visible(card());
      await checkWidths(desk.page, "ops-returns-to-receive");
      await card().getByRole("button", { name: "Mark received" }).click();
      await visible(desk.page.getByRole("status").filter({ hasText: /received/ }));
      await desk.page.goto(`${server.url}/ops/returns?queue=to_inspect`);
      await card().getByRole("button", { name: "Mark inspected" }).click();
      await visible(desk.page.getByRole("status").filter({ hasText: /inspected/ }));
      await desk.page.goto(`${server.url}/ops/returns?queue=to_decide`);
      await visible(card().getByRole("textbox", { name: "Why it is refused" }));
      await checkWidths(desk.page, "ops-returns-to-decide");
      await card().getByRole("button", { name: /^Refund \$/ }).click();
      await visible(desk.page.getByRole("status").filter({ hasText: /refunded/ }));
      await desk.page.goto(`${server.url}/ops/returns?queue=closed`);
      await visible(card().getByText("Refunded", { exact: true }).first());
      await checkWidths(desk.page, "ops-returns-closed");

      // The piece is for sale again, and search finds it.
      const again = await listedCards(server.url, "collection=all-bags&sort=price-asc");
      expect(again.find((c) => c.handle === returned.handle)?.availableForSale).toBe(true);
      await page.goto(`${server.url}/search?q=${encodeURIComponent(returned.title)}`);
      await visible(page.locator(`a[href*="/products/${returned.handle}"]`).first());

      // The purchase shows the refunded return and the split it went back by, in the list and on its page.
      await page.goto(`${server.url}/my-account/purchases`);
      await visible(page.getByRole("link", { name: new RegExp(`Order ${order.number}, Partly refunded`) }));
      await page.goto(`${server.url}/my-account/purchases?purchase_id=${order.number}`);
      await visible(page.getByTestId("purchase-status").filter({ hasText: "Partly refunded" }));
      const returns = page.getByRole("region", { name: "Returns" });
      await visible(returns.getByText("Refunded", { exact: true }).first());
      await visible(returns.getByText(/^To Visa ending 4242$/));
      await visible(returns.getByText(/^To Gift card ending /));
      await checkWidths(page, "purchase-detail-refunded");
      await screenshot(page, "purchase-detail-refunded-full");
      expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
      expect(desk.errors.filter((e) => e.startsWith("page error")), "uncaught errors in the console").toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    "a shopper cancels an order that has not shipped: the purchase says so and shows Cancelled",
    async () => {
      const shopper = await signInByApi(server.url, DEMO_SHOPPER);
      const piece = (await listedCards(server.url, "collection=all-bags&sort=price-asc")).find((c) => c.availableForSale && !c.firstLookProduct && c.price >= 300);
      expect(piece, "a bag for sale").toBeDefined();
      const order = await buy(shopper, [piece!], false);
      const { page, errors } = await browser.newPage();
      await logInFromHeader(page, server.url, DEMO_SHOPPER);
      const afterLogin = page.getByRole("dialog", { name: "Your cart" });
      if (await afterLogin.isVisible()) await page.keyboard.press("Escape");
      await page.goto(`${server.url}/my-account/purchases?purchase_id=${order.number}`);
      await visible(page.getByRole("heading", { name: `Order ${order.number}` }));
      expect(await page.getByRole("link", { name: "Return pieces" }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, "a purchase not shipped");
      await page.getByRole("button", { name: "Cancel this order" }).click();
      await visible(page.getByRole("status").filter({ hasText: /Your order is cancelled/ }));
      await visible(page.getByTestId("purchase-status").filter({ hasText: "Cancelled" }));
      expect(await page.getByRole("button", { name: "Cancel this order" }).count()).toBe(0);
      await checkWidths(page, "purchase-detail-cancelled");
      const again = await listedCards(server.url, "collection=all-bags&sort=price-asc");
      expect(again.find((c) => c.handle === piece!.handle)?.availableForSale).toBe(true);
      expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
    },
    JOURNEY_MS,
  );
});
