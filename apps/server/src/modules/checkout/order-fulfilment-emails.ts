import { carrierOf, trackingUrlOf } from "@maison/domain/checkout/carriers";
import { isShippedLine } from "@maison/domain/checkout/order-fulfilment";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import type { EmailMessage } from "../../platform/mail/message.ts";
import { usd } from "./order-emails.ts";
import type { OrderLineRow, OrderRow } from "./order.repository.ts";

const itemLine = (line: OrderLineRow) => `${line.vendor ? `${line.vendor} ` : ""}${line.title}`;

/** The shipment notice: which pieces left, with which carrier, the tracking number and the carrier's tracking page. */
export function orderShippedEmail(order: OrderRow, lines: OrderLineRow[], orderUrl: string): EmailMessage {
  const carrier = order.carrier ? carrierOf(order.carrier) : null;
  const trackingUrl = trackingUrlOf(order.carrier, order.tracking_number);
  return composeEmail({
    to: order.email,
    subject: `Your Maison order #${order.number} has shipped`,
    heading: "Your order is on its way",
    paragraphs: [
      `Your order #${order.number} has left our studio.`,
      ...lines.filter((l) => isShippedLine(l.kind)).map(itemLine),
      `Carrier: ${carrier?.name ?? order.carrier ?? "—"}. Tracking number: ${order.tracking_number ?? "—"}.`,
      ...(trackingUrl ? [`Follow your parcel: ${trackingUrl}`] : []),
    ],
    action: trackingUrl ? { label: "Track your parcel", url: trackingUrl } : { label: "View your order", url: orderUrl },
  });
}

/** The cancellation notice: what was cancelled and what comes back to the buyer, and how. */
export function orderCancelledEmail(order: OrderRow, lines: OrderLineRow[], orderUrl: string): EmailMessage {
  const walletCents = order.gift_cards_cents + order.points_cents;
  return composeEmail({
    to: order.email,
    subject: `Your Maison order #${order.number} was cancelled`,
    heading: "Your order was cancelled",
    paragraphs: [
      `We have cancelled your order #${order.number}.`,
      ...lines.filter((l) => l.kind !== "shipping_protection").map((l) => `${itemLine(l)}: ${usd(l.price_cents * l.quantity)}`),
      ...(order.tax_refunded_cents > 0 ? [`Sales tax refunded: ${usd(order.tax_refunded_cents)} (included in the amounts below).`] : []),
      ...(order.total_cents > 0 ? [`The ${usd(order.total_cents)} paid by card goes back to your card; banks take a few business days to show it.`] : []),
      ...(walletCents > 0 ? [`Gift card, store credit and points used for this order (${usd(walletCents)}) are back in your wallet.`] : []),
    ],
    action: { label: "View your order", url: orderUrl },
  });
}
