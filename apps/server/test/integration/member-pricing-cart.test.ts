import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MEMBERSHIP_PLAN } from "@maison/domain/cart/special-lines";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { attributesOf, VISITOR_CART_VIEWER } from "../support/cart-fixtures.ts";
import { authorisationsOf, checkoutCall, completeCheckout, fillCheckout, listedProduct, ordersOf, signedIn } from "../support/checkout-fixtures.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createShopper } from "./catalog-member-fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
});
afterAll(async () => {
  await t.close();
});

const memberLine = (cart: { lines: Array<{ kind: string; discountAllocations: unknown[] }> } | null) => cart!.lines.find((l) => l.kind === "product")!.discountAllocations;

describe("member pricing in the cart (spec 1 §5, §9)", () => {
  it("a member's items carry the member price as an automatic allocation, with the standard prices as attributes", async () => {
    const member = signedIn(await createShopper(t, "active"), { member: true });
    const bag = await listedProduct(t, { price_cents: 2_400_00 });
    const { cart } = await t.context.services.cart.create({ lines: [{ merchandiseId: bag.variant_id }] }, member.viewer);
    expect(memberLine(cart)).toEqual([{ title: "Member price", code: null, targetType: "LINE_ITEM", amountCents: 120_00, application: { allocationMethod: "EACH", value: { amountCents: 120_00 } } }]);
    expect(cart!.lines[0]).toMatchObject({ subtotalCents: 2_400_00, totalCents: 2_280_00 });
    expect(attributesOf(cart)).toMatchObject({
      cartLinesStandardPrices: JSON.stringify({ [`gid://shopify/ProductVariant/${bag.variant_id}`]: "2400.00" }),
      rPlusAndItems: "false",
      totalRPlusDiscount: "120.00",
      isUserRPlus: "true",
    });
  });

  it("a visitor's cart holding the monthly plan line gets member prices too; removing the line takes them away", async () => {
    const bag = await listedProduct(t, { price_cents: 800_00 });
    const created = await t.context.services.cart.create(
      { lines: [{ merchandiseId: bag.variant_id }, { merchandiseId: DEFAULT_MEMBERSHIP_PLAN.variantId, sellingPlanId: DEFAULT_MEMBERSHIP_PLAN.sellingPlanId }] },
      VISITOR_CART_VIEWER,
    );
    expect(memberLine(created.cart)).toEqual([{ title: "Member price", code: null, targetType: "LINE_ITEM", amountCents: 50_00, application: { allocationMethod: "EACH", value: { amountCents: 50_00 } } }]);
    expect(created.cart!.lines.find((l) => l.kind === "membership")!.discountAllocations).toEqual([]);
    expect(attributesOf(created.cart)).toMatchObject({ rPlusAndItems: "true", totalRPlusDiscount: "50.00", isUserRPlus: "false" });
    const membership = created.cart!.lines.find((l) => l.kind === "membership")!;
    const removed = await t.context.services.cart.removeLines(created.cart!.id, [membership.id], VISITOR_CART_VIEWER);
    expect(memberLine(removed.cart)).toEqual([]);
    expect(attributesOf(removed.cart)).not.toHaveProperty("totalRPlusDiscount");
    expect(attributesOf(removed.cart)).not.toHaveProperty("cartLinesStandardPrices");
  });

  it("a plain shopper pays the standard price and gets no member attributes, whatever the client sends", async () => {
    const shopper = signedIn(await createShopper(t));
    const bag = await listedProduct(t, { price_cents: 1_500_00 });
    const { cart } = await t.context.services.cart.create(
      { lines: [{ merchandiseId: bag.variant_id }], attributes: [{ key: "totalRPlusDiscount", value: "75.00" }] },
      shopper.viewer,
    );
    expect(memberLine(cart)).toEqual([]);
    expect(cart!.totalCents).toBe(1_500_00 + cart!.lines.find((l) => l.kind === "shipping_protection")!.subtotalCents);
    expect(attributesOf(cart)).not.toHaveProperty("totalRPlusDiscount");
    expect(attributesOf(cart)).toMatchObject({ isUserRPlus: "false" });
  });

  it("the storefront GraphQL shows it as a CartAutomaticDiscountAllocation to a signed-in member", async () => {
    const user = await createShopper(t, "active");
    const bag = await listedProduct(t, { price_cents: 7_000_00 });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/2024-07/graphql.json",
      headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN, ...user.headers },
      payload: {
        query: `mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { lines(first: 5) { nodes { discountAllocations { __typename discountedAmount { amount } ... on CartAutomaticDiscountAllocation { title } } } } } } }`,
        variables: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${bag.variant_id}` }] },
      },
    });
    const body = response.json() as { data: { cartCreate: { cart: { lines: { nodes: Array<{ discountAllocations: unknown[] }> } } } } };
    expect(body.data.cartCreate.cart.lines.nodes[0]!.discountAllocations).toEqual([
      { __typename: "CartAutomaticDiscountAllocation", discountedAmount: { amount: "300.0" }, title: "Member price" },
    ]);
  });

  it("checkout charges the member price: totals, authorisation and order", async () => {
    const member = signedIn(await createShopper(t, "active"), { member: true });
    const bag = await listedProduct(t, { price_cents: 1_200_00 });
    const { cart } = await t.context.services.cart.create({ lines: [{ merchandiseId: bag.variant_id }] }, member.viewer);
    await fillCheckout(t, cart!.id, member);
    const state = (await checkoutCall(t, "GET", `${cart!.id}/`, member)).json() as { totals: { discounts_cents: number; member_savings_cents: number; shipping_cents: number; shipping_protection_cents: number; tax_cents: number; total_cents: number } };
    // $1,200 − $60 member price, $20 protection, free shipping, and New York City's 8.875 % on $1,160: $102.95.
    const charged = 1_140_00 + 20_00 + 102_95;
    expect(state.totals).toMatchObject({ discounts_cents: 60_00, member_savings_cents: 60_00, shipping_cents: 0, shipping_protection_cents: 20_00, tax_cents: 102_95, total_cents: charged });
    const placed = await completeCheckout(t, cart!.id, member);
    expect(placed.statusCode).toBe(200);
    expect((await authorisationsOf(t, cart!.id)).map((a) => a.amount_cents)).toEqual([charged]);
    expect((await ordersOf(t, cart!.id)).map((o) => [o.discounts_cents, o.tax_cents, o.total_cents])).toEqual([[60_00, 102_95, charged]]);
  });
});
