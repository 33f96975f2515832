import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDiscountError } from "@maison/domain/cart/discount-code";
import { DEFAULT_MEMBERSHIP_PLAN, shippingProtectionVariant } from "@maison/domain/cart/special-lines";
import { inTransaction } from "../../src/db/transaction.ts";
import { demoDiscountCodes, seedDemoDiscountCodes } from "../../src/modules/cart/demo-discount-codes.ts";
import type { CartService } from "../../src/modules/cart/cart.service.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { attributesOf, insertCode, lineSummary, viewerFor, VISITOR_CART_VIEWER } from "../support/cart-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { shopper } from "./favorites-fixtures.ts";
import type { SignedInUser } from "./account-fixtures.ts";

let t: TestApp;
let cart: CartService;
let alice: SignedInUser;
const v: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  cart = t.context.services.cart;
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel"]);
  v.bag520 = (await insertProduct(db, { price_cents: 520_00 })).variant_id;
  v.bag80 = (await insertProduct(db, { price_cents: 80_00 })).variant_id;
  await seedDemoDiscountCodes(t.context.db, t.clock.now());
  await insertCode(t, { code: "SOON", startsAt: "2026-12-01T00:00:00.000Z" });
  await insertCode(t, { code: "OFF", status: "disabled" });
  await insertCode(t, { code: "TINY", kind: "percent", value: 1 });
  await insertCode(t, { code: "LIMIT3", kind: "fixed", value: 20_00, usageLimit: 3 });
  alice = await shopper(t, { firstName: "Alice" });
});
afterAll(async () => {
  await t.close();
});

async function cartWith(variantIds: string[], viewer = VISITOR_CART_VIEWER) {
  const { cart: c } = await cart.create({ lines: variantIds.map((merchandiseId) => ({ merchandiseId })) }, viewer);
  return c!;
}

const errorOf = (result: { userErrors: Array<{ message: string }> }) => parseDiscountError(result.userErrors[0]?.message ?? "");

describe("demo discount codes", () => {
  it("seeds WELCOME10, MAISON50, an expired and a used-up code, once", async () => {
    expect(demoDiscountCodes(t.clock.now()).map((c) => c.code)).toEqual(["WELCOME10", "MAISON50", "SUMMER2024", "FIRST100"]);
    expect(await seedDemoDiscountCodes(t.context.db, t.clock.now())).toEqual([]);
  });
});

describe("applying a discount code (spec 1 §4, §5)", () => {
  it("sets marketingDiscount to the discount and prices the shipping protection on the discounted subtotal", async () => {
    const c = await cartWith([v.bag520!]);
    expect(lineSummary(c)).toContain(`shipping_protection:${shippingProtectionVariant(10).variantId}x1`);
    const applied = await cart.updateDiscountCodes(c.id, ["maison50"], VISITOR_CART_VIEWER);
    expect(applied.userErrors).toEqual([]);
    expect(applied.cart!.discountCodes).toEqual([{ code: "MAISON50", applicable: true }]);
    expect(attributesOf(applied.cart).marketingDiscount).toBe("50.00");
    expect(lineSummary(applied.cart)).toEqual([`product:${v.bag520}x1`, `shipping_protection:${shippingProtectionVariant(5).variantId}x1`]);
    // Reported once: on the line it is spread over, not again at the cart level.
    expect(applied.cart!.discountAllocations).toEqual([]);
    expect(applied.cart!.lines[0]!.discountAllocations).toEqual([{ title: "$50 off orders over $500", code: "MAISON50", targetType: "LINE_ITEM", amountCents: 50_00, application: { allocationMethod: "ACROSS", value: { amountCents: 50_00 } } }]);
    expect(applied.cart!.lines[0]!.totalCents).toBe(470_00);
    expect(applied.cart!.subtotalCents).toBe(525_00);
    expect(applied.cart!.totalCents).toBe(475_00);
    const removed = await cart.updateDiscountCodes(c.id, [], VISITOR_CART_VIEWER);
    expect(attributesOf(removed.cart).marketingDiscount).toBe("0");
    expect(removed.cart!.discountCodes).toEqual([]);
    expect(lineSummary(removed.cart)).toContain(`shipping_protection:${shippingProtectionVariant(10).variantId}x1`);
  });

  it("a percentage applies to the items only, never the membership or protection lines", async () => {
    const c = await cartWith([v.bag520!, DEFAULT_MEMBERSHIP_PLAN.variantId]);
    const applied = await cart.updateDiscountCodes(c.id, ["WELCOME10"], VISITOR_CART_VIEWER);
    // The membership line gives the bag its member price first ($520 − $50), then 10 % of $470.
    expect(attributesOf(applied.cart).marketingDiscount).toBe("47.00");
    expect(applied.cart!.lines.find((l) => l.kind === "membership")!.discountAllocations).toEqual([]);
  });

  it.each([
    ["NOPE", VISITOR_CART_VIEWER, { code: "discount_not_found", message: "We couldn't find this discount code. Please check it and try again." }],
    ["FIRST100", VISITOR_CART_VIEWER, { code: "discount_usage_limit", message: "This discount has reached its usage limit" }],
    ["SUMMER2024", VISITOR_CART_VIEWER, { code: "discount_not_valid", message: "This discount is not valid anymore" }],
    ["OFF", VISITOR_CART_VIEWER, { code: "discount_not_valid", message: "This discount is not valid anymore" }],
    ["SOON", VISITOR_CART_VIEWER, { code: "discount_not_applicable", message: "Unable to apply this discount code." }],
    ["ABCD1234EFGH5678", VISITOR_CART_VIEWER, { code: "store_credit_code", message: "Please log in to use your store credit." }],
  ] as const)("%s answers its message as a JSON string of code and message", async (code, viewer, expected) => {
    const c = await cartWith([v.bag80!], viewer);
    const result = await cart.updateDiscountCodes(c.id, [code], viewer);
    expect(result.userErrors).toEqual([{ field: ["discountCodes", "0"], message: JSON.stringify(expected), code: "INVALID" }]);
    expect(result.cart!.discountCodes).toEqual([]);
    expect(attributesOf(result.cart).marketingDiscount).toBe("0");
  });

  it("an unknown 16-character code tells a signed-in shopper store credit is added automatically", async () => {
    const c = await cartWith([v.bag80!], viewerFor(alice));
    expect(errorOf(await cart.updateDiscountCodes(c.id, ["abcd-1234-efgh-5678"], viewerFor(alice)))).toEqual({
      code: "store_credit_code",
      message: "Store credit is now added to your cart automatically. You can review it on the Payment page of your account.",
    });
  });

  it("below the minimum cannot be applied; a discount of 0 is invalid", async () => {
    const c = await cartWith([v.bag80!]);
    expect(errorOf(await cart.updateDiscountCodes(c.id, ["WELCOME10"], VISITOR_CART_VIEWER))).toEqual({
      code: "discount_not_applicable",
      message: "Unable to apply this discount code.",
    });
    const empty = await cartWith([DEFAULT_MEMBERSHIP_PLAN.variantId]);
    expect(errorOf(await cart.updateDiscountCodes(empty.id, ["TINY"], VISITOR_CART_VIEWER))).toEqual({
      code: "discount_zero_amount",
      message: "The discount code is invalid.",
    });
  });

  it("a kept code stops applying when the cart falls below its minimum, and marketingDiscount goes back to 0", async () => {
    const c = await cartWith([v.bag520!, v.bag80!]);
    await cart.updateDiscountCodes(c.id, ["MAISON50"], VISITOR_CART_VIEWER);
    const smaller = await cart.removeLines(c.id, [c.lines[0]!.id], VISITOR_CART_VIEWER);
    expect(smaller.cart!.discountCodes).toEqual([{ code: "MAISON50", applicable: false }]);
    expect(attributesOf(smaller.cart).marketingDiscount).toBe("0");
    expect(smaller.cart!.totalCents).toBe(85_00);
  });
});

