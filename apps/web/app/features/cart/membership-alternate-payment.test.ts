import { describe, expect, it } from "vitest";
import { DEFAULT_MEMBERSHIP_PLAN } from "@maison/domain/cart/special-lines";
import type { Cart } from "./cart-model.ts";
import { testCart, testLine } from "./cart-test-fixtures.ts";
import {
  ALTERNATE_PAYMENT_KEY,
  offersSeparateMembershipPayment,
  resumeAfterSeparateMembershipPayment,
  startSeparateMembershipPayment,
  type AlternatePaymentFlag,
  type AlternatePaymentFlagStore,
} from "./membership-alternate-payment.ts";
import type { CartCallResult, CartLineInput, StorefrontCartClient } from "./storefront-client.ts";

const MEMBERSHIP_VARIANT = `gid://shopify/ProductVariant/${DEFAULT_MEMBERSHIP_PLAN.variantId}`;
const membership = testLine({
  id: "line-m",
  merchandiseId: MEMBERSHIP_VARIANT,
  productId: "gid://shopify/Product/7000000000001",
  sellingPlanId: DEFAULT_MEMBERSHIP_PLAN.sellingPlanId,
  priceCents: 5000,
});
const bag = testLine({ id: "line-bag", merchandiseId: "gid://shopify/ProductVariant/49000000000001" });
const BAG_CART = "gid://shopify/Cart/items";

function memoryFlags(initial: AlternatePaymentFlag | null = null) {
  let flag = initial;
  const writes: Array<AlternatePaymentFlag | null> = [];
  const store: AlternatePaymentFlagStore = {
    read: () => flag,
    write: (f) => {
      flag = f;
      writes.push(f);
    },
    clear: () => {
      flag = null;
      writes.push(null);
    },
  };
  return { store, writes, current: () => flag };
}

/** A cart client over a map of carts, recording each call in order. */
function fakeClient(carts: Map<string, Cart>, options: { failCreate?: boolean } = {}) {
  const calls: string[] = [];
  let next = 1;
  const ok = (cart: Cart): CartCallResult => ({ cart, userErrors: [] });
  const client: Partial<StorefrontCartClient> = {
    async get(id) {
      calls.push(`get ${id}`);
      return { cart: carts.get(id) ?? null, userErrors: [] };
    },
    async removeLines(id, lineIds) {
      calls.push(`remove ${id} ${lineIds.join(",")}`);
      const cart = carts.get(id)!;
      const updated = { ...cart, lines: cart.lines.filter((l) => !lineIds.includes(l.id)) };
      carts.set(id, updated);
      return ok(updated);
    },
    async create(input) {
      calls.push(`create ${(input.lines ?? []).map((l) => `${l.merchandiseId}@${l.sellingPlanId ?? ""}`).join(",")} ${JSON.stringify(input.attributes ?? [])} ${input.buyerIdentity?.email ?? ""}`);
      if (options.failCreate) return { cart: null, userErrors: null };
      const id = `gid://shopify/Cart/m${next++}`;
      const cart = testCart({ id, lines: (input.lines ?? []).map((l) => ({ ...membership, merchandiseId: l.merchandiseId })) });
      carts.set(id, cart);
      return ok(cart);
    },
    async addLines(id, lines: CartLineInput[]) {
      calls.push(`add ${id} ${lines.map((l) => `${l.merchandiseId}@${l.sellingPlanId ?? ""}`).join(",")}`);
      const cart = carts.get(id)!;
      const updated = { ...cart, lines: [...cart.lines, ...lines.map((l, i) => ({ ...membership, id: `again-${i}`, merchandiseId: l.merchandiseId }))] };
      carts.set(id, updated);
      return ok(updated);
    },
  };
  return { client: client as StorefrontCartClient, calls };
}

describe("when paying the membership separately is offered (decision 030)", () => {
  it("only to a signed-in shopper whose bag holds a membership line and a piece that can be bought", () => {
    const both = testCart({ id: BAG_CART, lines: [bag, membership] });
    expect(offersSeparateMembershipPayment(both, true)).toBe(true);
    expect(offersSeparateMembershipPayment(both, false)).toBe(false);
    expect(offersSeparateMembershipPayment(testCart({ id: BAG_CART, lines: [membership] }), true)).toBe(false);
    expect(offersSeparateMembershipPayment(testCart({ id: BAG_CART, lines: [bag] }), true)).toBe(false);
    expect(offersSeparateMembershipPayment(testCart({ id: BAG_CART, lines: [{ ...bag, availableForSale: false }, membership] }), true)).toBe(false);
    expect(offersSeparateMembershipPayment(null, true)).toBe(false);
  });
});

