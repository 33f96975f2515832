import { niceStepCents, type ChartBox, type ChartTick } from "../../lib/chart-scale.ts";

export { niceStepCents, type ChartBox, type ChartTick };

/** One month of a projected store-credit balance. */
export interface BalancePoint {
  /** What the month is called on the axis and in the table ("Month 1", "Mar 2026"). */
  label: string;
  balanceCents: number;
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
