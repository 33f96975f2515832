import { labelledIndexes, niceStepCents, timeSeriesGeometry, type ChartBox } from "../../lib/chart-scale.ts";

export { labelledIndexes };

/** One point of a model's price over time (the offer step's `sku_price_evolution_list`). */
export interface PriceChartPoint {
  /** ISO date (YYYY-MM-DD or a full timestamp). */
  date: string;
  priceCents: number;
}

export type PriceChartBox = ChartBox;

export interface PriceChartGeometry {
  points: Array<PriceChartPoint & { x: number; y: number }>;
  /** Horizontal grid lines with their price. */
  ticks: Array<{ valueCents: number; y: number }>;
  line: string;
  /** The line closed down to the plot's floor, for a soft area under it. */
  area: string;
  floor: number;
  /** The lowest and highest price drawn, for the text alternative. */
  low: PriceChartPoint | null;
  high: PriceChartPoint | null;
}

/** A step of 1, 2, 2.5 or 5 times a power of ten dollars (the shared chart scale's). */
export const niceStep = niceStepCents;

/** Where each price sits (the shared time-series scale; a flat series gets a band of one step around its price). */
export function priceChartGeometry(series: readonly PriceChartPoint[], box: PriceChartBox, tickCount = 4): PriceChartGeometry {
  const { points, ticks, line, area, floor, low, high } = timeSeriesGeometry(series, (p) => p.priceCents, box, { tickCount });
  return { points, ticks, line, area, floor, low, high };
}

/** The change from the first to the last price, as a whole percentage (+12%, -4%), or null. */
export function priceChange(series: readonly PriceChartPoint[]): number | null {
  const sorted = [...series].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last || first === last || first.priceCents <= 0) return null;
  return Math.round(((last.priceCents - first.priceCents) / first.priceCents) * 100);
}
