import { describe, expect, it } from "vitest";
import { MEMBERSHIP_PLAN_VARIANTS } from "../cart/special-lines.ts";
import { projectBalance } from "./balance-projection.ts";
import { afterDecline, bonusFor, MAX_CHARGE_ATTEMPTS, nextChargeDate, PAYMENT_DELAY_DAYS, retryDate } from "./billing.ts";
import { CANCELLATION_REASONS } from "./cancellation-reasons.ts";
import { amountsFor, defaultPaymentType, findPlan, isAllowedAmount, planForContributionChange } from "./plans.ts";
import { maySkip, nextStatus } from "./subscription-transitions.ts";

const prod = { includeTestPlans: false };
const dev = { includeTestPlans: true };

describe("membership plans (spec 1 §9)", () => {
  it("offers monthly 50/100/250/500 and yearly 500/1000/2500/5000, daily 50/100/250 only outside production", () => {
    expect(amountsFor("monthly", prod)).toEqual([50, 100, 250, 500]);
    expect(amountsFor("yearly", prod)).toEqual([500, 1000, 2500, 5000]);
    expect(amountsFor("daily", prod)).toEqual([]);
    expect(amountsFor("daily", dev)).toEqual([50, 100, 250]);
    expect(amountsFor("one_off", prod)).toEqual([100, 500, 1000]);
  });
  it("uses the cart's plan variants, not a second list of figures", () => {
    expect(findPlan(50, "monthly", prod)).toBe(MEMBERSHIP_PLAN_VARIANTS[0]);
    expect(findPlan(75, "monthly", prod)).toBeNull();
    expect(findPlan(50, "daily", prod)).toBeNull();
  });
  it("accepts custom one-offs in whole dollars between 50 and 5000", () => {
    expect(isAllowedAmount(100, "one_off", prod)).toBe(true);
    expect(isAllowedAmount(777, "one_off", prod)).toBe(true);
    expect(isAllowedAmount(49, "one_off", prod)).toBe(false);
    expect(isAllowedAmount(5001, "one_off", prod)).toBe(false);
    expect(isAllowedAmount(75, "monthly", prod)).toBe(false);
    expect(isAllowedAmount(2500, "yearly", prod)).toBe(true);
  });
  it("bills an amount over 500 yearly and anything else monthly (spec 1 §4)", () => {
    expect(defaultPaymentType(500)).toBe("monthly");
    expect(defaultPaymentType(1000)).toBe("yearly");
    expect(planForContributionChange(250, prod)?.billingCycle).toBe("monthly");
    expect(planForContributionChange(2500, prod)?.billingCycle).toBe("yearly");
    expect(planForContributionChange(300, prod)).toBeNull();
  });
});

describe("billing (spec 2 §9)", () => {
  it("credits a 2 % bonus with each contribution, rounded down to the cent", () => {
    expect(bonusFor(50_00)).toBe(1_00);
    expect(bonusFor(1000_00)).toBe(20_00);
    expect(bonusFor(1_99)).toBe(3);
  });
  it("charges on the same day each month, clamped to short months, and yearly a year later", () => {
    const jan31 = new Date("2027-01-31T09:00:00.000Z");
    const feb = nextChargeDate(jan31, "monthly");
    expect(feb.toISOString()).toBe("2027-02-28T09:00:00.000Z");
    expect(nextChargeDate(feb, "monthly", 31).toISOString()).toBe("2027-03-31T09:00:00.000Z");
    expect(nextChargeDate(new Date("2027-12-15T00:00:00.000Z"), "monthly").toISOString()).toBe("2028-01-15T00:00:00.000Z");
    expect(nextChargeDate(new Date("2028-02-29T00:00:00.000Z"), "yearly").toISOString()).toBe("2029-02-28T00:00:00.000Z");
    expect(nextChargeDate(new Date("2027-01-01T00:00:00.000Z"), "daily").toISOString()).toBe("2027-01-02T00:00:00.000Z");
  });
  it("retries a declined charge after the 5-day payment delay, three tries in all, then suspends", () => {
    expect(PAYMENT_DELAY_DAYS).toBe(5);
    expect(retryDate(new Date("2027-01-01T00:00:00.000Z")).toISOString()).toBe("2027-01-06T00:00:00.000Z");
    expect(MAX_CHARGE_ATTEMPTS).toBe(3);
    expect(afterDecline(1)).toBe("retry");
    expect(afterDecline(2)).toBe("retry");
    expect(afterDecline(3)).toBe("suspend");
  });
});

describe("status transitions (spec 1 §4)", () => {
  it("starts with initial access at the order and becomes active when the payment is captured", () => {
    expect(nextStatus(null, "order_placed")).toBe("active_initial_access");
    expect(nextStatus("active_initial_access", "charge_captured")).toBe("active");
  });
  it("keeps the status while a charge is retried and suspends after the last try", () => {
    expect(nextStatus("active", "charge_declined")).toBe("active");
    expect(nextStatus("active", "charge_failed")).toBe("suspended");
    expect(nextStatus("suspended", "charge_captured")).toBe("active");
  });
  it("skips only from active, once at a time; a skipped cycle ends with the next charge", () => {
    expect(maySkip("active", false)).toBe(true);
    expect(maySkip("active", true)).toBe(false);
    expect(maySkip("suspended", false)).toBe(false);
    expect(nextStatus("active", "skip_reached")).toBe("skipped");
    expect(nextStatus("skipped", "charge_captured")).toBe("active");
  });
  it("cancels any live subscription, refunds cancelled ones too, and nothing leaves cancelled otherwise", () => {
    for (const s of ["active", "active_initial_access", "skipped", "suspended"] as const) expect(nextStatus(s, "cancel")).toBe("cancelled");
    expect(nextStatus("cancelled", "cancel")).toBeNull();
    expect(nextStatus("cancelled", "refund")).toBe("cancelled");
    expect(nextStatus("cancelled", "charge_captured")).toBeNull();
    expect(nextStatus("cancelled", "contribution_changed")).toBeNull();
  });
});

describe("balance projection", () => {
  it("adds $50 + $1 bonus every month of a $50 monthly plan", () => {
    const points = projectBalance({ amountCents: 50_00, paymentType: "monthly" });
    expect(points).toHaveLength(12);
    expect(points[0]).toEqual({ month: 1, contributionCents: 50_00, bonusCents: 1_00, balanceCents: 51_00 });
    expect(points[11]!.balanceCents).toBe(612_00);
  });
  it("adds a yearly or one-off contribution once, from an existing balance", () => {
    const yearly = projectBalance({ amountCents: 1000_00, paymentType: "yearly", startBalanceCents: 30_00 });
    expect(yearly[0]!.balanceCents).toBe(1050_00);
    expect(yearly[11]!.balanceCents).toBe(1050_00);
    expect(projectBalance({ amountCents: 100_00, paymentType: "one_off" })[11]!.balanceCents).toBe(102_00);
  });
});

describe("cancellation reasons (spec 2 §9)", () => {
  it("lists the five reasons", () => {
    expect(CANCELLATION_REASONS.map((r) => r.label)).toEqual([
      "Too expensive",
      "Not using enough",
      "Found another service",
      "Not satisfied with quality or benefits",
      "Other",
    ]);
  });
});
