import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { seedDemoDiscountCodes } from "../../src/modules/cart/demo-discount-codes.ts";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { giftCard } from "../support/wallet-fixtures.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { shopper } from "./favorites-fixtures.ts";

/** What Storefront API 2025-01 adds to 2024-07 (decision 081), asked as any client would. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
const v: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDiscountCodes(t.context.db, t.clock.now());
  const db = t.context.db.kysely;
  for (const [key, fixture] of Object.entries({
    bag: { handle: "v2025-kelly", title: "Kelly 28", vendor: "Hermès", price_cents: 900_00 },
    scarf: { handle: "v2025-carre", title: "Carré 90", vendor: "Hermès", price_cents: 390_00 },
  })) {
    const row = await insertProduct(db, fixture);
    v[key] = `gid://shopify/ProductVariant/${row.variant_id}`;
  }
  alice = await shopper(t, { firstName: "Alice" });
  bob = await shopper(t, { firstName: "Bob" });
});
afterAll(async () => t?.close());

async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}, version = "2025-01") {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/${version}/graphql.json`,
    headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN, ...headers },
    payload: { query, variables },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { data?: Json; errors?: Array<{ message: string }> };
}

const CART = `id lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id } } discountAllocations { discountedAmount { amount } discountApplication { allocationMethod targetSelection targetType value { __typename ... on PricingPercentageValue { percentage } ... on MoneyV2 { amount currencyCode } } } ... on CartCodeDiscountAllocation { code } } } } appliedGiftCards { id lastCharacters }`;
const PAYLOAD = `cart { ${CART} } userErrors { field message code } warnings { code message target }`;
const CREATE = `mutation C($input: CartInput!) { cartCreate(input: $input) { ${PAYLOAD} } }`;
const ADD = `mutation A($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const CODES = `mutation D($cartId: ID!, $discountCodes: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) { ${PAYLOAD} } }`;
const CARDS = `mutation G($cartId: ID!, $giftCardCodes: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) { ${PAYLOAD} } }`;
const REMOVE_CARDS = `mutation R($cartId: ID!, $appliedGiftCardIds: [ID!]!) { cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds) { ${PAYLOAD} } }`;

async function newCart(variant: string, headers: Record<string, string> = {}) {
  const created = (await gql(CREATE, { input: { lines: [{ merchandiseId: variant }] } }, headers)).data.cartCreate;
  expect(created.userErrors).toEqual([]);
  return created.cart;
}

describe("Storefront API 2025-01", () => {
  it("warns when a piece already in the cart is added again: the line keeps its one unit", async () => {
    const cart = await newCart(v.scarf!);
    const added = (await gql(ADD, { cartId: cart.id, lines: [{ merchandiseId: v.scarf!, quantity: 1 }] })).data.cartLinesAdd;
    expect(added.userErrors).toEqual([]);
    const line = added.cart.lines.nodes.find((l: Json) => l.merchandise.id === v.scarf!);
    expect(line.quantity).toBe(1);
    expect(added.warnings).toEqual([{ code: "MERCHANDISE_NOT_ENOUGH_STOCK", message: "Only 1 item was added to your cart due to availability.", target: line.id }]);
    // A mutation that changes no quantity warns of nothing.
    expect((await gql(CODES, { cartId: cart.id, discountCodes: [] })).data.cartDiscountCodesUpdate.warnings).toEqual([]);
  });

  it("gives every discount allocation its application: a percentage code's percentage, a fixed code's amount on that line", async () => {
    const cart = await newCart(v.bag!);
    const percent = (await gql(CODES, { cartId: cart.id, discountCodes: ["WELCOME10"] })).data.cartDiscountCodesUpdate;
    const bagLine = (c: Json) => c.lines.nodes.find((l: Json) => l.merchandise.id === v.bag!);
    expect(bagLine(percent.cart).discountAllocations).toEqual([
      {
        code: "WELCOME10",
        discountedAmount: { amount: "90.0" },
        discountApplication: { allocationMethod: "ACROSS", targetSelection: "ALL", targetType: "LINE_ITEM", value: { __typename: "PricingPercentageValue", percentage: 10 } },
      },
    ]);
    const fixed = (await gql(CODES, { cartId: cart.id, discountCodes: ["MAISON50"] })).data.cartDiscountCodesUpdate;
    expect(bagLine(fixed.cart).discountAllocations).toEqual([
      {
        code: "MAISON50",
        discountedAmount: { amount: "50.0" },
        discountApplication: { allocationMethod: "ACROSS", targetSelection: "ALL", targetType: "LINE_ITEM", value: { __typename: "MoneyV2", amount: "50.0", currencyCode: "USD" } },
      },
    ]);
  });

  it("cartGiftCardCodesRemove takes an applied card off; an id not applied is a userError and the cart is unchanged", async () => {
    const cart = await newCart(v.scarf!);
    const card = await giftCard(t, 40_00);
    const applied = (await gql(CARDS, { cartId: cart.id, giftCardCodes: [card.code] })).data.cartGiftCardCodesUpdate;
    expect(applied.cart.appliedGiftCards).toHaveLength(1);
    const cardId = applied.cart.appliedGiftCards[0].id;
    const unknown = (await gql(REMOVE_CARDS, { cartId: cart.id, appliedGiftCardIds: ["gid://shopify/AppliedGiftCard/nope"] })).data.cartGiftCardCodesRemove;
    expect(unknown.userErrors).toEqual([{ field: ["appliedGiftCardIds", "0"], message: "This gift card is not applied to the cart.", code: "INVALID" }]);
    expect(unknown.cart.appliedGiftCards).toHaveLength(1);
    const removed = (await gql(REMOVE_CARDS, { cartId: cart.id, appliedGiftCardIds: [cardId] })).data.cartGiftCardCodesRemove;
    expect(removed).toMatchObject({ userErrors: [], warnings: [] });
    expect(removed.cart.appliedGiftCards).toEqual([]);
  });

  it("two racing removals of one card leave exactly one outcome: one removes it, the other finds it gone", async () => {
    const cart = await newCart(v.bag!);
    const card = await giftCard(t, 60_00);
    const cardId = (await gql(CARDS, { cartId: cart.id, giftCardCodes: [card.code] })).data.cartGiftCardCodesUpdate.cart.appliedGiftCards[0].id;
    const results = await Promise.all([0, 1].map(() => gql(REMOVE_CARDS, { cartId: cart.id, appliedGiftCardIds: [cardId] })));
    const payloads = results.map((r) => r.data.cartGiftCardCodesRemove);
    expect(payloads.filter((p) => p.userErrors.length === 0)).toHaveLength(1);
    expect(payloads.filter((p) => p.userErrors[0]?.message === "This gift card is not applied to the cart.")).toHaveLength(1);
    expect(payloads.every((p) => p.cart.appliedGiftCards.length === 0)).toBe(true);
  });

  it("keeps a signed-in user's cart from another user: no cart, no delivery, no gift-card removal", async () => {
    const cart = await newCart(v.bag!, alice.headers);
    const read = `query Q($id: ID!) { cart(id: $id) { id buyerIdentity { deliveryAddressPreferences { ... on MailingAddress { zip } } } deliveryGroups(first: 10) { nodes { id } } } }`;
    expect((await gql(read, { id: cart.id }, alice.headers)).data.cart).toEqual({ id: cart.id, buyerIdentity: { deliveryAddressPreferences: [] }, deliveryGroups: { nodes: [] } });
    expect((await gql(read, { id: cart.id }, bob.headers)).data.cart).toBeNull();
    const hijack = (await gql(REMOVE_CARDS, { cartId: cart.id, appliedGiftCardIds: [] }, bob.headers)).data.cartGiftCardCodesRemove;
    expect(hijack.cart).toBeNull();
    expect(hijack.userErrors[0].field).toEqual(["cartId"]);
  });

  it("leaves 2024-07 as it was: the 2025-01 fields are unknown there", async () => {
    const refused = await gql(`mutation { cartCreate { cart { id } warnings { code } } }`, {}, {}, "2024-07");
    expect(refused.errors?.map((e) => e.message)).toEqual(['Cannot query field "warnings" on type "CartCreatePayload".']);
    const removal = await gql(`mutation { cartGiftCardCodesRemove(cartId: "x", appliedGiftCardIds: []) { cart { id } } }`, {}, {}, "2024-07");
    expect(removal.errors?.[0]?.message).toMatch(/^Cannot query field "cartGiftCardCodesRemove" on type "Mutation"\./);
    // 2025-01 is also served without the .json suffix, as the SDK posts it.
    const plain = await t.app.inject({ method: "POST", url: "/api/2025-01/graphql", headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN }, payload: { query: "{ cart(id: \"gid://shopify/Cart/none\") { id } }" } });
    expect(plain.json()).toEqual({ data: { cart: null } });
  });
});
