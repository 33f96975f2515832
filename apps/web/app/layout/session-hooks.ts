import { requestCartMerge } from "../features/cart/cart-events.ts";
import { storeCartId } from "../features/cart/cart-storage.ts";
import { multipassUrlOf, rememberMultipassLink } from "../features/cart/checkout-handoff.ts";
import type { SessionHooks } from "../features/identity/session-hooks.ts";
import { pendingActions } from "./pending-actions.ts";

/** What the cart, favorites and saved searches do around a sign-in and a sign-out (identity's hooks). */
export const sessionHooks: SessionHooks = {
  pendingActions,
  loggedIn: (body) => rememberMultipassLink(multipassUrlOf(body), Date.now()),
  signedIn: () => requestCartMerge(),
  // Spec 2 §4: logout also forgets the cart ids and the one-time sign-in link.
  signedOut: () => {
    storeCartId(null);
    rememberMultipassLink(null, 0);
  },
};
