import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "@maison/domain/actor/actor";
import { DEFAULT_MEMBERSHIP_PLAN, MEMBERSHIP_PLAN_VARIANTS, shippingProtectionVariant } from "@maison/domain/cart/special-lines";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { attributesOf, lineSummary, storedCart, viewerFor, VISITOR_CART_VIEWER } from "../support/cart-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { CartService } from "../../src/modules/cart/cart.service.ts";
import { shopper } from "./favorites-fixtures.ts";
import type { SignedInUser } from "./account-fixtures.ts";

let t: TestApp;
let cart: CartService;
let alice: SignedInUser;
let bob: SignedInUser;
const v: Record<string, string> = {};
const SP = (fee: number) => `shipping_protection:${shippingProtectionVariant(fee).variantId}x1`;

beforeAll(async () => {
  t = await createTestApp();
  cart = t.context.services.cart;
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel"]);
  const make = async (key: string, fixture: Parameters<typeof insertProduct>[1]) => {
    v[key] = (await insertProduct(db, fixture)).variant_id;
  };
  await make("bag450", { price_cents: 450_00 });
  await make("bag60", { price_cents: 60_00 });
  await make("bag5000", { price_cents: 5000_00, is_exotic: 1 });
  await make("sold", { state: "sold" });
  await make("held", { state: "held" });
  await make("draft", { state: "draft" });
  await make("preview", { tags: ["bc-filter-VIP Preview"], first_look_ends_at: "2026-11-20T00:00:00.000Z" });
  alice = await shopper(t, { firstName: "Alice" });
  bob = await shopper(t, { firstName: "Bob" });
});
afterAll(async () => {
  await t.close();
});

describe("creating a cart", () => {
  it("gives an unguessable token, its checkout address and the server's attributes", async () => {
    const { cart: created, userErrors } = await cart.create({ lines: [{ merchandiseId: v.bag450!, quantity: 1 }] }, VISITOR_CART_VIEWER);
    expect(userErrors).toEqual([]);
    expect(created!.id).toMatch(/^c1-[0-9a-f]{32}$/);
    expect(created!.checkoutUrl).toBe(`${t.context.env.publicBaseUrl}/checkouts/${created!.id}`);
    expect(lineSummary(created)).toEqual([`product:${v.bag450}x1`, SP(5)]);
    expect(created!.subtotalCents).toBe(455_00);
    expect(created!.totalQuantity).toBe(2);
    expect(attributesOf(created)).toEqual({
      marketingDiscount: "0",
      pointsApplied: "0",
      numberOfPointsApplied: "0",
      tradeTaxAdjustment: "0",
      tradesApplied: "0",
      isUserRPlus: "false",
      isUserB2b: "false",
      checkout_type: "web",
      cartId: `gid://shopify/Cart/${created!.id}`,
    });
    expect(created!.lines[0]!.merchandise).toMatchObject({ priceCents: 450_00, availableForSale: true, quantityAvailable: 1, title: "Default Title" });
    expect(await cart.get(created!.id, VISITOR_CART_VIEWER)).toEqual(created);
  });

  it("refuses unknown, sold, held and draft items, and writes no cart", async () => {
    const before = await t.context.db.kysely.selectFrom("carts").select("id").execute();
    for (const id of ["123", v.sold!, v.held!, v.draft!]) {
      const result = await cart.create({ lines: [{ merchandiseId: id }] }, VISITOR_CART_VIEWER);
      expect(result.cart).toBeNull();
      expect(result.userErrors).toEqual([
        { field: ["lines", "0", "merchandiseId"], message: id === "123" || id === v.draft ? "This item does not exist." : "This item is no longer available.", code: "INVALID" },
      ]);
    }
    expect(await t.context.db.kysely.selectFrom("carts").select("id").execute()).toEqual(before);
  });

  it("a line input needs fields, and no empty string (spec 1 §5)", async () => {
    expect((await cart.create({ lines: [{ merchandiseId: "" }] }, VISITOR_CART_VIEWER)).userErrors).toEqual([
      { field: ["lines", "0", "merchandiseId"], message: "This field cannot be empty.", code: "INVALID" },
    ]);
    const { cart: c } = await cart.create({}, VISITOR_CART_VIEWER);
    const result = await cart.addLines(c!.id, [{ merchandiseId: v.bag60!, attributes: [{ key: "source", value: "" }] }], VISITOR_CART_VIEWER);
    expect(result.userErrors).toEqual([{ field: ["lines", "0", "attributes", "0", "value"], message: "This field cannot be empty.", code: "INVALID" }]);
    expect(result.cart!.lines).toEqual([]);
  });

  it("notes, attributes and line attributes are bounded: too long or too many is a userError and nothing is kept", async () => {
    const { cart: c } = await cart.create({}, VISITOR_CART_VIEWER);
    const long = "x".repeat(5_001);
    const note = await cart.updateNote(c!.id, long, VISITOR_CART_VIEWER);
    expect(note.userErrors).toEqual([{ field: ["note"], message: "This field can hold up to 5000 characters.", code: "NOTE_TOO_LONG" }]);
    expect((await cart.get(c!.id, VISITOR_CART_VIEWER))!.note).toBe("");
    expect((await cart.updateNote(c!.id, "y".repeat(5_000), VISITOR_CART_VIEWER)).userErrors).toEqual([]);
    expect((await cart.create({ note: long }, VISITOR_CART_VIEWER)).userErrors[0]!.field).toEqual(["note"]);
    const value = await cart.updateAttributes(c!.id, [{ key: "gift_message", value: long }], VISITOR_CART_VIEWER);
    expect(value.userErrors).toEqual([{ field: ["attributes", "0", "value"], message: "This field can hold up to 5000 characters.", code: "INVALID" }]);
    const many = Array.from({ length: 251 }, (_, i) => ({ key: `k${i}`, value: "v" }));
    expect((await cart.updateAttributes(c!.id, many, VISITOR_CART_VIEWER)).userErrors[0]!.field).toEqual(["attributes"]);
    expect(attributesOf((await cart.get(c!.id, VISITOR_CART_VIEWER))!)).not.toHaveProperty("gift_message");
    const line = await cart.addLines(c!.id, [{ merchandiseId: v.bag60!, attributes: [{ key: "engraving", value: long }] }], VISITOR_CART_VIEWER);
    expect(line.userErrors).toEqual([{ field: ["lines", "0", "attributes", "0", "value"], message: "This field can hold up to 5000 characters.", code: "INVALID" }]);
    expect(line.cart!.lines).toEqual([]);
  });

  it("a VIP preview piece is for members only", async () => {
    const visitor = await cart.create({ lines: [{ merchandiseId: v.preview! }] }, VISITOR_CART_VIEWER);
    expect(visitor.userErrors[0]).toMatchObject({ message: "This item is no longer available." });
    const member = await cart.create({ lines: [{ merchandiseId: v.preview! }] }, viewerFor(alice, { member: true }));
    expect(member.userErrors).toEqual([]);
    expect(lineSummary(member.cart)[0]).toBe(`product:${v.preview}x1`);
  });
});

