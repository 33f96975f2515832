/** A color's premium or discount is pulled toward none by n ÷ (n + 4): a few pieces prove little. */
const COLOR_SHRINK = 4;
/** The largest premium or discount a color gets (±15 %). */
export const MAX_COLOR_EFFECT = 0.15;

/**
 * The color premium (> 1) or discount (< 1) the data shows: the median ratio of same-colored
 * comparables' values to the base value, shrunk toward 1 and capped. 1 without a color or without
 * comparables of that color.
 */
export function colorFactor(color: string | null, comparables: ReadonlyArray<{ color: string | null; ratio: number }>): number {
  if (!color) return 1;
  const wanted = color.trim().toLowerCase();
  const ratios = comparables.filter((c) => (c.color ?? "").toLowerCase() === wanted).map((c) => c.ratio).sort((a, b) => a - b);
  if (ratios.length === 0) return 1;
  const mid = Math.floor(ratios.length / 2);
  const median = ratios.length % 2 === 1 ? ratios[mid]! : (ratios[mid - 1]! + ratios[mid]!) / 2;
  const shrunk = 1 + (ratios.length / (ratios.length + COLOR_SHRINK)) * (median - 1);
  const capped = Math.max(1 - MAX_COLOR_EFFECT, Math.min(1 + MAX_COLOR_EFFECT, shrunk));
  return Math.round(capped * 1000) / 1000;
}
