import { describe, expect, it } from "vitest";
import { authModalReducer, canCloseAuthModal, CLOSED_AUTH_MODAL, type AuthModalEvent, type AuthModalState } from "./auth-modal-state.ts";

const run = (events: AuthModalEvent[], from: AuthModalState = CLOSED_AUTH_MODAL) => events.reduce(authModalReducer, from);

describe("the login/signup modal", () => {
  it("opens on the form of the login type it was asked for", () => {
    expect(run([{ type: "open", mode: "signup", dismissible: true, pathname: "/" }])).toEqual({
      open: true,
      dismissible: true,
      signedIn: false,
      step: { kind: "form", mode: "signup" },
      openedOn: "/",
    });
  });

  it("switches between log in and sign up on the form only", () => {
    const state = run([
      { type: "open", mode: "login", dismissible: true, pathname: "/" },
      { type: "switch-mode", mode: "signup" },
    ]);
    expect(state.step).toEqual({ kind: "form", mode: "signup" });
    const confirming = run([{ type: "confirmation-required", email: "a@b.co" }, { type: "switch-mode", mode: "login" }], state);
    expect(confirming.step).toEqual({ kind: "confirm-email", email: "a@b.co" });
  });

  it("goes to the e-mail confirmation step on a 403, then to success once confirmed (spec 2 §4)", () => {
    const state = run([
      { type: "open", mode: "signup", dismissible: true, pathname: "/" },
      { type: "confirmation-required", email: "new@maison.test" },
      { type: "signed-in", via: "confirmation", firstName: "Ada" },
    ]);
    expect(state).toMatchObject({ open: true, dismissible: true, signedIn: true, step: { kind: "success", firstName: "Ada" } });
    expect(run([{ type: "close" }], state)).toMatchObject({ open: false, signedIn: true });
  });

  it("closes at once after a straight login, remembering the sign-in for the follow-up action", () => {
    const state = run([
      { type: "open", mode: "login", dismissible: false, pathname: "/" },
      { type: "signed-in", via: "login", firstName: "Ada" },
    ]);
    expect(state.open).toBe(false);
    expect(state.signedIn).toBe(true);
  });

  it("stays open when not dismissible until the person signs in", () => {
    const strict = run([{ type: "open", mode: "login", dismissible: false, pathname: "/" }]);
    expect(canCloseAuthModal(strict)).toBe(false);
    expect(run([{ type: "close" }], strict)).toBe(strict);
    const confirmed = run([
      { type: "confirmation-required", email: "x@y.co" },
      { type: "signed-in", via: "confirmation", firstName: null },
    ], strict);
    expect(canCloseAuthModal(confirmed)).toBe(true);
  });

  it("a dismissible modal closes without a sign-in", () => {
    const state = run([{ type: "open", mode: "login", dismissible: true, pathname: "/" }, { type: "close" }]);
    expect(state).toMatchObject({ open: false, signedIn: false });
  });

  it("a second open request keeps the step and can only make it stricter", () => {
    const confirming = run([
      { type: "open", mode: "signup", dismissible: true, pathname: "/" },
      { type: "confirmation-required", email: "x@y.co" },
    ]);
    const again = run([{ type: "open", mode: "login", dismissible: false, pathname: "/" }], confirming);
    expect(again.step).toEqual({ kind: "confirm-email", email: "x@y.co" });
    expect(again.dismissible).toBe(false);
    expect(run([{ type: "open", mode: "login", dismissible: true, pathname: "/" }], again).dismissible).toBe(false);
  });

  it("reopening after a close starts over signed out on the form", () => {
    const closed = run([
      { type: "open", mode: "signup", dismissible: true, pathname: "/" },
      { type: "confirmation-required", email: "x@y.co" },
      { type: "close" },
      { type: "open", mode: "login", dismissible: true, pathname: "/" },
    ]);
    expect(closed).toEqual({ open: true, dismissible: true, signedIn: false, step: { kind: "form", mode: "login" }, openedOn: "/" });
  });

  it("closes when the page changes, even when not dismissible, but not on the page it was opened on", () => {
    const strict = run([{ type: "open", mode: "login", dismissible: false, pathname: "/my-account/profile" }]);
    expect(run([{ type: "page-changed", pathname: "/my-account/profile" }], strict)).toBe(strict);
    expect(run([{ type: "page-changed", pathname: "/reset-password" }], strict)).toMatchObject({ open: false, signedIn: false });
  });

  it("ignores events while closed", () => {
    for (const event of [
      { type: "switch-mode", mode: "signup" },
      { type: "confirmation-required", email: "x@y.co" },
      { type: "signed-in", via: "login", firstName: null },
      { type: "close" },
      { type: "page-changed", pathname: "/x" },
    ] satisfies AuthModalEvent[]) {
      expect(authModalReducer(CLOSED_AUTH_MODAL, event)).toBe(CLOSED_AUTH_MODAL);
    }
  });
});
