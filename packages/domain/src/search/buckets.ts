import type { Cents } from "../money/cents.ts";

/** A half-open range [low, high) of a numeric attribute; `high` null is open-ended. */
export interface Bucket {
  label: string;
  low: number;
  high: number | null;
}

/** Price buckets of spec 2 §9, in whole dollars (a price of exactly $1,000 is in "$1,000 to $2,500"). */
export const PRICE_BUCKETS: readonly Bucket[] = [
  { label: "under $1,000", low: 0, high: 1_000 },
  { label: "$1,000 to $2,500", low: 1_000, high: 2_500 },
  { label: "$2,500 to $5,000", low: 2_500, high: 5_000 },
  { label: "$5,000 to $10,000", low: 5_000, high: 10_000 },
  { label: "over $10,000", low: 10_000, high: null },
];

/** Off-retail buckets of spec 2 §9, in whole percent below the estimated retail price. */
export const OFF_RETAIL_BUCKETS: readonly Bucket[] = [
  { label: "60% and up", low: 60, high: null },
  { label: "40%-59%", low: 40, high: 60 },
  { label: "20%-39%", low: 20, high: 40 },
  { label: "less than 20%", low: 0, high: 20 },
];

/** Whether a value lies in [low, high). */
export function inRange(value: number, low: number, high: number | null): boolean {
  return value >= low && (high === null || value < high);
}

/** A dollar range as cents, so a price in cents can be compared exactly: [$1,000, $2,500) → [100000, 250000). */
export function dollarRangeToCents(low: number, high: number | null): { low: Cents; high: Cents | null } {
  return { low: Math.round(low * 100), high: high === null ? null : Math.round(high * 100) };
}

/** A percent range as tenths of a percent (the stored percent-off-retail unit): [40, 60) → [400, 600). */
export function percentRangeToTenths(low: number, high: number | null): { low: number; high: number | null } {
  return { low: Math.round(low * 10), high: high === null ? null : Math.round(high * 10) };
}
