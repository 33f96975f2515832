import { describe, expect, it } from "vitest";
import { consignmentShare, offerAmounts, sellNowMargin } from "./offer-amounts.ts";
import { SELLER_INCENTIVE_MAX_CENTS, sellerIncentiveCents, sellerMultiplier } from "./seller-incentive.ts";

const byKind = (offers: ReturnType<typeof offerAmounts>) => Object.fromEntries(offers.map((o) => [o.kind, o]));

describe("the offers for an expected resale (decision 040)", () => {
  it("cash keeps 35 % at full confidence; trade-in is worth 10 % more (spec 2 §9 increase percent 10); consignment pays 80 % from $5,000", () => {
    const offers = byKind(offerAmounts(10_000_00, 1, null));
    expect(offers.sell_now).toEqual({ kind: "sell_now", label: "Sell now", amountCents: 6_500_00, beforeIncentiveCents: 6_500_00, incentiveCents: 0, estimate: false });
    expect(offers.trade_in).toMatchObject({ amountCents: 7_150_00, beforeIncentiveCents: 7_150_00, incentiveCents: 0, estimate: false });
    expect(offers.consignment).toMatchObject({ amountCents: 8_000_00, incentiveCents: 0, estimate: true });
  });

  it("keeps up to 15 points more as confidence falls, rounding offers down to $5", () => {
    expect(sellNowMargin(1)).toBe(0.35);
    expect(sellNowMargin(0.5)).toBeCloseTo(0.425, 10);
    expect(sellNowMargin(0)).toBe(0.5);
    const offers = byKind(offerAmounts(7_504_32, 0.5, null));
    // 7,504.32 × 0.575 = 4,314.98 → $4,310; trade-in $4,741
    expect(offers.sell_now!.amountCents).toBe(4_310_00);
    expect(offers.trade_in!.amountCents).toBe(4_741_00);
  });

  it("gives the consignor 70 % under $1,000, 75 % from $1,000, 80 % from $5,000", () => {
    expect(consignmentShare(999_99)).toBe(0.7);
    expect(consignmentShare(1_000_00)).toBe(0.75);
    expect(consignmentShare(4_999_99)).toBe(0.75);
    expect(consignmentShare(5_000_00)).toBe(0.8);
    expect(byKind(offerAmounts(900_00, 1, null)).consignment!.amountCents).toBe(630_00);
  });

  it("adds a Diamond member's incentive to cash, and trade-in stays 10 % above cash with it", () => {
    const offers = byKind(offerAmounts(10_000_00, 1, { tierKey: "diamond" }));
    // $6,500 × 1.05 = $6,825
    expect(offers.sell_now).toMatchObject({ amountCents: 6_825_00, beforeIncentiveCents: 6_500_00, incentiveCents: 325_00 });
    expect(offers.trade_in).toMatchObject({ amountCents: 7_507_50, beforeIncentiveCents: 7_150_00, incentiveCents: 357_50 });
    expect(offers.consignment).toMatchObject({ amountCents: 8_000_00, incentiveCents: 0 });
  });
});

describe("seller incentive caps (spec 1 §9: the ceiling of a tier multiplier and a maximum)", () => {
  it("multiplies by 1 + the tier's seller_incentive percent", () => {
    expect(sellerMultiplier({ tierKey: "diamond" })).toBe(1.05);
    expect(sellerMultiplier({ tierKey: "gold" })).toBe(1.03);
    expect(sellerMultiplier({ tierKey: "bronze" })).toBe(1.01);
    expect(sellerMultiplier({ tierKey: "shopper" })).toBe(1);
    expect(sellerMultiplier({ tierKey: null })).toBe(1);
    expect(sellerMultiplier({ tierKey: "platinum" })).toBe(1);
    expect(sellerMultiplier(null)).toBe(1);
  });

  it("rounds the raised offer up to the whole dollar", () => {
    // $1,234.56 × 1.03 = $1,271.5968 → $1,272.00: the incentive is $37.44
    expect(sellerIncentiveCents(1_234_56, { tierKey: "gold" })).toBe(37_44);
    // $1,000 × 1.05 = $1,050 exactly: no rounding up past it
    expect(sellerIncentiveCents(1_000_00, { tierKey: "diamond" })).toBe(50_00);
  });

  it("never adds more than $500", () => {
    expect(SELLER_INCENTIVE_MAX_CENTS).toBe(500_00);
    expect(sellerIncentiveCents(10_000_00, { tierKey: "diamond" })).toBe(500_00);
    // $9,980 × 1.05 = $10,479: under the cap
    expect(sellerIncentiveCents(9_980_00, { tierKey: "diamond" })).toBe(499_00);
  });

  it("gives nothing without a tier incentive or without an offer", () => {
    expect(sellerIncentiveCents(5_000_00, null)).toBe(0);
    expect(sellerIncentiveCents(5_000_00, { tierKey: "new" })).toBe(0);
    expect(sellerIncentiveCents(0, { tierKey: "diamond" })).toBe(0);
  });
});
