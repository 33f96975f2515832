/** What the page knows about one piece's heart. */
export interface FavoriteEntry {
  saved: boolean;
  /** How many shoppers saved the piece (favorites_count). */
  count: number;
  /** A save or removal is on its way (spec 2 §4: add toggles a loading flag). */
  pending: boolean;
}

/** The heart right after a click, before the API answers: flipped, the count following. */
export function optimisticToggle(entry: FavoriteEntry): FavoriteEntry {
  const saved = !entry.saved;
  return { saved, count: Math.max(0, entry.count + (saved ? 1 : -1)), pending: true };
}

/**
 * The heart once the API answered. Success keeps the optimistic state (with the server's count when
 * it sent one); a failure puts back what was there before the click.
 */
export function settleToggle(before: FavoriteEntry, optimistic: FavoriteEntry, outcome: { ok: boolean; count?: number }): FavoriteEntry {
  if (!outcome.ok) return { ...before, pending: false };
  return { saved: optimistic.saved, count: outcome.count ?? optimistic.count, pending: false };
}
