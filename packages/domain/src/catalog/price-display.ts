import type { Cents } from "../money/cents.ts";

/** Spec 1 §5: an original price of $5,000 or more is hidden when the price is under 75% of it. */
export const ORIGINAL_PRICE_HIDE_FROM_CENTS = 5000_00;
export const ORIGINAL_PRICE_HIDE_BELOW_RATIO = 0.75;
/** Spec 1 §5 / spec 2 §5: estimated retail is hidden when price ÷ retail is at or above 0.95. */
export const ESTIMATED_RETAIL_HIDE_AT_RATIO = 0.95;

/** Whether the struck-through original price is shown beside the current price. */
export function showsOriginalPrice(price: Cents, originalPrice: Cents | null | undefined): boolean {
  if (!originalPrice || originalPrice <= price) return false;
  const deepDropOnExpensiveItem =
    originalPrice >= ORIGINAL_PRICE_HIDE_FROM_CENTS && price < originalPrice * ORIGINAL_PRICE_HIDE_BELOW_RATIO;
  return !deepDropOnExpensiveItem;
}

/** Whether the estimated retail price is shown; a price close to retail hides it. */
export function showsEstimatedRetail(
  price: Cents,
  estimatedRetail: Cents | null | undefined,
  threshold: number = ESTIMATED_RETAIL_HIDE_AT_RATIO,
): boolean {
  if (!estimatedRetail || estimatedRetail <= 0) return false;
  return price / estimatedRetail < threshold;
}

/** Whole percent below estimated retail, for "% off retail" sorting and labels. */
export function percentOffRetail(price: Cents, estimatedRetail: Cents | null | undefined): number {
  if (!estimatedRetail || estimatedRetail <= price) return 0;
  return Math.floor(((estimatedRetail - price) / estimatedRetail) * 100);
}
