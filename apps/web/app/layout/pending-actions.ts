import { replaySaveFavorite } from "../features/favorites/save-favorite-action.ts";
import { createPendingActionRegistry, isSitePath, PENDING_ACTION_NAMES, type PendingActionTools } from "../features/identity/pending-action.ts";
import { saveSearch } from "../features/saved-searches/saved-search-api.ts";

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
