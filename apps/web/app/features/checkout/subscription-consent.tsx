import { SUBSCRIPTION_CONSENT_FIELD } from "@maison/domain/membership/subscription-consent";

/** The consent box's id, for the error summary's link. */
export const SUBSCRIPTION_CONSENT_ID = "subscription-consent";
export const SUBSCRIPTION_CONSENT_LABEL = "Consent to the recurring charge";
/** What the box says when left unticked, before the API is asked (the API's own words are the same). */
export const SUBSCRIPTION_CONSENT_PROBLEM = "Please confirm that Maison may charge your card for your membership until you cancel.";

/** The browser's check of the consent, beside the card's: a plan that renews needs the box ticked. */
export function consentProblem(terms: string | null, form: FormData): Record<string, string> {
  return terms && form.get(SUBSCRIPTION_CONSENT_FIELD) !== "true" ? { [SUBSCRIPTION_CONSENT_FIELD]: SUBSCRIPTION_CONSENT_PROBLEM } : {};
}

/**
 * Joining the membership on a plan that renews: the buyer ticks the words of the recurring charge
 * ("I authorise Maison to charge $50.00 to this card every month until I cancel…") before paying;
 * the server refuses the order without it and keeps the words on the subscription (decision 044).
 */
export function SubscriptionConsent({ terms, error, onChange }: { terms: string; error: string | undefined; onChange: (checked: boolean) => void }) {
  const errorId = `${SUBSCRIPTION_CONSENT_ID}-error`;
  return (
    <div className={error ? "subscription-consent is-invalid" : "subscription-consent"}>
      <div className="checkbox-field">
        <input
          id={SUBSCRIPTION_CONSENT_ID}
          type="checkbox"
          className="checkbox-input"
          name={SUBSCRIPTION_CONSENT_FIELD}
          value="true"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={SUBSCRIPTION_CONSENT_ID} className="checkbox-label">
          {terms}
        </label>
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
