import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOMEPAGE_SALE_TIERS } from "@maison/domain/content/sale-tiers";
import { seedDemoDiscountCodes } from "../../src/modules/cart/demo-discount-codes.ts";
import { insertSale } from "../../src/modules/content/content.repository.ts";
import { attributesOf, VISITOR_CART_VIEWER } from "../support/cart-fixtures.ts";
import { authorisationsOf, checkoutCall, completeCheckout, fillCheckout, GUEST, listedProduct } from "../support/checkout-fixtures.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
  await seedDemoDiscountCodes(t.context.db, t.clock.now());
  const now = t.clock.now().getTime();
  await insertSale(
    t.context.db.kysely,
    { id: "sale-test", title: "Homepage sale", startsAt: new Date(now - DAY).toISOString(), endsAt: new Date(now + 10 * DAY).toISOString(), tiers: HOMEPAGE_SALE_TIERS },
    t.clock.now().toISOString(),
  );
});
afterAll(async () => {
  await t.close();
});

async function guestCart(priceCents: number, codes: string[] = []) {
  const bag = await listedProduct(t, { price_cents: priceCents });
  const { cart } = await t.context.services.cart.create({ lines: [{ merchandiseId: bag.variant_id }], discountCodes: codes }, VISITOR_CART_VIEWER);
  return cart!;
}
const itemAllocations = (cart: Awaited<ReturnType<typeof guestCart>>) => cart.lines.find((l) => l.kind === "product")!.discountAllocations;

