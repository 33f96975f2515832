import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type TestBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, logInFromHeader, sessionHeaders, STEP_MS, visible, waitForHydration } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { listedCards, payWithTestCard, shipToNewYork, type ListedCard } from "./support/shop.ts";

/** The demo shopper (README): not a member, with $100 of store credit. */
const SHOPPER = { email: "shopper@maison.test", password: "maison-demo-2026" };
const PLAN_DOLLARS = 250;

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer({ products: 300, env: { NODE_ENV: "test", WORKERS: "on" } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Walks the hosted checkout from wherever it opens, pays what is left with the test card, and lands on the thank-you page. */
async function checkOut(page: Page): Promise<void> {
  await page.waitForURL(/\/checkouts\/[A-Za-z0-9_-]+/, { timeout: STEP_MS });
  await shipToNewYork(page);
  await payWithTestCard(page, "Sofia Shopper");
  // Joining on a plan that renews: the order is not placed until the recurring charge is agreed to, in so many words.
  const consent = page.getByRole("checkbox", { name: /^I authorise Maison to charge \$[\d,.]+ to this card every (month|year) until I cancel/ });
  const joins = (await consent.count()) > 0;
  if (joins) {
    await page.getByRole("button", { name: /^Place order/ }).click();
    await visible(page.getByText("Please confirm that Maison may charge your card for your membership until you cancel.").first());
    expect(page.url()).toMatch(/\/checkouts\//);
    await consent.check();
  }
  await page.getByRole("button", { name: /^Place order/ }).click();
  await page.waitForURL(/\/thank_you\?/, { timeout: STEP_MS });
  await visible(page.getByRole("heading", { level: 1, name: /Thank you|Welcome to Maison membership/ }));
}

describe("a shopper joins through the cart and shops as a member", () => {
  it("joins with a monthly plan → is a member → sees member prices and the VIP preview → buys with the credit → skips a cycle", async () => {
    const { page, context, errors } = await browser.newPage();

    // ---- sign in as the demo shopper (not a member)
    await logInFromHeader(page, server.url, SHOPPER);
    const headers = await sessionHeaders(context, server.url);
    const before = (await (await fetch(`${server.url}/api/v6/my-account/rewards_plus/is_member/`, { headers })).json()) as { is_member: boolean };
    expect(before.is_member).toBe(false);

    // A visitor-only view: VIP preview pieces cannot be bought before joining.
    const firstLook = async () => {
      return (await listedCards(server.url, "collection=new-arrivals", headers)).find((c) => c.firstLookProduct && c.availableForSale);
    };
    const preview = await firstLook();
    expect(preview, "the demo catalog has pieces in the VIP preview").toBeDefined();
    await page.goto(`${server.url}/products/${preview!.handle}`);
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: "Add to cart" }).count(), "no VIP preview shopping before joining").toBe(0);

    // ---- the membership page: pick the monthly plan and join through the cart
    await page.goto(`${server.url}/membership`);
    await waitForHydration(page);
    await visible(page.getByRole("heading", { level: 1 }));
    await page.getByRole("radio", { name: new RegExp(`\\$${PLAN_DOLLARS}`) }).check();
    await expectNoSeriousA11yViolations(page, "the membership page");
    await screenshot(page, "membership-page");
    await page.getByRole("button", { name: new RegExp(`^Join for \\$${PLAN_DOLLARS}`) }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await visible(drawer);
    await visible(drawer.getByText(/Membership/).first());
    await drawer.getByRole("button", { name: "Checkout" }).click();
    // A membership on its own ships nothing: the checkout goes from contact straight to payment.
    await page.waitForURL(/\/checkouts\/[A-Za-z0-9_-]+/, { timeout: STEP_MS });
    await visible(page.getByRole("button", { name: /^Place order/ }));
    expect(await page.getByRole("button", { name: "Continue to shipping method" }).count()).toBe(0);
    await screenshot(page, "checkout-membership-only");
    await checkOut(page);
    // The thank-you page speaks of the membership: its contribution, store credit and next billing date; nothing ships.
    await visible(page.getByRole("heading", { level: 1, name: "Welcome to Maison membership" }));
    await visible(page.getByText(`$${PLAN_DOLLARS}.00 every month, until you cancel.`));
    await visible(page.getByText(/^Next contribution: /));
    expect(await page.getByText(/Your piece|when your order ships/).count()).toBe(0);
    await screenshot(page, "thank-you-membership");

    // ---- a member now: the membership calls say so, and the page greets them
    await expect
      .poll(async () => ((await (await fetch(`${server.url}/api/v6/my-account/rewards_plus/is_member/`, { headers })).json()) as { is_member: boolean }).is_member, {
        timeout: STEP_MS,
      })
      .toBe(true);
    const wallet = (await (await fetch(`${server.url}/api/v6/my-account/rewards_plus/wallet/`, { headers })).json()) as {
      rewards_credit: { membership_plan: { amount: number; rewards_billing_cycle: string } | null; total_contribution: number };
    };
    expect(wallet.rewards_credit.membership_plan).toMatchObject({ amount: PLAN_DOLLARS, rewards_billing_cycle: "monthly" });
    expect(wallet.rewards_credit.total_contribution).toBe(PLAN_DOLLARS);
    await page.goto(`${server.url}/membership`);
    await visible(page.getByRole("heading", { name: /member/i }).first());

    // ---- the VIP preview is open to them now
    await page.goto(`${server.url}/products/${preview!.handle}`);
    await waitForHydration(page);
    await visible(page.getByRole("button", { name: "Add to cart" }));

    // ---- member prices: a piece under $1,000 costs $50 less in the cart
    const candidates: ListedCard[] = [];
    for (const collection of ["all-accessories", "all-jewelry", "all-shoes", "all-apparel", "all-bags"]) {
      candidates.push(...(await listedCards(server.url, `collection=${collection}&sort=price-asc`, headers)));
    }
    const cheap = candidates.filter((c) => c.availableForSale && !c.firstLookProduct && c.price >= 100 && c.price < 1_000).sort((a, b) => a.price - b.price)[0];
    expect(cheap, "an available piece between $100 and $1,000").toBeDefined();
    await page.goto(`${server.url}/products/${cheap!.handle}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await visible(drawer);
    const line = drawer.getByRole("list", { name: "Items in your cart" }).getByRole("listitem").filter({ hasText: cheap!.title });
    await visible(line);
    await expect.poll(() => line.locator("s").first().textContent(), { timeout: STEP_MS }).toContain(cheap!.price.toLocaleString("en-US"));
    await visible(line.getByText(`$${(cheap!.price - 50).toLocaleString("en-US")}`).first());
    await screenshot(page, "cart-drawer-member-price");

    // ---- buys with the credit their contribution became
    await drawer.getByRole("switch", { name: /Use store credit/ }).click();
    await visible(drawer.getByRole("list", { name: "Applied gift cards" }));
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await checkOut(page);
    await visible(page.getByText(cheap!.title).first());

    const purchases = (await (await fetch(`${server.url}/api/v6/my-account/purchases/`, { headers })).json()) as {
      orders: Array<{ totals: { gift_cards_cents: number; discounts_cents: number; shipping_cents: number }; lines: Array<{ title: string }> }>;
    };
    const bought = purchases.orders.find((o) => o.lines.some((l) => l.title === cheap!.title));
    expect(bought, "the member's order").toBeDefined();
    expect(bought!.totals.gift_cards_cents, "paid with store credit").toBeGreaterThan(0);
    expect(bought!.totals.discounts_cents, "member price").toBeGreaterThanOrEqual(50_00);
    expect(bought!.totals.shipping_cents, "members ship US Standard free").toBe(0);

    // ---- manage the membership: skip the next cycle from My Account, then the tier page
    await page.goto(`${server.url}/my-account/membership`);
    await waitForHydration(page);
    const skip = page.getByRole("button", { name: "Skip next cycle" });
    await expect.poll(() => skip.isEnabled(), { timeout: STEP_MS }).toBe(true);
    await expectNoSeriousA11yViolations(page, "My Account, membership");
    await skip.click();
    const dialog = page.getByRole("dialog", { name: "Skip the next cycle" });
    await visible(dialog);
    await dialog.getByRole("button", { name: "Skip next cycle" }).click();
    await expect
      .poll(async () => ((await (await fetch(`${server.url}/api/v6/my-account/rewards_plus/is_member/`, { headers })).json()) as { membership: { skip_next: boolean } }).membership.skip_next, {
        timeout: STEP_MS,
      })
      .toBe(true);
    await screenshot(page, "my-account-membership-skipped");

    await page.goto(`${server.url}/rewards`);
    await visible(page.getByRole("heading", { level: 1 }));
    await expectNoSeriousA11yViolations(page, "the rewards page");

    await context.close();
    expect(errors.filter((e) => e.startsWith("page error")), "uncaught errors in the page").toEqual([]);
  });
});
