import type { ReturnView } from "@maison/contracts/returns";
import { RETURN_REASONS } from "@maison/domain/returns/return-messages";
import { formatCents } from "../checkout/checkout-format.ts";
import { formatOrderDate } from "../orders/order-state-label.ts";
import { RETURN_STATE_LABELS } from "./purchase-words.ts";

/** One return: its state, its pieces with their fee and refund, the refund's split and the label. */
export function ReturnSummary({ entry, headingLevel = "h3" }: { entry: ReturnView; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const open = entry.state === "label_sent" || entry.state === "in_transit" || entry.state === "requested";
  return (
    <article className="purchase-return" aria-labelledby={`return-${entry.id}`}>
      <header className="purchase-return-head">
        <Heading id={`return-${entry.id}`} className="order-section-title">
          Return of {formatOrderDate(entry.created_at)}
        </Heading>
        <span className={entry.state === "rejected" || entry.state === "shipped_back" ? "status-badge status-badge-warn" : "status-badge status-badge-ok"}>{RETURN_STATE_LABELS[entry.state]}</span>
      </header>
      <ul className="purchase-return-items">
        {entry.items.map((item) => (
          <li key={item.product_id}>
            <span>
              {item.vendor} {item.title} · {RETURN_REASONS[item.reason]}
            </span>
            <span>
              {formatCents(item.refund_cents)}
              {item.fee_cents > 0 ? ` after a ${formatCents(item.fee_cents)} fee` : " · free return"}
            </span>
          </li>
        ))}
      </ul>
      <RefundSplit split={entry.split} total={entry.refund_cents} done={entry.state === "refunded"} />
      {entry.rejection_reason ? <p className="order-fact">Why: {entry.rejection_reason}</p> : null}
      {open ? (
        <p className="order-fact">
          <a href={entry.label_url.replace(/^https?:\/\/[^/]+/, "")} className="text-link" target="_blank" rel="noreferrer">
            Print your prepaid label
          </a>
        </p>
      ) : null}
    </article>
  );
}

/** Where the refund goes, line by line. */
export function RefundSplit({ split, total, done }: { split: ReturnView["split"]; total: number; done: boolean }) {
  return (
    <dl className="purchase-split">
      <div className="purchase-split-total">
        <dt>{done ? "Refunded" : "Refund"}</dt>
        <dd>{formatCents(total)}</dd>
      </div>
      {split.map((share) => (
        <div key={share.label}>
          <dt>To {share.label}</dt>
          <dd>{formatCents(share.amount_cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
