import { accessoryFactor } from "./accessory-value.ts";
import type { Comparable } from "./comparable.ts";
import { CONDITION_VALUE } from "./condition-value.ts";

/** Asking prices are bargained down: a listed piece counts at 92 % of its price. */
export const LISTED_TO_SOLD = 0.92;
/** A comparable's weight halves every 180 days of age. */
export const RECENCY_HALF_LIFE_DAYS = 180;
/** A listed piece weighs half a sold one: a sale is a fact, an asking price a hope. */
export const LISTED_WEIGHT = 0.5;

const DAY_MS = 86_400_000;
const MONTH_DAYS = 30.4375;

/** Months between a comparable's date and now (0 for today). */
export function monthsBefore(date: string, now: Date): number {
  return Math.max(0, (now.getTime() - Date.parse(date)) / DAY_MS / MONTH_DAYS);
}

/** A comparable's price as a reference piece would fetch at its date: sold-equivalent, Excellent, no accessories. */
export function referencePrice(c: Comparable): number {
  const sold = c.kind === "listed" ? c.priceCents * LISTED_TO_SOLD : c.priceCents;
  return sold / CONDITION_VALUE[c.condition] / accessoryFactor(c.accessories);
}

/** How much a comparable counts: newer and sold count more. */
export function comparableWeight(c: Comparable, now: Date): number {
  const ageDays = monthsBefore(c.date, now) * MONTH_DAYS;
  return 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS) * (c.kind === "listed" ? LISTED_WEIGHT : 1);
}

/** The weighted median: the value below which half the weight lies. */
export function weightedMedian(values: ReadonlyArray<{ value: number; weight: number }>): number {
  if (values.length === 0) throw new Error("weighted median of nothing");
  const sorted = [...values].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, v) => sum + v.weight, 0);
  let seen = 0;
  for (const v of sorted) {
    seen += v.weight;
    if (seen >= total / 2) return v.value;
  }
  return sorted[sorted.length - 1]!.value;
}

/** The interquartile range over the median: how far comparables disagree (0 when they all agree). */
export function relativeSpread(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => {
    const pos = (sorted.length - 1) * q;
    const low = Math.floor(pos);
    const high = Math.ceil(pos);
    return sorted[low]! + (sorted[high]! - sorted[low]!) * (pos - low);
  };
  const median = at(0.5);
  return median > 0 ? (at(0.75) - at(0.25)) / median : 0;
}
