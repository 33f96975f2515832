import { describe, expect, it } from "vitest";
import { giftCardCodeFromBytes, isGiftCardCode, lastCharactersOf, normalizeGiftCardCode } from "./gift-card-code.ts";

describe("gift-card codes", () => {
  it("normalises what a shopper types: spaces and dashes dropped, upper case", () => {
    expect(normalizeGiftCardCode(" abcd-efgh 2345 6789 ")).toBe("ABCDEFGH23456789");
  });
  it("has 16 letters or digits (spec 1 §9: gift code length 16)", () => {
    expect(isGiftCardCode("ABCDEFGH23456789")).toBe(true);
    expect(isGiftCardCode("ABCDEFGH2345678")).toBe(false);
    expect(isGiftCardCode("ABCDEFGH2345678!")).toBe(false);
  });
  it("shows only the last 4 characters (spec 1 §5)", () => {
    expect(lastCharactersOf("ABCDEFGH23456789")).toBe("6789");
  });
  it("draws 16 characters from the unambiguous alphabet", () => {
    const code = giftCardCodeFromBytes(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(code).toHaveLength(16);
    expect(code).not.toMatch(/[01OIL]/);
    expect(() => giftCardCodeFromBytes(new Uint8Array(8))).toThrow();
  });
});
