import { accessoryFactor } from "./accessory-value.ts";
import type { Adjustment, AdjustmentKey } from "./adjustment.ts";
import type { UsedComparable } from "./appraisal.ts";
import { colorFactor } from "./color-effect.ts";
import type { Comparable } from "./comparable.ts";
import { CONDITION_VALUE } from "./condition-value.ts";
import type { ItemDescription } from "./item-description.ts";
import { comparableWeight, referencePrice, relativeSpread, weightedMedian } from "./market-value.ts";
import { carriedToToday, trendPerMonth } from "./market-trend.ts";

/** A piece without its serial number (or date code, blind stamp) is harder to authenticate and resell: 7 % less. */
export const SERIAL_ABSENT_FACTOR = 0.93;

export interface PieceValue {
  /** The weighted median of the comparables' reference prices (Excellent, no accessories) at their dates. */
  baseValueCents: number;
  /** The base carried through every adjustment: what this piece should resell for today. */
  expectedCents: number;
  adjustments: Adjustment[];
  trendPerMonth: number;
  /** How far the comparables' values disagree (interquartile range over median). */
  spread: number;
  comparables: UsedComparable[];
}

const percent = (factor: number) => `${factor >= 1 ? "+" : "−"}${Math.abs(Math.round((factor - 1) * 1000) / 10)} %`;

/**
 * Values a piece from its comparables: each comparable's price is carried to a reference piece (sold,
 * Excellent, without accessories), the weighted median of those is the base value; then the market
 * trend carries it to today, and the piece's condition, accessories, color and serial number adjust
 * it, each step rounded to the cent so the adjustments add up exactly.
 */
export function pieceValue(item: ItemDescription, used: readonly Comparable[], now: Date): PieceValue {
  const trend = trendPerMonth(used, now);
  const rows = used.map((c) => {
    const reference = referencePrice(c);
    return { c, reference, today: carriedToToday(reference, c.date, trend, now), weight: comparableWeight(c, now) };
  });
  const base = Math.round(weightedMedian(rows.map((r) => ({ value: r.reference, weight: r.weight }))));
  const baseToday = weightedMedian(rows.map((r) => ({ value: r.today, weight: r.weight })));
  const color = colorFactor(item.color, rows.map((r) => ({ color: r.c.color, ratio: r.today / baseToday })));

  const adjustments: Adjustment[] = [];
  let value = base;
  const step = (key: AdjustmentKey, label: string, factor: number, next: number) => {
    adjustments.push({ key, label, factor: Math.round(factor * 10_000) / 10_000, amountCents: next - value });
    value = next;
  };
  if (trend !== 0) step("trend", `Market trend ${percent(1 + trend)} a month, to today`, baseToday / base, Math.round(baseToday));
  const conditionFactor = CONDITION_VALUE[item.condition];
  step("condition", `Condition: ${item.condition} (${percent(conditionFactor)} against Excellent)`, conditionFactor, Math.round(value * conditionFactor));
  const accessories = accessoryFactor(item.accessories);
  const named = item.accessories.length > 0 ? item.accessories.join(", ") : "none";
  step("accessories", `Accessories: ${named} (${percent(accessories)})`, accessories, Math.round(value * accessories));
  if (item.color) step("color", `Color: ${item.color} (${percent(color)} in our sales)`, color, Math.round(value * color));
  if (!item.serialNumberPresent) step("serial_number", `No serial number (${percent(SERIAL_ABSENT_FACTOR)})`, SERIAL_ABSENT_FACTOR, Math.round(value * SERIAL_ABSENT_FACTOR));

  return {
    baseValueCents: base,
    expectedCents: value,
    adjustments,
    trendPerMonth: trend,
    spread: relativeSpread(rows.map((r) => r.today)),
    comparables: rows.map((r) => ({ ...r.c, normalizedCents: Math.round(r.today) })),
  };
}
