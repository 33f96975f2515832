import { describe, expect, it } from "vitest";
import { appraise } from "./appraise.ts";
import { comparable, comparables, CLASSIC_FLAP } from "./comparable-fixtures.ts";
import type { ItemDescription } from "./item-description.ts";
import { sellSku } from "./sell-sku.ts";

const NOW = new Date("2026-06-15T00:00:00.000Z");
const GREAT_WITH_BOX: ItemDescription = { sku: CLASSIC_FLAP, condition: "Great", accessories: ["Dust Bag", "Box"], color: "Black", serialNumberPresent: true };

describe("appraising a Chanel Classic Flap from twelve equal sales", () => {
  // Twelve sales at $8,000, Excellent with a dust bag: each is worth $8,000 ÷ 1.02 = $7,843.14 as the
  // reference piece (Excellent, no accessories). No trend (flat prices), no spread: confidence 1.
  const sales = comparables(12);
  const appraisal = appraise(GREAT_WITH_BOX, sales, null, NOW);

  it("values the reference piece at the comparables' median and adjusts it step by step", () => {
    expect(appraisal.explanation?.matchLevel).toBe("sku");
    expect(appraisal.explanation?.baseValueCents).toBe(7_843_14);
    expect(appraisal.explanation?.adjustments).toEqual([
      { key: "condition", label: "Condition: Great (−8 % against Excellent)", factor: 0.92, amountCents: -627_45 },
      { key: "accessories", label: "Accessories: Dust Bag, Box (+4 %)", factor: 1.04, amountCents: 288_63 },
      { key: "color", label: "Color: Black (+0 % in our sales)", factor: 1, amountCents: 0 },
    ]);
    // 7,843.14 × 0.92 = 7,215.69; × 1.04 = 7,504.32
    expect(appraisal.expectedResaleCents).toBe(7_504_32);
    expect(7_843_14 - 627_45 + 288_63).toBe(7_504_32);
  });

  it("is sure of it and makes an instant offer: cash, trade-in 10 % more, consignment 80 %", () => {
    expect(appraisal.confidence).toBe(1);
    expect(appraisal.status).toBe("instant_offer");
    expect(appraisal.reason).toBeNull();
    expect(appraisal.offers.map((o) => [o.kind, o.amountCents])).toEqual([
      ["sell_now", 4_875_00], // 7,504.32 × 0.65 = 4,877.81 → $4,875
      ["trade_in", 5_362_50], // + 10 %
      ["consignment", 6_000_00], // 7,504.32 × 0.8 = 6,003.46 → $6,000
    ]);
  });

  it("lists the comparables it used with their reference value, and the price by month", () => {
    expect(appraisal.explanation?.comparables).toHaveLength(12);
    expect(appraisal.explanation?.comparables[0]).toMatchObject({ kind: "sold", priceCents: 8_000_00, normalizedCents: 7_843_14 });
    expect(appraisal.priceEvolution).toEqual([{ month: "2026-05", medianCents: 8_000_00, sales: 11 }, { month: "2026-06", medianCents: 8_000_00, sales: 1 }]);
  });
});

