import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { PASSWORD_MIN_LENGTH } from "@maison/domain/identity/password-policy";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { detailOutcome } from "./auth-outcome.ts";
import { checkNewPassword, hasErrors, type FieldErrors } from "./credential-checks.ts";
import { focusFirstInvalid } from "./focus-first-invalid.ts";
import { IDENTITY_API, IDENTITY_PAGES } from "./identity-paths.ts";
import { LogInLink } from "./log-in-link.tsx";

/** The new password for a mailed reset link (POST /v6/reset_password/confirm/ {token, password}). */
export function ResetConfirmForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"password" | "confirmation">>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkNewPassword({ password, confirmation });
    flushSync(() => {
      setErrors(found);
      setFormError(null);
    });
    if (hasErrors(found)) return focusFirstInvalid(formRef.current);
    setBusy(true);
    const outcome = detailOutcome(await callApi("POST", IDENTITY_API.resetPasswordConfirm, { token, password }));
    setBusy(false);
    if (outcome.ok) return setDone(outcome.message ?? "Your password has been changed. You can now log in with it.");
    if (outcome.field === "password") {
      flushSync(() => setErrors({ password: outcome.message }));
      focusFirstInvalid(formRef.current);
    } else {
      setFormError(outcome.message);
    }
  }

  if (done) {
    return (
      <div className="auth-form">
        <FormMessage tone="success">{done}</FormMessage>
        <LogInLink className="button button-primary button-block">Log In</LogInLink>
      </div>
    );
  }

  return (
    <form ref={formRef} className="auth-form" method="post" noValidate onSubmit={submit}>
      {formError ? (
        <div className="auth-form-error">
          <FormMessage tone="error">{formError}</FormMessage>
          <Link to={IDENTITY_PAGES.resetPassword} className="auth-link">
            Ask for a new link
          </Link>
        </div>
      ) : null}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`}
      />
      <PasswordField
        label="Confirm new password"
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.confirmation}
      />
      <button type="submit" className="button button-primary button-block" disabled={busy || !hydrated}>
        {busy ? "Saving…" : "Set new password"}
      </button>
    </form>
  );
}
