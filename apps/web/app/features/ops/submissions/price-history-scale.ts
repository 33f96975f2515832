import { labelledIndexes, timeSeriesGeometry, type ChartBox } from "../../../lib/chart-scale.ts";

export { labelledIndexes };

/** One month of a model's sold prices (the appraisal's `sku_price_evolution_list`). */
export interface PriceHistoryPoint {
  date: string;
  price_cents: number;
  sales: number;
}

export type PriceHistoryBox = ChartBox;

export interface PriceHistoryGeometry {
  points: Array<PriceHistoryPoint & { x: number; y: number }>;
  ticks: Array<{ valueCents: number; y: number }>;
  line: string;
  floor: number;
  /** Where a reference price (the expected resale) sits, when it falls inside the scale. */
  yOf: (cents: number) => number | null;
}

/**
 * Where each month sits (the shared time-series scale), the reference price (the expected resale)
 * always inside the scale so it is drawn.
 */
export function priceHistoryGeometry(series: readonly PriceHistoryPoint[], box: PriceHistoryBox, reference: number | null = null, tickCount = 4): PriceHistoryGeometry {
  const { points, ticks, line, floor, yOf } = timeSeriesGeometry(series, (p) => p.price_cents, box, { reference, tickCount });
  return { points, ticks, line, floor, yOf };
}


/** "2026-03-01" → "Mar 2026" (the month the median is of). */
export function monthLabel(date: string): string {
  const at = new Date(date.length === 10 ? `${date}T12:00:00Z` : date);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(at);
}

/** The change from the first month to the last, as a signed whole percentage, or null. */
export function priceChangeLabel(series: readonly PriceHistoryPoint[]): string | null {
  const sorted = [...series].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last || first === last || first.price_cents <= 0) return null;
  const change = Math.round(((last.price_cents - first.price_cents) / first.price_cents) * 100);
  return change === 0 ? "unchanged" : `${change > 0 ? "up" : "down"} ${Math.abs(change)}%`;
}
