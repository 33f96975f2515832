import { RECENTLY_VIEWED_KEEP } from "@maison/domain/favorites/recently-viewed";
import type { KeyValueStorage } from "../identity/pending-action.ts";

/** Local-storage key of the pieces a visitor looked at (spec 2 §6: recently viewed is saved locally). */
export const RECENTLY_VIEWED_KEY = "recently_viewed";
/** How many pieces a browser remembers: as many as an account keeps. */
export const RECENTLY_VIEWED_LIMIT = RECENTLY_VIEWED_KEEP;

/** The product ids of the pieces viewed, newest first; a damaged entry counts as none. */
export function readRecentlyViewed(storage: Pick<KeyValueStorage, "getItem">): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is string => typeof id === "string").slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/** Records a view: the piece moves to the front once, the oldest fall off. Returns the new list. */
export function recordRecentlyViewed(storage: KeyValueStorage, productId: string): string[] {
  const next = [productId, ...readRecentlyViewed(storage).filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
  storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  return next;
}
