import { DEFAULT_MEMBERSHIP_PLAN } from "@maison/domain/cart/special-lines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { seedDemoDiscountCodes } from "../../src/modules/cart/demo-discount-codes.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { viewerFor } from "../support/cart-fixtures.ts";
import { giftCard } from "../support/wallet-fixtures.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { shopper } from "./favorites-fixtures.ts";

/** The cart fragment and mutations the web cart sends (documented in decision 017). */
const CART_FRAGMENT = /* GraphQL */ `
  fragment CartMoney on MoneyV2 { amount currencyCode }
  fragment CartFields on Cart {
    id checkoutUrl createdAt updatedAt note totalQuantity
    attributes { key value }
    tradesApplied: attribute(key: "tradesApplied") { value }
    buyerIdentity { email countryCode phone customer { id email firstName lastName displayName } }
    cost {
      subtotalAmount { ...CartMoney } totalAmount { ...CartMoney } checkoutChargeAmount { ...CartMoney }
      totalTaxAmount { ...CartMoney } totalDutyAmount { ...CartMoney }
    }
    discountCodes { code applicable }
    discountAllocations { __typename discountedAmount { ...CartMoney } targetType ... on CartCodeDiscountAllocation { code } ... on CartAutomaticDiscountAllocation { title } }
    appliedGiftCards { id lastCharacters amountUsed { ...CartMoney } balance { ...CartMoney } presentmentAmountUsed { ...CartMoney } }
    deliveryGroups(first: 10) { nodes { id } }
    lines(first: 100) {
      pageInfo { hasNextPage endCursor }
      nodes {
        __typename id quantity
        attributes { key value }
        cost { amountPerQuantity { ...CartMoney } compareAtAmountPerQuantity { ...CartMoney } subtotalAmount { ...CartMoney } totalAmount { ...CartMoney } }
        discountAllocations { discountedAmount { ...CartMoney } targetType ... on CartCodeDiscountAllocation { code } }
        sellingPlanAllocation { sellingPlan { id name } }
        merchandise {
          ... on ProductVariant {
            id title sku barcode availableForSale quantityAvailable requiresShipping taxable
            price { ...CartMoney } compareAtPrice { ...CartMoney } unitPrice { ...CartMoney }
            image { url altText width height }
            selectedOptions { name value }
            product { id handle title vendor tags }
          }
        }
      }
    }
  }
`;
const USER_ERRORS = "userErrors { field message code }";
const DOCS = {
  cart: `query Cart($cartId: ID!) { cart(id: $cartId) { ...CartFields } } ${CART_FRAGMENT}`,
  cartCreate: `mutation CartCreate($input: CartInput) { cartCreate(input: $input) { cart { ...CartFields } ${USER_ERRORS} } } ${CART_FRAGMENT}`,
  cartLinesAdd: `mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ...CartFields } ${USER_ERRORS} } } ${CART_FRAGMENT}`,
  cartLinesUpdate: `mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { ...CartFields } ${USER_ERRORS} } } ${CART_FRAGMENT}`,
  cartLinesRemove: `mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ...CartFields } ${USER_ERRORS} } } ${CART_FRAGMENT}`,
  cartAttributesUpdate: `mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { cart { ...CartFields } ${USER_ERRORS} } } ${CART_FRAGMENT}`,
  cartNoteUpdate: `mutation CartNoteUpdate($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { cart { id note checkoutUrl buyerIdentity { email } } ${USER_ERRORS} } }`,
  cartBuyerIdentityUpdate: `mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { ...CartFields } ${USER_ERRORS} } } ${CART_FRAGMENT}`,
  cartDiscountCodesUpdate: `mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) { cart { ...CartFields } ${USER_ERRORS} } } ${CART_FRAGMENT}`,
  cartGiftCardCodesUpdate: `mutation CartGiftCardCodesUpdate($cartId: ID!, $giftCardCodes: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) { cart { ...CartFields } ${USER_ERRORS} } } ${CART_FRAGMENT}`,
};

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
const v: Record<string, string> = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function gql(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Json> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/2024-07/graphql.json",
    headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN, ...headers },
    payload: { query, variables },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

