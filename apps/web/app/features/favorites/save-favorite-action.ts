import { CLICKED_PRODUCT_ID_KEY } from "../identity/client-auth-state.ts";
import { toggleFavorite } from "./favorites-api.ts";
import { favoritesStore } from "./favorites-store.ts";

/**
 * Replays a visitor's heart click once they signed in (spec 1 §4): saves the remembered piece, then
 * reloads the page data so every list agrees. A piece already saved stays saved.
 */
export async function replaySaveFavorite(productId: string | undefined, revalidate: () => void): Promise<void> {
  sessionStorage.removeItem(CLICKED_PRODUCT_ID_KEY);
  if (!productId || !/^[0-9]{1,20}$/.test(productId)) return;
  const before = favoritesStore.get(productId) ?? { saved: false, count: 0, pending: false };
  if (before.saved) return;
  const outcome = await toggleFavorite(productId, { ...before, pending: false });
  if (outcome === "saved") revalidate();
}
