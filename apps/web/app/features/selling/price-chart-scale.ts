/** One point of a model's price over time (the offer step's `sku_price_evolution_list`). */
export interface PriceChartPoint {
  /** ISO date (YYYY-MM-DD or a full timestamp). */
  date: string;
  priceCents: number;
}

export interface PriceChartBox {
  width: number;
  height: number;
  padding: { left: number; right: number; top: number; bottom: number };
}

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

const DOLLAR = 100;

/**
 * A step of 1, 2, 2.5 or 5 times a power of ten dollars splitting `spanCents` into about `count`
 * intervals, so the axis reads $3,500 · $4,000 · $4,500 rather than $3,517 · $3,934.
 */
export function niceStep(spanCents: number, count: number): number {
  const spanDollars = Math.max(spanCents, 0) / DOLLAR;
  if (spanDollars <= 0) return DOLLAR;
  const raw = spanDollars / Math.max(count, 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const factor = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10;
  return Math.max(DOLLAR, Math.round(factor * magnitude * DOLLAR));
}

/**
 * Where each price sits: dates spread left to right in proportion to the time between them (a gap
 * of three months looks like one), prices between nice ticks just below the lowest and just above
 * the highest — not from zero, since the movement is what the seller reads. A flat series gets a
 * band of one step around its price.
 */
export function priceChartGeometry(series: readonly PriceChartPoint[], box: PriceChartBox, tickCount = 4): PriceChartGeometry {
  const { left, right, top, bottom } = box.padding;
  const plotWidth = box.width - left - right;
  const plotHeight = box.height - top - bottom;
  const floor = top + plotHeight;
  const sorted = [...series].filter((p) => Number.isFinite(Date.parse(p.date))).sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  if (sorted.length === 0) return { points: [], ticks: [], line: "", area: "", floor, low: null, high: null };

  const prices = sorted.map((p) => p.priceCents);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const step = niceStep(highest - lowest || highest * 0.1, tickCount);
  let bottomValue = Math.max(0, Math.floor(lowest / step) * step);
  let topValue = Math.ceil(highest / step) * step;
  if (topValue === bottomValue) {
    bottomValue = Math.max(0, bottomValue - step);
    topValue += step;
  }

  const first = Date.parse(sorted[0]!.date);
  const last = Date.parse(sorted.at(-1)!.date);
  const xOf = (date: string) => round(last === first ? left + plotWidth / 2 : left + ((Date.parse(date) - first) / (last - first)) * plotWidth);
  const yOf = (cents: number) => round(floor - ((cents - bottomValue) / (topValue - bottomValue)) * plotHeight);

  const points = sorted.map((p) => ({ ...p, x: xOf(p.date), y: yOf(p.priceCents) }));
  const ticks: PriceChartGeometry["ticks"] = [];
  for (let value = bottomValue; value <= topValue; value += step) ticks.push({ valueCents: value, y: yOf(value) });
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ");
  const area = `${line} L${points.at(-1)!.x} ${floor} L${points[0]!.x} ${floor} Z`;
  const low = sorted.reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
  const high = sorted.reduce((a, b) => (b.priceCents > a.priceCents ? b : a));
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

/** Which points get a date under the axis: about `max` of them, evenly, always the last. */
export function labelledIndexes(count: number, max = 6): Set<number> {
  const every = Math.max(1, Math.ceil(count / max));
  const indexes = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) indexes.add(i);
  return indexes;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
