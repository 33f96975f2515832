import { describe, expect, it } from "vitest";
import { memberDiscountCents, memberPriceCents, memberPricingAttributes, qualifiesForMemberPricing } from "./member-pricing.ts";

describe("member pricing by the subscription discount thresholds (spec 1 §9)", () => {
  it("takes a fixed $50 off items below $1,000", () => {
    expect(memberDiscountCents(500_00)).toBe(50_00);
    expect(memberDiscountCents(999_99)).toBe(50_00);
    expect(memberPriceCents(750_00)).toBe(700_00);
  });
  it("takes 5 percent off from $1,000 up to $6,000, rounded down to the cent", () => {
    expect(memberDiscountCents(1_000_00)).toBe(50_00);
    expect(memberDiscountCents(2_400_00)).toBe(120_00);
    expect(memberDiscountCents(1_234_57)).toBe(61_72);
    expect(memberDiscountCents(6_000_00)).toBe(300_00);
  });
  it("takes a fixed $300 off above $6,000", () => {
    expect(memberDiscountCents(6_000_01)).toBe(300_00);
    expect(memberDiscountCents(25_000_00)).toBe(300_00);
  });
  it("is therefore 5 percent with at least $50 and at most $300 per item", () => {
    for (const price of [100_00, 999_00, 1_000_00, 3_333_33, 5_999_99, 6_000_00, 6_500_00, 90_000_00]) {
      const fivePercent = Math.floor(price * 0.05);
      expect(memberDiscountCents(price)).toBe(Math.min(price, Math.max(50_00, Math.min(300_00, fivePercent))));
    }
  });
  it("never discounts more than the price, nor a free or malformed price", () => {
    expect(memberDiscountCents(30_00)).toBe(30_00);
    expect(memberDiscountCents(0)).toBe(0);
    expect(memberDiscountCents(-5)).toBe(0);
    expect(memberDiscountCents(10.5)).toBe(0);
  });
  it("applies to members and to carts holding a subscription only (spec 1 §5)", () => {
    expect(qualifiesForMemberPricing({ isMember: true, hasSubscriptionLine: false })).toBe(true);
    expect(qualifiesForMemberPricing({ isMember: false, hasSubscriptionLine: true })).toBe(true);
    expect(qualifiesForMemberPricing({ isMember: false, hasSubscriptionLine: false })).toBe(false);
  });
  it("states standard prices, rPlusAndItems and the total member discount as cart attributes", () => {
    const lines = [
      { merchandiseId: "gid://shopify/ProductVariant/1", standardPriceCents: 2_400_00, quantity: 1, memberDiscountCents: 120_00 },
      { merchandiseId: "gid://shopify/ProductVariant/2", standardPriceCents: 800_00, quantity: 1, memberDiscountCents: 50_00 },
    ];
    expect(memberPricingAttributes({ lines, hasSubscriptionLine: true })).toEqual([
      { key: "cartLinesStandardPrices", value: JSON.stringify({ "gid://shopify/ProductVariant/1": "2400.00", "gid://shopify/ProductVariant/2": "800.00" }) },
      { key: "rPlusAndItems", value: "true" },
      { key: "totalRPlusDiscount", value: "170.00" },
    ]);
    expect(memberPricingAttributes({ lines: [], hasSubscriptionLine: true })).toEqual([
      { key: "cartLinesStandardPrices", value: "{}" },
      { key: "rPlusAndItems", value: "false" },
      { key: "totalRPlusDiscount", value: "0" },
    ]);
  });
});
