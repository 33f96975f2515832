import type { Comparable } from "./comparable.ts";
import { monthsBefore, referencePrice } from "./market-value.ts";

/** The steepest move per month the engine believes (3 %): beyond it, the data is noise. */
export const MAX_TREND_PER_MONTH = 0.03;
/** A trend needs this many sales… */
export const MIN_TREND_SALES = 6;
/** …spread over at least this many months. */
export const MIN_TREND_SPAN_MONTHS = 3;
/** Shrinks a trend from few sales toward none: n ÷ (n + 10). */
const TREND_SHRINK = 10;

/**
 * The market's move per month over the sold comparables (0.01 = +1 % a month): the slope of the log of
 * their reference prices against time, shrunk toward 0 when there are few and capped at ±3 %.
 * 0 when too few sales or too short a span say anything.
 */
export function trendPerMonth(comparables: readonly Comparable[], now: Date): number {
  const points = comparables
    .filter((c) => c.kind === "sold")
    .map((c) => ({ t: -monthsBefore(c.date, now), y: Math.log(referencePrice(c)) }));
  if (points.length < MIN_TREND_SALES) return 0;
  const ts = points.map((p) => p.t);
  if (Math.max(...ts) - Math.min(...ts) < MIN_TREND_SPAN_MONTHS) return 0;
  const meanT = ts.reduce((s, t) => s + t, 0) / points.length;
  const meanY = points.reduce((s, p) => s + p.y, 0) / points.length;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.t - meanT) * (p.y - meanY);
    sxx += (p.t - meanT) ** 2;
  }
  const slope = (sxy / sxx) * (points.length / (points.length + TREND_SHRINK));
  const capped = Math.max(-MAX_TREND_PER_MONTH, Math.min(MAX_TREND_PER_MONTH, slope));
  return Math.round(capped * 10_000) / 10_000;
}

/** What a comparable's price is worth today under the trend. */
export function carriedToToday(priceCents: number, date: string, trend: number, now: Date): number {
  return priceCents * Math.exp(trend * monthsBefore(date, now));
}
