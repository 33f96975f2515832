import { Form, useNavigation } from "react-router";
import type { SubmissionItem } from "@maison/contracts/selling";
import { FormMessage } from "../../components/ui/form-message.tsx";
import type { SubmissionActionData } from "./submission-action-data.ts";
import { formatDollars } from "./selling-format.ts";

/**
 * What the seller can do with one quoted piece (spec 1 §7 finalize-quote): accept one of its offers,
 * decline it, or withdraw it with a reason. Each is its own small form, so it works before scripts load.
 */
export function ItemActions({ item, actionData }: { item: SubmissionItem; actionData: SubmissionActionData | undefined }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("item_id") === item.id ? String(navigation.formData.get("intent")) : null;
  const mine = actionData?.itemId === item.id ? actionData : undefined;
  const canAccept = item.actions.includes("accept") && item.offers.length > 0;
  const canDecline = item.actions.includes("decline");
  const canRefuse = item.actions.includes("refuse");
  if (!canAccept && !canDecline && !canRefuse) return null;
  return (
    <div className="item-actions">
      {mine?.message ? <FormMessage tone="error">{mine.message}</FormMessage> : null}
      {canAccept ? (
        <Form method="post" className="item-accept" preventScrollReset>
          <input type="hidden" name="item_id" value={item.id} />
          <fieldset className="item-offer-choices">
            <legend className="field-label">Choose your offer</legend>
            {item.offers.map((offer, index) => (
              <label key={offer.kind} className="item-offer">
                <input type="radio" name="offer_kind" value={offer.kind} defaultChecked={item.offer_kind ? item.offer_kind === offer.kind : index === 0} className="choice-input" />
                <span className="item-offer-label">{offer.label}</span>
                <span className="item-offer-amount">{formatDollars(offer.amount_cents)}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" name="intent" value="accept" className="button button-primary button-small" disabled={pending !== null}>
            {pending === "accept" ? "Accepting…" : "Accept offer"}
          </button>
        </Form>
      ) : null}
      {canDecline || canRefuse ? (
        <details className="item-decline" open={mine?.intent === "refuse"}>
          <summary>{canAccept ? "Not for you?" : "Withdraw this piece"}</summary>
          <div className="item-decline-body">
            {canDecline ? (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="item_id" value={item.id} />
                <p className="item-decline-text">Decline the offer: we will close this piece and keep nothing of yours.</p>
                <button type="submit" name="intent" value="decline" className="button button-secondary button-small" disabled={pending !== null}>
                  {pending === "decline" ? "Declining…" : "Decline offer"}
                </button>
              </Form>
            ) : null}
            {canRefuse ? (
              <Form method="post" className="item-refuse" preventScrollReset>
                <input type="hidden" name="item_id" value={item.id} />
                <div className="field">
                  <label className="field-label" htmlFor={`refuse-${item.id}`}>
                    Or tell us why you withdraw it
                  </label>
                  <textarea
                    id={`refuse-${item.id}`}
                    name="reason"
                    className="field-input field-textarea"
                    rows={3}
                    maxLength={500}
                    required
                    defaultValue={mine?.values.reason ?? ""}
                    aria-invalid={mine?.fields.reason ? true : undefined}
                    aria-describedby={mine?.fields.reason ? `refuse-${item.id}-error` : undefined}
                  />
                  {mine?.fields.reason ? (
                    <p className="field-error" id={`refuse-${item.id}-error`}>
                      {mine.fields.reason}
                    </p>
                  ) : null}
                </div>
                <button type="submit" name="intent" value="refuse" className="button button-secondary button-small" disabled={pending !== null}>
                  {pending === "refuse" ? "Withdrawing…" : "Withdraw with this reason"}
                </button>
              </Form>
            ) : null}
          </div>
        </details>
      ) : null}
    </div>
  );
}
