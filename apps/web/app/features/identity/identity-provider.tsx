import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { authModalReducer, canCloseAuthModal, CLOSED_AUTH_MODAL } from "./auth-modal-state.ts";
import { PHONE_PROMPT_CLOSED_KEY } from "./client-auth-state.ts";
import { IdentityContext, type IdentityActions, type OpenAuthOptions } from "./identity-context.ts";
import { discardPendingAction, recordPendingAction } from "./pending-action.ts";
import { SessionHooksContext, type SessionHooks } from "./session-hooks.ts";
import { LANDING_URL_KEY } from "./signup-attribution.ts";
import { useViewer } from "./use-viewer.ts";

// The dialogs, their forms and checks load when one is first opened, not with every page (decision 045).
const AuthDialog = lazy(() => import("./auth-dialog.tsx").then((m) => ({ default: m.AuthDialog })));
const LogoutDialog = lazy(() => import("./logout-dialog.tsx").then((m) => ({ default: m.LogoutDialog })));
const PhoneVerificationDialog = lazy(() => import("./phone-verification-dialog.tsx").then((m) => ({ default: m.PhoneVerificationDialog })));

/**
 * Holds the sign-in machinery of every page: the login/signup modal with its follow-up actions, the
 * logout confirmation, and the phone verification modal (shown when the profile says
 * show_sms_validation, or when a page asks for it). After a sign-in the page data is revalidated,
 * so everything rendered on the server follows. `hooks` are what other features do around a sign-in
 * and a sign-out, composed by the layout.
 */
export function IdentityProvider({ hooks, children }: { hooks: SessionHooks; children: ReactNode }) {
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [auth, dispatch] = useReducer(authModalReducer, CLOSED_AUTH_MODAL);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [phoneRequested, setPhoneRequested] = useState<{ codeSent: boolean } | null>(null);
  const [phonePromptClosed, setPhonePromptClosed] = useState(false);
  const authRef = useRef(auth);
  authRef.current = auth;

  useEffect(() => {
    if (!sessionStorage.getItem(LANDING_URL_KEY)) sessionStorage.setItem(LANDING_URL_KEY, window.location.href);
    setPhonePromptClosed(sessionStorage.getItem(PHONE_PROMPT_CLOSED_KEY) !== null);
  }, []);

  useEffect(() => {
    if (authRef.current.open && authRef.current.openedOn !== location.pathname) discardPendingAction(sessionStorage);
    dispatch({ type: "page-changed", pathname: location.pathname });
    setLogoutOpen(false);
  }, [location.pathname]);

  const closeAuth = useCallback(() => {
    const state = authRef.current;
    if (!state.open || !canCloseAuthModal(state)) return;
    dispatch({ type: "close" });
    hooks.pendingActions.settle(sessionStorage, state.signedIn, { navigate: (to) => void navigate(to), revalidate: () => void revalidator.revalidate() });
  }, [hooks, navigate, revalidator]);

  const onSignedIn = useCallback(
    (via: "login" | "confirmation", firstName: string | null) => {
      dispatch({ type: "signed-in", via, firstName });
      hooks.signedIn();
      if (via === "login") {
        hooks.pendingActions.settle(sessionStorage, true, { navigate: (to) => void navigate(to), revalidate: () => void revalidator.revalidate() });
      }
      void revalidator.revalidate();
    },
    [hooks, navigate, revalidator],
  );

  const actions = useMemo<IdentityActions>(
    () => ({
      openAuth({ mode, dismissible = true, pendingAction }: OpenAuthOptions) {
        if (pendingAction) recordPendingAction(sessionStorage, pendingAction);
        dispatch({ type: "open", mode, dismissible, pathname: window.location.pathname });
      },
      openLogout: () => setLogoutOpen(true),
      openPhoneVerification: (options) => setPhoneRequested(options),
    }),
    [],
  );

  const closePhone = () => {
    setPhoneRequested(null);
    setPhonePromptClosed(true);
    sessionStorage.setItem(PHONE_PROMPT_CLOSED_KEY, "1");
  };

  const phone = viewer?.main_phone ?? null;
  const showPhone = Boolean(viewer && phone && !viewer.is_valid_phone && (phoneRequested !== null || (viewer.show_sms_validation && !phonePromptClosed)));

  return (
    <SessionHooksContext.Provider value={hooks}>
      <IdentityContext.Provider value={actions}>
        {children}
        <Suspense fallback={null}>
          {auth.open ? <AuthDialog state={auth} dispatch={dispatch} onSignedIn={onSignedIn} onClose={closeAuth} /> : null}
          {logoutOpen && viewer ? <LogoutDialog onClose={() => setLogoutOpen(false)} /> : null}
          {showPhone && phone ? <PhoneVerificationDialog phone={phone} codeSent={phoneRequested?.codeSent ?? false} onClose={closePhone} /> : null}
        </Suspense>
      </IdentityContext.Provider>
    </SessionHooksContext.Provider>
  );
}
