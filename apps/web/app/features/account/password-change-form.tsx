import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { PASSWORD_MIN_LENGTH } from "@maison/domain/identity/password-policy";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { detailOutcome } from "../identity/auth-outcome.ts";
import { checkNewPassword, FORM_MESSAGES, hasErrors, type FieldErrors } from "../identity/credential-checks.ts";
import { focusFirstInvalid } from "../identity/focus-first-invalid.ts";
import { IDENTITY_API } from "../identity/identity-paths.ts";

type Field = "current" | "password" | "confirmation";

/** POST /v6/my-account/password/change/; a refusal shows the first detail message (spec 2 §8). */
export function PasswordChangeForm({ email }: { email: string }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<Field> = {
      ...(current === "" ? { current: FORM_MESSAGES.passwordRequired } : {}),
      ...checkNewPassword({ password, confirmation, email }),
    };
    flushSync(() => {
      setErrors(found);
      setResult(null);
    });
    if (hasErrors(found)) return focusFirstInvalid(formRef.current);
    setBusy(true);
    const outcome = detailOutcome(await callApi("POST", IDENTITY_API.passwordChange, { old_password: current, new_password: password }));
    setBusy(false);
    if (!outcome.ok) return setResult({ tone: "error", text: outcome.message });
    setCurrent("");
    setPassword("");
    setConfirmation("");
    setResult({ tone: "success", text: outcome.message ?? "Your password has been changed." });
  }

  return (
    <form ref={formRef} className="account-form account-form-narrow" method="post" noValidate onSubmit={submit}>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label="Current password"
        name="old_password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.current}
      />
      <PasswordField
        label="New password"
        name="new_password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password, and not your e-mail.`}
      />
      <PasswordField
        label="Confirm new password"
        name="new_password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.confirmation}
      />
      {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
      <div className="account-form-actions">
        <button type="submit" className="button button-primary" disabled={busy || !hydrated}>
          {busy ? "Changing…" : "Change password"}
        </button>
      </div>
    </form>
  );
}
