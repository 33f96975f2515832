import type { Cents } from "../money/cents.ts";

/**
 * Tiers ranked by trailing 12-month spend (spec 2 §9: Bronze $500, Silver $2,500, Gold $5,000,
 * Diamond $10,000). Rank 0 is a new customer (spec 1 §6: new-customer offers need rank 0); a customer
 * who has bought but not reached Bronze is rank 1; rank above 4 is premium.
 */
export const TIERS = [
  { key: "new", name: "New Customer", rank: 0, minSpendCents: 0 },
  { key: "shopper", name: "Shopper", rank: 1, minSpendCents: 1 },
  { key: "bronze", name: "Bronze", rank: 2, minSpendCents: 500_00 },
  { key: "silver", name: "Silver", rank: 3, minSpendCents: 2_500_00 },
  { key: "gold", name: "Gold", rank: 4, minSpendCents: 5_000_00 },
  { key: "diamond", name: "Diamond", rank: 5, minSpendCents: 10_000_00 },
] as const;
export type Tier = (typeof TIERS)[number];
export type TierKey = Tier["key"];

/** The tier earned by a trailing 12-month spend. */
export function tierForSpend(spendCents: Cents): Tier {
  let tier: Tier = TIERS[0];
  for (const candidate of TIERS) if (spendCents >= candidate.minSpendCents) tier = candidate;
  return tier;
}

/** Spec 1 §6 / §9: premium means rank above 4, or a business (b2b) account. */
export function isPremium(rank: number, isB2b: boolean): boolean {
  return rank > 4 || isB2b;
}
