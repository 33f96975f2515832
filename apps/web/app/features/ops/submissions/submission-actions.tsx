import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { OpsSubmissionDetail } from "@maison/contracts/ops-submissions";
import { NMI_PHOTO_SETS, NMI_QUESTIONS, type NmiChoiceKey, type NmiPhotoSetKey } from "@maison/domain/selling/nmi-questions";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../pieces/form-fields.tsx";
import { formatCents } from "../pieces/piece-format.ts";
import type { SubmissionActionFailure } from "./submission-forms.ts";
import { moneyInput, suggestedCashCents, type OpsSubmissionAction } from "./submission-labels.ts";

interface ActionsProps {
  detail: OpsSubmissionDetail;
  failure: SubmissionActionFailure | null;
}

/** The moves the staff member may make now (the item's `actions`), each a form posting to the page. */
export function SubmissionActions({ detail, failure }: ActionsProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = (intent: OpsSubmissionAction) => (failure?.intent === intent ? failure : null);
  const may = (action: OpsSubmissionAction) => detail.actions.includes(action);
  if (detail.actions.length === 0) return null;
  const amount = detail.item.accepted_amount_cents;
  return (
    <section className="ops-panel ops-actions" aria-labelledby="submission-actions-title">
      <h2 className="order-section-title" id="submission-actions-title">
        Next step
      </h2>
      {may("quote") ? <QuoteForm detail={detail} failure={failed("quote")} busy={busy} /> : null}
      {may("ask") ? <AskForm failure={failed("ask")} busy={busy} open={failure?.intent === "ask" || !may("quote")} /> : null}
      {may("reject") ? (
        <ReasonForm
          intent="reject"
          summary="Reject this piece…"
          hint="Maison will not buy it (a brand or model we do not sell, its condition, doubts about it). The seller is e-mailed the reason."
          label="Reason for the seller"
          button="Reject the piece"
          failure={failed("reject")}
          busy={busy}
        />
      ) : null}
      {may("receive") ? (
        <SimpleAction intent="receive" failure={failed("receive")} busy={busy} hint="When the piece arrives, check it against the description and photos. It then becomes a piece in intake, still the seller’s." button="Mark received" />
      ) : null}
      {may("authenticate") ? (
        <SimpleAction intent="authenticate" failure={failed("authenticate")} busy={busy} hint="The piece is genuine and as the seller described it." button="Mark authenticated" />
      ) : null}
      {may("fail_authentication") ? (
        <ReasonForm
          intent="fail_authentication"
          summary="Fail authentication…"
          hint="The piece is not genuine or not as described. It goes back to the seller; the reason is e-mailed to them."
          label="What failed"
          button="Fail authentication"
          failure={failed("fail_authentication")}
          busy={busy}
        />
      ) : null}
      {may("return_to_seller") ? (
        <SimpleAction intent="return_to_seller" failure={failed("return_to_seller")} busy={busy} hint="Ship the piece back to the seller, then mark it returned." button="Mark returned to the seller" />
      ) : null}
      {may("pay") ? (
        <Form method="post" className="ops-action-form" noValidate>
          <input type="hidden" name="intent" value="pay" />
          {failed("pay")?.message ? <FormMessage tone="error">{failed("pay")!.message!}</FormMessage> : null}
          {failed("pay")?.fields.method ? <FormMessage tone="error">{failed("pay")!.fields.method!}</FormMessage> : null}
          <p className="ops-action-hint">
            Pay the seller {amount !== null ? formatCents(amount) : "the agreed amount"}: as store credit at once, or in cash to their payout profile. The piece then belongs to Maison.
          </p>
          <div className="piece-action-row">
            <button type="submit" name="method" value="site_credit" className="button button-primary" disabled={busy}>
              Pay in store credit
            </button>
            {detail.payout_profile ? (
              <button type="submit" name="method" value="payout" className="button button-secondary" disabled={busy}>
                Pay out to {detail.payout_profile.label}
              </button>
            ) : null}
          </div>
          {detail.payout_profile ? null : <p className="ops-action-hint">The seller has no payout profile, so store credit is the only way to pay.</p>}
        </Form>
      ) : null}
    </section>
  );
}

