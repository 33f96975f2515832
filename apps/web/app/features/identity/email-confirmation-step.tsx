import { useState, type FormEvent } from "react";
import { EMAIL_CODE_LENGTH } from "@maison/domain/identity/verification-code";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { authOutcome, detailOutcome } from "./auth-outcome.ts";
import { IDENTITY_API } from "./identity-paths.ts";

const CODE_PATTERN = new RegExp(`^[0-9]{${EMAIL_CODE_LENGTH}}$`);
const CODE_FORMAT_MESSAGE = `The code has ${EMAIL_CODE_LENGTH} digits.`;

export interface EmailConfirmationStepProps {
  email: string;
  onConfirmed: (firstName: string | null) => void;
}

/**
 * The e-mail confirmation step (spec 2 §4): the 6-digit code from the e-mail, POST /v6/verify-email/
 * {code}; "Resend code" sends {force_resend: true}. The server's messages are shown as they come.
 */
export function EmailConfirmationStep({ email, onConfirmed }: EmailConfirmationStepProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState<"confirm" | "resend" | null>(null);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    if (!CODE_PATTERN.test(code)) return setError(CODE_FORMAT_MESSAGE);
    setError(undefined);
    setBusy("confirm");
    const outcome = authOutcome(await callApi("POST", IDENTITY_API.verifyEmail, { code }));
    setBusy(null);
    if (outcome.kind === "signed-in") return onConfirmed(outcome.firstName);
    setError(outcome.kind === "failed" ? outcome.message : CODE_FORMAT_MESSAGE);
  }

  async function resend() {
    setBusy("resend");
    setError(undefined);
    const outcome = detailOutcome(await callApi("POST", IDENTITY_API.verifyEmail, { force_resend: true }));
    setBusy(null);
    setCode("");
    setNotice(
      outcome.ok
        ? { tone: "info", text: outcome.message ?? `We sent a new code to ${email}.` }
        : { tone: "error", text: outcome.message },
    );
  }

  return (
    <form className="auth-form" method="post" noValidate onSubmit={confirm}>
      <p className="auth-lede">
        We sent a {EMAIL_CODE_LENGTH}-digit code to <strong className="auth-email">{email}</strong>. Enter it below to confirm
        your address. It is valid for 10 minutes.
      </p>
      <TextField
        label="Confirmation code"
        name="code"
        className="field-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={EMAIL_CODE_LENGTH}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, EMAIL_CODE_LENGTH))}
        error={error}
        data-autofocus
      />
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <button type="submit" className="button button-primary button-block" disabled={busy !== null}>
        {busy === "confirm" ? "Confirming…" : "Confirm"}
      </button>
      <p className="auth-switch">
        Didn't receive it? Check your spam folder, or{" "}
        <button type="button" className="auth-link" onClick={resend} disabled={busy !== null}>
          {busy === "resend" ? "sending…" : "Resend code"}
        </button>
      </p>
    </form>
  );
}
