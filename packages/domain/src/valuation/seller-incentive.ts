import { TIER_BENEFITS, type TierKey } from "../membership/tier.ts";

/** The most a tier's seller incentive adds to one offer: $500 (spec 1 §9 "a maximum"). */
export const SELLER_INCENTIVE_MAX_CENTS = 500_00;

/** Who sells: a member's tier key (null for a non-member or a visitor: no incentive). */
export interface SellerStanding {
  tierKey: string | null;
}

/** The tier's multiplier: 1 + its seller incentive percent (Diamond 5 % → 1.05; none → 1). */
export function sellerMultiplier(seller: SellerStanding | null): number {
  const key = seller?.tierKey;
  const percent = key && key in TIER_BENEFITS ? TIER_BENEFITS[key as TierKey].sellerIncentivePercent : 0;
  return 1 + percent / 100;
}

/**
 * Spec 1 §9 "seller price caps use the ceiling of a tier multiplier and a maximum": the offer times the
 * tier's multiplier, rounded up to the whole dollar, and never more than the maximum above the offer.
 * Returns the incentive in cents (0 without a tier incentive).
 */
export function sellerIncentiveCents(offerCents: number, seller: SellerStanding | null): number {
  const multiplier = sellerMultiplier(seller);
  if (multiplier === 1 || offerCents <= 0) return 0;
  const raised = Math.ceil((offerCents * multiplier) / 100 - 1e-9) * 100;
  return Math.min(raised - offerCents, SELLER_INCENTIVE_MAX_CENTS);
}
