/**
 * Follow-up actions that wait for a sign-in (spec 2 §4: closing the login modal runs any pending
 * follow-up action if the user is now logged in). A visitor's click that needs an account records
 * one action, by name, in session storage; the login modal settles it when it closes: runs it when
 * the visitor signed in, forgets it otherwise. Only one action waits at a time; the latest click wins.
 */

/** Session-storage key of the waiting action. */
export const PENDING_ACTION_KEY = "pending_action";

/** The actions the storefront records, by name. */
export const PENDING_ACTION_NAMES = {
  /** Go to a page of this site once signed in (payload `to`, a path). */
  navigate: "navigate",
  /** Save the clicked product as a favorite (payload `productId`); handled by the favorites feature. */
  saveFavorite: "save-favorite",
  /** Save the list or search page the visitor was on (payload `bc_url`, `search_text`); handled by search. */
  saveSearch: "save-search",
} as const;

export interface PendingAction {
  name: string;
  payload: Record<string, string>;
}

/** The part of the Storage interface the registry needs (sessionStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PendingActionTools {
  navigate: (to: string) => void;
  /** Reloads the page data (after a replayed save, so every list agrees). */
  revalidate: () => void;
}

export type PendingActionHandler<Tools> = (payload: Record<string, string>, tools: Tools) => void;

export function recordPendingAction(storage: KeyValueStorage, action: PendingAction): void {
  storage.setItem(PENDING_ACTION_KEY, JSON.stringify(action));
}

export function discardPendingAction(storage: KeyValueStorage): void {
  storage.removeItem(PENDING_ACTION_KEY);
}

/** Reads and removes the waiting action; a malformed entry counts as none. */
export function takePendingAction(storage: KeyValueStorage): PendingAction | null {
  const raw = storage.getItem(PENDING_ACTION_KEY);
  if (raw === null) return null;
  storage.removeItem(PENDING_ACTION_KEY);
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    const { name, payload } = value as Record<string, unknown>;
    if (typeof name !== "string" || !payload || typeof payload !== "object" || Array.isArray(payload)) return null;
    const entries = Object.entries(payload).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    return { name, payload: Object.fromEntries(entries) };
  } catch {
    return null;
  }
}

export interface PendingActionRegistry<Tools> {
  /**
   * Called when the login modal closes: runs the waiting action when `signedIn` and a handler knows
   * its name, and forgets it in every case. Returns the action that ran, or null.
   */
  settle(storage: KeyValueStorage, signedIn: boolean, tools: Tools): PendingAction | null;
}

export function createPendingActionRegistry<Tools>(
  handlers: Readonly<Record<string, PendingActionHandler<Tools>>>,
): PendingActionRegistry<Tools> {
  return {
    settle(storage, signedIn, tools) {
      const action = takePendingAction(storage);
      if (!action || !signedIn) return null;
      const handler = Object.hasOwn(handlers, action.name) ? handlers[action.name] : undefined;
      if (!handler) return null;
      handler(action.payload, tools);
      return action;
    },
  };
}

/** A path on this site (`/…`, never `//host`), so a stored action cannot send anyone elsewhere. */
export function isSitePath(to: string | undefined): to is string {
  return typeof to === "string" && to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\");
}
