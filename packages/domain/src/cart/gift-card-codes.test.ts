import { describe, expect, it } from "vitest";
import { giftCardLastCharacters, giftCardUsage, isGiftForYouBlocked, planGiftCardCodes } from "./gift-card-codes.ts";

describe("gift card codes (spec 1 §5)", () => {
  const applied = [{ id: "gc1", lastCharacters: "WXYZ" }];

  it("shows and matches a card by its last 4 characters", () => {
    expect(giftCardLastCharacters("abcd-efgh-ijkl-wxyz")).toBe("WXYZ");
    expect(planGiftCardCodes(["wxyz"], applied)).toEqual({ keepIds: ["gc1"], lookUp: [], invalid: [] });
    expect(planGiftCardCodes(["ABCDEFGHIJKLWXYZ"], applied)).toEqual({ keepIds: ["gc1"], lookUp: [], invalid: [] });
  });

  it("looks up new full codes, drops unnamed cards and flags the rest", () => {
    expect(planGiftCardCodes(["1234 5678 9012 3456", "XY"], applied)).toEqual({ keepIds: [], lookUp: ["1234567890123456"], invalid: ["XY"] });
    expect(planGiftCardCodes([], applied)).toEqual({ keepIds: [], lookUp: [], invalid: [] });
  });

  it("spends cards in order until the amount due is covered", () => {
    expect(giftCardUsage(150_00, [{ id: "a", availableCents: 100_00 }, { id: "b", availableCents: 100_00 }])).toEqual(
      new Map([["a", 100_00], ["b", 50_00]]),
    );
  });
});

describe("gift-for-you rule (spec 1 §4, §9: threshold 1000)", () => {
  it("blocks store credit when all of it is gift-for-you and the subtotal is at or below $1,000", () => {
    expect(isGiftForYouBlocked({ giftCardTotalCents: 200_00, giftForYouTotalCents: 200_00, cartSubtotalCents: 1000_00 })).toBe(true);
    expect(isGiftForYouBlocked({ giftCardTotalCents: 200_00, giftForYouTotalCents: 200_00, cartSubtotalCents: 1000_01 })).toBe(false);
  });

  it("does not block when other credit is there too, or with no gift-for-you credit", () => {
    expect(isGiftForYouBlocked({ giftCardTotalCents: 300_00, giftForYouTotalCents: 200_00, cartSubtotalCents: 500_00 })).toBe(false);
    expect(isGiftForYouBlocked({ giftCardTotalCents: 0, giftForYouTotalCents: 0, cartSubtotalCents: 500_00 })).toBe(false);
  });

  it("uses the profile's minimum when given", () => {
    expect(isGiftForYouBlocked({ giftCardTotalCents: 50_00, giftForYouTotalCents: 50_00, cartSubtotalCents: 1500_00, minDollarAmount: 2000 })).toBe(true);
  });
});