describe("shipping protection on the discounted subtotal without the membership line (spec 1 §4, §5, §9)", () => {
  it("replaces the line when the fee changes and removes it with the last real item", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag450! }, { merchandiseId: v.bag60! }] }, VISITOR_CART_VIEWER);
    expect(lineSummary(c)).toEqual([`product:${v.bag450}x1`, `product:${v.bag60}x1`, SP(10)]);
    // The membership line brings member prices ($400 + $10): the fee follows the discounted subtotal.
    const added = await cart.addLines(c!.id, [{ merchandiseId: DEFAULT_MEMBERSHIP_PLAN.variantId }], VISITOR_CART_VIEWER);
    expect(lineSummary(added.cart)).toEqual([`product:${v.bag450}x1`, `product:${v.bag60}x1`, `membership:${DEFAULT_MEMBERSHIP_PLAN.variantId}x1`, SP(5)]);
    const [first, second] = added.cart!.lines;
    const one = await cart.removeLines(c!.id, [second!.id], VISITOR_CART_VIEWER);
    expect(lineSummary(one.cart)).toEqual([`product:${v.bag450}x1`, `membership:${DEFAULT_MEMBERSHIP_PLAN.variantId}x1`, SP(5)]);
    const none = await cart.removeLines(c!.id, [first!.id], VISITOR_CART_VIEWER);
    expect(lineSummary(none.cart)).toEqual([`membership:${DEFAULT_MEMBERSHIP_PLAN.variantId}x1`]);
    expect((await storedCart(t, c!.id)).lines.map((l) => l.kind)).toEqual(["membership"]);
  });

  it("keeps the same protection line while the fee holds", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag450! }] }, VISITOR_CART_VIEWER);
    const protection = c!.lines.find((l) => l.kind === "shipping_protection")!;
    const again = await cart.updateNote(c!.id, "hello", VISITOR_CART_VIEWER);
    expect(again.cart!.lines.find((l) => l.kind === "shipping_protection")!.id).toBe(protection.id);
  });

  it("is suppressed by the _noShippingProtection attribute", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag5000! }] }, VISITOR_CART_VIEWER);
    expect(lineSummary(c)).toContain(SP(40));
    const off = await cart.updateAttributes(c!.id, [{ key: "_noShippingProtection", value: "true" }], VISITOR_CART_VIEWER);
    expect(lineSummary(off.cart)).toEqual([`product:${v.bag5000}x1`]);
    const on = await cart.updateAttributes(c!.id, [{ key: "_noShippingProtection", value: "false" }], VISITOR_CART_VIEWER);
    expect(lineSummary(on.cart)).toEqual([`product:${v.bag5000}x1`, SP(40)]);
  });

  it("a client's own protection line with the wrong fee is replaced", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag450! }, { merchandiseId: shippingProtectionVariant(100).variantId }] }, VISITOR_CART_VIEWER);
    expect(lineSummary(c)).toEqual([`product:${v.bag450}x1`, SP(5)]);
  });
});

