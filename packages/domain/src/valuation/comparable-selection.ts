import type { Comparable, MatchLevel } from "./comparable.ts";
import { MATCH_LEVELS } from "./comparable.ts";
import type { SellSku } from "./sell-sku.ts";

/** Comparables older than this (two years) no longer say what a piece fetches today. */
export const COMPARABLE_LOOKBACK_DAYS = 730;
/** A level must hold at least this many comparables before the engine stops widening. */
export const MIN_COMPARABLES = 5;
/** The most recent comparables an appraisal uses and shows. */
export const MAX_COMPARABLES = 40;

const DAY_MS = 86_400_000;
const same = (a: string | null, b: string | null) => (a ?? "").toLowerCase() === (b ?? "").toLowerCase();

/** Whether a comparable matches the sku at a level: same model, style and size; then model and size; then model; then designer and item type. */
export function matchesAt(level: MatchLevel, sku: SellSku, c: Comparable): boolean {
  if (!same(c.designer, sku.designer)) return false;
  switch (level) {
    case "sku":
      return same(c.model, sku.model) && same(c.style, sku.style) && same(c.size, sku.size);
    case "model_size":
      return same(c.model, sku.model) && same(c.size, sku.size);
    case "model":
      return same(c.model, sku.model);
    case "designer_item_type":
      return same(c.category, sku.category);
  }
}

/** Comparables dated from `lookbackDays` before `now` up to `now` (nothing later: an appraisal never sees the future). */
export function withinLookback(comparables: readonly Comparable[], now: Date, lookbackDays = COMPARABLE_LOOKBACK_DAYS): Comparable[] {
  const to = now.getTime();
  const from = to - lookbackDays * DAY_MS;
  return comparables.filter((c) => {
    const at = Date.parse(c.date);
    return at <= to && at >= from;
  });
}

export interface ComparableSelection {
  level: MatchLevel;
  /** The comparables valued from: recent, at most MAX_COMPARABLES, newest first. */
  used: Comparable[];
  /** Every comparable of the model (or of the level, when wider), whatever its date up to now: the price over time. */
  history: Comparable[];
}

/**
 * Widens the match until a level holds MIN_COMPARABLES recent comparables: same model, style and size,
 * then model and size, then model, then designer and item type. When no level does, the widest level
 * with any is used (its confidence will say so); null when there are none at all.
 */
export function selectComparables(sku: SellSku, comparables: readonly Comparable[], now: Date): ComparableSelection | null {
  const recent = withinLookback(comparables, now);
  let fallback: ComparableSelection | null = null;
  for (const level of MATCH_LEVELS) {
    const matching = recent.filter((c) => matchesAt(level, sku, c));
    if (matching.length === 0) continue;
    const selection = { level, used: newestFirst(matching).slice(0, MAX_COMPARABLES), history: history(level, sku, comparables, now) };
    if (matching.length >= MIN_COMPARABLES) return selection;
    fallback = selection;
  }
  return fallback;
}

/** The model's price over time: its own sales, however narrow the match that valued the piece. */
function history(level: MatchLevel, sku: SellSku, comparables: readonly Comparable[], now: Date): Comparable[] {
  const chartLevel = MATCH_LEVELS.indexOf(level) < MATCH_LEVELS.indexOf("model") ? "model" : level;
  return comparables.filter((c) => matchesAt(chartLevel, sku, c) && Date.parse(c.date) <= now.getTime());
}

function newestFirst(comparables: readonly Comparable[]): Comparable[] {
  return [...comparables].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a.id.localeCompare(b.id));
}
