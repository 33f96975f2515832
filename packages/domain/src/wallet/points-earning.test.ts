import { describe, expect, it } from "vitest";
import { pointsEarned, POINTS_PER_DOLLAR } from "./points-earning.ts";

describe("points earned on a paid order (decision 055)", () => {
  it("earns per whole dollar of the subtotal at the tier's rate", () => {
    expect(POINTS_PER_DOLLAR).toMatchObject({ bronze: 1, silver: 2, gold: 3, diamond: 5 });
    expect(pointsEarned(1_250_99, "bronze")).toBe(1_250);
    expect(pointsEarned(1_250_99, "silver")).toBe(2_500);
    expect(pointsEarned(1_000_00, "diamond")).toBe(5_000);
    expect(pointsEarned(99, "gold")).toBe(0);
  });
  it("earns the base rate for an unknown tier and nothing for no money", () => {
    expect(pointsEarned(10_00, "mystery")).toBe(10);
    expect(pointsEarned(0, "gold")).toBe(0);
    expect(pointsEarned(-5_00, "gold")).toBe(0);
  });
});
