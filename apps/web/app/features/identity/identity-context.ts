import { createContext, useContext } from "react";
import type { AuthMode } from "./auth-modal-state.ts";
import type { PendingAction } from "./pending-action.ts";

export interface OpenAuthOptions {
  mode: AuthMode;
  /** Defaults to true; the account pages ask for a modal that stays until the visitor signs in. */
  dismissible?: boolean;
  /** Runs once the visitor has signed in and the modal closes (spec 2 §4). */
  pendingAction?: PendingAction;
}

/** What any part of the page can ask of the sign-in machinery. */
export interface IdentityActions {
  openAuth(options: OpenAuthOptions): void;
  openLogout(): void;
  /** Opens the phone verification modal; `codeSent` when a code was just texted. */
  openPhoneVerification(options: { codeSent: boolean }): void;
}

const NOOP: IdentityActions = { openAuth() {}, openLogout() {}, openPhoneVerification() {} };

export const IdentityContext = createContext<IdentityActions>(NOOP);

export function useIdentity(): IdentityActions {
  return useContext(IdentityContext);
}
