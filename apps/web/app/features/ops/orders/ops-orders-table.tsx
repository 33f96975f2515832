import { Link } from "react-router";
import type { OpsOrderList, OpsOrderSummary } from "@maison/contracts/ops-orders";
import { carrierOf } from "@maison/domain/checkout/carriers";
import { formatCents } from "../../checkout/checkout-format.ts";
import { OPS_PAGES } from "../ops-paths.ts";
import { formatOpsTime, OPS_ORDER_STATE_LABELS } from "./ops-order-labels.ts";

function shipmentOf(order: OpsOrderSummary): string {
  if (order.tracking_number) return `${carrierOf(order.carrier ?? "")?.name ?? ""} ${order.tracking_number}`.trim();
  return order.shipping_method ? "—" : "Nothing to ship";
}

/** One page of orders: number (to the order), when, who, how many pieces, total, state and shipment. */
export function OpsOrdersTable({ orders }: { orders: OpsOrderSummary[] }) {
  return (
    <div className="ops-table-wrap">
      <table className="ops-table ops-orders-table">
        <caption className="visually-hidden">Orders</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Buyer</th>
            <th scope="col" className="is-number">
              Pieces
            </th>
            <th scope="col" className="is-number">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">Shipment</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to={OPS_PAGES.order(order.id)} className="ops-order-link">
                  #{order.number}
                </Link>
              </th>
              <td className="is-nowrap" data-label="Placed">{formatOpsTime(order.created_at)}</td>
              <td data-label="Buyer">
                <span>
                  <span className="ops-cell-main">{order.ship_to ?? order.email}</span>
                  {order.ship_to ? <span className="ops-cell-sub">{order.email}</span> : null}
                </span>
              </td>
              <td className="is-number" data-label="Pieces">{order.item_count}</td>
              <td className="is-number" data-label="Total">{formatCents(order.total_cents)}</td>
              <td data-label="Status">
                <span className={`ops-state is-${order.state}`}>{OPS_ORDER_STATE_LABELS[order.state]}</span>
              </td>
              <td className="is-nowrap" data-label="Shipment">{shipmentOf(order)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and next pages of a list, as links keeping its state and search. */
export function OpsOrdersPager({ list }: { list: OpsOrderList }) {
  const pages = Math.max(1, Math.ceil(list.count / list.page_size));
  if (pages <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams({ state: list.state, page: String(page) });
    if (list.q) params.set("q", list.q);
    return `${OPS_PAGES.orders}?${params}`;
  };
  return (
    <nav className="ops-pager" aria-label="Pages">
      {list.page > 1 ? (
        <Link to={href(list.page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {list.page} of {pages}
      </span>
      {list.page < pages ? (
        <Link to={href(list.page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
