import type { SellerShipping, Ticket } from "@maison/contracts/selling";
import { storeName } from "@maison/domain/catalog/store";
import { PICKUP_INTERVAL_HOURS, SELLER_SHIPPING_LABELS } from "@maison/domain/selling/seller-shipping";
import { formatPickupDate, formatPickupWindow } from "./selling-format.ts";

/** The booked way in: the inbound order's id to quote, the label or the pickup or the boutique, and the tracking. */
export function ShippingSummary({ shipping }: { shipping: SellerShipping }) {
  return (
    <div className="shipping-summary">
      <dl className="shipping-facts">
        <div>
          <dt>Order number</dt>
          <dd className="shipping-order-id">{shipping.order_id}</dd>
        </div>
        <div>
          <dt>Sent by</dt>
          <dd>{SELLER_SHIPPING_LABELS[shipping.shipping_method]}</dd>
        </div>
        {shipping.pickup_date ? (
          <div>
            <dt>Pickup</dt>
            <dd>
              {formatPickupDate(shipping.pickup_date)}
              {shipping.pickup_interval_start ? `, ${formatPickupWindow(shipping.pickup_interval_start, PICKUP_INTERVAL_HOURS)}` : ""}
            </dd>
          </div>
        ) : null}
        {shipping.pickup_instructions ? (
          <div>
            <dt>Instructions</dt>
            <dd>{shipping.pickup_instructions}</dd>
          </div>
        ) : null}
        {shipping.shipping_address ? (
          <div>
            <dt>{shipping.shipping_method === "courier_pickup" ? "Pickup address" : "Ship from"}</dt>
            <dd>{shipping.shipping_address}</dd>
          </div>
        ) : null}
        {shipping.store_handle ? (
          <div>
            <dt>Boutique</dt>
            <dd>{storeName(shipping.store_handle) ?? shipping.store_handle}</dd>
          </div>
        ) : null}
        {shipping.tracking_number ? (
          <div>
            <dt>Tracking</dt>
            <dd>
              {shipping.carrier ? `${carrierName(shipping.carrier)} ` : ""}
              <span className="shipping-tracking">{shipping.tracking_number}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      {shipping.label_url ? (
        <a href={shipping.label_url} className="button button-primary" target="_blank" rel="noreferrer">
          Print your prepaid label
        </a>
      ) : null}
    </div>
  );
}

/** "UPS", "FedEx", "DHL" for a carrier's code; any other name as given. */
function carrierName(carrier: string): string {
  const known: Record<string, string> = { ups: "UPS", fedex: "FedEx", dhl: "DHL", usps: "USPS" };
  return known[carrier.toLowerCase()] ?? carrier;
}

/** What happens after the piece is on its way, by how the seller chose to be paid. */
export function WhatHappensNext({ ticket }: { ticket: Pick<Ticket, "items" | "shipping" | "trade_in"> }) {
  const kinds = new Set(ticket.items.map((item) => item.offer_kind));
  const method = ticket.shipping?.shipping_method;
  const handOver =
    method === "courier_pickup"
      ? "Have your piece packed in its dust bag and box, if it has them, when the courier comes."
      : method === "boutique_dropoff"
        ? "Bring your piece to the boutique with your order number; a specialist will check it in with you."
        : "Pack your piece in its dust bag and box, if it has them, stick the label on the parcel and drop it at any carrier point.";
  const paid = kinds.has("consignment")
    ? "Consigned pieces are photographed and listed; you are paid your share when they sell."
    : kinds.has("trade_in")
      ? "Your store credit is added to your wallet the day your piece is authenticated."
      : "You are paid the offer the day your piece is authenticated, to the payout method you choose.";
  return (
    <ol className="next-steps">
      <li>
        <span className="next-step-title">Send it</span>
        <span className="next-step-text">{handOver}</span>
      </li>
      <li>
        <span className="next-step-title">We authenticate it</span>
        <span className="next-step-text">Our specialists receive and authenticate your piece, usually within 3 business days, and e-mail you at every step.</span>
      </li>
      <li>
        <span className="next-step-title">You are paid</span>
        <span className="next-step-text">{paid}</span>
      </li>
    </ol>
  );
}
