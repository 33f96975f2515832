/** One month of a projected store-credit balance. */
export interface BalancePoint {
  /** What the month is called on the axis and in the table ("Month 1", "Mar 2026"). */
  label: string;
  balanceCents: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels: left, right, top, bottom. */
  padding: { left: number; right: number; top: number; bottom: number };
}

export interface ChartTick {
  valueCents: number;
  y: number;
}

export interface ChartGeometry {
  points: Array<BalancePoint & { x: number; y: number }>;
  ticks: ChartTick[];
  /** The line through the months, as an SVG path. */
  line: string;
  /** The same line closed down to the axis, for the shaded area under it. */
  area: string;
  baseline: number;
}

/**
 * A step of 1, 2, 2.5 or 5 times a power of ten (in whole dollars) that splits `maxCents` into about
 * `count` intervals: axis labels read $500, $1,000, $1,500 rather than $437, $874.
 */
export function niceStepCents(maxCents: number, count: number): number {
  const maxDollars = Math.max(maxCents, 0) / 100;
  if (maxDollars <= 0) return 100;
  const raw = maxDollars / Math.max(count, 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const factor = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10;
  return Math.max(100, Math.round(factor * magnitude * 100));
}

/**
 * Where each month sits in the chart box: months spread evenly left to right, balances scaled from
 * 0 at the baseline to the top tick, which is the first nice step at or above the highest balance.
 * Negative balances cannot happen (no balance is ever negative) and are drawn at 0.
 */
export function chartGeometry(series: readonly BalancePoint[], box: ChartBox, tickCount = 4): ChartGeometry {
  const { left, right, top, bottom } = box.padding;
  const plotWidth = box.width - left - right;
  const plotHeight = box.height - top - bottom;
  const baseline = top + plotHeight;
  const highest = Math.max(0, ...series.map((p) => p.balanceCents));
  const step = niceStepCents(highest, tickCount);
  const topValue = Math.max(step, Math.ceil(highest / step) * step);
  const yOf = (cents: number) => round(baseline - (Math.max(0, cents) / topValue) * plotHeight);
  const xOf = (index: number) => round(series.length <= 1 ? left + plotWidth / 2 : left + (index / (series.length - 1)) * plotWidth);

  const points = series.map((point, index) => ({ ...point, x: xOf(index), y: yOf(point.balanceCents) }));
  const ticks: ChartTick[] = [];
  for (let value = 0; value <= topValue; value += step) ticks.push({ valueCents: value, y: yOf(value) });

  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ");
  const first = points[0];
  const last = points.at(-1);
  const area = first && last ? `${line} L${last.x} ${baseline} L${first.x} ${baseline} Z` : "";
  return { points, ticks, line, area, baseline };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
