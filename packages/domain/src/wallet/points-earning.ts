import type { Cents } from "../money/cents.ts";

/**
 * Points earned on a paid order (decision 055): per whole dollar of the merchandise subtotal, by the
 * buyer's tier when the order was paid. One point is worth one cent when spent (decision 019).
 */
export const POINTS_PER_DOLLAR: Readonly<Record<string, number>> = {
  new: 1,
  shopper: 1,
  bronze: 1,
  silver: 2,
  gold: 3,
  diamond: 5,
};

/** Points never expire while the account is open (decision 055). */
export const POINTS_EXPIRE = false;

/** Points a subtotal earns at a tier (unknown tiers earn the base rate); whole dollars only, never negative. */
export function pointsEarned(subtotalCents: Cents, tierKey: string): number {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents <= 0) return 0;
  const rate = POINTS_PER_DOLLAR[tierKey] ?? 1;
  return Math.floor(subtotalCents / 100) * rate;
}
