/** One month of a model's sold prices (the appraisal's `sku_price_evolution_list`). */
export interface PriceHistoryPoint {
  date: string;
  price_cents: number;
  sales: number;
}

export interface PriceHistoryBox {
  width: number;
  height: number;
  padding: { left: number; right: number; top: number; bottom: number };
}

export interface PriceHistoryGeometry {
  points: Array<PriceHistoryPoint & { x: number; y: number }>;
  ticks: Array<{ valueCents: number; y: number }>;
  line: string;
  floor: number;
  /** Where a reference price (the expected resale) sits, when it falls inside the scale. */
  yOf: (cents: number) => number | null;
}

/** A step of 1, 2, 2.5 or 5 times a power of ten dollars that splits `spanCents` into about `count` intervals. */
export function niceStepCents(spanCents: number, count: number): number {
  const dollars = Math.max(spanCents, 0) / 100;
  if (dollars <= 0) return 100;
  const raw = dollars / Math.max(count, 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const factor = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10;
  return Math.max(100, Math.round(factor * magnitude * 100));
}

/**
 * Where each month sits: dates left to right in proportion to the time between them, prices between
 * the nice ticks around the lowest and highest (and the reference price, so it is always drawn) —
 * not from zero, since staff read the movement. A flat series gets one step either side.
 */
export function priceHistoryGeometry(series: readonly PriceHistoryPoint[], box: PriceHistoryBox, reference: number | null = null, tickCount = 4): PriceHistoryGeometry {
  const { left, right, top, bottom } = box.padding;
  const plotWidth = box.width - left - right;
  const plotHeight = box.height - top - bottom;
  const floor = top + plotHeight;
  const sorted = [...series].filter((p) => Number.isFinite(Date.parse(p.date))).sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  if (sorted.length === 0) return { points: [], ticks: [], line: "", floor, yOf: () => null };

  const prices = [...sorted.map((p) => p.price_cents), ...(reference !== null ? [reference] : [])];
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const step = niceStepCents(highest - lowest || highest * 0.1, tickCount);
  let bottomValue = Math.max(0, Math.floor(lowest / step) * step);
  let topValue = Math.ceil(highest / step) * step;
  if (topValue === bottomValue) {
    bottomValue = Math.max(0, bottomValue - step);
    topValue += step;
  }
  const first = Date.parse(sorted[0]!.date);
  const last = Date.parse(sorted.at(-1)!.date);
  const xOf = (date: string) => round(last === first ? left + plotWidth / 2 : left + ((Date.parse(date) - first) / (last - first)) * plotWidth);
  const scale = (cents: number) => round(floor - ((cents - bottomValue) / (topValue - bottomValue)) * plotHeight);

  const points = sorted.map((p) => ({ ...p, x: xOf(p.date), y: scale(p.price_cents) }));
  const ticks: PriceHistoryGeometry["ticks"] = [];
  for (let value = bottomValue; value <= topValue; value += step) ticks.push({ valueCents: value, y: scale(value) });
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ");
  return { points, ticks, line, floor, yOf: (cents) => (cents >= bottomValue && cents <= topValue ? scale(cents) : null) };
}

/** Which points get a date under the axis: about `max` of them, evenly, always the last. */
export function labelledIndexes(count: number, max = 6): Set<number> {
  const every = Math.max(1, Math.ceil(count / max));
  const indexes = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) indexes.add(i);
  return indexes;
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

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
