import { createContext, useContext } from "react";
import type { PendingActionRegistry, PendingActionTools } from "./pending-action.ts";

/**
 * What other features do around a sign-in and a sign-out. Identity imports none of them: the page
 * layout composes the hooks (`layout/session-hooks.ts`) and hands them to the IdentityProvider, which
 * shares them with its dialogs and the logout page.
 */
export interface SessionHooks {
  /** The follow-up actions a visitor's click may leave waiting for a sign-in, by name (spec 2 §4). */
  pendingActions: PendingActionRegistry<PendingActionTools>;
  /** The login call succeeded; its body may carry the checkout's one-time sign-in link. */
  loggedIn(body: unknown): void;
  /** Someone signed in, by login or by e-mail confirmation (the cart merges, spec 1 §4). */
  signedIn(): void;
  /** This browser signed out: forget what other features kept for the person (spec 2 §4). */
  signedOut(): void;
}

export const SessionHooksContext = createContext<SessionHooks | null>(null);

/** The session hooks of the page; only the IdentityProvider's subtree may ask. */
export function useSessionHooks(): SessionHooks {
  const hooks = useContext(SessionHooksContext);
  if (!hooks) throw new Error("useSessionHooks needs the IdentityProvider above it");
  return hooks;
}
