import { Form, Link } from "react-router";
import type { Order } from "@maison/contracts/checkout";
import type { PurchaseReturns } from "@maison/contracts/returns";
import { OrderDetails } from "../orders/order-details.tsx";
import { formatOrderDate } from "../orders/order-state-label.ts";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { PurchaseFormError } from "./help-message.tsx";
import { purchaseStatus } from "./purchase-words.ts";
import { PURCHASE_PAGES } from "./purchases-paths.ts";
import { ReturnSummary } from "./return-summary.tsx";

const dayOf = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/New_York" }).format(new Date(iso));

/**
 * One purchase: its status, the actions its status allows (cancel before it ships, return pieces
 * within the window), its returns, then the order itself (pieces, totals with discounts and cards,
 * payment, shipping and tracking).
 */
export function PurchaseDetail({ order, returns, error, done }: { order: Order; returns: PurchaseReturns; error: { message: string; help?: boolean | undefined } | null; done: string | null }) {
  const status = purchaseStatus(order, returns.returns);
  const warn = order.state === "cancelled" || status === "Refunded";
  return (
    <section className="purchase-detail" aria-labelledby="purchase-title">
      <p>
        <Link to={PURCHASE_PAGES.list} className="text-link">
          All purchases
        </Link>
      </p>
      <header className="purchase-head">
        <div>
          <p className="eyebrow">Placed on {formatOrderDate(order.created_at)}</p>
          <h2 id="purchase-title" className="account-section-title">
            Order {order.number}
          </h2>
        </div>
        <span className={warn ? "status-badge status-badge-warn" : "status-badge status-badge-ok"} data-testid="purchase-status">
          {status}
        </span>
      </header>
      {done === "cancelled" ? <FormMessage tone="success">Your order is cancelled. Your payment, gift cards, store credit and points are on their way back to you.</FormMessage> : null}
      {error ? <PurchaseFormError message={error.message} help={error.help} /> : null}
      {returns.can_cancel || returns.can_return ? (
        <div className="purchase-actions">
          {returns.can_return ? (
            <Link to={PURCHASE_PAGES.refund(order.number)} className="button button-primary">
              Return pieces
            </Link>
          ) : null}
          {returns.can_cancel ? (
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="order" value={order.number} />
              <button type="submit" className="button button-secondary">
                Cancel this order
              </button>
            </Form>
          ) : null}
          {returns.can_return && returns.window_ends_at ? <p className="order-fact">Returns are open until {dayOf(returns.window_ends_at)}.</p> : null}
        </div>
      ) : null}
      {returns.returns.length > 0 ? (
        <section className="purchase-returns" aria-labelledby="purchase-returns-title">
          <h2 id="purchase-returns-title" className="order-section-title">
            Returns
          </h2>
          {returns.returns.map((entry) => (
            <ReturnSummary key={entry.id} entry={entry} />
          ))}
        </section>
      ) : null}
      <OrderDetails order={order} />
    </section>
  );
}
