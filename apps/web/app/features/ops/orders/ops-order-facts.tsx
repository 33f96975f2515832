import type { OpsOrderDetail } from "@maison/contracts/ops-orders";
import { carrierOf } from "@maison/domain/checkout/carriers";
import { addressLines, describeCard } from "../../checkout/checkout-format.ts";
import { LineThumbnail } from "../../checkout/line-thumbnail.tsx";
import { OrderTotals } from "../../checkout/order-totals.tsx";
import { formatCents } from "../../checkout/checkout-format.ts";
import { formatOpsTime } from "./ops-order-labels.ts";

const PAYMENT_STATUS: Record<string, string> = {
  none: "Nothing charged to a card",
  authorized: "Authorised, not captured yet",
  captured: "Captured",
  voided: "Authorisation voided",
  refunded: "Refunded",
};

/** The pieces to pick (each with its own state) and what the order cost. */
export function OpsOrderItems({ detail }: { detail: OpsOrderDetail }) {
  const { order } = detail;
  const lines = order.lines.filter((line) => line.kind !== "shipping_protection");
  const stateOf = (productId: string) => detail.pieces.find((p) => p.product_id === productId)?.state ?? null;
  return (
    <section className="ops-panel" aria-labelledby="ops-order-items-title">
      <h2 className="order-section-title" id="ops-order-items-title">
        {lines.length === 1 ? "1 line" : `${lines.length} lines`}
      </h2>
      <ul className="summary-lines">
        {lines.map((line, index) => (
          <li className="summary-line" key={`${line.product_id}-${index}`}>
            <LineThumbnail imageUrl={line.image_url} vendor={line.vendor} />
            <div className="summary-line-text">
              <p className="summary-line-vendor">{line.vendor}</p>
              <p className="summary-line-title">{line.title}</p>
              <p className="summary-line-note">
                {line.kind === "product" ? `Piece ${line.product_id} · ${stateOf(line.product_id) ?? "unknown"}` : line.kind === "membership" ? "Membership" : "No piece to pick"}
              </p>
            </div>
            <p className="summary-line-price">{formatCents(line.price_cents * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <OrderTotals totals={order.totals} />
    </section>
  );
}

/** Who bought it, where and how it ships, how it was paid, and the shipment once it left. */
export function OpsOrderFacts({ detail }: { detail: OpsOrderDetail }) {
  const { order, buyer, payment } = detail;
  const carrier = order.carrier ? carrierOf(order.carrier) : null;
  return (
    <div className="ops-facts">
      <section aria-labelledby="ops-order-buyer-title">
        <h2 className="order-section-title" id="ops-order-buyer-title">
          Buyer
        </h2>
        <p className="order-fact">
          {buyer.name ? <span>{buyer.name}</span> : null}
          <span className="is-breakable">{buyer.email}</span>
          <span>{buyer.user_id ? "Signed-in account" : "Guest checkout"}</span>
        </p>
      </section>
      <section aria-labelledby="ops-order-address-title">
        <h2 className="order-section-title" id="ops-order-address-title">
          Ship to
        </h2>
        {order.shipping_address && order.shipping_method ? (
          <>
            <address className="order-fact">
              {addressLines(order.shipping_address).map((line) => (
                <span key={line}>{line}</span>
              ))}
              {order.shipping_address.phone ? <span>{order.shipping_address.phone}</span> : null}
            </address>
            <p className="order-fact">
              <span>{order.shipping_method.title}</span>
              <span>{order.shipping_method.delivery_estimate}</span>
            </p>
          </>
        ) : (
          <p className="order-fact">Nothing to ship.</p>
        )}
      </section>
      <section aria-labelledby="ops-order-payment-title">
        <h2 className="order-section-title" id="ops-order-payment-title">
          Payment
        </h2>
        <p className="order-fact">
          {payment.brand && payment.last4 ? <span>{describeCard(payment.brand, payment.last4)}</span> : null}
          <span>{PAYMENT_STATUS[payment.status] ?? payment.status}</span>
          {order.totals.gift_cards_cents > 0 ? <span>Gift cards and store credit: {formatCents(order.totals.gift_cards_cents)}</span> : null}
          {order.totals.points_cents > 0 ? <span>Points: {formatCents(order.totals.points_cents)}</span> : null}
        </p>
      </section>
      {order.tracking_number ? (
        <section aria-labelledby="ops-order-shipment-title">
          <h2 className="order-section-title" id="ops-order-shipment-title">
            Shipment
          </h2>
          <p className="order-fact">
            <span>{carrier?.name ?? order.carrier}</span>
            {order.tracking_url ? (
              <a className="inline-link is-breakable" href={order.tracking_url} target="_blank" rel="noreferrer">
                {order.tracking_number}
              </a>
            ) : (
              <span>{order.tracking_number}</span>
            )}
            {order.shipped_at ? <span>Shipped {formatOpsTime(order.shipped_at)}</span> : null}
            {order.delivered_at ? <span>Delivered {formatOpsTime(order.delivered_at)}</span> : null}
          </p>
        </section>
      ) : null}
      {detail.cancel_reason ? (
        <section aria-labelledby="ops-order-cancel-title">
          <h2 className="order-section-title" id="ops-order-cancel-title">
            Cancelled
          </h2>
          <p className="order-fact">
            {order.cancelled_at ? <span>{formatOpsTime(order.cancelled_at)}</span> : null}
            <span>{detail.cancel_reason}</span>
          </p>
        </section>
      ) : null}
    </div>
  );
}
