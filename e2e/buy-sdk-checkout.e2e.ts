import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type TestBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, STEP_MS, visible } from "./support/page.ts";
import { REPO_ROOT, startServer, type RunningServer } from "./support/server.ts";
import { listedCards, payWithTestCard, shipToNewYork } from "./support/shop.ts";
import { checkWidths } from "./support/widths.ts";

/**
 * A storefront built on Shopify's JS Buy SDK 3.x, unchanged, against this server's Storefront API
 * 2025-01 (decision 081): the SDK makes the checkout, the buyer opens its webUrl in the browser, gives
 * the address on the hosted checkout, and the SDK reads it back; the order placed, the cart reads null.
 */
const JOURNEY_MS = 150_000;
const STOREFRONT_TOKEN = "buy-sdk-storefront-token-0123456789";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let server: RunningServer;
let browser: TestBrowser;
let buyClient: (options: { origin: string; token: string }) => { client: Json };

beforeAll(async () => {
  server = await startServer({ products: 60, env: { NODE_ENV: "test", STOREFRONT_ACCESS_TOKEN: STOREFRONT_TOKEN } });
  browser = await launchBrowser();
  ({ buyClient } = (await import(pathToFileURL(path.join(REPO_ROOT, "compat/shopify/shopify-clients.mjs")).href)) as { buyClient: typeof buyClient });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the JS Buy SDK's checkout opens this server's hosted checkout", () => {
  it("create with the SDK, pay on the webUrl, read the address back, and the cart is done", { timeout: JOURNEY_MS }, async () => {
    const { client } = buyClient({ origin: server.url, token: STOREFRONT_TOKEN });
    const cards = await listedCards(server.url, "collection=all-bags&sort=price-asc");
    const card = cards.find((c) => c.availableForSale);
    expect(card, "an available bag in the demo catalog").toBeDefined();
    const product = await client.product.fetchByHandle(card!.handle);
    const created = await client.checkout.create({
      email: "sdk.buyer@example.com",
      lineItems: [{ variantId: product.variants[0].id, quantity: 1 }],
      customAttributes: [{ key: "source", value: "buy-sdk" }],
    });
    expect(created.userErrors).toEqual([]);
    expect(created.webUrl).toMatch(new RegExp(`^${server.url}/checkouts/[A-Za-z0-9_-]+\\?_fd=0$`));

    const { page } = await browser.newPage();
    await page.goto(created.webUrl);
    await visible(page.getByRole("heading", { level: 1 }));
    await visible(page.getByText(product.title).first());
    await visible(page.getByRole("button", { name: "Continue to shipping method" }));
    await expectNoSeriousA11yViolations(page, "the hosted checkout of an SDK cart");
    await checkWidths(page, "buy-sdk-checkout-address");

    await shipToNewYork(page, /US Standard/);
    await visible(page.getByRole("button", { name: /^Place order/ }));
    await checkWidths(page, "buy-sdk-checkout-payment", "both");

    // The address typed on the hosted checkout is the SDK's shippingAddress, and its delivery group's.
    const withAddress = await client.checkout.fetch(created.id);
    expect(withAddress.shippingAddress).toMatchObject({ address1: "12 Gramercy Park South", city: "New York", provinceCode: "NY", zip: "10003", countryCodeV2: "US" });

    await payWithTestCard(page);
    await page.getByRole("button", { name: /^Place order/ }).click();
    await page.waitForURL(/\/thank_you\?/, { timeout: STEP_MS });
    await visible(page.getByRole("heading", { level: 1, name: /Thank you/ }));
    await expectNoSeriousA11yViolations(page, "the thank-you page after an SDK checkout");
    await screenshot(page, "buy-sdk-thank-you");
    // As on Shopify, a checked-out cart reads as null: the SDK's storefront starts a new one.
    expect(await client.checkout.fetch(created.id)).toBeNull();
  });
});
