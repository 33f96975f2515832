import { useState } from "react";
import { IDENTITY_MESSAGES } from "@maison/domain/identity/messages";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { clearClientAuthState } from "./client-auth-state.ts";
import { IDENTITY_API } from "./identity-paths.ts";
import { useSessionHooks } from "./session-hooks.ts";

export interface LogoutDialogProps {
  onClose: () => void;
  /** Where to go once signed out; the current page is reloaded when not given (spec 2 §4). */
  then?: string;
}

/** Logout confirmation (spec 2 §2): 'Log Out', 'Are you sure you want to log out?', Yes / No. */
export function LogoutDialog({ onClose, then }: LogoutDialogProps) {
  const hooks = useSessionHooks();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function logOut() {
    setBusy(true);
    setError(null);
    const result = await callApi("GET", IDENTITY_API.logout);
    // 401: the session had already ended; either way this browser is now signed out.
    if (!result.ok && result.status !== 401) {
      setBusy(false);
      return setError(IDENTITY_MESSAGES.somethingWentWrong);
    }
    clearClientAuthState();
    hooks.signedOut();
    if (then) window.location.assign(then);
    else window.location.reload();
  }

  return (
    <Dialog className="confirm-dialog" title={IDENTITY_MESSAGES.logoutTitle} dismissible={!busy} onClose={onClose} describedBy="logout-question">
      <p className="confirm-dialog-text" id="logout-question">
        {IDENTITY_MESSAGES.logoutQuestion}
      </p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="confirm-dialog-actions">
        <button type="button" className="button button-primary" onClick={logOut} disabled={busy}>
          {IDENTITY_MESSAGES.logoutYes}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy} data-autofocus>
          {IDENTITY_MESSAGES.logoutNo}
        </button>
      </div>
    </Dialog>
  );
}
