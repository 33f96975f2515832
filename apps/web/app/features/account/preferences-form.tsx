import { useState, type FormEvent } from "react";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { detailOutcome } from "../identity/auth-outcome.ts";
import { IDENTITY_API } from "../identity/identity-paths.ts";

export interface PreferencesFormProps {
  emailSubscribed: boolean;
  smsSubscribed: boolean;
}

/** Newsletter and SMS choices (PUT /v6/my-account/subscriptions/). */
export function PreferencesForm({ emailSubscribed, smsSubscribed }: PreferencesFormProps) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState(emailSubscribed);
  const [sms, setSms] = useState(smsSubscribed);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    setBusy(true);
    const outcome = detailOutcome(await callApi("PUT", IDENTITY_API.subscriptions, { email_subscribed: email, sms_subscribed: sms }));
    setBusy(false);
    setResult(outcome.ok ? { tone: "success", text: "Your preferences have been saved." } : { tone: "error", text: outcome.message });
  }

  return (
    <form className="account-form" method="post" noValidate onSubmit={submit}>
      <fieldset className="account-fieldset">
        <legend className="visually-hidden">Communication preferences</legend>
        <CheckboxField
          name="email_subscribed"
          checked={email}
          onChange={(e) => setEmail(e.target.checked)}
          label="The Maison Letter by e-mail"
          hint="New arrivals, private sales and editorial, about once a week."
        />
        <CheckboxField
          name="sms_subscribed"
          checked={sms}
          onChange={(e) => setSms(e.target.checked)}
          label="Text message alerts"
          hint="Price drops and pieces you may love, sent to your verified phone."
        />
      </fieldset>
      {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
      <div className="account-form-actions">
        <button type="submit" className="button button-primary" disabled={busy || !hydrated}>
          {busy ? "Saving…" : "Save preferences"}
        </button>
      </div>
    </form>
  );
}
