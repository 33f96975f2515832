import type { CheckoutState } from "@maison/contracts/checkout";
import { Form, Link, useNavigation } from "react-router";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { CARD_FIELD_IDS, CARD_FIELD_LABELS, CardFields } from "./card-fields.tsx";
import { addressLines, formatCents } from "./checkout-format.ts";
import type { FormErrors } from "./checkout-errors.ts";
import { CARD_FIELD_ORDER, checkCard, type CardField } from "./checkout-validation.ts";
import { SUBSCRIPTION_CONSENT_FIELD } from "@maison/domain/membership/subscription-consent";
import { consentProblem, SUBSCRIPTION_CONSENT_ID, SUBSCRIPTION_CONSENT_LABEL, SUBSCRIPTION_CONSENT_PROBLEM, SubscriptionConsent } from "./subscription-consent.tsx";
import { TestCardHint } from "./test-card-hint.tsx";
import { useStepErrors } from "./use-step-errors.ts";

export interface PaymentStepProps {
  checkout: CheckoutState;
  errors: FormErrors | null;
  /** The Idempotency-Key of this attempt, rendered by the server so a repeated submit sends it again. */
  attemptKey: string;
  /** The name typed before an error (card number and security code are never sent back). */
  typedName?: string | undefined;
  testMode: boolean;
  /** The piece that sold first, named in the message. */
  soldItem: { vendor: string; title: string } | null;
  cartHref: string;
}

/** Card details, a last look at the order, and "Place order" (one form: the card is never kept between steps). */
export function PaymentStep({ checkout, errors, attemptKey, typedName, testMode, soldItem, cartHref }: PaymentStepProps) {
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "complete";
  const needsCard = checkout.totals.total_cents > 0;
  const step = useStepErrors(errors);
  const check = (form: FormData): Record<string, string> => ({
    ...(form.has("number") ? checkCard({ number: String(form.get("number") ?? ""), exp: String(form.get("exp") ?? ""), cvc: String(form.get("cvc") ?? ""), name: String(form.get("name") ?? "") }, new Date()) : {}),
    ...consentProblem(checkout.subscription_terms, form),
  });
  const summary = step.summary(
    [...CARD_FIELD_ORDER, SUBSCRIPTION_CONSENT_FIELD],
    (name) => (name === SUBSCRIPTION_CONSENT_FIELD ? SUBSCRIPTION_CONSENT_LABEL : CARD_FIELD_LABELS[name as CardField]),
    (name) => (name === SUBSCRIPTION_CONSENT_FIELD ? SUBSCRIPTION_CONSENT_ID : CARD_FIELD_IDS[name as CardField]),
  );
  const address = checkout.shipping_address ? addressLines(checkout.shipping_address) : [];
  const method = checkout.shipping_methods.find((m) => m.handle === checkout.shipping_method);
  return (
    // No preventScrollReset: placing the order leads to the thank-you page, which opens at its top.
    <Form method="post" className="checkout-form" noValidate ref={step.formRef} onSubmit={step.checkOnSubmit(check)}>
      <input type="hidden" name="idempotency_key" value={attemptKey} />
      <ErrorSummary items={summary} />
      {needsCard ? (
        <fieldset className="card-fields">
          <legend className="visually-hidden">Card details</legend>
          {testMode ? <TestCardHint /> : null}
          <CardFields errors={step.fields} onProblem={step.setField} typedName={typedName} />
        </fieldset>
      ) : (
        <p className="checkout-step-lede">
          {checkout.totals.breakdown.some((row) => row.key === "trade_in")
            ? "Your trade-in, gift cards and store credit cover this order: no card is needed."
            : "Your gift cards and store credit cover this order: no card is needed."}
        </p>
      )}

      <div className="checkout-review" aria-labelledby="checkout-review-title">
        <h3 className="checkout-review-title" id="checkout-review-title">
          Review your order
        </h3>
        <dl className="checkout-review-list">
          <div>
            <dt>Contact</dt>
            <dd>{checkout.email}</dd>
          </div>
          {checkout.requires_shipping ? (
            <div>
              <dt>Ship to</dt>
              <dd>{address.join(", ")}</dd>
            </div>
          ) : (
            <div>
              <dt>Delivery</dt>
              <dd>Nothing to ship</dd>
            </div>
          )}
          {method ? (
            <div>
              <dt>Method</dt>
              <dd>
                {method.title} · {method.delivery_estimate}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Total</dt>
            <dd>{formatCents(checkout.totals.total_cents)}</dd>
          </div>
        </dl>
      </div>

      {checkout.subscription_terms ? (
        <SubscriptionConsent
          terms={checkout.subscription_terms}
          error={step.fields[SUBSCRIPTION_CONSENT_FIELD]}
          onChange={(checked) => step.setField(SUBSCRIPTION_CONSENT_FIELD, checked ? null : SUBSCRIPTION_CONSENT_PROBLEM)}
        />
      ) : null}

      {soldItem ? (
        <div className="form-message form-message-error" role="alert">
          <p>
            <strong>
              {soldItem.vendor} {soldItem.title}
            </strong>{" "}
            has just been sold to another buyer, so your order was not placed and nothing was charged.
          </p>
          <p>
            <Link className="inline-link" to={cartHref}>
              Return to your bag
            </Link>{" "}
            to remove it and check out the rest.
          </p>
        </div>
      ) : step.form ? (
        <FormMessage tone="error">{step.form}</FormMessage>
      ) : null}

      <button
        type="submit"
        name="intent"
        value="complete"
        className="button button-primary button-block checkout-place-order"
        disabled={placing}
        aria-disabled={placing || undefined}
      >
        {placing ? "Placing your order…" : `Place order · ${formatCents(checkout.totals.total_cents)}`}
      </button>
      <p className="visually-hidden" role="status">
        {placing ? "Placing your order…" : ""}
      </p>
      <p className="checkout-fine-print">
        {needsCard ? "Your card is charged once the order is confirmed. " : ""}Every piece is authenticated before it ships.
      </p>
    </Form>
  );
}
