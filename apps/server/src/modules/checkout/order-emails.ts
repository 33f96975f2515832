import { centsToDecimalString } from "@maison/domain/money/cents";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import type { EmailMessage } from "../../platform/mail/message.ts";
import type { OrderLineRow, OrderRow } from "./order.repository.ts";

const usd = (cents: number) => `$${centsToDecimalString(cents)}`;

/**
 * The order confirmation: what was bought, what it cost, where and how it ships (when something
 * travels: a membership on its own does not), and a link to the order.
 */
export function orderConfirmationEmail(order: OrderRow, lines: OrderLineRow[], methodTitle: string | null, orderUrl: string): EmailMessage {
  const address =
    order.shipping_address === null
      ? null
      : (JSON.parse(order.shipping_address) as { first_name: string; last_name: string; address1: string; city: string; zip: string; country_code: string });
  const shipping =
    address && methodTitle
      ? [
          `Shipping (${methodTitle}): ${usd(order.shipping_cents)}. Total charged: ${usd(order.total_cents)}.`,
          `Ships to ${address.first_name} ${address.last_name}, ${address.address1}, ${address.city} ${address.zip}, ${address.country_code}.`,
        ]
      : [`Total charged: ${usd(order.total_cents)}. Nothing in this order needs shipping.`];
  return composeEmail({
    to: order.email,
    subject: `Your Maison order #${order.number}`,
    heading: "Thank you for your order",
    paragraphs: [
      `We have received your order #${order.number}.`,
      ...lines.map((line) => `${line.vendor ? `${line.vendor} ` : ""}${line.title}: ${usd(line.price_cents * line.quantity)}`),
      ...shipping,
    ],
    action: { label: "View your order", url: orderUrl },
  });
}
