import type { Order } from "@maison/contracts/checkout";
import { addressLines, describeCard, formatCents } from "../checkout/checkout-format.ts";
import { LineThumbnail } from "../checkout/line-thumbnail.tsx";
import { OrderTotals } from "../checkout/order-totals.tsx";
import { MembershipSummary } from "./membership-summary.tsx";
import { OrderShipment } from "./order-shipment.tsx";
import { linesHeading } from "./order-wording.ts";

/** What an order holds: its pieces, where and how it ships, how it was paid, and its totals. */
export function OrderDetails({ order }: { order: Order }) {
  const lines = order.lines.filter((line) => line.kind !== "shipping_protection");
  const paidByCard = order.payment.brand !== null && order.payment.last4 !== null;
  return (
    <div className="order-details">
      <section className="order-items" aria-labelledby="order-items-title">
        <h2 className="order-section-title" id="order-items-title">
          {linesHeading(order)}
        </h2>
        <ul className="summary-lines">
          {lines.map((line, index) => (
            <li className="summary-line" key={`${line.product_id}-${index}`}>
              <LineThumbnail imageUrl={line.image_url} vendor={line.vendor} />
              <div className="summary-line-text">
                <p className="summary-line-vendor">{line.vendor}</p>
                <p className="summary-line-title">{line.title}</p>
                {line.quantity > 1 ? <p className="summary-line-note">Quantity {line.quantity}</p> : null}
              </div>
              <p className="summary-line-price">{formatCents(line.price_cents * line.quantity)}</p>
            </li>
          ))}
        </ul>
        <OrderTotals totals={order.totals} />
      </section>
      <div className="order-facts">
        {order.membership ? <MembershipSummary membership={order.membership} /> : null}
        <OrderShipment order={order} />
        {order.shipping_address && order.shipping_method ? (
          <>
            <section aria-labelledby="order-address-title">
              <h2 className="order-section-title" id="order-address-title">
                Shipping to
              </h2>
              <address className="order-fact">
                {addressLines(order.shipping_address).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </section>
            <section aria-labelledby="order-method-title">
              <h2 className="order-section-title" id="order-method-title">
                Shipping method
              </h2>
              <p className="order-fact">
                <span>{order.shipping_method.title}</span>
                <span>{order.shipping_method.delivery_estimate}</span>
              </p>
            </section>
          </>
        ) : (
          <section aria-labelledby="order-address-title">
            <h2 className="order-section-title" id="order-address-title">
              Delivery
            </h2>
            <p className="order-fact">Nothing to ship: your membership starts at once.</p>
          </section>
        )}
        <section aria-labelledby="order-payment-title">
          <h2 className="order-section-title" id="order-payment-title">
            Payment
          </h2>
          <p className="order-fact">
            <span>{paidByCard ? describeCard(order.payment.brand ?? "", order.payment.last4 ?? "") : "Gift cards and store credit"}</span>
            {paidByCard && order.totals.gift_cards_cents > 0 ? <span>and gift cards or store credit</span> : null}
          </p>
        </section>
        <section aria-labelledby="order-contact-title">
          <h2 className="order-section-title" id="order-contact-title">
            Contact
          </h2>
          <p className="order-fact">
            <span>{order.email}</span>
          </p>
        </section>
      </div>
    </div>
  );
}