describe("one-of-a-kind items and the membership line (spec 1 §4, §9)", () => {
  it("caps quantities at 1 and keeps one line per item", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag60!, quantity: 4 }] }, VISITOR_CART_VIEWER);
    const again = await cart.addLines(c!.id, [{ merchandiseId: v.bag60!, quantity: 2 }], VISITOR_CART_VIEWER);
    expect(lineSummary(again.cart)).toEqual([`product:${v.bag60}x1`, SP(5)]);
    const line = again.cart!.lines[0]!;
    const updated = await cart.updateLines(c!.id, [{ id: line.id, quantity: 5 }], VISITOR_CART_VIEWER);
    expect(updated.cart!.lines[0]!.quantity).toBe(1);
  });

  it("adding the membership line cuts its quantity to 1, carries its selling plan and sets withSubscription; removing it sets noSubscription", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag60! }] }, VISITOR_CART_VIEWER);
    const added = await cart.addLines(c!.id, [{ merchandiseId: DEFAULT_MEMBERSHIP_PLAN.variantId, quantity: 3 }], VISITOR_CART_VIEWER);
    const membership = added.cart!.lines.find((l) => l.kind === "membership")!;
    expect(membership).toMatchObject({ quantity: 1, sellingPlanId: DEFAULT_MEMBERSHIP_PLAN.sellingPlanId, subtotalCents: 50_00 });
    expect(added.cart!.note).toBe("withSubscription");
    const yearly = MEMBERSHIP_PLAN_VARIANTS.find((p) => p.billingCycle === "yearly" && p.amountDollars === 1000)!;
    const switched = await cart.addLines(c!.id, [{ merchandiseId: yearly.variantId, sellingPlanId: yearly.sellingPlanId }], VISITOR_CART_VIEWER);
    expect(switched.cart!.lines.filter((l) => l.kind === "membership").map((l) => l.merchandise.variantId)).toEqual([yearly.variantId]);
    const removed = await cart.removeLines(c!.id, [switched.cart!.lines.find((l) => l.kind === "membership")!.id], VISITOR_CART_VIEWER);
    expect(removed.cart!.note).toBe("noSubscription");
  });

  it("refuses a plan with another plan's selling plan; daily test plans are on outside production", async () => {
    const { cart: c } = await cart.create({}, VISITOR_CART_VIEWER);
    const wrong = await cart.addLines(c!.id, [{ merchandiseId: DEFAULT_MEMBERSHIP_PLAN.variantId, sellingPlanId: "gid://shopify/SellingPlan/1" }], VISITOR_CART_VIEWER);
    expect(wrong.userErrors).toEqual([{ field: ["lines", "0", "sellingPlanId"], message: "This plan cannot be bought with that selling plan.", code: "INVALID" }]);
    const daily = MEMBERSHIP_PLAN_VARIANTS.find((p) => p.billingCycle === "daily")!;
    expect((await cart.addLines(c!.id, [{ merchandiseId: daily.variantId }], VISITOR_CART_VIEWER)).userErrors).toEqual([]);
  });

  it("member pricing attributes stay only for members or carts with a subscription", async () => {
    const attributes = [{ key: "totalRPlusDiscount", value: "40" }, { key: "ppid", value: "p1" }];
    const visitor = await cart.create({ attributes, lines: [{ merchandiseId: v.bag60! }] }, VISITOR_CART_VIEWER);
    expect(attributesOf(visitor.cart)).not.toHaveProperty("totalRPlusDiscount");
    expect(attributesOf(visitor.cart)).toMatchObject({ ppid: "p1" });
    const member = await cart.create({ attributes }, viewerFor(alice, { member: true, b2b: true }));
    // For a member the server states the member discount itself (none on an empty cart), whatever the client sent.
    expect(attributesOf(member.cart)).toMatchObject({ totalRPlusDiscount: "0", isUserRPlus: "true", isUserB2b: "true" });
  });
});