describe("redeeming a code at checkout", () => {
  it("counts a use once per order", async () => {
    await insertCode(t, { code: "ONCE2", kind: "fixed", value: 10_00, usageLimit: 2 });
    const c = await cartWith([v.bag80!]);
    const priced = (await cart.updateDiscountCodes(c.id, ["ONCE2"], VISITOR_CART_VIEWER)).cart!;
    const first = await inTransaction(t.context.db, (tx) => cart.redeemDiscount(tx, priced, "ord_a"));
    const again = await inTransaction(t.context.db, (tx) => cart.redeemDiscount(tx, priced, "ord_a"));
    expect(first).toEqual({ code: "ONCE2", amountCents: 10_00 });
    expect(again).toEqual(first);
    const row = await t.context.db.kysely.selectFrom("discount_codes").select("used_count").where("code", "=", "ONCE2").executeTakeFirstOrThrow();
    expect(row.used_count).toBe(1);
    const none = await cartWith([v.bag80!]);
    expect(await inTransaction(t.context.db, (tx) => cart.redeemDiscount(tx, none, "ord_b"))).toBeNull();
  });

  it("10 parallel redemptions of a limit-3 code: exactly 3 succeed, the rest are told it reached its usage limit", async () => {
    const carts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const c = await cartWith([v.bag80!]);
        return (await cart.updateDiscountCodes(c.id, ["LIMIT3"], VISITOR_CART_VIEWER)).cart!;
      }),
    );
    expect(carts.every((c) => c.discountCodes[0]?.applicable)).toBe(true);
    const results = await Promise.allSettled(carts.map((c, i) => inTransaction(t.context.db, (tx) => cart.redeemDiscount(tx, c, `ord_p${i}`))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.reason).toMatchObject({ code: "discount_usage_limit", message: "This discount has reached its usage limit" });
    const row = await t.context.db.kysely.selectFrom("discount_codes").select("used_count").where("code", "=", "LIMIT3").executeTakeFirstOrThrow();
    expect(row.used_count).toBe(3);
    const redemptions = await t.context.db.kysely.selectFrom("discount_redemptions").select("order_id").where("code", "=", "LIMIT3").execute();
    expect(redemptions).toHaveLength(3);
    const late = await cartWith([v.bag80!]);
    expect(errorOf(await cart.updateDiscountCodes(late.id, ["LIMIT3"], VISITOR_CART_VIEWER))).toMatchObject({ code: "discount_usage_limit" });
  });

  it("a code that ended after it was applied is refused at redemption", async () => {
    await insertCode(t, { code: "ENDING", kind: "fixed", value: 5_00, endsAt: "2026-11-18T13:00:00.000Z" });
    const priced = (await cart.updateDiscountCodes((await cartWith([v.bag80!])).id, ["ENDING"], VISITOR_CART_VIEWER)).cart!;
    t.clock.advance(2 * 3_600_000);
    try {
      await expect(inTransaction(t.context.db, (tx) => cart.redeemDiscount(tx, priced, "ord_end"))).rejects.toMatchObject({
        code: "discount_not_valid",
        message: "This discount is not valid anymore",
      });
    } finally {
      t.clock.advance(-2 * 3_600_000);
    }
  });
});
