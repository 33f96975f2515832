import { Link } from "react-router";
import type { PurchaseList } from "@maison/contracts/checkout";
import { formatCents } from "../checkout/checkout-format.ts";
import { LineThumbnail } from "../checkout/line-thumbnail.tsx";
import { formatOrderDate, ORDER_STATE_LABELS } from "../orders/order-state-label.ts";
import { PURCHASE_PAGES } from "./purchases-paths.ts";

/** A page of purchases, newest first, each opening its detail; previous and next pages. */
export function PurchaseListView({ list, page }: { list: PurchaseList; page: number }) {
  return (
    <>
      <ol className="purchase-list">
        {list.orders.map((order) => {
          const pieces = order.lines.filter((l) => l.kind !== "shipping_protection");
          return (
            <li key={order.id}>
              <Link to={PURCHASE_PAGES.detail(order.number)} className="purchase-row" aria-label={`Order ${order.number}, ${ORDER_STATE_LABELS[order.state]}, ${formatCents(order.totals.total_cents)}`}>
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
                  <span className={order.state === "cancelled" ? "status-badge status-badge-warn" : "status-badge status-badge-ok"}>{ORDER_STATE_LABELS[order.state]}</span>
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
