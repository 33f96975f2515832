import { Link } from "react-router";
import type { TradeIn } from "@maison/contracts/trade-in";
import { tradeInDetailPath } from "./trade-in-paths.ts";
import { formatDay, formatUsd, nextStep } from "./trade-in-words.ts";

/** One trade-in in the account's list: the piece, its status and value, and what happens next. */
export function TradeInCard({ trade }: { trade: TradeIn }) {
  return (
    <article className="trade-in-card" aria-labelledby={`trade-in-${trade.id}`}>
      <header className="ticket-head">
        <div>
          <p className="eyebrow">
            {trade.designer} · {formatDay(trade.created_at)}
          </p>
          <h3 className="ticket-status" id={`trade-in-${trade.id}`}>
            {trade.title}
          </h3>
        </div>
        <Link to={tradeInDetailPath(trade.id)} className="text-link" aria-label={`View the trade-in of ${trade.title}`}>
          View details
        </Link>
      </header>
      <dl className="trade-in-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`trade-in-status trade-in-status-${trade.status}`}>{trade.status_label}</span>
          </dd>
        </div>
        <div>
          <dt>Trade-in value</dt>
          <dd>{formatUsd(trade.revised_amount_cents ?? trade.amount_cents)}</dd>
        </div>
        {trade.applied_cents > 0 ? (
          <div>
            <dt>Used by your order</dt>
            <dd>{formatUsd(trade.applied_cents)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="trade-in-next">{nextStep(trade)}</p>
    </article>
  );
}
