import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone-number.ts";

describe("phone numbers", () => {
  it("keeps an international number with its +, without separators", () => {
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalizePhone(" +1 (212) 555-0147 ")).toBe("+12125550147");
  });
  it("reads 00 as the international prefix", () => {
    expect(normalizePhone("0033 1 23 45 67 89")).toBe("+33123456789");
  });
  it("reads 10 digits without a country code as a US number", () => {
    expect(normalizePhone("212.555.0147")).toBe("+12125550147");
    expect(normalizePhone("12125550147")).toBe("+12125550147");
  });
  it("accepts 8 to 15 digits and nothing else", () => {
    expect(normalizePhone("+1234567")).toBeNull();
    expect(normalizePhone("+12345678")).toBe("+12345678");
    expect(normalizePhone("+123456789012345")).toBe("+123456789012345");
    expect(normalizePhone("+1234567890123456")).toBeNull();
  });
  it("refuses letters, a misplaced +, a country code starting with 0 and empty input", () => {
    expect(normalizePhone("212-555-CALL")).toBeNull();
    expect(normalizePhone("212+5550147")).toBeNull();
    expect(normalizePhone("++12125550147")).toBeNull();
    expect(normalizePhone("+0212555014")).toBeNull();
    expect(normalizePhone("-1234567890")).toBeNull();
    expect(normalizePhone("")).toBeNull();
  });
});
