import { describe, expect, it } from "vitest";
import { decimalOfCents, moneyV2 } from "./money-v2.ts";

describe("MoneyV2 from cents", () => {
  it("writes Shopify's Decimal: one decimal place at least, no trailing zero", () => {
    expect([74_900, 1_250, 1_234, 5, 0, -300].map(decimalOfCents)).toEqual(["749.0", "12.5", "12.34", "0.05", "0.0", "-3.0"]);
    expect(moneyV2(12_000_50)).toEqual({ amount: "12000.5", currencyCode: "USD" });
    expect(() => decimalOfCents(1.5)).toThrow();
  });
});
