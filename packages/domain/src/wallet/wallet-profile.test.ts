import { describe, expect, it } from "vitest";
import { GFY_MIN_DOLLAR_AMOUNT, isGiftForYouBlocked, walletProfileFacts, type OwnedCard } from "./wallet-profile.ts";

const card = (code: string, purpose: OwnedCard["purpose"], availableCents: number, giftForYou = false): OwnedCard => ({
  code,
  kind: "store_credit",
  purpose,
  availableCents,
  giftForYou,
});

describe("wallet facts of the profile", () => {
  it("uses the fixed gift-for-you threshold of 1000 (spec 1 §4)", () => {
    expect(GFY_MIN_DOLLAR_AMOUNT).toBe(1000);
    expect(walletProfileFacts([], 0).gfy_min_dollar_amount).toBe(1000);
  });
  it("lists each code under its purpose and totals the available dollars", () => {
    const facts = walletProfileFacts(
      [card("AAAAAAAAAAAAAAAA", "wallet", 150_000), card("BBBBBBBBBBBBBBBB", "rewards", 5_050, true), card("CCCCCCCCCCCCCCCC", "credit", 1)],
      2500,
    );
    expect(facts).toEqual({
      points: 2500,
      loyalty_points_value: 25,
      gfy_min_dollar_amount: 1000,
      wallet_gift_cards: ["AAAAAAAAAAAAAAAA"],
      rewards_gift_cards: ["BBBBBBBBBBBBBBBB"],
      rebag_credit_gift_cards: ["CCCCCCCCCCCCCCCC"],
      user_gift_card_total: 1550.51,
      user_gift_card_gfy_total: 50.5,
    });
  });
  it("blocks store credit when all card money is gift-for-you and the cart is at or below the minimum", () => {
    const base = { giftCardTotalDollars: 200, giftForYouTotalDollars: 200, minDollarAmount: 1000 };
    expect(isGiftForYouBlocked({ ...base, subtotalCents: 100_000 })).toBe(true);
    expect(isGiftForYouBlocked({ ...base, subtotalCents: 100_001 })).toBe(false);
    expect(isGiftForYouBlocked({ ...base, giftCardTotalDollars: 300, subtotalCents: 50_000 })).toBe(false);
  });
});
