import { describe, expect, it } from "vitest";
import { brandOf, cardDigits, cardNumberGroups, cardNumberLength, cvcLength, isExpired, isValidCardNumber, isValidCvc, isValidExpiry, passesLuhn } from "./payment-card.ts";

describe("card checks", () => {
  it("reads digits typed with spaces or dashes", () => {
    expect(cardDigits("4242 4242-4242 4242")).toBe("4242424242424242");
    expect(cardDigits("4242 abcd")).toBeNull();
  });
  it("checks the Luhn digit", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("378282246310005")).toBe(true);
  });
  it("names the brand", () => {
    expect(brandOf("4242424242424242")).toBe("visa");
    expect(brandOf("5555555555554444")).toBe("mastercard");
    expect(brandOf("378282246310005")).toBe("amex");
    expect(brandOf("6011111111111117")).toBe("discover");
  });
  it("is good through the end of its expiry month", () => {
    const now = new Date("2026-11-18T12:00:00Z");
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 26, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
    expect(isValidExpiry(13, 2027)).toBe(false);
    expect(isValidExpiry(12, 27)).toBe(true);
  });
  it("wants 3 CVC digits, 4 for Amex", () => {
    expect(isValidCvc("123", "visa")).toBe(true);
    expect(isValidCvc("1234", "visa")).toBe(false);
    expect(isValidCvc("1234", "amex")).toBe(true);
  });
  it("knows a valid number from a mistyped one, whatever the spacing", () => {
    expect(isValidCardNumber("4242 4242 4242 4242")).toBe(true);
    expect(isValidCardNumber("4242-4242-4242-4241")).toBe(false);
    expect(isValidCardNumber("4242 4242")).toBe(false);
    expect(isValidCardNumber("4242 4242 4242 424x")).toBe(false);
  });
  it("prints American Express 4-6-5 with 15 digits and a 4-digit code, the others in groups of four", () => {
    expect([cardNumberLength("amex"), cardNumberGroups("amex"), cvcLength("amex")]).toEqual([15, [4, 6, 5], 4]);
    expect([cardNumberLength("visa"), cardNumberGroups("visa").slice(0, 4), cvcLength("visa")]).toEqual([16, [4, 4, 4, 4], 3]);
  });
});
