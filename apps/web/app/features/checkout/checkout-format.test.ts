import { describe, expect, it } from "vitest";
import {
  addressLines,
  caretAfterDigits,
  countryName,
  describeCard,
  formatCardCvc,
  formatCardExpiry,
  formatCardNumber,
  formatCents,
  formatDeduction,
  formatForeignFee,
  formatShippingPrice,
  normalizeCardNumber,
  parseCardExpiry,
  SHIPPING_COUNTRIES,
} from "./checkout-format.ts";

describe("checkout formatting", () => {
  it("writes cents as dollars with cents", () => {
    expect(formatCents(125_000)).toBe("$1,250.00");
    expect(formatCents(1_999)).toBe("$19.99");
    expect(formatCents(0)).toBe("$0.00");
  });

  it("writes deductions with a minus sign", () => {
    expect(formatDeduction(5_000)).toBe("\u2212$50.00");
    expect(formatDeduction(-5_000)).toBe("\u2212$50.00");
  });

  it("calls free shipping free", () => {
    expect(formatShippingPrice(0)).toBe("Free");
    expect(formatShippingPrice(2_000)).toBe("$20.00");
  });

  it("names the card by brand and last four", () => {
    expect(describeCard("visa", "4242")).toBe("Visa ending in 4242");
    expect(describeCard("AMEX", "0005")).toBe("American Express ending in 0005");
    expect(describeCard("", "1111")).toBe("Card ending in 1111");
  });

  it("writes a destination's duties fee in its own currency", () => {
    expect(formatForeignFee("CAD", 7_500)).toBe("CAD 75.00");
    expect(formatForeignFee("SEK", 114_500)).toBe("SEK 1,145.00");
  });

  it("names the countries we ship to, home first", () => {
    expect(SHIPPING_COUNTRIES[0]).toEqual({ code: "US", name: "United States" });
    expect(SHIPPING_COUNTRIES.map((c) => c.code)).toContain("FR");
    expect(countryName("fr")).toBe("France");
    expect(countryName("JP")).toBe("JP");
  });

  it("reads expiry dates as people type them", () => {
    expect(parseCardExpiry("04/28")).toEqual({ month: 4, year: 2028 });
    expect(parseCardExpiry("4 / 2030")).toEqual({ month: 4, year: 2030 });
    expect(parseCardExpiry("1229")).toEqual({ month: 12, year: 2029 });
    expect(parseCardExpiry("13/28")).toBeNull();
    expect(parseCardExpiry("tomorrow")).toBeNull();
    expect(parseCardExpiry("")).toBeNull();
  });

  it("drops the spaces and dashes between card number groups", () => {
    expect(normalizeCardNumber("4242 4242-4242 4242")).toBe("4242424242424242");
  });

  it("lays an address out in lines, skipping empty parts", () => {
    expect(
      addressLines({ first_name: "Jane", last_name: "Doe", address1: "1 Main St", address2: "", city: "Austin", province: "TX", zip: "78701", country_code: "US" }),
    ).toEqual(["Jane Doe", "1 Main St", "Austin, TX 78701", "United States"]);
  });

  it("formats a card number as it is typed, in the groups its brand prints", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242 42")).toBe("4242 42");
    expect(formatCardNumber("4242-4242-x4242")).toBe("4242 4242 4242");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("42424242424242424242")).toBe("4242 4242 4242 4242 424");
    expect(formatCardNumber("")).toBe("");
  });

  it("formats an expiry as MM / YY as it is typed", () => {
    expect(formatCardExpiry("1")).toBe("1");
    expect(formatCardExpiry("4")).toBe("04");
    expect(formatCardExpiry("12")).toBe("12");
    expect(formatCardExpiry("123")).toBe("12 / 3");
    expect(formatCardExpiry("12/30")).toBe("12 / 30");
    expect(formatCardExpiry("12 / 3099")).toBe("12 / 30");
    // Deleting back over the separator leaves the month.
    expect(formatCardExpiry("12 / ")).toBe("12");
  });

  it("keeps a security code to 4 digits, and the caret after the digit it followed", () => {
    expect(formatCardCvc("12a34 5")).toBe("1234");
    expect(caretAfterDigits("4242 4242 4", 5)).toBe(6);
    expect(caretAfterDigits("4242 4242 4", 4)).toBe(4);
    expect(caretAfterDigits("12 / 3", 3)).toBe(6);
    expect(caretAfterDigits("", 0)).toBe(0);
  });
});
