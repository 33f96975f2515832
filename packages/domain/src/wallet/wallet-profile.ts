import { centsToDecimalString } from "../money/cents.ts";
import type { StoreCreditPurpose } from "./wallet-account.ts";

/**
 * The gift-for-you minimum: a gift-for-you card only pays for carts above this many dollars
 * (spec 1 §4 "the fixed threshold is 1000", spec 1 §9 "Gift-card minimum 1000").
 */
export const GFY_MIN_DOLLAR_AMOUNT = 1000;

/** What one loyalty point is worth, in cents: 100 points are one dollar. */
export const POINT_VALUE_CENTS = 1;

/** The money value of a number of points, in cents. */
export function pointsValueCents(points: number): number {
  return points * POINT_VALUE_CENTS;
}

/** One of the user's own spendable cards, as the profile totals need it. */
export interface OwnedCard {
  code: string;
  kind: "gift_card" | "store_credit";
  purpose: StoreCreditPurpose;
  availableCents: number;
  giftForYou: boolean;
}

/** The wallet facts of the storefront profile (spec 1 §3 User), in the spec's field names. */
export interface WalletProfileFacts {
  points: number;
  /** Dollars the points are worth. */
  loyalty_points_value: number;
  gfy_min_dollar_amount: number;
  wallet_gift_cards: string[];
  rewards_gift_cards: string[];
  rebag_credit_gift_cards: string[];
  /** Dollars available on every card of the user. */
  user_gift_card_total: number;
  /** Dollars of that total on gift-for-you cards. */
  user_gift_card_gfy_total: number;
}

/** Dollars as a number with cents (12.5 for 1250 cents), exact for every integer-cent amount. */
function dollars(cents: number): number {
  return Number(centsToDecimalString(cents));
}

/**
 * The profile's wallet facts from the user's own cards and points: each code in the list of its
 * purpose (gift cards bought or received sit in the wallet list), totals of what is available now.
 */
export function walletProfileFacts(cards: readonly OwnedCard[], points: number): WalletProfileFacts {
  const list = (purpose: StoreCreditPurpose) => cards.filter((c) => c.purpose === purpose).map((c) => c.code);
  const total = cards.reduce((sum, c) => sum + c.availableCents, 0);
  const gfyTotal = cards.filter((c) => c.giftForYou).reduce((sum, c) => sum + c.availableCents, 0);
  return {
    points,
    loyalty_points_value: dollars(pointsValueCents(points)),
    gfy_min_dollar_amount: GFY_MIN_DOLLAR_AMOUNT,
    wallet_gift_cards: list("wallet"),
    rewards_gift_cards: list("rewards"),
    rebag_credit_gift_cards: list("credit"),
    user_gift_card_total: dollars(total),
    user_gift_card_gfy_total: dollars(gfyTotal),
  };
}

/**
 * Spec 1 §4: applying store credit is blocked (and the gift-for-you error raised) when all of the
 * user's card money is gift-for-you money and the cart subtotal is at or below the minimum.
 */
export function isGiftForYouBlocked(input: {
  giftCardTotalDollars: number;
  giftForYouTotalDollars: number;
  subtotalCents: number;
  minDollarAmount: number;
}): boolean {
  return input.giftCardTotalDollars === input.giftForYouTotalDollars && input.subtotalCents <= input.minDollarAmount * 100;
}
