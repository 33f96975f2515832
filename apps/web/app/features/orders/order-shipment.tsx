import type { Order } from "@maison/contracts/checkout";
import { carrierOf } from "@maison/domain/checkout/carriers";
import { formatBreakdownCents } from "../../components/ui/breakdown-list.tsx";
import { formatOrderDate } from "./order-state-label.ts";

/** Where the parcel is: the carrier, the tracking number linking to the carrier's page, and the dates. */
export function OrderShipment({ order }: { order: Order }) {
  if (order.state === "cancelled") {
    return (
      <section aria-labelledby="order-shipment-title">
        <h2 className="order-section-title" id="order-shipment-title">
          Cancelled
        </h2>
        <p className="order-fact">
          {order.cancelled_at ? <span>Cancelled on {formatOrderDate(order.cancelled_at)}</span> : null}
          <span>{order.payment.brand ? "The card payment goes back to your card." : "Nothing was charged to a card."}</span>
          {order.totals.gift_cards_cents + order.totals.points_cents > 0 ? <span>Gift cards, store credit and points are back in your wallet.</span> : null}
          {order.totals.tax_refunded_cents > 0 ? <span>Sales tax refunded with it: {formatBreakdownCents(order.totals.tax_refunded_cents)}.</span> : null}
        </p>
      </section>
    );
  }
  if (!order.tracking_number) return null;
  const carrier = order.carrier ? carrierOf(order.carrier) : null;
  return (
    <section aria-labelledby="order-shipment-title">
      <h2 className="order-section-title" id="order-shipment-title">
        Tracking
      </h2>
      <p className="order-fact">
        <span>{carrier?.name ?? order.carrier}</span>
        {order.tracking_url ? (
          <a className="inline-link order-tracking-link" href={order.tracking_url} target="_blank" rel="noreferrer">
            {order.tracking_number}
            <span className="visually-hidden"> (track with {carrier?.name ?? "the carrier"}, opens in a new tab)</span>
          </a>
        ) : (
          <span>{order.tracking_number}</span>
        )}
        {order.shipped_at ? <span>Shipped on {formatOrderDate(order.shipped_at)}</span> : null}
        {order.delivered_at ? <span>Delivered on {formatOrderDate(order.delivered_at)}</span> : null}
      </p>
    </section>
  );
}
