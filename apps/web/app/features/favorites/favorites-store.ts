import type { FavoriteEntry } from "./favorite-state.ts";

type Listener = () => void;

/**
 * The hearts clicked during this visit, by product id, shared by every card of the page (a piece can
 * show in a grid and a carousel at once). What the server said at load time stays the source for
 * every other piece; this only holds what changed since.
 */
const entries = new Map<string, FavoriteEntry>();
const listeners = new Set<Listener>();

export const favoritesStore = {
  get(productId: string): FavoriteEntry | undefined {
    return entries.get(productId);
  },
  set(productId: string, entry: FavoriteEntry): void {
    entries.set(productId, entry);
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
