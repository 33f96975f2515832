import type { TierKey } from "../membership/tier.ts";
import { tierRankOf } from "./promo-messages.ts";

/** Spec 1 §3 "Promo disclaimer": id, start_date, end_date, message, min_tier. */
export interface PromoDisclaimer {
  id: string;
  startDate: string;
  endDate: string;
  message: string;
  minTier: TierKey | null;
}

/** Spec 1 §6/§9: a disclaimer shows within its dates to users whose rank reaches its minimum tier. */
export function disclaimerShows(disclaimer: PromoDisclaimer, tierRank: number, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(disclaimer.startDate) <= at && at < Date.parse(disclaimer.endDate) && tierRank >= tierRankOf(disclaimer.minTier);
}

export function visibleDisclaimers<T extends PromoDisclaimer>(disclaimers: readonly T[], tierRank: number, now: Date): T[] {
  return disclaimers.filter((d) => disclaimerShows(d, tierRank, now));
}

/** Spec 1 §9: referral credit arrives 14 days after the referred friend's order. */
export const REFERRAL_CREDIT_DELAY_DAYS = 14;
