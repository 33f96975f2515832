import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorisationsOf, cartOf, checkoutCall, completeCheckout, GUEST, listedProduct, ordersOf, signedIn, US_ADDRESS, type BuyerSession } from "../support/checkout-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createShopper } from "./catalog-member-fixtures.ts";
import { recordOrder } from "./tiers-fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type State = { shipping_methods: Array<{ handle: string; price_cents: number }>; totals: { shipping_cents: number | null; total_cents: number; shipping_protection_cents: number; tax_cents: number } };

/** A signed-in shopper (not a member) whose trailing 12-month spend is `spendCents`, with a cart of one $800 bag at a US address. */
async function shopperAt(spendCents: number): Promise<{ buyer: BuyerSession; token: string; userId: string }> {
  const user = await createShopper(t);
  if (spendCents > 0) await recordOrder(t, user.id, spendCents, 20);
  const buyer = signedIn(user);
  const bag = await listedProduct(t, { price_cents: 800_00 });
  const token = await cartOf(t, [bag.variant_id], buyer);
  const address = await checkoutCall(t, "PUT", `${token}/shipping-address/`, buyer, US_ADDRESS);
  expect(address.statusCode).toBe(200);
  return { buyer, token, userId: user.id };
}

const priced = (state: State) => state.shipping_methods.map((m) => [m.handle, m.price_cents]);

describe("tier benefits at checkout: free US Standard for tiers that grant free shipping (decision 031)", () => {
  it("a Silver shopper (spend $2,500, not a member) ships US Standard free and is charged without shipping", async () => {
    const { buyer, token } = await shopperAt(2_500_00);
    const state = (await checkoutCall(t, "PUT", `${token}/shipping-method/`, buyer, { handle: "us-standard" })).json() as State;
    expect(priced(state)).toEqual([
      ["us-standard", 0],
      ["us-expedited", 50_00],
    ]);
    expect(state.totals.shipping_cents).toBe(0);
    // New York City's 8.875 % on the $800 piece and its $10 protection: $71.89 (no shipping to tax).
    expect(state.totals.tax_cents).toBe(71_89);
    expect(state.totals.total_cents).toBe(800_00 + state.totals.shipping_protection_cents + 71_89);
    expect((await completeCheckout(t, token, buyer)).statusCode).toBe(200);
    const [order] = await ordersOf(t, token);
    expect(order).toMatchObject({ shipping_cents: 0, tax_cents: 71_89, total_cents: 800_00 + state.totals.shipping_protection_cents + 71_89 });
    expect((await authorisationsOf(t, token)).map((a) => a.amount_cents)).toEqual([state.totals.total_cents]);
  });

  it("a Bronze shopper, whose tier has no free shipping, pays $20; Expedited stays $50 for a Diamond shopper", async () => {
    const bronze = await shopperAt(600_00);
    const bronzeState = (await checkoutCall(t, "PUT", `${bronze.token}/shipping-method/`, bronze.buyer, { handle: "us-standard" })).json() as State;
    expect(priced(bronzeState)).toEqual([
      ["us-standard", 20_00],
      ["us-expedited", 50_00],
    ]);
    expect(bronzeState.totals.shipping_cents).toBe(20_00);

    const diamond = await shopperAt(10_000_00);
    const diamondState = (await checkoutCall(t, "PUT", `${diamond.token}/shipping-method/`, diamond.buyer, { handle: "us-expedited" })).json() as State;
    expect(priced(diamondState)).toEqual([
      ["us-standard", 0],
      ["us-expedited", 50_00],
    ]);
    expect(diamondState.totals.shipping_cents).toBe(50_00);
  });

  it("follows the tier as it changes: reaching Silver makes the open checkout's US Standard free", async () => {
    const { buyer, token, userId } = await shopperAt(2_000_00);
    const before = (await checkoutCall(t, "PUT", `${token}/shipping-method/`, buyer, { handle: "us-standard" })).json() as State;
    expect(before.totals.shipping_cents).toBe(20_00);
    await recordOrder(t, userId, 500_00, 2);
    const after = (await checkoutCall(t, "GET", `${token}/`, buyer)).json() as State;
    expect(after.totals.shipping_cents).toBe(0);
  });

  it("another shopper's spend never frees a guest's shipping", async () => {
    await shopperAt(10_000_00);
    const bag = await listedProduct(t, { price_cents: 800_00 });
    const guest = GUEST;
    const token = await cartOf(t, [bag.variant_id], guest);
    await checkoutCall(t, "PUT", `${token}/shipping-address/`, guest, US_ADDRESS);
    const state = (await checkoutCall(t, "PUT", `${token}/shipping-method/`, guest, { handle: "us-standard" })).json() as State;
    expect(state.totals.shipping_cents).toBe(20_00);
  });
});
