import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { UserProfile } from "@maison/contracts/identity";
import { IDENTITY_MESSAGES } from "@maison/domain/identity/messages";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { apiMessage } from "../identity/api-message.ts";
import { useIdentity } from "../identity/identity-context.ts";
import { IDENTITY_API } from "../identity/identity-paths.ts";
import { codeRequestOutcome } from "../identity/phone-outcome.ts";

/**
 * The profile's main phone and whether it is verified. Saving a new number asks for a code
 * (POST phone_validation {phone, force_resend}; a 403 means it was sent) and opens the 4-box modal;
 * "Verify" does the same for the saved number.
 */
export function PhoneForm({ profile }: { profile: UserProfile }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { openPhoneVerification } = useIdentity();
  const [phone, setPhone] = useState(profile.main_phone ?? "");
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "verify" | null>(null);

  async function requestCode(number: string) {
    const outcome = codeRequestOutcome(await callApi("POST", IDENTITY_API.phoneValidation, { phone: number, force_resend: true }));
    if (outcome.sent) openPhoneVerification({ codeSent: true });
    else setError(outcome.message);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    setSaved(null);
    const number = phone.trim();
    setBusy("save");
    const result = await callApi("PUT", IDENTITY_API.profile, { main_phone: number === "" ? null : number });
    if (!result.ok) {
      setBusy(null);
      return setError(apiMessage(result.body) ?? IDENTITY_MESSAGES.somethingWentWrong);
    }
    const updated = result.body as Partial<UserProfile> | null;
    if (number === "") setSaved("Your phone number has been removed.");
    else if (updated?.is_valid_phone) setSaved("Your phone number has been saved.");
    else {
      setSaved("Your phone number has been saved. We texted you a code to verify it.");
      // The code is asked for first, so the modal opens (with the new number) already knowing it was sent.
      await requestCode(updated?.main_phone ?? number);
    }
    await revalidator.revalidate();
    setBusy(null);
  }

  async function verify() {
    if (!profile.main_phone) return;
    setError(undefined);
    setSaved(null);
    setBusy("verify");
    await requestCode(profile.main_phone);
    setBusy(null);
  }

  const unverified = Boolean(profile.main_phone) && !profile.is_valid_phone;
  return (
    <form className="account-form" method="post" noValidate onSubmit={save}>
      <TextField
        label="Mobile phone"
        type="tel"
        name="main_phone"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={error}
        hint="We text you a code to confirm it, and use it only about your orders and sales."
      />
      {profile.main_phone ? (
        <p className="phone-verification-status">
          {profile.is_valid_phone ? (
            <span className="status-badge status-badge-ok">Verified</span>
          ) : (
            <span className="status-badge status-badge-warn">Not verified</span>
          )}{" "}
          <span className="phone-number">{profile.main_phone}</span>
        </p>
      ) : null}
      {saved ? <FormMessage tone="success">{saved}</FormMessage> : null}
      <div className="account-form-actions">
        <button type="submit" className="button button-primary" disabled={busy !== null || !hydrated}>
          {busy === "save" ? "Saving…" : "Save phone"}
        </button>
        {unverified ? (
          <button type="button" className="button button-secondary" onClick={verify} disabled={busy !== null || !hydrated}>
            {busy === "verify" ? "Sending code…" : "Verify"}
          </button>
        ) : null}
      </div>
    </form>
  );
}
