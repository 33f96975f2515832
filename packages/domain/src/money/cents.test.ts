import { describe, expect, it } from "vitest";
import { centsToDecimalString, centsToWholeDollars, dollarsToCents, formatWholeUsd } from "./cents.ts";

describe("money in cents", () => {
  it("shows whole dollars, rounding down", () => {
    expect(centsToWholeDollars(125_099)).toBe(1250);
    expect(formatWholeUsd(125_099)).toBe("$1,250");
  });
  it("converts dollars to cents without float drift", () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
  it("writes decimal strings for the storefront wire", () => {
    expect(centsToDecimalString(123_400)).toBe("1234.00");
    expect(centsToDecimalString(5)).toBe("0.05");
    expect(centsToDecimalString(-250)).toBe("-2.50");
  });
});
