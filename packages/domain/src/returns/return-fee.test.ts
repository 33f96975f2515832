import { describe, expect, it } from "vitest";
import { NON_US_RETURN_FEE_CENTS, returnFeeCents } from "./return-fee.ts";

const us = (priceCents: number) => returnFeeCents({ priceCents, countryCode: "US", isMember: false });

describe("the return fee (spec 2 §9: $25 below 1000; $50 from 1000 to below 3000; $75 from 3000 to below 8000; $100 from 8000 up; $25 for non-US)", () => {
  it("charges by price at every boundary of the table", () => {
    expect(us(999_99)).toBe(25_00);
    expect(us(1_000_00)).toBe(50_00);
    expect(us(2_999_99)).toBe(50_00);
    expect(us(3_000_00)).toBe(75_00);
    expect(us(7_999_99)).toBe(75_00);
    expect(us(8_000_00)).toBe(100_00);
    expect(us(1)).toBe(25_00);
    expect(us(50_000_00)).toBe(100_00);
  });

  it("charges $25 outside the US whatever the price, and reads no country as the US", () => {
    expect(NON_US_RETURN_FEE_CENTS).toBe(25_00);
    expect(returnFeeCents({ priceCents: 9_000_00, countryCode: "FR", isMember: false })).toBe(25_00);
    expect(returnFeeCents({ priceCents: 9_000_00, countryCode: "ca", isMember: false })).toBe(25_00);
    expect(returnFeeCents({ priceCents: 9_000_00, countryCode: null, isMember: false })).toBe(100_00);
    expect(returnFeeCents({ priceCents: 9_000_00, countryCode: "us", isMember: false })).toBe(100_00);
  });

  it("waives the fee for members (free returns)", () => {
    expect(returnFeeCents({ priceCents: 9_000_00, countryCode: "US", isMember: true })).toBe(0);
    expect(returnFeeCents({ priceCents: 500_00, countryCode: "FR", isMember: true })).toBe(0);
  });
});
