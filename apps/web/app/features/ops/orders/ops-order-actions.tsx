import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { OpsOrderAction, OpsOrderDetail } from "@maison/contracts/ops-orders";
import { CARRIERS } from "@maison/domain/checkout/carriers";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { OrderActionFailure } from "./ops-orders-api.server.ts";

interface ActionsProps {
  detail: OpsOrderDetail;
  failure: OrderActionFailure | null;
}

/** The moves allowed now, each a form posting to the page: Pack, Ship, Mark delivered, Cancel. */
export function OpsOrderActions({ detail, failure }: ActionsProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = (intent: OpsOrderAction) => (failure?.intent === intent ? failure : null);
  if (detail.actions.length === 0) return null;
  return (
    <section className="ops-panel ops-actions" aria-labelledby="ops-order-actions-title">
      <h2 className="order-section-title" id="ops-order-actions-title">
        Next step
      </h2>
      {failure && failure.intent === null && failure.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      {detail.actions.includes("pack") ? (
        <Form method="post" className="ops-action-form">
          {failed("pack")?.message ? <FormMessage tone="error">{failed("pack")!.message!}</FormMessage> : null}
          <p className="ops-action-hint">Pick the pieces, check them against the lines, and pack them.</p>
          <button type="submit" name="intent" value="pack" className="button button-primary" disabled={busy}>
            Mark packed
          </button>
        </Form>
      ) : null}
      {detail.actions.includes("ship") ? <ShipForm failure={failed("ship")} busy={busy} /> : null}
      {detail.actions.includes("deliver") ? (
        <Form method="post" className="ops-action-form">
          {failed("deliver")?.message ? <FormMessage tone="error">{failed("deliver")!.message!}</FormMessage> : null}
          <p className="ops-action-hint">When the carrier confirms delivery. Without it, the order is taken as delivered 21 days after shipping.</p>
          <button type="submit" name="intent" value="deliver" className="button button-primary" disabled={busy}>
            Mark delivered
          </button>
        </Form>
      ) : null}
      {detail.actions.includes("cancel") ? <CancelForm failure={failed("cancel")} busy={busy} open={failure?.intent === "cancel"} /> : null}
    </section>
  );
}

function ShipForm({ failure, busy }: { failure: OrderActionFailure | null; busy: boolean }) {
  const id = useId();
  const carrierError = failure?.fields.carrier;
  return (
    <Form method="post" className="ops-action-form" noValidate>
      {failure?.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <div className="ops-ship-fields">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-carrier`}>
            Carrier
          </label>
          <div className="field-control">
            <select
              id={`${id}-carrier`}
              name="carrier"
              className="field-input field-select"
              defaultValue={failure?.values.carrier ?? ""}
              required
              aria-invalid={carrierError ? true : undefined}
              aria-describedby={carrierError ? `${id}-carrier-error` : undefined}
            >
              <option value="" disabled>
                Choose a carrier
              </option>
              {CARRIERS.map((carrier) => (
                <option key={carrier.code} value={carrier.code}>
                  {carrier.name}
                </option>
              ))}
            </select>
          </div>
          {carrierError ? (
            <p className="field-error" id={`${id}-carrier-error`}>
              {carrierError}
            </p>
          ) : null}
        </div>
        <TextField
          label="Tracking number"
          name="tracking_number"
          defaultValue={failure?.values.tracking_number ?? ""}
          error={failure?.fields.tracking_number}
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={60}
        />
      </div>
      <button type="submit" name="intent" value="ship" className="button button-primary" disabled={busy}>
        Mark shipped
      </button>
    </Form>
  );
}

function CancelForm({ failure, busy, open }: { failure: OrderActionFailure | null; busy: boolean; open: boolean }) {
  const id = useId();
  const confirmError = failure?.fields.confirm;
  return (
    <details className="ops-cancel" open={open || undefined}>
      <summary className="ops-cancel-summary">Cancel this order…</summary>
      <Form method="post" className="ops-action-form" noValidate>
        {failure?.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
        <p className="ops-action-hint">The card payment is voided or refunded, gift cards, store credit and points go back to the buyer, and the pieces go back on sale. The buyer is e-mailed.</p>
        <TextField label="Reason" name="reason" defaultValue={failure?.values.reason ?? ""} error={failure?.fields.reason} required maxLength={500} />
        <div className="checkbox-field">
          <input
            id={`${id}-confirm`}
            className="checkbox-input"
            type="checkbox"
            name="confirm"
            value="yes"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
          />
          <label className="checkbox-label" htmlFor={`${id}-confirm`}>
            Yes, cancel the order and return the payment
          </label>
        </div>
        {confirmError ? (
          <p className="field-error" id={`${id}-confirm-error`}>
            {confirmError}
          </p>
        ) : null}
        <button type="submit" name="intent" value="cancel" className="button button-secondary ops-danger" disabled={busy}>
          Cancel order
        </button>
      </Form>
    </details>
  );
}
