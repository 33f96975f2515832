import { replaySaveFavorite } from "../favorites/save-favorite-action.ts";
import { saveSearch } from "../saved-searches/saved-search-api.ts";
import { createPendingActionRegistry, isSitePath, PENDING_ACTION_NAMES } from "./pending-action.ts";

export interface PendingActionTools {
  navigate: (to: string) => void;
  /** Reloads the page data (after a replayed save, so every list agrees). */
  revalidate: () => void;
}

/** The follow-up actions the storefront knows how to run after a sign-in. */
export const pendingActions = createPendingActionRegistry<PendingActionTools>({
  [PENDING_ACTION_NAMES.navigate]: (payload, { navigate }) => {
    if (isSitePath(payload.to)) navigate(payload.to);
  },
  [PENDING_ACTION_NAMES.saveFavorite]: (payload, { revalidate }) => {
    void replaySaveFavorite(payload.productId, revalidate);
  },
  [PENDING_ACTION_NAMES.saveSearch]: (payload) => {
    if (isSitePath(payload.bc_url)) void saveSearch(payload.bc_url, payload.search_text ?? "");
  },
});
