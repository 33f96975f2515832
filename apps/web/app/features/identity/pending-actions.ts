import { createPendingActionRegistry, isSitePath, PENDING_ACTION_NAMES } from "./pending-action.ts";

export interface PendingActionTools {
  navigate: (to: string) => void;
}

/**
 * The follow-up actions the storefront knows how to run after a sign-in. `save-favorite` (the
 * product card's heart) is recorded but has no handler until favorites can be saved, so it is
 * dropped when the modal closes.
 */
export const pendingActions = createPendingActionRegistry<PendingActionTools>({
  [PENDING_ACTION_NAMES.navigate]: (payload, { navigate }) => {
    if (isSitePath(payload.to)) navigate(payload.to);
  },
});
