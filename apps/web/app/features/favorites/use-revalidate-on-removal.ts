import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { favoritesStore } from "./favorites-store.ts";

/**
 * Reloads the favorites view once one of its pieces was removed (spec 2 §4: removing on my-account
 * reloads the list), so it leaves the list instead of showing an empty heart.
 */
export function useRevalidateOnRemoval(productIds: readonly string[]): void {
  const revalidator = useRevalidator();
  useEffect(
    () =>
      favoritesStore.subscribe(() => {
        const removed = productIds.some((id) => {
          const entry = favoritesStore.get(id);
          return entry !== undefined && !entry.saved && !entry.pending;
        });
        if (removed) void revalidator.revalidate();
      }),
    [productIds, revalidator],
  );
}
