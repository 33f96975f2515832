import { describe, expect, it } from "vitest";
import { MEMBERSHIP_PLAN_VARIANTS, ONE_OFF_MEMBERSHIP_VARIANT } from "../cart/special-lines.ts";
import { recurringPlanOf, subscriptionConsentMissing, subscriptionConsentTerms } from "./subscription-consent.ts";

const options = { includeTestPlans: false };
const monthly50 = MEMBERSHIP_PLAN_VARIANTS.find((p) => p.amountDollars === 50 && p.billingCycle === "monthly")!;
const yearly1000 = MEMBERSHIP_PLAN_VARIANTS.find((p) => p.amountDollars === 1000 && p.billingCycle === "yearly")!;

describe("consent to the recurring charge", () => {
  it("a plan line renews: $50 a month, $1,000 a year (spec 1 §9 contributions)", () => {
    expect(recurringPlanOf({ variantId: monthly50.variantId, priceCents: 50_00, attributes: [] }, options)).toEqual({ amountCents: 50_00, cycle: "monthly" });
    expect(recurringPlanOf({ variantId: yearly1000.variantId, priceCents: 1000_00, attributes: [] }, options)).toEqual({ amountCents: 1000_00, cycle: "yearly" });
  });

  it("a one-off contribution is charged once and asks for no consent to renewals", () => {
    expect(recurringPlanOf({ variantId: ONE_OFF_MEMBERSHIP_VARIANT.variantId, priceCents: 350_00, attributes: [] }, options)).toBeNull();
    expect(recurringPlanOf({ variantId: monthly50.variantId, priceCents: 50_00, attributes: [{ key: "_membership_payment_type", value: "one_off" }] }, options)).toBeNull();
    expect(recurringPlanOf({ variantId: "8000000000001", priceCents: 50_00, attributes: [] }, options)).toBeNull();
  });

  it("the words name the amount, how often and until when", () => {
    expect(subscriptionConsentTerms({ amountCents: 50_00, cycle: "monthly" })).toBe(
      "I authorise Maison to charge $50.00 to this card every month until I cancel. Each charge becomes store credit in my Maison wallet. I can skip a payment, change the amount or cancel at any time in my account.",
    );
    expect(subscriptionConsentTerms({ amountCents: 2500_00, cycle: "yearly" })).toContain("charge $2,500.00 to this card every year until I cancel");
    expect(subscriptionConsentMissing({ amountCents: 50_00, cycle: "monthly" })).toBe("Please confirm that Maison may charge $50.00 every month for your membership.");
  });
});
