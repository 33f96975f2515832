import { describe, expect, it } from "vitest";
import {
  billingCycleForAmount,
  DEFAULT_MEMBERSHIP_PLAN,
  findSpecialVariant,
  membershipPlans,
  normalizeBillingCycle,
  shippingProtectionVariant,
  SHIPPING_PROTECTION_VARIANTS,
  ZERO_COST_VARIANT,
} from "./special-lines.ts";

describe("membership plans (spec 1 §9)", () => {
  it("offers monthly 50/100/250/500 and yearly 500/1000/2500/5000 in production", () => {
    const plans = membershipPlans({ includeTestPlans: false }).map((p) => `${p.billingCycle} ${p.amountDollars}`);
    expect(plans).toEqual(["monthly 50", "monthly 100", "monthly 250", "monthly 500", "yearly 500", "yearly 1000", "yearly 2500", "yearly 5000"]);
  });

  it("adds daily test plans 50/100/250 outside production only", () => {
    const daily = membershipPlans({ includeTestPlans: true }).filter((p) => p.billingCycle === "daily");
    expect(daily.map((p) => p.amountDollars)).toEqual([50, 100, 250]);
    expect(findSpecialVariant(daily[0]!.variantId, { includeTestPlans: false })).toBeNull();
    expect(findSpecialVariant(daily[0]!.variantId, { includeTestPlans: true })).toMatchObject({ kind: "membership", billingCycle: "daily" });
  });

  it("gives each plan a stable numeric variant id and a selling plan gid", () => {
    expect(DEFAULT_MEMBERSHIP_PLAN).toMatchObject({
      variantId: "44000000000101",
      sellingPlanId: "gid://shopify/SellingPlan/690000101",
      priceCents: 50_00,
      title: "$50 / month",
      billingCycle: "monthly",
    });
    const ids = membershipPlans({ includeTestPlans: true }).map((p) => p.variantId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9]+$/);
  });

  it("bills a plan amount over 500 yearly, otherwise monthly (spec 1 §4)", () => {
    expect(billingCycleForAmount(500)).toBe("monthly");
    expect(billingCycleForAmount(501)).toBe("yearly");
    expect(billingCycleForAmount(50)).toBe("monthly");
    expect(normalizeBillingCycle("yearly")).toBe("yearly");
    expect(normalizeBillingCycle("weekly")).toBe("monthly");
    expect(normalizeBillingCycle(null)).toBe("monthly");
  });
});

describe("shipping protection and zero-cost variants", () => {
  it("has one variant per fee, priced at the fee", () => {
    expect(SHIPPING_PROTECTION_VARIANTS).toHaveLength(10);
    expect(shippingProtectionVariant(35)).toMatchObject({ kind: "shipping_protection", priceCents: 35_00, variantId: "44000000000235" });
    expect(() => shippingProtectionVariant(7)).toThrow();
  });

  it("has a zero-cost item at $0", () => {
    expect(findSpecialVariant(ZERO_COST_VARIANT.variantId, { includeTestPlans: false })).toMatchObject({ kind: "zero_cost", priceCents: 0 });
    expect(findSpecialVariant("45000000000001", { includeTestPlans: true })).toBeNull();
  });
});
