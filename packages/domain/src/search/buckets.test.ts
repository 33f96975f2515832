import { describe, expect, it } from "vitest";
import { dollarRangeToCents, inRange, OFF_RETAIL_BUCKETS, PRICE_BUCKETS, percentRangeToTenths } from "./buckets.ts";

describe("price and off-retail buckets (spec 2 §9)", () => {
  it("names the five price buckets of the spec", () => {
    expect(PRICE_BUCKETS.map((b) => b.label)).toEqual(["under $1,000", "$1,000 to $2,500", "$2,500 to $5,000", "$5,000 to $10,000", "over $10,000"]);
  });
  it("names the four off-retail buckets of the spec", () => {
    expect(OFF_RETAIL_BUCKETS.map((b) => b.label)).toEqual(["60% and up", "40%-59%", "20%-39%", "less than 20%"]);
  });
  it("puts a boundary price in the upper bucket, once", () => {
    const cents = dollarRangeToCents(1_000, 2_500);
    expect(cents).toEqual({ low: 100_000, high: 250_000 });
    const containing = PRICE_BUCKETS.filter((b) => {
      const r = dollarRangeToCents(b.low, b.high);
      return inRange(100_000, r.low, r.high);
    });
    expect(containing.map((b) => b.label)).toEqual(["$1,000 to $2,500"]);
    expect(inRange(99_999, 0, 100_000)).toBe(true);
  });
  it("reads percent ranges in tenths, open-ended at the top", () => {
    expect(percentRangeToTenths(60, null)).toEqual({ low: 600, high: null });
    expect(inRange(1000, 600, null)).toBe(true);
    expect(inRange(599, 400, 600)).toBe(true);
  });
});
