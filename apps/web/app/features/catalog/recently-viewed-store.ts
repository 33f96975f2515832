import type { KeyValueStorage } from "../identity/pending-action.ts";

/** Local-storage key of the pieces a visitor looked at (spec 2 §6: recently viewed is saved locally). */
export const RECENTLY_VIEWED_KEY = "recently_viewed";
/** How many pieces are remembered. */
export const RECENTLY_VIEWED_LIMIT = 20;
/** Recently Viewed shows only with at least 2 pieces (spec 2 §5). */
export const RECENTLY_VIEWED_MINIMUM = 2;

/** The handles of the pieces viewed, newest first; a damaged entry counts as none. */
export function readRecentlyViewed(storage: Pick<KeyValueStorage, "getItem">): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter((handle): handle is string => typeof handle === "string").slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/** Records a view: the piece moves to the front once, the oldest fall off. Returns the new list. */
export function recordRecentlyViewed(storage: KeyValueStorage, handle: string): string[] {
  const next = [handle, ...readRecentlyViewed(storage).filter((h) => h !== handle)].slice(0, RECENTLY_VIEWED_LIMIT);
  storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  return next;
}

/** Whether a Recently Viewed list is long enough to show (the piece on screen does not count). */
export function showsRecentlyViewed(count: number): boolean {
  return count >= RECENTLY_VIEWED_MINIMUM;
}
