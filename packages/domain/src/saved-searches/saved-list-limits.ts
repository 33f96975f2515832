/** Most saved searches one account keeps; each may later feed a new-arrivals alert. */
export const SAVED_SEARCHES_LIMIT = 100;

/** Most saved skus one account keeps. */
export const SAVED_SKUS_LIMIT = 200;

/** Whether a list holding `count` entries has room for one more under `limit`. */
export function hasRoomFor(count: number, limit: number): boolean {
  return count < limit;
}
