import { Form, Link } from "react-router";
import type { OpsTradeIn, OpsTradeInList, OpsTradeInQueue } from "@maison/contracts/trade-in";
import { OPS_TRADE_IN_QUEUES } from "@maison/contracts/trade-in";
import { TextField } from "../../components/ui/text-field.tsx";
import { OPS_PAGES } from "../ops/ops-paths.ts";
import { OPS_TRADE_IN_QUEUE_LABELS, formatDay, formatUsd } from "./trade-in-words.ts";

export const tradeInQueueHref = (queue: OpsTradeInQueue) => `${OPS_PAGES.tradeIns}?${new URLSearchParams({ queue })}`;

/** The desk's queues as tabs, with how many trade-ins wait in each. */
export function TradeInQueueNav({ list }: { list: OpsTradeInList }) {
  return (
    <nav aria-label="Trade-in queues" className="ops-orders-toolbar">
      <ul className="ops-tabs">
        {OPS_TRADE_IN_QUEUES.map((queue) => (
          <li key={queue}>
            <Link to={tradeInQueueHref(queue)} className="ops-tab submission-tab" aria-current={queue === list.queue ? "page" : undefined}>
              <span>{OPS_TRADE_IN_QUEUE_LABELS[queue]}</span> <span className="submission-tab-count">{list.counts[queue]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface TradeInMoveResult {
  ok: boolean;
  id: string;
  message: string;
  field?: string | undefined;
}

/** One trade-in to inspect: credit it as offered, or revise it with a new amount and what inspection found. */
function InspectForms({ trade, result }: { trade: OpsTradeIn; result: TradeInMoveResult | null }) {
  const mine = result && !result.ok && result.id === trade.id ? result : null;
  return (
    <div className="trade-in-actions">
      <Form method="post">
        <input type="hidden" name="id" value={trade.id} />
        <button type="submit" name="intent" value="credit" className="button button-primary button-small">
          Credit {formatUsd(trade.amount_cents)}
        </button>
      </Form>
      <Form method="post" className="trade-in-revise">
        <input type="hidden" name="id" value={trade.id} />
        <TextField label="Revised amount (USD)" name="amount" inputMode="decimal" required error={mine?.field === "amount_cents" ? mine.message : undefined} />
        <TextField label="What inspection found" name="reason" required error={mine?.field === "reason" ? mine.message : undefined} />
        <button type="submit" name="intent" value="revise" className="button button-secondary button-small">
          Revise
        </button>
      </Form>
    </div>
  );
}

/** A queue's trade-ins: the piece, the seller, the figures and, to inspect, the desk's two moves. */
export function OpsTradeInsTable({ list, result }: { list: OpsTradeInList; result: TradeInMoveResult | null }) {
  return (
    <ol className="trade-in-list">
      {list.trade_ins.map((trade) => (
        <li key={trade.id}>
          <article className="trade-in-card" aria-labelledby={`ops-trade-in-${trade.id}`}>
            <header className="ticket-head">
              <div>
                <p className="eyebrow">
                  {trade.designer} · {trade.seller_email ?? trade.user_id} · since {formatDay(trade.updated_at)}
                </p>
                <h2 className="ticket-status" id={`ops-trade-in-${trade.id}`}>
                  {trade.title}
                </h2>
              </div>
              <Link to={OPS_PAGES.submission(trade.order_item_id)} className="text-link" aria-label={`Open the submitted piece ${trade.title}`}>
                Submitted piece
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
                <dt>Offered</dt>
                <dd>{formatUsd(trade.amount_cents)}</dd>
              </div>
              {trade.revised_amount_cents !== null ? (
                <div>
                  <dt>Revised</dt>
                  <dd>{formatUsd(trade.revised_amount_cents)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Used by the order</dt>
                <dd>{formatUsd(trade.applied_cents)}</dd>
              </div>
              {trade.arrive_by ? (
                <div>
                  <dt>Due to arrive by</dt>
                  <dd>{formatDay(trade.arrive_by)}</dd>
                </div>
              ) : null}
            </dl>
            {trade.status === "inspected" ? <InspectForms trade={trade} result={result} /> : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
