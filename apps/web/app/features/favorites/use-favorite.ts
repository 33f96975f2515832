import { useCallback, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { FavoriteEntry } from "./favorite-state.ts";
import { favoritesStore } from "./favorites-store.ts";

/** The root loader's list of what the signed-in shopper favors (empty for a visitor). */
export function useFavoriteIds(): readonly string[] {
  const data = useRouteLoaderData("root") as { favoriteIds?: string[] } | undefined;
  return data?.favoriteIds ?? [];
}

/** One piece's heart: what changed during this visit, else what the page was loaded with. */
export function useFavorite(productId: string, favoritesCount: number): FavoriteEntry {
  const ids = useFavoriteIds();
  const get = useCallback(() => favoritesStore.get(productId), [productId]);
  const changed = useSyncExternalStore(favoritesStore.subscribe, get, () => undefined);
  return changed ?? { saved: ids.includes(productId), count: favoritesCount, pending: false };
}
