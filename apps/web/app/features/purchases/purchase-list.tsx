import { Link } from "react-router";
import type { PurchaseList } from "@maison/contracts/checkout";
import type { ReturnView } from "@maison/contracts/returns";
import { formatCents } from "../checkout/checkout-format.ts";
import { LineThumbnail } from "../checkout/line-thumbnail.tsx";
import { formatOrderDate } from "../orders/order-state-label.ts";
import { purchaseStatus } from "./purchase-words.ts";
import { PURCHASE_PAGES } from "./purchases-paths.ts";

/** A page of purchases, newest first, each opening its detail; previous and next pages. */
export function PurchaseListView({ list, page, returns }: { list: PurchaseList; page: number; returns: readonly ReturnView[] }) {
  return (
    <>
      <ol className="purchase-list">
        {list.orders.map((order) => {
          const pieces = order.lines.filter((l) => l.kind !== "shipping_protection");
          const status = purchaseStatus(order, returns.filter((r) => r.order_id === order.id));
          return (
            <li key={order.id}>
              <Link to={PURCHASE_PAGES.detail(order.number)} className="purchase-row" aria-label={`Order ${order.number}, ${status}, ${formatCents(order.totals.total_cents)}`}>
                <div className="purchase-thumbs" aria-hidden="true">
                  {pieces.slice(0, 3).map((line, i) => (
                    <LineThumbnail key={`${line.product_id}-${i}`} imageUrl={line.image_url} vendor={line.vendor} />
                  ))}
                </div>
                <span className="purchase-row-text">
                  <span className="purchase-row-number">Order {order.number}</span>
                  <span className="purchase-row-meta">
                    {formatOrderDate(order.created_at)} · {pieces.length === 1 ? "1 piece" : `${pieces.length} pieces`}
                  </span>
                </span>
                <span className="purchase-row-end">
                  <span className={order.state === "cancelled" || status === "Refunded" ? "status-badge status-badge-warn" : "status-badge status-badge-ok"}>{status}</span>
                  <span className="purchase-row-total">{formatCents(order.totals.total_cents)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
      {list.next || list.previous ? (
        <nav className="purchase-pages" aria-label="Purchase pages">
          {list.previous ? (
            <Link to={`${PURCHASE_PAGES.list}?page=${page - 1}`} className="button button-secondary button-small">
              Previous
            </Link>
          ) : null}
          <span>Page {page}</span>
          {list.next ? (
            <Link to={`${PURCHASE_PAGES.list}?page=${page + 1}`} className="button button-secondary button-small">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
