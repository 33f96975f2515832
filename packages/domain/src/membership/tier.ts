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

/** The rank of a tier key (0 for an unknown key). */
export function rankOfTier(key: string): number {
  return TIERS.find((t) => t.key === key)?.rank ?? 0;
}

/** What a tier gives (spec 1 §3 tier config: rank, seller_incentive, lp_item_limit; spec 2 §1 perks). */
export interface TierBenefits {
  /** Free US Standard shipping and returns. */
  freeShipping: boolean;
  /** Extra percent of a sale paid to the seller when they sell with us. */
  sellerIncentivePercent: number;
  /** How many items the tier may hold in a layaway / loan plan at once. */
  lpItemLimit: number;
  /** The percentage of the special-day discount members of the tier get. */
  specialDayPercent: number;
}

/** The benefits by tier key: higher spend, larger perks (the Diamond tier is premium). */
export const TIER_BENEFITS: Readonly<Record<TierKey, TierBenefits>> = {
  new: { freeShipping: false, sellerIncentivePercent: 0, lpItemLimit: 1, specialDayPercent: 5 },
  shopper: { freeShipping: false, sellerIncentivePercent: 0, lpItemLimit: 1, specialDayPercent: 5 },
  bronze: { freeShipping: false, sellerIncentivePercent: 1, lpItemLimit: 2, specialDayPercent: 5 },
  silver: { freeShipping: true, sellerIncentivePercent: 2, lpItemLimit: 3, specialDayPercent: 10 },
  gold: { freeShipping: true, sellerIncentivePercent: 3, lpItemLimit: 4, specialDayPercent: 10 },
  diamond: { freeShipping: true, sellerIncentivePercent: 5, lpItemLimit: 5, specialDayPercent: 15 },
};

/** Spec 1 §3: site_credits_percent, a fraction the storefront shows times 100 (spec 1 §9); the monthly 2 % bonus. */
export const SITE_CREDITS_PERCENT = 0.02;

/** Spec 2 §9: the trailing window of spend tiers count, in days. */
export const TIER_SPEND_WINDOW_DAYS = 365;

/** The start of the trailing 12-month window ending at `now`. */
export function tierSpendWindowStart(now: Date): Date {
  const start = new Date(now.getTime());
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

/** How long a special-day code can be used: from 7 days before the day to 14 days after it. */
export const SPECIAL_DAY_LEAD_DAYS = 7;
export const SPECIAL_DAY_VALID_DAYS_AFTER = 14;

/**
 * The special day a discount is due for at `now`: this year's (or next year's, around New Year) date of
 * month/day when `now` lies from its lead to its end. Returns the day (UTC midnight), its code's
 * expiry, and the year it is for; null outside every window. 29 February falls on 28 February in other years.
 */
export function specialDayWindow(month: number, day: number, now: Date): { day: Date; expiresAt: Date; year: number } | null {
  const DAY_MS = 86_400_000;
  for (const year of [now.getUTCFullYear() - 1, now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const date = new Date(Date.UTC(year, month - 1, month === 2 && day === 29 && !leap ? 28 : day));
    const opens = date.getTime() - SPECIAL_DAY_LEAD_DAYS * DAY_MS;
    const expires = date.getTime() + SPECIAL_DAY_VALID_DAYS_AFTER * DAY_MS;
    if (opens <= now.getTime() && now.getTime() < expires) return { day: date, expiresAt: new Date(expires), year };
  }
  return null;
}

/** Whether month/day name a calendar day (29 February allowed). */
export function isValidMonthDay(month: number, day: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return false;
  return day <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}
