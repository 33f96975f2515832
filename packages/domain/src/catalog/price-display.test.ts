import { describe, expect, it } from "vitest";
import { percentOffRetail, showsEstimatedRetail, showsOriginalPrice } from "./price-display.ts";

describe("original price display (spec 1 §5)", () => {
  it("hides an original price of 5000 or more when the price is under 75% of it", () => {
    expect(showsOriginalPrice(3749_00, 5000_00)).toBe(false);
    expect(showsOriginalPrice(3750_00, 5000_00)).toBe(true);
  });
  it("keeps showing the original price below 5000 however deep the drop", () => {
    expect(showsOriginalPrice(1000_00, 4999_00)).toBe(true);
  });
  it("never shows an original price that is not above the price", () => {
    expect(showsOriginalPrice(1000_00, 1000_00)).toBe(false);
    expect(showsOriginalPrice(1000_00, null)).toBe(false);
  });
});

describe("estimated retail display (spec 1 §5, threshold 0.95)", () => {
  it("hides estimated retail when price / retail is at or above 0.95", () => {
    expect(showsEstimatedRetail(950_00, 1000_00)).toBe(false);
    expect(showsEstimatedRetail(949_99, 1000_00)).toBe(true);
  });
  it("hides it when there is none", () => {
    expect(showsEstimatedRetail(100_00, null)).toBe(false);
  });
  it("computes whole percent off retail", () => {
    expect(percentOffRetail(600_00, 1000_00)).toBe(40);
    expect(percentOffRetail(1200_00, 1000_00)).toBe(0);
  });
});
