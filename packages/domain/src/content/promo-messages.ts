import { TIERS, type TierKey } from "../membership/tier.ts";

export type PromoPlacement = "pdp" | "plp" | "cart";

/** Spec 2 §3 "Promo message": where it shows, for whom, when, and its text (with an optional code and tag). */
export interface PromoMessage {
  id: string;
  message: string;
  tag: string | null;
  discountCode: string | null;
  showInPdp: boolean;
  showInPlp: boolean;
  showInCart: boolean;
  /** The tier the message is for (its rank is the minimum); null for everyone. */
  tier: TierKey | null;
  appliesOnlyToSelectedTier: boolean;
  isB2b: boolean;
  isPaidPromo: boolean;
  startDate: string | null;
  endDate: string | null;
}

/** Who sees the messages, and where. */
export interface PromoAudience {
  placement: PromoPlacement;
  /** 0 for visitors (spec 1 §6). */
  tierRank: number;
  isB2b: boolean;
  /** A member (membership active or in its initial access): no longer a newcomer, whatever they spent. */
  isMember: boolean;
  /** The shopper arrived from a paid campaign (the client's paid-promo flag). */
  paidPromo: boolean;
  hasSpecialDayDiscount: boolean;
  /** Tags of what the page shows (the product, the list's items, the cart's items); null when not known. */
  tags: readonly string[] | null;
  now: Date;
}

/** Spec 2 §5: at most 2 messages show, or 1 when the user has a special-day discount. */
export const MAX_PROMO_MESSAGES = 2;
export const MAX_PROMO_MESSAGES_WITH_SPECIAL_DAY = 1;

export function tierRankOf(key: TierKey | null): number {
  if (key === null) return 0;
  return TIERS.find((t) => t.key === key)?.rank ?? 0;
}

/** Spec 2 §5: promo tag filtering is a case-insensitive match. */
export function tagMatches(tag: string | null, tags: readonly string[] | null): boolean {
  if (tag === null || tag.trim() === "") return true;
  if (tags === null) return false;
  const wanted = tag.trim().toLowerCase();
  return tags.some((t) => t.trim().toLowerCase() === wanted);
}

function withinDates(start: string | null, end: string | null, now: Date): boolean {
  const at = now.getTime();
  return (start === null || Date.parse(start) <= at) && (end === null || at < Date.parse(end));
}

function placed(message: PromoMessage, placement: PromoPlacement): boolean {
  return placement === "pdp" ? message.showInPdp : placement === "plp" ? message.showInPlp : message.showInCart;
}

/**
 * A welcome offer: a message for the new-customer tier alone (tier `new`, applying only to that tier).
 * It reaches rank 0, visitors and customers who have not bought, and never members, who joined and
 * have member pricing instead (decision 041).
 */
export function isNewCustomerOffer(message: Pick<PromoMessage, "tier" | "appliesOnlyToSelectedTier">): boolean {
  return message.tier === "new" && message.appliesOnlyToSelectedTier;
}

/**
 * Whether one message shows (spec 2 §5): in its placement; its tier rank at or below the user's (equal
 * when it applies only to the selected tier); within its dates; its b2b status matching the user's;
 * a paid-promo message only with the paid-promo flag on; its tag, if any, among the page's tags; a
 * welcome offer never to a member.
 */
export function promoMessageShows(message: PromoMessage, audience: PromoAudience): boolean {
  const rank = tierRankOf(message.tier);
  const tierOk = message.appliesOnlyToSelectedTier ? rank === audience.tierRank : rank <= audience.tierRank;
  return (
    placed(message, audience.placement) &&
    tierOk &&
    withinDates(message.startDate, message.endDate, audience.now) &&
    message.isB2b === audience.isB2b &&
    (!message.isPaidPromo || audience.paidPromo) &&
    tagMatches(message.tag, audience.tags) &&
    !(isNewCustomerOffer(message) && audience.isMember)
  );
}

/** The messages that show, in their stored order, at most 2 (1 with a special-day discount). */
export function visiblePromoMessages<T extends PromoMessage>(messages: readonly T[], audience: PromoAudience): T[] {
  const limit = audience.hasSpecialDayDiscount ? MAX_PROMO_MESSAGES_WITH_SPECIAL_DAY : MAX_PROMO_MESSAGES;
  return messages.filter((m) => promoMessageShows(m, audience)).slice(0, limit);
}
