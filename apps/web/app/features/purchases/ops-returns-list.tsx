import { Form, Link } from "react-router";
import { OPS_RETURN_QUEUES, type OpsReturn, type OpsReturnList } from "@maison/contracts/returns";
import { TextField } from "../../components/ui/text-field.tsx";
import { formatCents } from "../checkout/checkout-format.ts";
import { formatOrderDate } from "../orders/order-state-label.ts";
import { OPS_RETURN_MOVE_LABELS, OPS_RETURN_QUEUE_LABELS, RETURN_STATE_LABELS } from "./purchase-words.ts";
import { OPS_RETURNS_PAGE } from "./purchases-paths.ts";
import { RefundSplit } from "./return-summary.tsx";
import { RETURN_REASONS } from "@maison/domain/returns/return-messages";

export interface ReturnMoveResult {
  ok: boolean;
  id: string;
  message: string;
  field?: string | undefined;
}

const queueHref = (queue: string) => `${OPS_RETURNS_PAGE}?${new URLSearchParams({ queue })}`;

/** The returns desk's queues as tabs, with how many returns wait in each. */
export function ReturnQueueNav({ list }: { list: OpsReturnList }) {
  return (
    <nav aria-label="Return queues" className="ops-orders-toolbar">
      <ul className="ops-tabs">
        {OPS_RETURN_QUEUES.map((queue) => (
          <li key={queue}>
            <Link to={queueHref(queue)} className="ops-tab submission-tab" aria-current={queue === list.queue ? "page" : undefined}>
              <span>{OPS_RETURN_QUEUE_LABELS[queue]}</span> <span className="submission-tab-count">{list.counts[queue] ?? 0}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Moves({ entry, result }: { entry: OpsReturn; result: ReturnMoveResult | null }) {
  const mine = result && !result.ok && result.id === entry.id ? result : null;
  const simple = entry.actions.filter((a): a is keyof typeof OPS_RETURN_MOVE_LABELS => a !== "reject");
  if (entry.actions.length === 0) return null;
  return (
    <div className="trade-in-actions">
      <div className="purchase-actions">
        {simple.map((move) => (
          <Form method="post" key={move}>
            <input type="hidden" name="id" value={entry.id} />
            <button type="submit" name="intent" value={move} className={move === "refund" ? "button button-primary button-small" : "button button-secondary button-small"}>
              {move === "refund" ? `Refund ${formatCents(entry.refund_cents)}` : OPS_RETURN_MOVE_LABELS[move]}
            </button>
          </Form>
        ))}
      </div>
      {entry.actions.includes("reject") ? (
        <Form method="post" className="trade-in-revise">
          <input type="hidden" name="id" value={entry.id} />
          <TextField label="Why it is refused" name="reason" required error={mine?.field === "reason" ? mine.message : undefined} />
          <button type="submit" name="intent" value="reject" className="button button-secondary button-small">
            Reject
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** A queue's returns: the buyer, the pieces and reasons, the refund and its split, and the moves allowed now. */
export function OpsReturnsList({ list, result }: { list: OpsReturnList; result: ReturnMoveResult | null }) {
  return (
    <ol className="trade-in-list">
      {list.returns.map((entry) => (
        <li key={entry.id}>
          <article className="trade-in-card" aria-labelledby={`ops-return-${entry.id}`}>
            <header className="ticket-head">
              <div>
                <p className="eyebrow">
                  {entry.email} · opened {formatOrderDate(entry.created_at)}
                </p>
                <h2 className="ticket-status" id={`ops-return-${entry.id}`}>
                  Order {entry.order_number} · {RETURN_STATE_LABELS[entry.state]}
                </h2>
              </div>
            </header>
            <ul className="purchase-return-items">
              {entry.items.map((item) => (
                <li key={item.product_id}>
                  <span>
                    {item.vendor} {item.title} · {RETURN_REASONS[item.reason]}
                    {item.note ? ` · ${item.note}` : ""}
                  </span>
                  <span>{item.fee_cents > 0 ? `Fee ${formatCents(item.fee_cents)}` : "Free return"}</span>
                </li>
              ))}
            </ul>
            <RefundSplit split={entry.split} total={entry.refund_cents} done={entry.state === "refunded"} />
            {entry.rejection_reason ? <p className="order-fact">Refused: {entry.rejection_reason}</p> : null}
            <Moves entry={entry} result={result} />
          </article>
        </li>
      ))}
    </ol>
  );
}
