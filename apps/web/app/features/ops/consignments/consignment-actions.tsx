import { Form, useNavigation } from "react-router";
import type { OpsConsignmentAction, OpsConsignmentDetail } from "@maison/contracts/consignment";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { centsToDollarsInput, formatCents } from "../pieces/piece-format.ts";
import type { ConsignmentActionFailure } from "./consignments-api.server.ts";

/** The moves staff may make now on a consignment, each a small form. */
export function ConsignmentActions({ detail, failure }: { detail: OpsConsignmentDetail; failure: ConsignmentActionFailure | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = (intent: OpsConsignmentAction) => (failure?.intent === intent ? failure : null);
  const may = (action: OpsConsignmentAction) => detail.actions.includes(action);
  if (detail.actions.length === 0) return null;
  return (
    <section className="ops-panel ops-actions" aria-labelledby="consignment-actions-title">
      <h2 className="order-section-title" id="consignment-actions-title">
        Next step
      </h2>
      {may("review") ? (
        <PriceForm
          intent="review"
          failure={failed("review")}
          busy={busy}
          hint={`Once the piece is authenticated, set the price it is listed at. The seller's estimate was ${formatCents(detail.estimate_cents)}.`}
          label="List price ($)"
          initial={centsToDollarsInput(detail.estimate_cents)}
          button="Review and set the price"
        />
      ) : null}
      {may("list") ? <SimpleAction intent="list" failure={failed("list")} busy={busy} hint="Publish the listing now through the catalogue. It needs at least one photo (add it on the piece's page)." button="Put on sale now" /> : null}
      {may("propose_tweak") ? (
        <PriceForm
          intent="propose_tweak"
          failure={failed("propose_tweak")}
          busy={busy}
          hint="Suggest a new price to the consignor; it replaces any proposal still open and changes the listing only when they accept."
          label="Proposed price ($)"
          initial=""
          button="Propose the price"
          withNote
        />
      ) : null}
      {may("record_return") ? (
        <Form method="post" className="ops-action-form" noValidate>
          <input type="hidden" name="intent" value="record_return" />
          {failed("record_return")?.message ? <FormMessage tone="error">{failed("record_return")!.message!}</FormMessage> : null}
          <p className="ops-action-hint">The buyer's return arrived and was accepted: the piece goes back on sale and the earning of {formatCents(detail.earning_cents)} is cancelled.</p>
          <TextField label="Why the buyer returned it" name="reason" defaultValue={failed("record_return")?.values.reason ?? ""} error={failed("record_return")?.fields.reason} />
          <button type="submit" className="button button-secondary" disabled={busy}>
            Record the return
          </button>
        </Form>
      ) : null}
      {may("release_earning") ? (
        <SimpleAction intent="release_earning" failure={failed("release_earning")} busy={busy} hint={`Pay ${formatCents(detail.earning_cents)} to the consignor's cash now, before the return window closes.`} button="Release the earning now" />
      ) : null}
      {may("ship_back") ? <SimpleAction intent="ship_back" failure={failed("ship_back")} busy={busy} hint={`Ship the piece to ${detail.return_address ?? "the consignor"}, then mark it shipped.`} button="Mark shipped back" /> : null}
    </section>
  );
}

function SimpleAction({ intent, failure, busy, hint, button }: { intent: OpsConsignmentAction; failure: ConsignmentActionFailure | null; busy: boolean; hint: string; button: string }) {
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

function PriceForm(props: { intent: OpsConsignmentAction; failure: ConsignmentActionFailure | null; busy: boolean; hint: string; label: string; initial: string; button: string; withNote?: boolean }) {
  const { intent, failure, busy, hint, label, initial, button, withNote } = props;
  return (
    <Form method="post" className="ops-action-form" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {failure?.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <p className="ops-action-hint">{hint}</p>
      <TextField label={label} name="price" inputMode="decimal" defaultValue={failure?.values.price ?? initial} error={failure?.fields.price} />
      {withNote ? <TextField label="Note for the consignor (optional)" name="note" defaultValue={failure?.values.note ?? ""} error={failure?.fields.note} /> : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        {button}
      </button>
    </Form>
  );
}
