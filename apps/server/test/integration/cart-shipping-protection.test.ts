import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { checkoutCall, fillCheckout, GUEST, listedProduct } from "../support/checkout-fixtures.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Spec 1 §3: the stored noShippingProtection flag suppresses shipping protection. The storefront's
 * control sets the private cart attribute `_noShippingProtection` through the storefront GraphQL, as
 * the web cart does; the protection line goes, the checkout charges (and taxes) no protection, and
 * setting it back to "false" brings the line back at the fee of the cart.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
});
afterAll(async () => {
  await t.close();
});

const CART = `id lines(first: 10) { nodes { merchandise { ... on ProductVariant { id price { amount } product { title } } } } } attributes { key value }`;

async function gql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/2024-07/graphql.json",
    headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
    payload: { query, variables },
  });
  const body = response.json() as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

type CartShape = { id: string; lines: { nodes: Array<{ merchandise: { price: { amount: string }; product: { title: string } } }> }; attributes: Array<{ key: string; value: string }> };
const titles = (cart: CartShape) => cart.lines.nodes.map((n) => `${n.merchandise.product.title} ${n.merchandise.price.amount}`);

describe("removing shipping protection and adding it back", () => {
  it("the attribute takes the line off, checkout charges and taxes no protection; 'false' brings it back", async () => {
    const piece = await listedProduct(t, { price_cents: 1000_00, title: "Protection Proof" });
    const created = await gql<{ cartCreate: { cart: CartShape } }>(`mutation($input: CartInput) { cartCreate(input: $input) { cart { ${CART} } } }`, {
      input: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${piece.variant_id}`, quantity: 1 }] },
    });
    const cart = created.cartCreate.cart;
    expect(titles(cart)).toEqual(["Protection Proof 1000.0", "Shipping Protection 20.0"]);
    const token = cart.id.split("/").pop()!;

    const set = (value: string) =>
      gql<{ cartAttributesUpdate: { cart: CartShape } }>(`mutation($id: ID!, $a: [AttributeInput!]!) { cartAttributesUpdate(cartId: $id, attributes: $a) { cart { ${CART} } } }`, {
        id: cart.id,
        a: [{ key: "_noShippingProtection", value }],
      });
    const off = (await set("true")).cartAttributesUpdate.cart;
    expect(titles(off)).toEqual(["Protection Proof 1000.0"]);
    expect(off.attributes).toContainEqual({ key: "_noShippingProtection", value: "true" });

    await fillCheckout(t, token, GUEST, { email: "no-protection@maison.test" });
    const state = (await checkoutCall(t, "GET", `${token}/`, GUEST)).json() as { totals: { shipping_protection_cents: number; tax_cents: number; total_cents: number; breakdown: Array<{ key: string }> } };
    // $1,000 and $20 shipping at New York City's 8.875 %: no protection fee, and no tax on one.
    expect(state.totals).toMatchObject({ shipping_protection_cents: 0, tax_cents: 90_53, total_cents: 1020_00 + 90_53 });
    expect(state.totals.breakdown.map((row) => row.key)).not.toContain("shipping_protection");

    const on = (await set("false")).cartAttributesUpdate.cart;
    expect(titles(on)).toEqual(["Protection Proof 1000.0", "Shipping Protection 20.0"]);
    const again = (await checkoutCall(t, "GET", `${token}/`, GUEST)).json() as { totals: { shipping_protection_cents: number; total_cents: number } };
    expect(again.totals.shipping_protection_cents).toBe(20_00);
  });
});
