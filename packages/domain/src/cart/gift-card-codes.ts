import type { Cents } from "../money/cents.ts";
import { STORE_CREDIT_CODE_LENGTH } from "./discount-code.ts";

/** Spec 1 §5: applied gift cards are known (and matched) by their last 4 characters. */
export const GIFT_CARD_LAST_CHARACTERS = 4;

/** Spec 1 §4 / §9: the fixed gift-for-you minimum, in dollars, when the profile gives none. */
export const GIFT_FOR_YOU_MIN_DOLLARS = 1000;

/** The code as compared: spaces and dashes removed, upper case. */
export function normalizeGiftCardCode(code: string): string {
  return code.replace(/[\s-]/g, "").toUpperCase();
}

/** The last 4 characters a card is shown and matched by. */
export function giftCardLastCharacters(code: string): string {
  return normalizeGiftCardCode(code).slice(-GIFT_CARD_LAST_CHARACTERS);
}

/** Whether the entry is a full 16-character card code. */
export function isFullGiftCardCode(code: string): boolean {
  return normalizeGiftCardCode(code).length === STORE_CREDIT_CODE_LENGTH;
}

/**
 * Reads the list sent by a gift-card update: an entry whose last 4 characters match a card already on
 * the cart keeps that card; another full 16-character code must be looked up; anything else is invalid.
 * Cards on the cart that no entry names are dropped.
 */
export function planGiftCardCodes(
  entries: readonly string[],
  applied: ReadonlyArray<{ id: string; lastCharacters: string }>,
): { keepIds: string[]; lookUp: string[]; invalid: string[] } {
  const keepIds: string[] = [];
  const lookUp: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const last = giftCardLastCharacters(entry);
    const match = last.length === GIFT_CARD_LAST_CHARACTERS ? applied.find((card) => card.lastCharacters.toUpperCase() === last) : undefined;
    if (match) {
      if (!keepIds.includes(match.id)) keepIds.push(match.id);
    } else if (isFullGiftCardCode(entry)) {
      const code = normalizeGiftCardCode(entry);
      if (!lookUp.includes(code)) lookUp.push(code);
    } else {
      invalid.push(entry);
    }
  }
  return { keepIds, lookUp, invalid };
}

/**
 * Spec 1 §4: store credit cannot be applied (and the gift-for-you error flag is raised) when every
 * gift-card dollar is gift-for-you credit and the cart subtotal is at or below the profile's minimum.
 */
export function isGiftForYouBlocked(input: {
  giftCardTotalCents: Cents;
  giftForYouTotalCents: Cents;
  cartSubtotalCents: Cents;
  minDollarAmount?: number;
}): boolean {
  const minCents = (input.minDollarAmount ?? GIFT_FOR_YOU_MIN_DOLLARS) * 100;
  return input.giftForYouTotalCents > 0 && input.giftCardTotalCents === input.giftForYouTotalCents && input.cartSubtotalCents <= minCents;
}

/** What each applied card pays, in the order applied, until the amount due is covered. */
export function giftCardUsage(amountDueCents: Cents, cards: ReadonlyArray<{ id: string; availableCents: Cents }>): Map<string, Cents> {
  let left = Math.max(0, amountDueCents);
  const used = new Map<string, Cents>();
  for (const card of cards) {
    const take = Math.min(left, Math.max(0, card.availableCents));
    used.set(card.id, take);
    left -= take;
  }
  return used;
}

/** Messages of the gift-card update (our wording; the spec gives none). */
export const GIFT_CARD_MESSAGES = {
  notFound: "This gift card code is not valid.",
  notSpendable: "This gift card can no longer be used.",
  notApplied: "This gift card is not applied to the cart.",
  giftForYouMinimum: `Gift-for-you credit can be used on orders over $${GIFT_FOR_YOU_MIN_DOLLARS.toLocaleString("en-US")}.`,
} as const;