describe("what moves the value", () => {
  it("takes 7 % off a piece without its serial number", () => {
    const appraisal = appraise({ ...GREAT_WITH_BOX, serialNumberPresent: false }, comparables(12), null, NOW);
    expect(appraisal.explanation?.adjustments.at(-1)).toEqual({ key: "serial_number", label: "No serial number (−7 %)", factor: 0.93, amountCents: -525_30 });
    expect(appraisal.expectedResaleCents).toBe(6_979_02);
  });

  it("counts a listed piece at 92 % of its asking price", () => {
    const listed = comparables(12, { kind: "listed", priceCents: 10_000_00, accessories: [] });
    expect(appraise(GREAT_WITH_BOX, listed, null, NOW).explanation?.baseValueCents).toBe(9_200_00);
  });

  it("finds a color's discount in the data: red sells for less than black, pulled toward none by 6 ÷ 10", () => {
    const sales = [...comparables(10, { color: "Black", priceCents: 9_000_00 }), ...comparables(6, { color: "Red", priceCents: 7_000_00 })];
    const red = appraise({ ...GREAT_WITH_BOX, color: "Red" }, sales, null, NOW);
    const black = appraise({ ...GREAT_WITH_BOX, color: "Black" }, sales, null, NOW);
    const factor = (a: typeof red) => a.explanation?.adjustments.find((x) => x.key === "color")?.factor;
    // red's values are 7/9 of the base: 1 + 6/10 × (0.778 − 1) = 0.867
    expect(factor(red)).toBe(0.867);
    expect(factor(black)).toBe(1);
    expect(red.expectedResaleCents!).toBeLessThan(black.expectedResaleCents!);
  });

  it("carries older sales to today along the trend, and says so", () => {
    const MONTH = 30.4375 * 86_400_000;
    const rising = Array.from({ length: 20 }, (_, i) =>
      comparable({ date: new Date(NOW.getTime() - i * MONTH).toISOString(), priceCents: Math.round(8_000_00 * Math.exp(-0.01 * i)) }),
    );
    const appraisal = appraise(GREAT_WITH_BOX, rising, null, NOW);
    const trend = appraisal.explanation?.adjustments[0];
    expect(appraisal.explanation?.trendPerMonth).toBe(0.0067); // 1 % a month, shrunk by 20 ÷ 30
    expect(trend).toMatchObject({ key: "trend", label: "Market trend +0.7 % a month, to today" });
    expect(trend?.amountCents).toBeGreaterThan(0);
  });
});

describe("when the engine does not offer", () => {
  it("asks for photos when the piece is not in the catalog", () => {
    expect(appraise({ ...GREAT_WITH_BOX, sku: null }, comparables(12), null, NOW)).toEqual({
      status: "photo_upload",
      reason: "not_in_catalog",
      message: expect.stringContaining("3-4 days"),
      confidence: 0,
      expectedResaleCents: null,
      offers: [],
      explanation: null,
      priceEvolution: [],
    });
  });

  it("quotes an exotic piece but keeps its suggestion for the specialist", () => {
    const python = sellSku({ ...CLASSIC_FLAP, style: "Python" });
    const appraisal = appraise({ ...GREAT_WITH_BOX, sku: python }, comparables(12, { style: "Python" }), null, NOW);
    expect(appraisal).toMatchObject({ status: "quote", reason: "exotic_skin", confidence: 1 });
    expect(appraisal.offers).toHaveLength(3);
  });

  it("quotes when it had to widen to the designer's other models and they disagree", () => {
    const others = [1_500_00, 3_000_00, 4_500_00, 6_000_00, 9_000_00, 12_000_00].flatMap((price, i) =>
      comparables(2, { model: `Model ${i}`, size: null, priceCents: price }),
    );
    const appraisal = appraise(GREAT_WITH_BOX, others, null, NOW);
    expect(appraisal.explanation?.matchLevel).toBe("designer_item_type");
    expect(appraisal.confidence).toBeLessThan(0.45);
    expect(appraisal).toMatchObject({ status: "quote", reason: "low_confidence" });
  });

  it("quotes without any comparable", () => {
    expect(appraise(GREAT_WITH_BOX, [], null, NOW)).toMatchObject({ status: "quote", reason: "no_comparables", offers: [], explanation: null });
  });
});

describe("a member's tier", () => {
  it("adds the Diamond incentive to the instant offers", () => {
    const appraisal = appraise(GREAT_WITH_BOX, comparables(12), { tierKey: "diamond" }, NOW);
    // $4,875 × 1.05 = $5,118.75 → $5,119: +$244; trade-in $5,630.90
    expect(appraisal.offers.map((o) => [o.kind, o.amountCents, o.incentiveCents])).toEqual([
      ["sell_now", 5_119_00, 244_00],
      ["trade_in", 5_630_90, 268_40],
      ["consignment", 6_000_00, 0],
    ]);
  });
});
