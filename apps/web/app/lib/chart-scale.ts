/** The drawing box of a chart and the room its axis labels need. */
export interface ChartBox {
  width: number;
  height: number;
  padding: { left: number; right: number; top: number; bottom: number };
}

export interface ChartTick {
  valueCents: number;
  y: number;
}

/**
 * A step of 1, 2, 2.5 or 5 times a power of ten dollars that splits `spanCents` into about `count`
 * intervals, so an axis reads $3,500 · $4,000 · $4,500 rather than $3,517 · $3,934. At least $1.
 */
export function niceStepCents(spanCents: number, count: number): number {
  const dollars = Math.max(spanCents, 0) / 100;
  if (dollars <= 0) return 100;
  const raw = dollars / Math.max(count, 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const factor = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10;
  return Math.max(100, Math.round(factor * magnitude * 100));
}

export interface TimeSeriesGeometry<T> {
  points: Array<T & { x: number; y: number }>;
  ticks: ChartTick[];
  line: string;
  /** The line closed down to the plot's floor, for a soft area under it. */
  area: string;
  floor: number;
  /** The lowest and highest points drawn, for the text alternative. */
  low: T | null;
  high: T | null;
  /** Where a price sits on the scale, or null outside it. */
  yOf: (cents: number) => number | null;
}

/**
 * Prices over time: dates left to right in proportion to the time between them (a gap of three
 * months looks like one), prices between nice ticks just around the lowest and highest (and the
 * reference price, so it is always drawn) — not from zero, since the movement is what is read. A flat
 * series gets one step either side. Points without a valid date are left out.
 */
export function timeSeriesGeometry<T extends { date: string }>(
  series: readonly T[],
  priceOf: (point: T) => number,
  box: ChartBox,
  options: { reference?: number | null; tickCount?: number } = {},
): TimeSeriesGeometry<T> {
  const { left, right, top, bottom } = box.padding;
  const plotWidth = box.width - left - right;
  const plotHeight = box.height - top - bottom;
  const floor = top + plotHeight;
  const sorted = [...series].filter((p) => Number.isFinite(Date.parse(p.date))).sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  if (sorted.length === 0) return { points: [], ticks: [], line: "", area: "", floor, low: null, high: null, yOf: () => null };

  const reference = options.reference ?? null;
  const prices = [...sorted.map(priceOf), ...(reference !== null ? [reference] : [])];
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const step = niceStepCents(highest - lowest || highest * 0.1, options.tickCount ?? 4);
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

  const points = sorted.map((p) => ({ ...p, x: xOf(p.date), y: scale(priceOf(p)) }));
  const ticks: ChartTick[] = [];
  for (let value = bottomValue; value <= topValue; value += step) ticks.push({ valueCents: value, y: scale(value) });
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ");
  const area = `${line} L${points.at(-1)!.x} ${floor} L${points[0]!.x} ${floor} Z`;
  const low = sorted.reduce((a, b) => (priceOf(b) < priceOf(a) ? b : a));
  const high = sorted.reduce((a, b) => (priceOf(b) > priceOf(a) ? b : a));
  return { points, ticks, line, area, floor, low, high, yOf: (cents) => (cents >= bottomValue && cents <= topValue ? scale(cents) : null) };
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