describe("the alternate-payment membership flow (spec 1 §4)", () => {
  it("stores the flag, removes the membership line, then creates a membership-only cart marked rPlusAlternate", async () => {
    const carts = new Map([[BAG_CART, testCart({ id: BAG_CART, lines: [bag, membership] })]]);
    const { client, calls } = fakeClient(carts);
    const flags = memoryFlags();
    const outcome = await startSeparateMembershipPayment({ client, flags: flags.store, email: "ines@example.com" }, carts.get(BAG_CART)!);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(flags.writes[0]).toEqual({ itemsCartId: BAG_CART, membershipCartId: null, membershipLine: { merchandiseId: MEMBERSHIP_VARIANT, quantity: 1, sellingPlanId: DEFAULT_MEMBERSHIP_PLAN.sellingPlanId } });
    expect(calls).toEqual([
      `remove ${BAG_CART} line-m`,
      `create ${MEMBERSHIP_VARIANT}@${DEFAULT_MEMBERSHIP_PLAN.sellingPlanId} [{"key":"${ALTERNATE_PAYMENT_KEY}","value":"true"}] ines@example.com`,
    ]);
    expect(outcome.itemsCart.lines.map((l) => l.id)).toEqual(["line-bag"]);
    expect(outcome.membershipCart.lines.map((l) => l.merchandiseId)).toEqual([MEMBERSHIP_VARIANT]);
    expect(flags.current()).toMatchObject({ itemsCartId: BAG_CART, membershipCartId: outcome.membershipCart.id });
  });

  it("puts the line back and clears the flag when the membership cart cannot be created", async () => {
    const carts = new Map([[BAG_CART, testCart({ id: BAG_CART, lines: [bag, membership] })]]);
    const { client, calls } = fakeClient(carts, { failCreate: true });
    const flags = memoryFlags();
    const outcome = await startSeparateMembershipPayment({ client, flags: flags.store, email: null }, carts.get(BAG_CART)!);
    expect(outcome.ok).toBe(false);
    expect(calls.at(-1)).toBe(`add ${BAG_CART} ${MEMBERSHIP_VARIANT}@${DEFAULT_MEMBERSHIP_PLAN.sellingPlanId}`);
    expect(flags.current()).toBeNull();
  });

  const flagged = (membershipCartId: string | null): AlternatePaymentFlag => ({
    itemsCartId: BAG_CART,
    membershipCartId,
    membershipLine: { merchandiseId: MEMBERSHIP_VARIANT, quantity: 1, sellingPlanId: DEFAULT_MEMBERSHIP_PLAN.sellingPlanId! },
  });

  it("does nothing while on a checkout page: leaving for the membership checkout is not a return", async () => {
    const carts = new Map([[BAG_CART, testCart({ id: BAG_CART, lines: [bag] })]]);
    const { client, calls } = fakeClient(carts);
    const flags = memoryFlags(flagged("gid://shopify/Cart/m1"));
    const outcome = await resumeAfterSeparateMembershipPayment({ client, flags: flags.store, checkoutCompleted: async () => true }, "/checkouts/m1");
    expect(outcome).toEqual({ kind: "none" });
    expect(calls).toEqual([]);
    expect(flags.current()).not.toBeNull();
  });

  it("on return after the membership was paid: clears the flag and continues with the bag's checkout", async () => {
    const carts = new Map([[BAG_CART, testCart({ id: BAG_CART, lines: [bag] })]]);
    const { client } = fakeClient(carts);
    const flags = memoryFlags(flagged("gid://shopify/Cart/m1?key=abc"));
    const asked: string[] = [];
    const outcome = await resumeAfterSeparateMembershipPayment(
      { client, flags: flags.store, checkoutCompleted: async (token) => (asked.push(token), true) },
      "/thank_you",
    );
    expect(asked).toEqual(["m1"]);
    expect(outcome).toMatchObject({ kind: "continue", cart: { id: BAG_CART } });
    expect(flags.current()).toBeNull();
    // Once cleared, a later page does nothing.
    expect(await resumeAfterSeparateMembershipPayment({ client, flags: flags.store, checkoutCompleted: async () => true }, "/")).toEqual({ kind: "none" });
  });

  it("on return without paying: the membership line goes back into the bag, which is shown", async () => {
    const carts = new Map([[BAG_CART, testCart({ id: BAG_CART, lines: [bag] })]]);
    const { client, calls } = fakeClient(carts);
    const flags = memoryFlags(flagged("gid://shopify/Cart/m1"));
    const outcome = await resumeAfterSeparateMembershipPayment({ client, flags: flags.store, checkoutCompleted: async () => false }, "/");
    expect(outcome.kind).toBe("show");
    expect(calls.at(-1)).toBe(`add ${BAG_CART} ${MEMBERSHIP_VARIANT}@${DEFAULT_MEMBERSHIP_PLAN.sellingPlanId}`);
    expect(flags.current()).toBeNull();
  });

  it("when the membership's checkout cannot be read, shows the bag as it is rather than risk paying twice", async () => {
    const carts = new Map([[BAG_CART, testCart({ id: BAG_CART, lines: [bag] })]]);
    const { client, calls } = fakeClient(carts);
    const flags = memoryFlags(flagged("gid://shopify/Cart/m1"));
    const outcome = await resumeAfterSeparateMembershipPayment({ client, flags: flags.store, checkoutCompleted: async () => null }, "/");
    expect(outcome).toMatchObject({ kind: "show", cart: { id: BAG_CART } });
    expect(calls.some((c) => c.startsWith("add"))).toBe(false);
  });
});