function SimpleAction({ intent, failure, busy, hint, button }: { intent: OpsSubmissionAction; failure: SubmissionActionFailure | null; busy: boolean; hint: string; button: string }) {
  return (
    <Form method="post" className="ops-action-form">
      {failure?.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <p className="ops-action-hint">{hint}</p>
      <button type="submit" name="intent" value={intent} className="button button-primary" disabled={busy}>
        {button}
      </button>
    </Form>
  );
}

function QuoteForm({ detail, failure, busy }: { detail: OpsSubmissionDetail; failure: SubmissionActionFailure | null; busy: boolean }) {
  const suggested = suggestedCashCents(detail);
  const resale = detail.appraisal?.expected_resale_cents ?? null;
  return (
    <Form method="post" className="ops-action-form submission-quote-form" noValidate aria-labelledby="submission-quote-title">
      <h3 className="submission-subtitle" id="submission-quote-title">
        Quote
      </h3>
      {failure?.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <div className="submission-quote-fields">
        <TextField
          label="Cash offer (USD)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={failure ? failure.values.amount : moneyInput(suggested)}
          error={failure?.fields.amount}
          hint={suggested !== null ? `The engine suggests ${formatCents(suggested)}. Trade-in is offered 10% more in store credit.` : "Trade-in is offered 10% more in store credit."}
        />
        <TextField
          label="Expected resale (USD)"
          name="expected_resale"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={failure ? failure.values.expected_resale : moneyInput(resale)}
          error={failure?.fields.expected_resale}
          hint="For the consignment estimate; leave empty for none."
        />
      </div>
      <TextAreaField label="Note to the seller" name="note" rows={3} maxLength={1000} defaultValue={failure?.values.note ?? ""} error={failure?.fields.note} hint="Optional. Shown with the quote." />
      <p className="ops-action-hint">The seller is e-mailed the quote; it stands for 7 days.</p>
      <button type="submit" name="intent" value="quote" className="button button-primary" disabled={busy}>
        Send the quote
      </button>
    </Form>
  );
}

function AskForm({ failure, busy, open }: { failure: SubmissionActionFailure | null; busy: boolean; open: boolean }) {
  const id = useId();
  const questionsError = failure?.fields.questions;
  const photoSetsError = failure?.fields.photo_sets;
  return (
    <details className="ops-cancel submission-more" open={open || undefined}>
      <summary className="submission-more-summary">Ask the seller for more information…</summary>
      <Form method="post" className="ops-action-form" noValidate aria-label="Ask the seller for more information">
        {failure?.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
        <fieldset className="submission-choices" aria-describedby={questionsError ? `${id}-questions-error` : undefined}>
          <legend className="field-label">Questions</legend>
          <ul>
            {(Object.keys(NMI_QUESTIONS) as NmiChoiceKey[]).map((key) => (
              <li key={key} className="checkbox-field">
                <input id={`${id}-q-${key}`} className="checkbox-input" type="checkbox" name="questions" value={key} defaultChecked={failure?.values.questions.includes(key) ?? false} />
                <label className="checkbox-label" htmlFor={`${id}-q-${key}`}>
                  {NMI_QUESTIONS[key].question}
                </label>
              </li>
            ))}
          </ul>
          {questionsError ? (
            <p className="field-error" id={`${id}-questions-error`}>
              {questionsError}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="submission-choices" aria-describedby={photoSetsError ? `${id}-photos-error` : undefined}>
          <legend className="field-label">Photos</legend>
          <ul>
            {(Object.keys(NMI_PHOTO_SETS) as NmiPhotoSetKey[]).map((key) => (
              <li key={key} className="checkbox-field">
                <input id={`${id}-p-${key}`} className="checkbox-input" type="checkbox" name="photo_sets" value={key} defaultChecked={failure?.values.photo_sets.includes(key) ?? false} />
                <label className="checkbox-label" htmlFor={`${id}-p-${key}`}>
                  {NMI_PHOTO_SETS[key]}
                </label>
              </li>
            ))}
          </ul>
          {photoSetsError ? (
            <p className="field-error" id={`${id}-photos-error`}>
              {photoSetsError}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField label="Note to the seller" name="note" rows={3} required maxLength={1000} defaultValue={failure?.values.note ?? ""} error={failure?.fields.note} hint="Say what you need and why; it is e-mailed with the questions." />
        <button type="submit" name="intent" value="ask" className="button button-secondary" disabled={busy}>
          Send the questions
        </button>
      </Form>
    </details>
  );
}

function ReasonForm(props: { intent: OpsSubmissionAction; summary: string; hint: string; label: string; button: string; failure: SubmissionActionFailure | null; busy: boolean }) {
  const { intent, summary, hint, label, button, failure, busy } = props;
  return (
    <details className="ops-cancel" open={failure ? true : undefined}>
      <summary className="ops-cancel-summary">{summary}</summary>
      <Form method="post" className="ops-action-form" noValidate>
        {failure?.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
        <p className="ops-action-hint">{hint}</p>
        <TextAreaField label={label} name="reason" rows={2} required maxLength={1000} defaultValue={failure?.values.reason ?? ""} error={failure?.fields.reason} />
        <button type="submit" name="intent" value={intent} className="button button-secondary ops-danger" disabled={busy}>
          {button}
        </button>
      </Form>
    </details>
  );
}
