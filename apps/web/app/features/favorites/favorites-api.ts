import { callApi } from "../../lib/browser-api.ts";
import { optimisticToggle, settleToggle, type FavoriteEntry } from "./favorite-state.ts";
import { FAVORITES_API } from "./favorites-paths.ts";
import { favoritesStore } from "./favorites-store.ts";

export type ToggleOutcome = "saved" | "removed" | "signed-out" | "failed";

/**
 * Saves or removes a favorite for the signed-in shopper with the heart flipped at once (spec 2 §4):
 * POST /v6/favorites/ {product_id} or DELETE /v6/favorites/{id}/. A refusal puts the heart back.
 */
export async function toggleFavorite(productId: string, current: FavoriteEntry): Promise<ToggleOutcome> {
  if (current.pending) return "failed";
  const optimistic = optimisticToggle(current);
  favoritesStore.set(productId, optimistic);
  const result = optimistic.saved
    ? await callApi("POST", FAVORITES_API.favorites, { product_id: productId })
    : await callApi("DELETE", FAVORITES_API.favorite(productId));
  // The contract (and zod with it) loads with the first answer, not with the page (decision 045).
  const { FavoriteState } = await import("@maison/contracts/favorites");
  const parsed = FavoriteState.safeParse(result.body);
  const count = parsed.success ? parsed.data.favorites_count : undefined;
  favoritesStore.set(productId, settleToggle(current, optimistic, { ok: result.ok, count }));
  if (result.status === 401) return "signed-out";
  if (!result.ok) {
    console.error(`Save Favorite failed: ${result.status}`);
    return "failed";
  }
  return optimistic.saved ? "saved" : "removed";
}