describe("line updates and removals", () => {
  it("quantity 0 removes a line; unknown line ids change nothing", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag60! }, { merchandiseId: v.bag450! }] }, VISITOR_CART_VIEWER);
    const before = await storedCart(t, c!.id);
    const bad = await cart.removeLines(c!.id, [c!.lines[0]!.id, "cl_missing"], VISITOR_CART_VIEWER);
    expect(bad.userErrors).toEqual([{ field: ["lineIds", "1"], message: "This line is not in the cart.", code: "INVALID_MERCHANDISE_LINE" }]);
    expect(await storedCart(t, c!.id)).toEqual(before);
    const zero = await cart.updateLines(c!.id, [{ id: c!.lines[0]!.id, quantity: 0 }], VISITOR_CART_VIEWER);
    expect(lineSummary(zero.cart)).toEqual([`product:${v.bag450}x1`, SP(5)]);
  });

  it("lines taken off and added (written one by one, issue 17) read back in the cart's order, as the change answered", async () => {
    const later = (await insertProduct(t.context.db.kysely, { price_cents: 120_00 })).variant_id;
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag60! }, { merchandiseId: v.bag450! }] }, VISITOR_CART_VIEWER);
    const removed = await cart.removeLines(c!.id, [c!.lines[0]!.id], VISITOR_CART_VIEWER);
    expect(removed.userErrors).toEqual([]);
    const added = await cart.addLines(c!.id, [{ merchandiseId: later }], VISITOR_CART_VIEWER);
    expect(added.userErrors).toEqual([]);
    const products = lineSummary(added.cart).filter((line) => line.startsWith("product:"));
    expect(products).toEqual([`product:${v.bag450}x1`, `product:${later}x1`]);
    const read = await cart.get(c!.id, VISITOR_CART_VIEWER);
    expect(lineSummary(read)).toEqual(lineSummary(added.cart));
    expect(read!.lines.map((l) => l.id)).toEqual(added.cart!.lines.map((l) => l.id));
    // An attribute changed on a kept line: every line is written again, in the same order.
    const kept = read!.lines.find((l) => l.merchandise.variantId === v.bag450)!;
    const updated = await cart.updateLines(c!.id, [{ id: kept.id, attributes: [{ key: "gift", value: "yes" }] }], VISITOR_CART_VIEWER);
    expect(updated.userErrors).toEqual([]);
    expect(lineSummary(await cart.get(c!.id, VISITOR_CART_VIEWER))).toEqual(lineSummary(updated.cart));
  });

  it("a generic cart holds at most 100 lines (spec 2 §9)", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) ids.push((await insertProduct(t.context.db.kysely, { price_cents: 1_00 })).variant_id);
    const { cart: c } = await cart.create({ lines: ids.slice(0, 99).map((merchandiseId) => ({ merchandiseId })) }, VISITOR_CART_VIEWER);
    expect(c!.lines).toHaveLength(100);
    const over = await cart.addLines(c!.id, [{ merchandiseId: ids[99]! }], VISITOR_CART_VIEWER);
    expect(over.userErrors).toEqual([{ field: ["lines"], message: "A cart can hold up to 100 items.", code: "LESS_THAN" }]);
    expect(over.cart!.lines).toHaveLength(100);
  });
});