const variantGid = (id: string) => `gid://shopify/ProductVariant/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel"]);
  v.bag = (await insertProduct(db, { handle: "gql-bag", title: "Classic Flap", price_cents: 520_00, original_price_cents: 700_00, tags: ["bc-filter-General View"] })).variant_id;
  v.wallet = (await insertProduct(db, { handle: "gql-wallet", title: "Zip Wallet", price_cents: 80_00 })).variant_id;
  v.sold = (await insertProduct(db, { handle: "gql-sold", state: "sold" })).variant_id;
  await seedDemoDiscountCodes(t.context.db, t.clock.now());
  alice = await shopper(t, { firstName: "Alice" });
  bob = await shopper(t, { firstName: "Bob" });
});
afterAll(async () => t.close());

describe("storefront cart operations", () => {
  it("creates a cart with lines, attributes, a note and an e-mail, and reads it back with Shopify's shapes", async () => {
    const { cartCreate } = await gql(DOCS.cartCreate, {
      input: {
        lines: [{ merchandiseId: variantGid(v.bag!), quantity: 1, attributes: [{ key: "_source", value: "pdp" }] }],
        attributes: [{ key: "checkout_type", value: "web" }],
        note: "Please gift wrap",
        buyerIdentity: { email: "guest@maison.test", countryCode: "US" },
      },
    });
    expect(cartCreate.userErrors).toEqual([]);
    const cart = cartCreate.cart;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[^/?]+$/);
    expect(cart.checkoutUrl).toMatch(/^http:\/\/localhost:\d+\/checkouts\//);
    // The cart rules add shipping protection ($10 for $520 of items, spec 1 §9) beside the bag.
    expect(cart).toMatchObject({
      note: "Please gift wrap",
      totalQuantity: 2,
      buyerIdentity: { email: "guest@maison.test", countryCode: "US", phone: null, customer: null },
      cost: { subtotalAmount: { amount: "530.0", currencyCode: "USD" }, totalTaxAmount: null, totalDutyAmount: null },
      discountCodes: [],
      appliedGiftCards: [],
      deliveryGroups: { nodes: [] },
    });
    expect(cart.attributes).toEqual(expect.arrayContaining([{ key: "checkout_type", value: "web" }]));
    const bagLine = cart.lines.nodes.find((l: Json) => l.merchandise.id === variantGid(v.bag!));
    expect(bagLine).toMatchObject({
      __typename: "CartLine",
      id: expect.stringMatching(/^gid:\/\/shopify\/CartLine\//),
      quantity: 1,
      attributes: [{ key: "_source", value: "pdp" }],
      cost: { amountPerQuantity: { amount: "520.0" }, compareAtAmountPerQuantity: { amount: "700.0" }, subtotalAmount: { amount: "520.0" }, totalAmount: { amount: "520.0" } },
      sellingPlanAllocation: null,
      merchandise: {
        title: "Default Title",
        availableForSale: true,
        quantityAvailable: 1,
        requiresShipping: true,
        taxable: true,
        barcode: null,
        price: { amount: "520.0", currencyCode: "USD" },
        // The piece's size, color and condition (decision 071).
        selectedOptions: [
          { name: "Size", value: "Medium" },
          { name: "Color", value: "Black" },
          { name: "Condition", value: "Excellent" },
        ],
        product: { handle: "gql-bag", title: "Classic Flap", vendor: "Chanel", tags: ["bc-filter-General View"] },
      },
    });
    // Shopify appends ?key=… to cart ids; the query part is accepted and ignored.
    const { cart: read } = await gql(DOCS.cart, { cartId: `${cart.id}?key=0123456789abcdef` });
    expect(read.id).toBe(cart.id);
    expect(read.lines.nodes.map((l: Json) => l.id)).toEqual(cart.lines.nodes.map((l: Json) => l.id));
  });

  it("adds, updates and removes lines, with the membership plan's selling plan", async () => {
    const { cartCreate } = await gql(DOCS.cartCreate, { input: { lines: [{ merchandiseId: variantGid(v.bag!) }] } });
    const cartId = cartCreate.cart.id;
    const added = (
      await gql(DOCS.cartLinesAdd, {
        cartId,
        lines: [
          { merchandiseId: variantGid(v.wallet!) },
          { merchandiseId: variantGid(DEFAULT_MEMBERSHIP_PLAN.variantId), quantity: 3, sellingPlanId: DEFAULT_MEMBERSHIP_PLAN.sellingPlanId },
        ],
      })
    ).cartLinesAdd;
    expect(added.userErrors).toEqual([]);
    const membership = added.cart.lines.nodes.find((l: Json) => l.merchandise.id === variantGid(DEFAULT_MEMBERSHIP_PLAN.variantId));
    expect(membership).toMatchObject({
      quantity: 1,
      sellingPlanAllocation: { sellingPlan: { id: DEFAULT_MEMBERSHIP_PLAN.sellingPlanId, name: DEFAULT_MEMBERSHIP_PLAN.title } },
      merchandise: { requiresShipping: false, product: { handle: DEFAULT_MEMBERSHIP_PLAN.productHandle } },
    });
    const walletLine = added.cart.lines.nodes.find((l: Json) => l.merchandise.id === variantGid(v.wallet!));
    const updated = (await gql(DOCS.cartLinesUpdate, { cartId, lines: [{ id: walletLine.id, attributes: [{ key: "gift", value: "yes" }] }] })).cartLinesUpdate;
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.lines.nodes.find((l: Json) => l.id === walletLine.id).attributes).toEqual([{ key: "gift", value: "yes" }]);
    const removed = (await gql(DOCS.cartLinesRemove, { cartId, lineIds: [walletLine.id] })).cartLinesRemove;
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart.lines.nodes.map((l: Json) => l.merchandise.id)).not.toContain(variantGid(v.wallet!));
    expect(removed.cart.lines.nodes.map((l: Json) => l.merchandise.id)).toContain(variantGid(v.bag!));
  });

  it("keeps the shipping-protection line at one unit, recomputed by the cart, whatever a client asks of it (decision 071)", async () => {
    const { cartCreate } = await gql(DOCS.cartCreate, { input: { lines: [{ merchandiseId: variantGid(v.bag!) }] } });
    const cartId = cartCreate.cart.id;
    const isProtection = (l: Json) => l.merchandise.product.handle !== "gql-bag";
    const protection = cartCreate.cart.lines.nodes.find(isProtection);
    expect(protection).toMatchObject({ quantity: 1 });
    const raised = (await gql(DOCS.cartLinesUpdate, { cartId, lines: [{ id: protection.id, quantity: 3 }] })).cartLinesUpdate;
    expect(raised.cart.lines.nodes.filter(isProtection).map((l: Json) => l.quantity)).toEqual([1]);
    const removed = (await gql(DOCS.cartLinesRemove, { cartId, lineIds: [protection.id] })).cartLinesRemove;
    expect(removed.cart.lines.nodes.filter(isProtection).map((l: Json) => l.quantity)).toEqual([1]);
    expect(removed.cart.totalQuantity).toBe(2);
  });

  it("updates attributes, note and buyer identity", async () => {
    const cartId = (await gql(DOCS.cartCreate, { input: { lines: [{ merchandiseId: variantGid(v.bag!) }] } })).cartCreate.cart.id;
    const attributes = (await gql(DOCS.cartAttributesUpdate, { cartId, attributes: [{ key: "gift_message", value: "Happy birthday" }] })).cartAttributesUpdate;
    expect(attributes.userErrors).toEqual([]);
    expect(attributes.cart.attributes).toEqual(expect.arrayContaining([{ key: "gift_message", value: "Happy birthday" }]));
    const note = (await gql(DOCS.cartNoteUpdate, { cartId, note: "Leave with the concierge" })).cartNoteUpdate;
    expect(note).toEqual({ cart: { id: cartId, note: "Leave with the concierge", checkoutUrl: expect.any(String), buyerIdentity: { email: null } }, userErrors: [] });
    const identity = (await gql(DOCS.cartBuyerIdentityUpdate, { cartId, buyerIdentity: { email: "ines@maison.test", countryCode: "FR" } })).cartBuyerIdentityUpdate;
    expect(identity.userErrors).toEqual([]);
    expect(identity.cart.buyerIdentity).toMatchObject({ email: "ines@maison.test", countryCode: "FR" });
  });

  it("applies discount codes and gift cards, with the spec's messages as userErrors", async () => {
    const cartId = (await gql(DOCS.cartCreate, { input: { lines: [{ merchandiseId: variantGid(v.bag!) }] } })).cartCreate.cart.id;
    const applied = (await gql(DOCS.cartDiscountCodesUpdate, { cartId, discountCodes: ["WELCOME10"] })).cartDiscountCodesUpdate;
    expect(applied.userErrors).toEqual([]);
    expect(applied.cart.discountCodes).toEqual([{ code: "WELCOME10", applicable: true }]);
    const bagLine = applied.cart.lines.nodes.find((l: Json) => l.merchandise.id === variantGid(v.bag!));
    expect(bagLine.discountAllocations).toEqual([{ code: "WELCOME10", discountedAmount: { amount: "52.0", currencyCode: "USD" }, targetType: "LINE_ITEM" }]);
    expect(applied.cart.discountAllocations.every((a: Json) => ["CartCodeDiscountAllocation", "CartAutomaticDiscountAllocation"].includes(a.__typename))).toBe(true);
    // A Shopify client sums line and cart allocations: the code is counted once, and that sum is what the total saves.
    const cents = (money: Json) => Math.round(Number(money.amount) * 100);
    const allocated = [...applied.cart.discountAllocations, ...applied.cart.lines.nodes.flatMap((l: Json) => l.discountAllocations)];
    const allocatedCents = allocated.reduce((sum: number, a: Json) => sum + cents(a.discountedAmount), 0);
    expect(allocatedCents).toBe(52_00);
    expect(cents(applied.cart.cost.subtotalAmount) - cents(applied.cart.cost.totalAmount)).toBe(allocatedCents);
    const refused = (await gql(DOCS.cartDiscountCodesUpdate, { cartId, discountCodes: ["NOPE-NOT-A-CODE"] })).cartDiscountCodesUpdate;
    expect(refused.userErrors).toEqual([{ field: ["discountCodes", "0"], message: expect.any(String), code: expect.any(String) }]);
    expect(refused.cart.discountCodes).toEqual([]);

    const card = await giftCard(t, 100_00);
    const withCard = (await gql(DOCS.cartGiftCardCodesUpdate, { cartId, giftCardCodes: [card.code] })).cartGiftCardCodesUpdate;
    expect(withCard.userErrors).toEqual([]);
    expect(withCard.cart.appliedGiftCards).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/AppliedGiftCard\//),
        lastCharacters: card.code.slice(-4),
        amountUsed: { amount: "100.0", currencyCode: "USD" },
        presentmentAmountUsed: { amount: "100.0", currencyCode: "USD" },
        balance: { amount: "100.0", currencyCode: "USD" },
      },
    ]);
  });

  it("answers unreadable or unknown ids with cart null and Shopify-shaped userErrors", async () => {
    const cartId = (await gql(DOCS.cartCreate, { input: {} })).cartCreate.cart.id;
    for (const badId of ["gid://shopify/Cart/does-not-exist", "not-a-gid", "gid://shopify/Product/1"]) {
      const { cartNoteUpdate } = await gql(DOCS.cartNoteUpdate, { cartId: badId, note: "x" });
      expect(cartNoteUpdate).toEqual({ cart: null, userErrors: [{ field: ["cartId"], message: expect.any(String), code: expect.any(String) }] });
      expect((await gql(DOCS.cart, { cartId: badId })).cart).toBeNull();
    }
    const badMerchandise = (await gql(DOCS.cartLinesAdd, { cartId, lines: [{ merchandiseId: "gid://shopify/Product/1" }] })).cartLinesAdd;
    expect(badMerchandise).toEqual({ cart: null, userErrors: [{ field: ["lines", "0", "merchandiseId"], message: expect.stringContaining("does not exist"), code: "INVALID" }] });
    const unknownVariant = (await gql(DOCS.cartLinesAdd, { cartId, lines: [{ merchandiseId: variantGid("1") }] })).cartLinesAdd;
    expect(unknownVariant.userErrors).toEqual([{ field: expect.arrayContaining(["lines", "0"]), message: expect.any(String), code: expect.any(String) }]);
    const badLine = (await gql(DOCS.cartLinesRemove, { cartId, lineIds: ["gid://shopify/CartLine/none"] })).cartLinesRemove;
    expect(badLine.userErrors).toHaveLength(1);
    expect(badLine.userErrors[0]).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });

  it("keeps a signed-in user's cart from other users and visitors, through cookie or Authorization sessions", async () => {
    const created = (await gql(DOCS.cartCreate, { input: { lines: [{ merchandiseId: variantGid(v.wallet!) }] } }, alice.headers)).cartCreate;
    const cartId = created.cart.id;
    expect(created.cart.buyerIdentity).toMatchObject({
      email: alice.email,
      customer: { id: `gid://shopify/Customer/${alice.id}`, email: alice.email, firstName: "Alice", displayName: expect.stringContaining("Alice") },
    });
    expect((await gql(DOCS.cart, { cartId }, alice.headers)).cart.id).toBe(cartId);
    expect((await gql(DOCS.cart, { cartId }, { cookie: `auth_token=${alice.token}` })).cart.id).toBe(cartId);
    expect((await gql(DOCS.cart, { cartId }, bob.headers)).cart).toBeNull();
    expect((await gql(DOCS.cart, { cartId })).cart).toBeNull();
    const { nodes } = await gql(`query N($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [cartId] }, bob.headers);
    expect(nodes).toEqual([null]);
    const hijack = (await gql(DOCS.cartNoteUpdate, { cartId, note: "mine now" }, bob.headers)).cartNoteUpdate;
    expect(hijack.cart).toBeNull();
    expect(hijack.userErrors[0].field).toEqual(["cartId"]);
    expect((await gql(DOCS.cart, { cartId }, alice.headers)).cart.note).toBe("");
  });

  it("reads a cart through nodes, and a sold item shows as unavailable", async () => {
    const created = (await gql(DOCS.cartCreate, { input: { lines: [{ merchandiseId: variantGid(v.wallet!) }] } })).cartCreate;
    const { nodes } = await gql(`query N($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Cart { totalQuantity } } }`, { ids: [created.cart.id] });
    expect(nodes).toEqual([{ __typename: "Cart", id: created.cart.id, totalQuantity: created.cart.totalQuantity }]);
    const sold = (await gql(DOCS.cartLinesAdd, { cartId: created.cart.id, lines: [{ merchandiseId: variantGid(v.sold!) }] })).cartLinesAdd;
    const soldLine = sold.cart?.lines.nodes.find((l: Json) => l.merchandise.id === variantGid(v.sold!));
    // Either refused with a userError or added and flagged unavailable, never sold as available.
    if (soldLine) expect(soldLine.merchandise.availableForSale).toBe(false);
    else expect(sold.userErrors.length).toBeGreaterThan(0);
  });

  it("reads a checked-out cart as null, through cart and nodes, as Shopify does, so the pieces bought leave the shopper's bag", async () => {
    const created = (await gql(DOCS.cartCreate, { input: { lines: [{ merchandiseId: variantGid(v.bag!) }] } }, alice.headers)).cartCreate;
    const cartId: string = created.cart.id;
    expect((await gql(DOCS.cart, { cartId }, alice.headers)).cart.totalQuantity).toBeGreaterThan(0);
    const { inTransaction } = await import("../../src/db/transaction.ts");
    const token = cartId.replace("gid://shopify/Cart/", "").replace(/\?.*$/, "");
    expect(await inTransaction(t.context.db, (tx) => t.context.services.cart.markCompleted(tx, token, "ord_gql_1"))).toBe(true);

    expect((await gql(DOCS.cart, { cartId }, alice.headers)).cart).toBeNull();
    const { nodes } = await gql(`query N($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [cartId] }, alice.headers);
    expect(nodes).toEqual([null]);
    const change = (await gql(DOCS.cartLinesAdd, { cartId, lines: [{ merchandiseId: variantGid(v.wallet!) }] }, alice.headers)).cartLinesAdd;
    expect(change).toEqual({ cart: null, userErrors: [{ field: ["cartId"], message: "This cart has been checked out and can no longer be changed.", code: "INVALID" }] });
    // The checkout still reads its own cart (a retried completion answers with the same order).
    expect((await t.context.services.cart.get(token, viewerFor(alice)))?.completedOrderId).toBe("ord_gql_1");
  });
});

