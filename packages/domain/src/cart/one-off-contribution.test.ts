import { describe, expect, it } from "vitest";
import { ONE_OFF_AMOUNT_ATTRIBUTE, ONE_OFF_AMOUNT_MESSAGE, oneOffAmountDollars, oneOffLineTitle, oneOffPriceCents } from "./one-off-contribution.ts";
import { findSpecialVariant, isOneOffMembershipVariant, membershipPlans, ONE_OFF_MEMBERSHIP_VARIANT } from "./special-lines.ts";

const amount = (value: string) => [{ key: "_membership_payment_type", value: "one_off" }, { key: ONE_OFF_AMOUNT_ATTRIBUTE, value }];

describe("one-off contributions of a custom amount (spec 1 §9, decision 030)", () => {
  it("prices the line at its whole-dollar amount, from $50 to $5,000", () => {
    expect(oneOffPriceCents(amount("350"))).toBe(350_00);
    expect(oneOffPriceCents(amount("50"))).toBe(50_00);
    expect(oneOffPriceCents(amount("5000"))).toBe(5000_00);
    expect(oneOffAmountDollars(amount(" 1000 "))).toBe(1000);
  });

  it("refuses anything else: below or above the bounds, cents, signs, exponents, words, none or two amounts", () => {
    for (const value of ["49", "5001", "350.00", "350.5", "-350", "+350", "3e2", "0350", "lots", "", "99999999"]) {
      expect(oneOffPriceCents(amount(value)), value).toBeNull();
    }
    expect(oneOffPriceCents([])).toBeNull();
    expect(oneOffPriceCents([...amount("100"), { key: ONE_OFF_AMOUNT_ATTRIBUTE, value: "200" }])).toBeNull();
    expect(ONE_OFF_AMOUNT_MESSAGE).toBe("Choose a one-off contribution in whole dollars from $50 to $5,000.");
  });

  it("is a membership variant of its own, without selling plan, never offered as a plan", () => {
    expect(findSpecialVariant(ONE_OFF_MEMBERSHIP_VARIANT.variantId, { includeTestPlans: false })).toMatchObject({ kind: "membership", sellingPlanId: null, billingCycle: null });
    expect(isOneOffMembershipVariant("44000000000131")).toBe(true);
    expect(isOneOffMembershipVariant("44000000000101")).toBe(false);
    expect(membershipPlans({ includeTestPlans: true }).some((p) => isOneOffMembershipVariant(p.variantId))).toBe(false);
    expect(oneOffLineTitle(1500)).toBe("$1,500 once");
  });
});
