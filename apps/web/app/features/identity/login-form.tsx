import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { normalizeEmail } from "@maison/domain/identity/email-check";
import { EmailField } from "../../components/ui/email-field.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { authOutcome, type AuthOutcome } from "./auth-outcome.ts";
import { checkLogin, hasErrors, type FieldErrors } from "./credential-checks.ts";
import { focusFirstInvalid } from "./focus-first-invalid.ts";
import { IDENTITY_API, IDENTITY_PAGES } from "./identity-paths.ts";
import { useSessionHooks } from "./session-hooks.ts";

type Field = "email" | "password";
const SERVER_FIELDS: Record<string, Field> = { username: "email", email: "email", password: "password" };

export interface LoginFormProps {
  onOutcome: (outcome: Exclude<AuthOutcome, { kind: "failed" }>, email: string) => void;
  onSwitchToSignup: () => void;
}

/** E-mail and password, checked here first, then POST /v7/login. */
export function LoginForm({ onOutcome, onSwitchToSignup }: LoginFormProps) {
  const hooks = useSessionHooks();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkLogin({ email, password });
    flushSync(() => {
      setErrors(found);
      setFormError(null);
    });
    if (hasErrors(found)) return focusFirstInvalid(formRef.current);
    setBusy(true);
    const result = await callApi("POST", IDENTITY_API.login, { username: normalizeEmail(email), password });
    const outcome = authOutcome(result);
    setBusy(false);
    if (outcome.kind === "signed-in") hooks.loggedIn(result.body);
    if (outcome.kind !== "failed") return onOutcome(outcome, normalizeEmail(email));
    const field = outcome.field ? SERVER_FIELDS[outcome.field] : undefined;
    if (field) {
      flushSync(() => setErrors({ [field]: outcome.message }));
      focusFirstInvalid(formRef.current);
    } else {
      setFormError(outcome.message);
    }
  }

  return (
    <form ref={formRef} className="auth-form" method="post" noValidate onSubmit={submit}>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <EmailField
        value={email}
        onValueChange={setEmail}
        autoComplete="username"
        error={errors.email}
        data-autofocus
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <p className="auth-form-aside">
        <Link to={IDENTITY_PAGES.resetPassword} className="auth-link">
          Forgot password?
        </Link>
      </p>
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? "Logging in…" : "Log In"}
      </button>
      <p className="auth-switch">
        New to Maison?{" "}
        <button type="button" className="auth-link" onClick={onSwitchToSignup}>
          Create an account
        </button>
      </p>
    </form>
  );
}