describe("code entries are throttled (guessing gift-card codes)", () => {
  async function gqlFrom(ip: string, query: string, variables: Record<string, unknown>): Promise<Json> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/2024-07/graphql.json",
      remoteAddress: ip,
      headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
      payload: { query, variables },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }
  const newCart = async (ip: string) =>
    (await gqlFrom(ip, DOCS.cartCreate, { input: { lines: [{ merchandiseId: variantGid(v.bag!) }] } })).cartCreate.cart.id as string;
  const wrongCode = (i: number) => `WRONGCODE${String(i).padStart(7, "0")}`;

  it("ten refused codes on a cart stop it for the window; codes that work never count; the address is limited across carts", async () => {
    const ip = "203.0.113.7";
    const cartId = await newCart(ip);
    for (let i = 0; i < 12; i++) {
      expect((await gqlFrom(ip, DOCS.cartDiscountCodesUpdate, { cartId, discountCodes: ["WELCOME10"] })).cartDiscountCodesUpdate.userErrors).toEqual([]);
    }
    for (let i = 0; i < 10; i++) {
      const refused = (await gqlFrom(ip, DOCS.cartGiftCardCodesUpdate, { cartId, giftCardCodes: [wrongCode(i)] })).cartGiftCardCodesUpdate;
      expect(refused.userErrors[0].message).toBe("This gift card code is not valid.");
    }
    const card = await giftCard(t, 40_00);
    const stopped = (await gqlFrom(ip, DOCS.cartGiftCardCodesUpdate, { cartId, giftCardCodes: [card.code] })).cartGiftCardCodesUpdate;
    expect(stopped.userErrors).toEqual([{ field: ["giftCardCodes"], message: "Too many codes were tried. Please wait a few minutes and try again.", code: "INVALID" }]);
    expect(stopped.cart.appliedGiftCards).toEqual([]);
    const discount = (await gqlFrom(ip, DOCS.cartDiscountCodesUpdate, { cartId, discountCodes: ["MAISON50"] })).cartDiscountCodesUpdate;
    expect(JSON.parse(discount.userErrors[0].message)).toEqual({ code: "too_many_code_attempts", message: "Too many codes were tried. Please wait a few minutes and try again." });

    // Twenty more refusals on two fresh carts bring the address to its 30; a fourth cart is stopped at once.
    for (const other of [await newCart(ip), await newCart(ip)]) {
      for (let i = 0; i < 10; i++) await gqlFrom(ip, DOCS.cartGiftCardCodesUpdate, { cartId: other, giftCardCodes: [wrongCode(100 + i)] });
    }
    const fourth = await newCart(ip);
    expect((await gqlFrom(ip, DOCS.cartGiftCardCodesUpdate, { cartId: fourth, giftCardCodes: [card.code] })).cartGiftCardCodesUpdate.userErrors[0].message).toMatch(/Too many codes/);
    // Another address is not affected.
    const elsewhere = await newCart("198.51.100.9");
    expect((await gqlFrom("198.51.100.9", DOCS.cartGiftCardCodesUpdate, { cartId: elsewhere, giftCardCodes: [card.code] })).cartGiftCardCodesUpdate.userErrors).toEqual([]);

    t.clock.advance(16 * 60_000);
    const later = (await gqlFrom(ip, DOCS.cartGiftCardCodesUpdate, { cartId, giftCardCodes: [card.code] })).cartGiftCardCodesUpdate;
    expect(later.userErrors).toEqual([]);
    expect(later.cart.appliedGiftCards).toHaveLength(1);
  });
});
