import { Form, Link } from "react-router";
import type { TradeIn } from "@maison/contracts/trade-in";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { TRADE_IN_PAGES } from "./trade-in-paths.ts";
import { formatDay, formatUsd, nextStep } from "./trade-in-words.ts";

const DONE: Record<string, string> = {
  accepted: "Your trade-in is in your bag. Its value comes off your next purchase.",
  answered: "Thank you. We have your answer.",
};

/**
 * A trade-in's detail (spec 2 §2: opened with `trade_in_id`): its figures, and the step it waits on —
 * accept and finalize, answer a revised offer, or pay what is due on the hosted payment page.
 */
export function TradeInDetail({ trade, done, error, payKey }: { trade: TradeIn; done: string | null; error: string | null; payKey: string }) {
  const value = trade.revised_amount_cents ?? trade.amount_cents;
  return (
    <section className="account-section trade-in-detail" aria-labelledby="trade-in-title">
      <p className="ops-back">
        <Link to={TRADE_IN_PAGES.trades} className="text-link">
          All trade-ins
        </Link>
      </p>
      <div className="account-section-head">
        <p className="eyebrow">
          Trade-in · {trade.designer} · {formatDay(trade.created_at)}
        </p>
        <h2 className="account-section-title" id="trade-in-title">
          {trade.title}
        </h2>
        <p className="account-section-description">
          <span className={`trade-in-status trade-in-status-${trade.status}`}>{trade.status_label}</span> {nextStep(trade)}
        </p>
      </div>
      {done && DONE[done] ? <FormMessage tone="success">{DONE[done]}</FormMessage> : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <dl className="trade-in-facts">
        <div>
          <dt>Offered</dt>
          <dd>{formatUsd(trade.amount_cents)}</dd>
        </div>
        {trade.revised_amount_cents !== null ? (
          <div>
            <dt>Revised after inspection</dt>
            <dd>{formatUsd(trade.revised_amount_cents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Used by your order</dt>
          <dd>{trade.applied_cents > 0 ? formatUsd(trade.applied_cents) : "Not yet"}</dd>
        </div>
        {trade.arrive_by ? (
          <div>
            <dt>Send the piece by</dt>
            <dd>{formatDay(trade.arrive_by)}</dd>
          </div>
        ) : null}
        {trade.pay_cta ? (
          <div>
            <dt>Due</dt>
            <dd>{formatUsd(trade.due_cents)}</dd>
          </div>
        ) : null}
      </dl>
      {trade.can_accept ? (
        // A whole page load after it: the cart drawer opens (cart=open) reading the bag afresh.
        <Form method="post" className="trade-in-actions" reloadDocument>
          <input type="hidden" name="trade_in_id" value={trade.id} />
          <input type="hidden" name="intent" value="accept" />
          <p>Accept {formatUsd(value)} toward your next purchase. Once you place the order, send us the piece within 14 days.</p>
          <div className="sell-actions">
            <button type="submit" name="then" value="cart" className="button button-primary">
              Accept and apply to my bag
            </button>
          </div>
        </Form>
      ) : null}
      {trade.can_respond ? (
        <Form method="post" className="trade-in-actions">
          <input type="hidden" name="trade_in_id" value={trade.id} />
          <input type="hidden" name="order_item_id" value={trade.order_item_id} />
          <input type="hidden" name="intent" value="respond" />
          <p>
            Accepting {formatUsd(trade.revised_amount_cents ?? 0)}
            {trade.applied_cents > (trade.revised_amount_cents ?? 0) ? ` leaves ${formatUsd(trade.applied_cents - (trade.revised_amount_cents ?? 0))} to pay, as your order used ${formatUsd(trade.applied_cents)}.` : " completes your trade-in."}{" "}
            Declining sends the piece back{trade.applied_cents > 0 ? ` once the ${formatUsd(trade.applied_cents)} your order used is paid back` : ""}.
          </p>
          <div className="sell-actions">
            <button type="submit" name="client_response" value="accepted" className="button button-primary">
              Accept the revised offer
            </button>
            <button type="submit" name="client_response" value="declined" className="button button-secondary">
              Decline and return my piece
            </button>
          </div>
        </Form>
      ) : null}
      {trade.pay_cta ? (
        <Form method="post" className="trade-in-actions">
          <input type="hidden" name="trade_in_id" value={trade.id} />
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="idempotency_key" value={payKey} />
          <div className="sell-actions">
            <button type="submit" className="button button-primary">
              Pay {formatUsd(trade.due_cents)}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
