import { describe, expect, it } from "vitest";
import { isValidAccountNumber, isValidRoutingNumber, maskedAccount } from "./bank-account.ts";

describe("bank accounts", () => {
  it("accepts routing numbers whose 3-7-1 checksum is a multiple of ten", () => {
    expect(isValidRoutingNumber("011000015")).toBe(true);
    expect(isValidRoutingNumber("110000000")).toBe(true);
    expect(isValidRoutingNumber("011000016")).toBe(false);
    expect(isValidRoutingNumber("01100001")).toBe(false);
    expect(isValidRoutingNumber("01100001a")).toBe(false);
  });
  it("accepts account numbers of 4 to 17 digits", () => {
    expect(isValidAccountNumber("000123456789")).toBe(true);
    expect(isValidAccountNumber("123")).toBe(false);
    expect(isValidAccountNumber("123456789012345678")).toBe(false);
  });
  it("shows the type and last four digits", () => {
    expect(maskedAccount("checking", "6789")).toBe("Checking ····6789");
    expect(maskedAccount("savings", "1111")).toBe("Savings ····1111");
  });
});