describe("who may use a cart", () => {
  it("a user's cart is theirs alone: others get 'does not exist' and nothing changes", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag60! }] }, viewerFor(alice));
    expect(c!.buyerIdentity).toEqual({ email: alice.email, countryCode: null, customerId: alice.id });
    const before = await storedCart(t, c!.id);
    expect(await cart.get(c!.id, viewerFor(bob))).toBeNull();
    expect(await cart.get(c!.id, VISITOR_CART_VIEWER)).toBeNull();
    for (const viewer of [viewerFor(bob), VISITOR_CART_VIEWER]) {
      expect(await cart.addLines(c!.id, [{ merchandiseId: v.bag450! }], viewer)).toEqual({
        cart: null,
        userErrors: [{ field: ["cartId"], message: "The specified cart does not exist.", code: "INVALID" }],
      });
      expect((await cart.updateNote(c!.id, "mine now", viewer)).cart).toBeNull();
    }
    expect(await storedCart(t, c!.id)).toEqual(before);
    expect(await cart.get(c!.id, viewerFor(alice))).not.toBeNull();
    // The system reads it for the order it becomes (decision 033); a staff member shopping is only a shopper here.
    expect(await cart.get(c!.id, { ...VISITOR_CART_VIEWER, actor: systemActor("membership.order-paid") })).not.toBeNull();
    expect(await cart.get(c!.id, { ...viewerFor(bob), actor: { kind: "staff", id: bob.id, capabilities: ["support"], steppedUpAt: null } })).toBeNull();
  });

  it("a visitor cart is usable by its token holder and becomes a user's when they change it", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag60! }] }, VISITOR_CART_VIEWER);
    expect(await cart.get(c!.id, viewerFor(bob))).not.toBeNull();
    const claimed = await cart.updateNote(c!.id, "bob's", viewerFor(bob));
    expect(claimed.cart!.buyerIdentity).toEqual({ email: bob.email, countryCode: null, customerId: bob.id });
    expect(await cart.get(c!.id, VISITOR_CART_VIEWER)).toBeNull();
  });

  it("a completed cart takes no more changes", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag60! }] }, VISITOR_CART_VIEWER);
    const { inTransaction } = await import("../../src/db/transaction.ts");
    expect(await inTransaction(t.context.db, (tx) => cart.markCompleted(tx, c!.id, "ord_1"))).toBe(true);
    expect(await inTransaction(t.context.db, (tx) => cart.markCompleted(tx, c!.id, "ord_2"))).toBe(false);
    expect(await cart.addLines(c!.id, [{ merchandiseId: v.bag450! }], VISITOR_CART_VIEWER)).toEqual({
      cart: null,
      userErrors: [{ field: ["cartId"], message: "This cart has been checked out and can no longer be changed.", code: "INVALID" }],
    });
    expect((await cart.get(c!.id, VISITOR_CART_VIEWER))!.completedOrderId).toBe("ord_1");
  });
});

describe("notes, buyer identity and attributes", () => {
  it("validates the buyer's e-mail and country; keeps client attributes and replaces server ones", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: v.bag60! }] }, VISITOR_CART_VIEWER);
    const bad = await cart.updateBuyerIdentity(c!.id, { email: "ann@gnail.com" }, VISITOR_CART_VIEWER);
    expect(bad.userErrors).toMatchObject([{ field: ["buyerIdentity", "email"], code: "INVALID" }]);
    const good = await cart.updateBuyerIdentity(c!.id, { email: " Ann@Example.com ", countryCode: "fr" }, VISITOR_CART_VIEWER);
    expect(good.cart!.buyerIdentity).toEqual({ email: "ann@example.com", countryCode: "FR", customerId: null });
    const attrs = await cart.updateAttributes(
      c!.id,
      [
        { key: "checkout_type", value: "app" },
        { key: "tradesApplied", value: "999" },
        { key: "groupByVisitorId", value: "v1" },
        { key: "_tradeInBags", value: JSON.stringify([{ prices: { instant_trade_in: { value: 1200 } } }, { prices: { instant_trade_in: { value: 300 } } }]) },
      ],
      VISITOR_CART_VIEWER,
    );
    // The trade-in bag is the server's (decision 050): a bag the client writes is dropped, and tradesApplied is the account's bag (none for a visitor).
    expect(attributesOf(attrs.cart)).toMatchObject({ checkout_type: "web", tradesApplied: "0", tradeTaxAdjustment: "0", groupByVisitorId: "v1" });
    expect(attributesOf(attrs.cart)._tradeInBags).toBeUndefined();
  });

  it("points apply for signed-in shoppers only", async () => {
    const points = [{ key: "pointsApplied", value: "12.50" }, { key: "numberOfPointsApplied", value: "1250" }];
    const visitor = await cart.create({ attributes: points }, VISITOR_CART_VIEWER);
    expect(attributesOf(visitor.cart)).toMatchObject({ pointsApplied: "0", numberOfPointsApplied: "0" });
    const signedIn = await cart.create({ attributes: points }, viewerFor(alice));
    expect(attributesOf(signedIn.cart)).toMatchObject({ pointsApplied: "12.50", numberOfPointsApplied: "1250" });
    const off = await cart.updateAttributes(signedIn.cart!.id, [{ key: "pointsApplied", value: "0" }, { key: "numberOfPointsApplied", value: "0" }], viewerFor(alice));
    expect(attributesOf(off.cart)).toMatchObject({ pointsApplied: "0", numberOfPointsApplied: "0" });
  });
});
