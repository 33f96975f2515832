import { describe, expect, it } from "vitest";
import { formatPoints, formatUsd, signedAmount, typedDollars } from "./wallet-words.ts";

describe("wallet words", () => {
  it("formats money and points", () => {
    expect(formatUsd(123_456_78)).toBe("$123,456.78");
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatPoints(1)).toBe("1 point");
    expect(formatPoints(2500)).toBe("2,500 points");
    expect(signedAmount(150_00, "negative", "usd")).toBe("−$150.00");
    expect(signedAmount(40, "positive", "points")).toBe("+40 points");
  });
  it("reads typed dollars", () => {
    expect(typedDollars("$1,500.50")).toBe(1500.5);
    expect(typedDollars(" ")).toBeNull();
    expect(typedDollars("12.345")).toBeNaN();
    expect(typedDollars("abc")).toBeNaN();
  });
});
