/**
 * The login/signup modal as a transition table (spec 2 §2, §4): opened with a login type, dismissible
 * or not, moving from the form to the e-mail confirmation step (a 403 from sign-up or login) and to
 * the success step. A signed-in user may always close it; a non-dismissible one stays until then.
 */

export type AuthMode = "login" | "signup";

export type AuthStep =
  | { kind: "form"; mode: AuthMode }
  | { kind: "confirm-email"; email: string }
  | { kind: "success"; firstName: string | null };

export interface AuthModalState {
  open: boolean;
  dismissible: boolean;
  /** Whether the person signed in while the modal was open (decides the follow-up action). */
  signedIn: boolean;
  step: AuthStep;
  /** The page it was opened on: moving to another page closes it. */
  openedOn: string;
}

export type AuthModalEvent =
  | { type: "open"; mode: AuthMode; dismissible: boolean; pathname: string }
  | { type: "switch-mode"; mode: AuthMode }
  | { type: "confirmation-required"; email: string }
  /** A login that went straight through closes the modal; a confirmed sign-up shows the success step. */
  | { type: "signed-in"; via: "login" | "confirmation"; firstName: string | null }
  | { type: "close" }
  /** The page changed (a link inside the modal, or the browser's back button). */
  | { type: "page-changed"; pathname: string };

export const CLOSED_AUTH_MODAL: AuthModalState = {
  open: false,
  dismissible: true,
  signedIn: false,
  step: { kind: "form", mode: "login" },
  openedOn: "",
};

/** Whether the person may close the modal now (close button, Escape, backdrop). */
export function canCloseAuthModal(state: AuthModalState): boolean {
  return state.dismissible || state.signedIn;
}

export function authModalReducer(state: AuthModalState, event: AuthModalEvent): AuthModalState {
  switch (event.type) {
    case "open":
      // A second request while open can only make the modal stricter, never lose the step.
      if (state.open) return { ...state, dismissible: state.dismissible && event.dismissible };
      return {
        open: true,
        dismissible: event.dismissible,
        signedIn: false,
        step: { kind: "form", mode: event.mode },
        openedOn: event.pathname,
      };
    case "switch-mode":
      if (!state.open || state.step.kind !== "form") return state;
      return { ...state, step: { kind: "form", mode: event.mode } };
    case "confirmation-required":
      if (!state.open || state.step.kind !== "form") return state;
      return { ...state, step: { kind: "confirm-email", email: event.email } };
    case "signed-in":
      if (!state.open) return state;
      if (event.via === "login") return { ...state, open: false, signedIn: true };
      return { ...state, signedIn: true, step: { kind: "success", firstName: event.firstName } };
    case "close":
      if (!state.open || !canCloseAuthModal(state)) return state;
      return { ...state, open: false };
    case "page-changed":
      // Whatever it was waiting for belongs to the page that is gone, strict or not.
      if (!state.open || state.openedOn === event.pathname) return state;
      return { ...state, open: false };
  }
}