describe("the homepage sale tiers as automatic discounts (spec 2 §9)", () => {
  it.each([
    [499_00, 0],
    [500_00, 30_00],
    [1_000_00, 60_00],
    [2_000_00, 125_00],
    [3_499_00, 125_00],
    [3_500_00, 250_00],
  ])("a $%i cart gets %i cents off", async (price, off) => {
    const cart = await guestCart(price);
    expect(itemAllocations(cart)).toEqual(off === 0 ? [] : [{ title: "Homepage sale", code: null, targetType: "LINE_ITEM", amountCents: off, application: { allocationMethod: "ACROSS", value: { amountCents: off } } }]);
  });

  it("the sale is served at /api/v6/shop/sale/", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/v6/shop/sale/" })).json() as { sale: { tiers: unknown[] } };
    expect(body.sale.tiers).toEqual([
      { min_subtotal_cents: 500_00, amount_off_cents: 30_00 },
      { min_subtotal_cents: 1_000_00, amount_off_cents: 60_00 },
      { min_subtotal_cents: 2_000_00, amount_off_cents: 125_00 },
      { min_subtotal_cents: 3_500_00, amount_off_cents: 250_00 },
    ]);
  });

  it("a code does not stack with the sale: the larger applies, the other shows as not applicable", async () => {
    const withBetterCode = await guestCart(1_000_00, ["WELCOME10"]);
    expect(itemAllocations(withBetterCode)).toEqual([{ title: "Welcome 10% off", code: "WELCOME10", targetType: "LINE_ITEM", amountCents: 100_00, application: { allocationMethod: "ACROSS", value: { percentage: 10 } } }]);
    expect(withBetterCode.discountCodes).toEqual([{ code: "WELCOME10", applicable: true }]);
    expect(attributesOf(withBetterCode).marketingDiscount).toBe("100.00");
    const withSmallerCode = await guestCart(1_000_00);
    expect(itemAllocations(withSmallerCode)).toEqual([{ title: "Homepage sale", code: null, targetType: "LINE_ITEM", amountCents: 60_00, application: { allocationMethod: "ACROSS", value: { amountCents: 60_00 } } }]);
    expect(attributesOf(withSmallerCode).marketingDiscount).toBe("0");
  });

  it("MAISON50 during the sale is refused with why: a code and the sale do not combine, and the sale gives more; the cart is unchanged", async () => {
    const cart = await guestCart(1_000_00);
    const result = await t.context.services.cart.updateDiscountCodes(cart.id, ["MAISON50"], VISITOR_CART_VIEWER);
    expect(result.userErrors).toEqual([
      {
        field: ["discountCodes", "0"],
        code: "INVALID",
        message: JSON.stringify({
          code: "discount_not_combinable_with_sale",
          message: "Discount codes can't be combined with the sale prices running now. Your bag already gets $60 off from the sale, more than this code gives.",
        }),
      },
    ]);
    expect(result.cart!.discountCodes).toEqual([]);
    expect(itemAllocations(result.cart!)).toEqual([{ title: "Homepage sale", code: null, targetType: "LINE_ITEM", amountCents: 60_00, application: { allocationMethod: "ACROSS", value: { amountCents: 60_00 } } }]);
    expect(attributesOf(result.cart!).marketingDiscount).toBe("0");
    // Through the storefront GraphQL the same error reaches the client as a JSON string (spec 1 §8).
    const graphql = await t.app.inject({
      method: "POST",
      url: "/api/2024-07/graphql.json",
      headers: { "x-shopify-storefront-access-token": t.context.env.storefrontAccessToken },
      payload: {
        query: "mutation($id: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $id, discountCodes: $codes) { cart { discountCodes { code applicable } } userErrors { field message } } }",
        variables: { id: `gid://shopify/Cart/${cart.id}`, codes: ["MAISON50"] },
      },
    });
    const answer = graphql.json() as { data: { cartDiscountCodesUpdate: { cart: { discountCodes: unknown[] }; userErrors: Array<{ message: string }> } } };
    expect(answer.data.cartDiscountCodesUpdate.cart.discountCodes).toEqual([]);
    expect(JSON.parse(answer.data.cartDiscountCodesUpdate.userErrors[0]!.message)).toMatchObject({ code: "discount_not_combinable_with_sale" });
    // A code worth more than the sale still applies (decision 029: the larger wins).
    const bigger = await t.context.services.cart.updateDiscountCodes(cart.id, ["WELCOME10"], VISITOR_CART_VIEWER);
    expect(bigger.userErrors).toEqual([]);
    expect(bigger.cart!.discountCodes).toEqual([{ code: "WELCOME10", applicable: true }]);
  });

  it("checkout charges the sale price, and the sale stops at its end", async () => {
    const cart = await guestCart(2_000_00);
    await fillCheckout(t, cart.id, GUEST, { email: "sale-buyer@maison.test" });
    const state = (await checkoutCall(t, "GET", `${cart.id}/`, GUEST)).json() as {
      totals: { discounts_cents: number; sale_discount_cents: number; shipping_cents: number; shipping_protection_cents: number; tax_cents: number; total_cents: number; breakdown: Array<{ key: string; label: string; cents: number | null }> };
    };
    expect(state.totals).toMatchObject({ discounts_cents: 125_00, sale_discount_cents: 125_00 });
    expect(state.totals.breakdown.find((row) => row.key === "sale")).toMatchObject({ label: "Homepage sale", cents: -125_00 });
    // New York City's 8.875 % on the sale price, the shipping and the protection.
    expect(state.totals.tax_cents).toBe(Math.round((1_875_00 + state.totals.shipping_cents + state.totals.shipping_protection_cents) * 0.08875));
    expect(state.totals.total_cents).toBe(1_875_00 + state.totals.shipping_cents + state.totals.shipping_protection_cents + state.totals.tax_cents);
    expect((await completeCheckout(t, cart.id, GUEST)).statusCode).toBe(200);
    expect((await authorisationsOf(t, cart.id)).map((a) => a.amount_cents)).toEqual([state.totals.total_cents]);

    t.clock.advance(11 * DAY);
    const after = await guestCart(2_000_00);
    expect(itemAllocations(after)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/v6/shop/sale/" })).json()).toEqual({ sale: null });
  });
});
