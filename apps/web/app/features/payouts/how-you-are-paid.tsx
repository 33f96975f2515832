import { Form, useNavigation } from "react-router";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { addressLines } from "../checkout/checkout-format.ts";
import type { PayoutActionData, PayoutIntent } from "./payout-action-data.ts";
import { PAYOUTS_ANCHOR } from "./payout-paths.ts";
import { PAYOUT_KIND_NOTES, payoutChoices, preferredChoice } from "./payout-view.ts";
import type { PayoutsView } from "./payouts.server.ts";

export interface HowYouArePaidProps {
  view: PayoutsView;
  /** The last payout form's answer, when the page's action gave one. */
  actionData: PayoutActionData | undefined;
  /** The panel's heading level: 2 on its own page, 3 inside a section. */
  headingLevel?: 2 | 3;
}

/**
 * "How you are paid": the seller's payout profiles (store credit, bank accounts, check addresses),
 * the preferred one chosen, a bank account or a check address added. Every form posts to the page it
 * is on and works before scripts load; a bank account's numbers are never shown again.
 */
export function HowYouArePaid({ view, actionData, headingLevel = 2 }: HowYouArePaidProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const answered = (intent: PayoutIntent) => (actionData?.intent === intent ? actionData : undefined);
  return (
    <section className="payouts" id={PAYOUTS_ANCHOR} aria-labelledby="payouts-title">
      <div className="payouts-head">
        <Heading className="payouts-title" id="payouts-title">
          How you are paid
        </Heading>
        <p className="payouts-lede">We pay your offer the day your piece is authenticated, to the method you prefer.</p>
      </div>
      {actionData?.saved ? <FormMessage tone="success">{actionData.saved}</FormMessage> : null}
      {view.profiles ? (
        <PreferForm view={view} answer={answered("payout-prefer")} />
      ) : (
        <FormMessage tone="error">{view.error ?? "We could not load how you are paid just now."}</FormMessage>
      )}
      <AchForm answer={answered("payout-ach")} />
      <CheckForm view={view} answer={answered("payout-check")} />
    </section>
  );
}

function useBusy(intent: PayoutIntent): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function PreferForm({ view, answer }: { view: PayoutsView; answer: PayoutActionData | undefined }) {
  const busy = useBusy("payout-prefer");
  const choices = view.profiles ? payoutChoices(view.profiles) : [];
  const preferred = preferredChoice(choices);
  const error = answer?.fields.profile_id;
  return (
    <Form method="post" className="payouts-form" preventScrollReset key={`prefer-${preferred?.id ?? ""}-${answer?.nonce ?? ""}`}>
      <fieldset className="choice-list" aria-describedby={error ? "payout-profile-error" : undefined}>
        <legend className="field-label">Paid to</legend>
        {choices.map((profile) => (
          <label key={profile.id} className="choice">
            <input type="radio" name="profile_id" value={profile.id} defaultChecked={profile.id === preferred?.id} className="choice-input" />
            <span className="choice-text">
              <span className="choice-title">{profile.label}</span>
              <span className="choice-detail">{PAYOUT_KIND_NOTES[profile.provider_type]}</span>
            </span>
            {profile.id === preferred?.id ? <span className="payouts-badge">Preferred</span> : null}
          </label>
        ))}
        {error ? (
          <p className="field-error" id="payout-profile-error">
            {error}
          </p>
        ) : null}
      </fieldset>
      {answer?.message ? <FormMessage tone="error">{answer.message}</FormMessage> : null}
      {choices.length > 1 ? (
        <button type="submit" name="intent" value="payout-prefer" className="button button-secondary button-small" disabled={busy}>
          {busy ? "Saving…" : "Pay me this way"}
        </button>
      ) : null}
    </Form>
  );
}

