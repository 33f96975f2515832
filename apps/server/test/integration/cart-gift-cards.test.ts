import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartService } from "../../src/modules/cart/cart.service.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { viewerFor, VISITOR_CART_VIEWER } from "../support/cart-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { shopper } from "./favorites-fixtures.ts";
import type { SignedInUser } from "./account-fixtures.ts";

let t: TestApp;
let cart: CartService;
let alice: SignedInUser;
let bob: SignedInUser;
const v: Record<string, string> = {};
let bearer: string;
let aliceGfy: string;
let bobCredit: string;

beforeAll(async () => {
  t = await createTestApp();
  cart = t.context.services.cart;
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel"]);
  v.bag300 = (await insertProduct(db, { price_cents: 300_00 })).variant_id;
  v.bag2000 = (await insertProduct(db, { price_cents: 2000_00 })).variant_id;
  alice = await shopper(t, { firstName: "Alice" });
  bob = await shopper(t, { firstName: "Bob" });
  const wallet = t.context.services.wallet;
  bearer = (await wallet.issueGiftCard({ amountCents: 100_00, idempotencyKey: "gc-bearer", reference: "test", code: "MAISONGIFT2026AB" })).code!;
  aliceGfy = (await wallet.creditStoreCredit({ userId: alice.id, amountCents: 200_00, idempotencyKey: "gfy-alice", reference: "test", giftForYou: true })).code!;
  bobCredit = (await wallet.creditStoreCredit({ userId: bob.id, amountCents: 50_00, idempotencyKey: "sc-bob", reference: "test" })).code!;
});
afterAll(async () => {
  await t.close();
});

describe("gift card codes on the cart (spec 1 §4, §5)", () => {
  it("applies a card by its code, shows its last 4 characters and what it pays", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag300! }] }, VISITOR_CART_VIEWER);
    const applied = await cart.updateGiftCardCodes(c!.id, ["maison-gift-2026-ab"], VISITOR_CART_VIEWER);
    expect(applied.userErrors).toEqual([]);
    expect(applied.cart!.appliedGiftCards).toEqual([{ id: expect.any(String), lastCharacters: "26AB", amountUsedCents: 100_00, balanceCents: 100_00, isStoreCredit: false }]);
    expect(applied.cart!.totalCents).toBe(305_00 - 100_00);
  });

  it("keeps a card named by its last 4 characters and drops the ones not named", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag300! }], giftCardCodes: [bearer] }, VISITOR_CART_VIEWER);
    expect(c!.appliedGiftCards).toHaveLength(1);
    const kept = await cart.updateGiftCardCodes(c!.id, ["26ab"], VISITOR_CART_VIEWER);
    expect(kept.cart!.appliedGiftCards.map((g) => g.lastCharacters)).toEqual(["26AB"]);
    const cleared = await cart.updateGiftCardCodes(c!.id, [], VISITOR_CART_VIEWER);
    expect(cleared.cart!.appliedGiftCards).toEqual([]);
    expect(cleared.cart!.totalCents).toBe(305_00);
  });

  it("unknown codes, and another user's store credit, are not valid", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag300! }] }, viewerFor(alice));
    for (const code of ["ZZZZZZZZZZZZZZZZ", bobCredit, "XY"]) {
      const result = await cart.updateGiftCardCodes(c!.id, [code], viewerFor(alice));
      expect(result.userErrors).toEqual([{ field: ["giftCardCodes"], message: "This gift card code is not valid.", code: "INVALID" }]);
      expect(result.cart!.appliedGiftCards).toEqual([]);
    }
    const own = await cart.create({ lines: [{ merchandiseId: v.bag300! }], giftCardCodes: [bobCredit] }, viewerFor(bob));
    expect(own.cart!.appliedGiftCards).toMatchObject([{ amountUsedCents: 50_00 }]);
  });

  it("gift-for-you credit alone is refused on a cart at or below $1,000, and accepted above", async () => {
    const { cart: small } = await cart.create({ lines: [{ merchandiseId: v.bag300! }] }, viewerFor(alice));
    const refused = await cart.updateGiftCardCodes(small!.id, [aliceGfy], viewerFor(alice));
    expect(refused.userErrors).toEqual([{ field: ["giftCardCodes"], message: "Gift-for-you credit can be used on orders over $1,000.", code: "INVALID" }]);
    expect(refused.cart!.appliedGiftCards).toEqual([]);
    const { cart: large } = await cart.create({ lines: [{ merchandiseId: v.bag2000! }] }, viewerFor(alice));
    const accepted = await cart.updateGiftCardCodes(large!.id, [aliceGfy], viewerFor(alice));
    expect(accepted.userErrors).toEqual([]);
    expect(accepted.cart!.appliedGiftCards).toMatchObject([{ amountUsedCents: 200_00 }]);
  });
});
