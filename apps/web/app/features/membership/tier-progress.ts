import { TIERS, tierForSpend, type Tier } from "@maison/domain/membership/tier";

/** The named tiers of spec 2 §9 that a shopper climbs, lowest first: Bronze, Silver, Gold, Diamond. */
export const NAMED_TIERS: readonly Tier[] = TIERS.filter((tier) => tier.minSpendCents >= 500_00);

export interface TierProgress {
  current: Tier;
  /** The next named tier, or null at Diamond. */
  next: Tier | null;
  /** What is left to spend in the trailing 12 months to reach `next` (0 at Diamond). */
  neededCents: number;
  /** How far from the current tier's threshold to the next one, 0 to 100, whole. */
  percent: number;
}

/**
 * Where a trailing 12-month spend stands (spec 2 §9: Bronze $500, Silver $2,500, Gold $5,000,
 * Diamond $10,000): the tier earned, the next one and the spend still needed. Below Bronze the bar
 * runs from $0.
 */
export function tierProgress(spendCents: number): TierProgress {
  const spend = Math.max(0, Math.floor(spendCents));
  const current = tierForSpend(spend);
  const next = NAMED_TIERS.find((tier) => tier.minSpendCents > spend) ?? null;
  if (!next) return { current, next: null, neededCents: 0, percent: 100 };
  const floor = current.minSpendCents >= 500_00 ? current.minSpendCents : 0;
  const span = next.minSpendCents - floor;
  const percent = Math.min(99, Math.floor(((spend - floor) / span) * 100));
  return { current, next, neededCents: next.minSpendCents - spend, percent };
}

/** The tier named by a profile's `tier_key`, or null for a key this site does not know. */
export function tierByKey(key: string | null | undefined): Tier | null {
  return TIERS.find((tier) => tier.key === key) ?? null;
}

/** The profile's `tier.spend_12m` (dollars with cents) as whole cents; null when the profile does not carry it. */
export function spendCentsOfProfile(spend12m: number | null | undefined): number | null {
  return typeof spend12m === "number" && Number.isFinite(spend12m) ? Math.max(0, Math.round(spend12m * 100)) : null;
}
