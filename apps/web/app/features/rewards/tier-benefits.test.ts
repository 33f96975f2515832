import { describe, expect, it } from "vitest";
import { tierBenefitLines } from "./tier-benefits.ts";

describe("tier benefit lines", () => {
  it("lists what the domain gives each tier, in words", () => {
    for (const key of ["new", "shopper", "bronze", "silver", "gold", "diamond"] as const) {
      const lines = tierBenefitLines(key);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => line.trim() !== "")).toBe(true);
    }
  });

  it("says free shipping only where the tier has it and counts pieces in the singular for one", () => {
    expect(tierBenefitLines("new")).not.toContain("Free US Standard shipping and returns");
    expect(tierBenefitLines("new")).toContain("Up to 1 piece at a time in the loan program");
    expect(tierBenefitLines("diamond")[0]).toBe("Free US Standard shipping and returns");
  });
});
