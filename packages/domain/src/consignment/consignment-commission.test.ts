import { describe, expect, it } from "vitest";
import { COMMISSION_SCHEDULE, CONSIGNMENT_RETURN_FEE_CENTS, commissionPercent, consignmentEarning } from "./consignment-commission.ts";
import { CONSIGNMENT_SHARES } from "../valuation/offer-amounts.ts";

describe("the commission schedule (decision 047)", () => {
  it("takes 30 % below $1,000, 25 % from $1,000 and 20 % from $5,000", () => {
    expect(commissionPercent(1_00)).toBe(30);
    expect(commissionPercent(999_99)).toBe(30);
    expect(commissionPercent(1_000_00)).toBe(25);
    expect(commissionPercent(4_999_99)).toBe(25);
    expect(commissionPercent(5_000_00)).toBe(20);
    expect(commissionPercent(50_000_00)).toBe(20);
  });

  it("mirrors the consignment shares the offer engine estimates with", () => {
    expect(COMMISSION_SCHEDULE.map((b) => [b.fromCents, 100 - b.percent])).toEqual(CONSIGNMENT_SHARES.map((s) => [s.fromCents, Math.round(s.share * 100)]));
  });

  it("pays the sale less the commission to a seller without a tier incentive", () => {
    expect(consignmentEarning(800_00, null)).toEqual({ saleCents: 800_00, commissionPercent: 30, commissionCents: 240_00, baseCents: 560_00, incentiveCents: 0, earningCents: 560_00 });
    expect(consignmentEarning(2_400_00, { tierKey: "shopper" }).earningCents).toBe(1_800_00);
    expect(consignmentEarning(6_000_00, { tierKey: null }).earningCents).toBe(4_800_00);
  });

  it("rounds the commission up to the cent, so Maison never pays a fraction", () => {
    // 333.33 × 30 % = 99.999 → 100.00 commission; 233.33 to the seller.
    expect(consignmentEarning(333_33, null)).toMatchObject({ commissionCents: 100_00, earningCents: 233_33 });
  });

  it("adds the tier's seller incentive on the seller's part: Gold 3 %, to the whole dollar", () => {
    // 2,400 − 25 % = 1,800; × 1.03 = 1,854 → +$54.
    expect(consignmentEarning(2_400_00, { tierKey: "gold" })).toMatchObject({ baseCents: 1_800_00, incentiveCents: 54_00, earningCents: 1_854_00 });
    // 800 − 30 % = 560; Bronze 1 % → 565.60 → $566: +$6.
    expect(consignmentEarning(800_00, { tierKey: "bronze" })).toMatchObject({ incentiveCents: 6_00, earningCents: 566_00 });
  });

  it("caps the incentive at $500", () => {
    // 20,000 − 20 % = 16,000; Diamond 5 % would add 800: capped at 500.
    expect(consignmentEarning(20_000_00, { tierKey: "diamond" })).toMatchObject({ baseCents: 16_000_00, incentiveCents: 500_00, earningCents: 16_500_00 });
  });

  it("never pays more than the sale, and refuses a sale that is not a positive whole number of cents", () => {
    const tiny = consignmentEarning(1, { tierKey: "diamond" });
    expect(tiny.earningCents).toBeLessThanOrEqual(1);
    expect(() => consignmentEarning(0, null)).toThrow(RangeError);
    expect(() => consignmentEarning(10.5, null)).toThrow(RangeError);
  });

  it("charges $25 to ship a delisted piece back", () => {
    expect(CONSIGNMENT_RETURN_FEE_CENTS).toBe(25_00);
  });
});
