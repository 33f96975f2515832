import { useState, type FormEvent } from "react";
import { normalizeEmail } from "@maison/domain/identity/email-check";
import { EmailField } from "../../components/ui/email-field.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { detailOutcome } from "./auth-outcome.ts";
import { emailError } from "./credential-checks.ts";
import { IDENTITY_API } from "./identity-paths.ts";

/** POST /v6/reset_password {email}: the answer is the same whether or not the account exists. */
export function ResetRequestForm({ initialEmail = "" }: { initialEmail?: string }) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const outcome = detailOutcome(await callApi("POST", IDENTITY_API.resetPassword, { email: normalizeEmail(email) }));
    setBusy(false);
    if (outcome.ok) return setSent(outcome.message ?? "If an account exists for this e-mail, we have sent a link to reset your password.");
    if (outcome.field === "email") setError(outcome.message);
    else setFormError(outcome.message);
  }

  if (sent) {
    return (
      <div className="auth-form">
        <FormMessage tone="success">{sent}</FormMessage>
        <p className="auth-lede">The link is valid for a short while. Didn't receive it? Check your spam folder, or try again in a few minutes.</p>
        <button type="button" className="auth-link" onClick={() => setSent(null)}>
          Send another link
        </button>
      </div>
    );
  }

  return (
    <form className="auth-form" method="post" noValidate onSubmit={submit}>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <EmailField
        value={email}
        onValueChange={setEmail}
        error={error}
      />
      <button type="submit" className="button button-primary button-block" disabled={busy || !hydrated}>
        {busy ? "Sending…" : "Send reset link"}
      </button>
    </form>
  );
}
