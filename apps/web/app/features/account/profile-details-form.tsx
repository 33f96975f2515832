import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { UserProfile } from "@maison/contracts/identity";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { detailOutcome } from "../identity/auth-outcome.ts";
import { FORM_MESSAGES } from "../identity/credential-checks.ts";
import { IDENTITY_API } from "../identity/identity-paths.ts";

type Result = { tone: "success" | "error"; text: string } | null;

/** First and last name (PUT /v6/my-account/); the e-mail is shown, not edited. */
export function ProfileDetailsForm({ profile }: { profile: UserProfile }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    if (firstName.trim() === "") return setError(FORM_MESSAGES.firstNameRequired);
    setError(undefined);
    setBusy(true);
    const outcome = detailOutcome(
      await callApi("PUT", IDENTITY_API.profile, { first_name: firstName.trim(), last_name: lastName.trim() }),
    );
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.field === "first_name") return setError(outcome.message);
      return setResult({ tone: "error", text: outcome.message });
    }
    setResult({ tone: "success", text: "Your details have been saved." });
    void revalidator.revalidate();
  }

  return (
    <form className="account-form" method="post" noValidate onSubmit={submit}>
      <div className="account-form-row">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          error={error}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </div>
      <div className="account-readonly">
        <p className="field-label" id="profile-email-label">
          E-mail
        </p>
        <p aria-labelledby="profile-email-label">
          {profile.email}{" "}
          {profile.email_verified ? <span className="status-badge status-badge-ok">Confirmed</span> : null}
        </p>
      </div>
      {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
      <div className="account-form-actions">
        <button type="submit" className="button button-primary" disabled={busy || !hydrated}>
          {busy ? "Saving…" : "Save details"}
        </button>
      </div>
    </form>
  );
}
