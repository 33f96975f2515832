import type { ReactNode } from "react";
import type { SubmissionItem } from "@maison/contracts/selling";
import { itemExpiry } from "./submission-expiry.ts";
import { formatDollars } from "./selling-format.ts";

/** States where the seller has something to do, and states where the piece moves along. */
const ACTION_STATES: ReadonlySet<SubmissionItem["state"]> = new Set(["quoted", "needs_more_info"]);
const GOOD_STATES: ReadonlySet<SubmissionItem["state"]> = new Set(["accepted", "in_transit", "received", "authenticated", "paid", "consigned"]);

export function statusTone(state: SubmissionItem["state"]): "action" | "ok" | "quiet" {
  return ACTION_STATES.has(state) ? "action" : GOOD_STATES.has(state) ? "ok" : "quiet";
}

/** What the item is worth to the seller now: the accepted amount, else the best standing offer. */
export function itemOfferLine(item: Pick<SubmissionItem, "accepted_amount_cents" | "offer_kind" | "offers">): string | null {
  if (item.accepted_amount_cents !== null) {
    const kind = item.offers.find((o) => o.kind === item.offer_kind)?.label;
    return `${formatDollars(item.accepted_amount_cents)}${kind ? ` · ${kind}` : ""}`;
  }
  const cash = item.offers.find((o) => o.kind === "sell_now") ?? item.offers[0];
  if (!cash) return null;
  return item.offers.length > 1 ? `Offers from ${formatDollars(Math.min(...item.offers.map((o) => o.amount_cents)))} to ${formatDollars(Math.max(...item.offers.map((o) => o.amount_cents)))}` : `${formatDollars(cash.amount_cents)} · ${cash.label}`;
}

/** One submitted piece: its photo, title, status, offer and expiry, with whatever actions the page adds. */
export function SubmissionItemView({ item, now, children }: { item: SubmissionItem; now: Date; children?: ReactNode }) {
  const expiry = itemExpiry(item, now);
  const photo = item.photos[0];
  const offer = itemOfferLine(item);
  return (
    <article className="submission-item" aria-label={item.title}>
      {photo ? (
        <img src={photo.url} alt="" width={96} height={96} className="submission-item-photo" loading="lazy" />
      ) : (
        <div className="submission-item-photo is-empty" aria-hidden="true">
          {item.designer.charAt(0)}
        </div>
      )}
      <div className="submission-item-text">
        <p className="submission-item-designer">{item.designer}</p>
        <h3 className="submission-item-title">{item.title}</h3>
        <p className="submission-item-status">
          <span className={`submission-status is-${statusTone(item.state)}`}>{item.status_label}</span>
          {expiry ? <span className={expiry.urgent ? "submission-expiry is-urgent" : "submission-expiry"}>{expiry.label}</span> : null}
        </p>
        {offer ? <p className="submission-item-offer">{offer}</p> : null}
        {item.message ? <p className="submission-item-message">{item.message}</p> : null}
        {children}
      </div>
    </article>
  );
}
