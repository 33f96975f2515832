import type { PaymentRequestView } from "@maison/contracts/payment-request";
import { Form, useNavigation } from "react-router";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { CARD_FIELD_IDS, CARD_FIELD_LABELS, CardFields } from "../checkout/card-fields.tsx";
import type { FormErrors } from "../checkout/checkout-errors.ts";
import { describeCard, formatCents } from "../checkout/checkout-format.ts";
import { CARD_FIELD_ORDER, checkCard, type CardField } from "../checkout/checkout-validation.ts";
import { TestCardHint } from "../checkout/test-card-hint.tsx";
import { useStepErrors } from "../checkout/use-step-errors.ts";
import { LogInLink } from "../identity/log-in-link.tsx";

export interface PaymentRequestPageProps {
  request: PaymentRequestView;
  errors: FormErrors | null;
  /** The Idempotency-Key of this attempt, rendered by the server so a repeated submit sends it again. */
  attemptKey: string;
  typedName?: string | undefined;
  testMode: boolean;
}

/** `/pay/{token}`: what the charge is for, its amount and the card form; once paid, the receipt and the way back. */
export function PaymentRequestPage({ request, errors, attemptKey, typedName, testMode }: PaymentRequestPageProps) {
  if (request.state === "paid") {
    return (
      <div className="page-width status-page">
        <EmptyState eyebrow="Payment" title="Thank you: your payment is made" headingLevel="h1" actions={<ButtonLink to={request.return_path}>Continue</ButtonLink>}>
          <p>
            {formatCents(request.amount_cents)} for {lowerFirst(request.description)}
            {request.card ? `, paid with your ${describeCard(request.card.brand, request.card.last4)}.` : "."}
          </p>
        </EmptyState>
      </div>
    );
  }
  if (request.state === "cancelled") {
    return (
      <div className="page-width status-page">
        <EmptyState eyebrow="Payment" title="This payment is no longer due" headingLevel="h1" actions={<ButtonLink to={request.return_path}>Continue</ButtonLink>}>
          <p>Nothing was charged. The page it came from shows where things stand now.</p>
        </EmptyState>
      </div>
    );
  }
  return <OpenRequest request={request} errors={errors} attemptKey={attemptKey} typedName={typedName} testMode={testMode} />;
}

function OpenRequest({ request, errors, attemptKey, typedName, testMode }: PaymentRequestPageProps) {
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formData !== undefined;
  const step = useStepErrors(errors);
  const check = (form: FormData) => checkCard({ number: String(form.get("number") ?? ""), exp: String(form.get("exp") ?? ""), cvc: String(form.get("cvc") ?? ""), name: String(form.get("name") ?? "") }, new Date());
  const summary = step.summary(CARD_FIELD_ORDER, (name) => CARD_FIELD_LABELS[name as CardField], (name) => CARD_FIELD_IDS[name as CardField]);
  return (
    <div className="page-width payment-request-page">
      <header className="payment-request-header">
        <p className="eyebrow">Payment</p>
        <h1 className="payment-request-title">Complete your payment</h1>
      </header>
      <div className="checkout-review">
        <dl className="checkout-review-list">
          <div>
            <dt>For</dt>
            <dd>{request.description}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd className="payment-request-amount">{formatCents(request.amount_cents)}</dd>
          </div>
        </dl>
      </div>
      <Form method="post" className="checkout-form" noValidate ref={step.formRef} onSubmit={step.checkOnSubmit(check)}>
        <input type="hidden" name="idempotency_key" value={attemptKey} />
        <ErrorSummary items={summary} />
        <fieldset className="card-fields">
          <legend className="payment-request-legend">Card details</legend>
          {testMode ? <TestCardHint /> : null}
          <CardFields errors={step.fields} onProblem={step.setField} typedName={typedName} />
        </fieldset>
        {step.form ? <FormMessage tone="error">{step.form}</FormMessage> : null}
        <button type="submit" className="button button-primary button-block" disabled={paying} aria-disabled={paying || undefined}>
          {paying ? "Paying…" : `Pay ${formatCents(request.amount_cents)}`}
        </button>
        <p className="visually-hidden" role="status">
          {paying ? "Paying…" : ""}
        </p>
        <p className="checkout-fine-print">Your card is charged once, when you press Pay. Card details are never stored.</p>
      </Form>
    </div>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A payment page the visitor cannot see: signed out (it may be theirs), or unknown and someone else's alike. */
export function PaymentRequestUnavailable({ kind, returnTo }: { kind: "sign_in" | "not_found"; returnTo: string }) {
  return (
    <div className="page-width status-page">
      {kind === "sign_in" ? (
        <EmptyState
          eyebrow="Payment"
          title="Log in to make this payment"
          headingLevel="h1"
          actions={
            <LogInLink className="button button-primary" fallbackHref={returnTo}>
              Log In
            </LogInLink>
          }
        >
          <p>This payment belongs to an account. Log in with it to see what is due and pay.</p>
        </EmptyState>
      ) : (
        <EmptyState eyebrow="Payment" title="We couldn't find this payment" headingLevel="h1" actions={<ButtonLink to="/my-account">Go to your account</ButtonLink>}>
          <p>The link may be incomplete, or it belongs to another account.</p>
        </EmptyState>
      )}
    </div>
  );
}
