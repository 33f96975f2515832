import type { TierKey } from "../membership/tier.ts";
import { tierRankOf } from "./promo-messages.ts";

/** A rewards offer (spec 1 §6): new-customer-only, tier-gated from a starting tier, or general. */
export interface RewardsOffer {
  id: string;
  title: string;
  description: string;
  newCustomerOnly: boolean;
  /** Tier-gated offers name the tier they start at. */
  startingTier: TierKey | null;
  loggedInOnly: boolean;
}

/** Spec 1 §6: rank above 4 is where general offers stop (premium tiers get their own). */
export const GENERAL_OFFER_RANK_LIMIT = 5;

/**
 * Spec 1 §6: visitors see only offers not flagged logged-in-only; new-customer-only offers need rank 0;
 * tier-gated offers need a rank at or above their starting tier's; the others apply below rank 5.
 */
export function rewardsOfferApplies(offer: RewardsOffer, viewer: { signedIn: boolean; tierRank: number }): boolean {
  if (!viewer.signedIn && offer.loggedInOnly) return false;
  const rank = viewer.signedIn ? viewer.tierRank : 0;
  if (offer.newCustomerOnly) return rank === 0;
  if (offer.startingTier !== null) return rank >= tierRankOf(offer.startingTier);
  return rank < GENERAL_OFFER_RANK_LIMIT;
}

export function applicableRewardsOffers<T extends RewardsOffer>(offers: readonly T[], viewer: { signedIn: boolean; tierRank: number }): T[] {
  return offers.filter((o) => rewardsOfferApplies(o, viewer));
}
