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
 * Tier ranks come from the trailing 12-month spend of real orders: the content module's TierService
 * is the TierRankSource (decision 028). Visitors have the new customer's rank.
 */

export async function searchViewerOf(principal: Principal, currency: string, ranks: TierRankSource): Promise<SearchViewer> {
  if (principal.kind !== "user") return { userId: null, tierRank: tierForSpend(0).rank, isB2b: false, currency };
  const isB2b = principal.roles.includes("b2b") || principal.roles.includes("staff");
  return { userId: principal.userId, tierRank: await ranks.rankOf(principal.userId), isB2b, currency };
}
