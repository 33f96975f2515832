import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { normalizeEmail } from "@maison/domain/identity/email-check";
import { PASSWORD_MIN_LENGTH } from "@maison/domain/identity/password-policy";
import { EmailField } from "../../components/ui/email-field.tsx";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { authOutcome, type AuthOutcome } from "./auth-outcome.ts";
import { checkSignup, hasErrors, type FieldErrors } from "./credential-checks.ts";
import { focusFirstInvalid } from "./focus-first-invalid.ts";
import { IDENTITY_API } from "./identity-paths.ts";
import { LANDING_URL_KEY, signupAttribution } from "./signup-attribution.ts";

type Field = "firstName" | "lastName" | "email" | "password";
const SERVER_FIELDS: Record<string, Field> = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  password: "password",
};

export interface SignupFormProps {
  onOutcome: (outcome: Exclude<AuthOutcome, { kind: "failed" }>, email: string) => void;
  onSwitchToLogin: () => void;
}

/** Name, e-mail, password and the newsletter choice, then POST /v7/create-account. */
export function SignupForm({ onOutcome, onSwitchToLogin }: SignupFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkSignup({ firstName, email, password });
    flushSync(() => {
      setErrors(found);
      setFormError(null);
    });
    if (hasErrors(found)) return focusFirstInvalid(formRef.current);
    setBusy(true);
    const attribution = signupAttribution({
      landingUrl: sessionStorage.getItem(LANDING_URL_KEY),
      currentUrl: window.location.href,
      now: new Date(),
      cookieHeader: document.cookie,
    });
    const body = {
      email: normalizeEmail(email),
      password,
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      newsletter,
      ...attribution,
    };
    const outcome = authOutcome(await callApi("POST", IDENTITY_API.createAccount, body));
    setBusy(false);
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
      <div className="auth-form-row">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          error={errors.firstName}
          data-autofocus
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          error={errors.lastName}
        />
      </div>
      <EmailField
        value={email}
        onValueChange={setEmail}
        error={errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password.`}
      />
      <CheckboxField
        name="newsletter"
        checked={newsletter}
        onChange={(e) => setNewsletter(e.target.checked)}
        label="Send me new arrivals, private sales and offers by e-mail"
      />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? "Creating your account…" : "Create Account"}
      </button>
      <p className="auth-switch">
        Already have an account?{" "}
        <button type="button" className="auth-link" onClick={onSwitchToLogin}>
          Log in
        </button>
      </p>
    </form>
  );
}
