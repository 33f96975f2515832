/** How many recently viewed products an account keeps; older views are forgotten. */
export const RECENTLY_VIEWED_KEEP = 50;

/**
 * Spec 2 §5: "recently viewed … counts have a minimum of 2". The Recently Viewed carousel shows only
 * when it has at least two products to show (the product on screen is not one of them).
 */
export const RECENTLY_VIEWED_MINIMUM = 2;

/** Whether the Recently Viewed carousel shows for this many products. */
export function showsRecentlyViewed(count: number): boolean {
  return count >= RECENTLY_VIEWED_MINIMUM;
}

/** The ids to show: newest first, without the product on screen, at most `limit`. */
export function recentlyViewedToShow(newestFirst: readonly string[], exclude: string | undefined, limit: number): string[] {
  return newestFirst.filter((id) => id !== exclude).slice(0, limit);
}
