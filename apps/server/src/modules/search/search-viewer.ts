import type { FilterViewer } from "@maison/domain/search/filters";
import { tierForSpend } from "@maison/domain/membership/tier";
import type { Principal } from "../../http/principal.ts";

/** Who is searching: filters depend on the tier rank and the business flag, cards on the business flag. */
export interface SearchViewer extends FilterViewer {
  userId: string | null;
}

/** Where a signed-in shopper's tier rank comes from. */
export interface TierRankSource {
  rankOf(userId: string): Promise<number>;
}

/**
 * Tier ranks from trailing 12-month spend. No orders are recorded yet, so every shopper's spend is 0
 * and their rank is the new customer's (decision 009); checkout will supply the real spend here.
 */
export const SPEND_TIER_RANKS: TierRankSource = {
  rankOf: async () => tierForSpend(0).rank,
};

export async function searchViewerOf(principal: Principal, currency: string, ranks: TierRankSource): Promise<SearchViewer> {
  if (principal.kind !== "user") return { userId: null, tierRank: tierForSpend(0).rank, isB2b: false, currency };
  const isB2b = principal.roles.includes("b2b") || principal.roles.includes("staff");
  return { userId: principal.userId, tierRank: await ranks.rankOf(principal.userId), isB2b, currency };
}
