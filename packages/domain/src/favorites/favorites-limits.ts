/** Spec 2 §9: a favorites sync (the favorites remembered before sign-in, replayed after it) takes up to 15 items. */
export const FAVORITES_SYNC_LIMIT = 15;

/**
 * The most favorites one account keeps. The favorites view sorts a user's whole list, so the list is
 * bounded; 1,000 is far beyond what a shopper curates by hand.
 */
export const FAVORITES_PER_USER_LIMIT = 1000;

/** Favorites shown per page of the favorites view: the list page size of spec 2 §9. */
export const FAVORITES_PAGE_SIZE = 48;

/** Whether one more favorite may be added to a list that already holds `count`. */
export function canAddFavorite(count: number): boolean {
  return count < FAVORITES_PER_USER_LIMIT;
}
