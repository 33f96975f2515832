import { describe, expect, it } from "vitest";
import { matchesSelectedOptions, pieceOptions } from "./piece-options.ts";

const bag = pieceOptions({ size: "Medium", colors: ["Black", "Gold"], condition: "Excellent" });
const exact = { ignoreUnknownOptions: false, caseInsensitiveMatch: false };

describe("a piece's options", () => {
  it("are its size, color and condition, one value each", () => {
    expect(bag).toEqual([
      { name: "Size", value: "Medium" },
      { name: "Color", value: "Black, Gold" },
      { name: "Condition", value: "Excellent" },
    ]);
  });

  it("leave out a size or a color the piece does not have; condition is always there", () => {
    expect(pieceOptions({ size: null, colors: [], condition: "Good" })).toEqual([{ name: "Condition", value: "Good" }]);
    expect(pieceOptions({ size: "  ", colors: [" "], condition: "Fair" })).toEqual([{ name: "Condition", value: "Fair" }]);
  });
});

describe("variantBySelectedOptions on a one-of-a-kind piece", () => {
  it("selects the variant when every selected option has the piece's value", () => {
    expect(matchesSelectedOptions(bag, [{ name: "Size", value: "Medium" }, { name: "Condition", value: "Excellent" }], exact)).toBe(true);
    expect(matchesSelectedOptions(bag, [{ name: "Size", value: "Large" }], exact)).toBe(false);
  });

  it("compares case only when asked to ignore it", () => {
    const lower = [{ name: "size", value: "medium" }];
    expect(matchesSelectedOptions(bag, lower, exact)).toBe(false);
    expect(matchesSelectedOptions(bag, lower, { ...exact, caseInsensitiveMatch: true })).toBe(true);
  });

  it("fails on an unknown option unless told to ignore it", () => {
    const withUnknown = [{ name: "Size", value: "Medium" }, { name: "Material", value: "Silk" }];
    expect(matchesSelectedOptions(bag, withUnknown, exact)).toBe(false);
    expect(matchesSelectedOptions(bag, withUnknown, { ...exact, ignoreUnknownOptions: true })).toBe(true);
  });

  it("selects nothing when nothing known is selected", () => {
    expect(matchesSelectedOptions(bag, [], exact)).toBe(false);
    expect(matchesSelectedOptions(bag, [{ name: "Material", value: "Silk" }], { ...exact, ignoreUnknownOptions: true })).toBe(false);
  });
});