function AchForm({ answer }: { answer: PayoutActionData | undefined }) {
  const busy = useBusy("payout-ach");
  const refused = answer && !answer.saved ? answer : undefined;
  const fields = refused?.fields ?? {};
  const values = refused?.values ?? {};
  const hasErrors = Object.keys(fields).length > 0;
  return (
    // A new answer remounts the form: what was typed is gone, the account number above all.
    <details className="payouts-add" open={refused !== undefined} key={`ach-${answer?.nonce ?? ""}`}>
      <summary>Add a bank account</summary>
      <Form method="post" className="payouts-form" preventScrollReset noValidate autoComplete="off">
        <p className="payouts-note">Your account number goes straight to our payments partner: Maison keeps only its last four digits.</p>
        <TextField label="Account holder's name" name="holder_name" defaultValue={values.holder_name ?? ""} maxLength={100} autoComplete="name" required error={fields.holder_name} />
        <TextField label="Bank name (optional)" name="bank_name" defaultValue={values.bank_name ?? ""} maxLength={100} autoComplete="off" error={fields.bank_name} />
        <div className="payouts-row">
          <TextField label="Routing number" name="routing_number" defaultValue={values.routing_number ?? ""} inputMode="numeric" maxLength={11} autoComplete="off" required hint="9 digits, at the bottom left of a check." error={fields.routing_number} />
          <TextField label="Account number" name="account_number" defaultValue="" inputMode="numeric" maxLength={20} autoComplete="off" required hint="4 to 17 digits." error={fields.account_number} />
        </div>
        <fieldset className="payouts-types" aria-describedby={fields.account_type ? "payout-account-type-error" : undefined}>
          <legend className="field-label">Account type</legend>
          {(["checking", "savings"] as const).map((type) => (
            <label key={type} className="payouts-type">
              <input type="radio" name="account_type" value={type} defaultChecked={(values.account_type || "checking") === type} className="choice-input" />
              <span>{type === "checking" ? "Checking" : "Savings"}</span>
            </label>
          ))}
          {fields.account_type ? (
            <p className="field-error" id="payout-account-type-error">
              {fields.account_type}
            </p>
          ) : null}
        </fieldset>
        <CheckboxField name="is_preferred" label="Pay me to this account" defaultChecked={refused ? values.is_preferred === "on" : true} />
        {refused?.message ? <FormMessage tone="error">{refused.message}</FormMessage> : hasErrors ? <FormMessage tone="error">Please check what is marked above.</FormMessage> : null}
        <button type="submit" name="intent" value="payout-ach" className="button button-primary button-small" disabled={busy}>
          {busy ? "Saving…" : "Save bank account"}
        </button>
      </Form>
    </details>
  );
}

function CheckForm({ view, answer }: { view: PayoutsView; answer: PayoutActionData | undefined }) {
  const busy = useBusy("payout-check");
  const refused = answer && !answer.saved ? answer : undefined;
  const fields = refused?.fields ?? {};
  const values = refused?.values ?? {};
  return (
    <details className="payouts-add" open={refused !== undefined} key={`check-${answer?.nonce ?? ""}`}>
      <summary>Get paid by check</summary>
      {view.addresses.length === 0 ? (
        <p className="payouts-note">Checks are mailed to an address you have saved with us, and you have none yet: the address you send your piece from is saved when you book its shipping.</p>
      ) : (
        <Form method="post" className="payouts-form" preventScrollReset noValidate>
          <SelectField label="Mail checks to" name="address_id" defaultValue={values.address_id ?? view.addresses[0]!.id} error={fields.address_id}>
            {view.addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {addressLines(address).join(", ")}
              </option>
            ))}
          </SelectField>
          <CheckboxField name="is_preferred" label="Pay me by check" defaultChecked={refused ? values.is_preferred === "on" : true} />
          {refused?.message ? <FormMessage tone="error">{refused.message}</FormMessage> : null}
          <button type="submit" name="intent" value="payout-check" className="button button-primary button-small" disabled={busy}>
            {busy ? "Saving…" : "Save check address"}
          </button>
        </Form>
      )}
    </details>
  );
}
