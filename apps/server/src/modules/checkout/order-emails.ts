import { breakdownText } from "@maison/domain/checkout/order-breakdown";
import { isShippedLine } from "@maison/domain/checkout/order-fulfilment";
import { INTERNATIONAL_DESTINATIONS, SHIPPING_METHODS, deliveryEstimate } from "@maison/domain/checkout/shipping-method";
import { MONTHLY_BONUS_PERCENT } from "@maison/domain/membership/billing";
import { contributionCadence, formatBillingDate } from "@maison/domain/membership/subscription-consent";
import type { Order } from "@maison/contracts/checkout";
import { composeEmail } from "../../platform/mail/email-layout.ts";
import type { EmailMessage } from "../../platform/mail/message.ts";
import { orderBreakdown, orderMembership } from "./order-money.ts";
import type { OrderLineRow, OrderRow } from "./order.repository.ts";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** "$1,480.00": every amount of the order e-mails. */
export const usd = (cents: number) => money.format(cents / 100);

const itemName = (line: OrderLineRow) => (line.kind === "membership" ? `Maison membership` : `${line.vendor ? `${line.vendor} ` : ""}${line.title}`);

interface StoredAddress {
  first_name: string;
  last_name: string;
  address1: string;
  address2?: string;
  city: string;
  province?: string;
  zip: string;
  country_code: string;
}

/** "Ines Morel, 1 Fifth Avenue, Apt 4, New York, NY 10003, United States": the whole address, state included. */
export function addressLine(address: StoredAddress): string {
  const country = address.country_code.toUpperCase() === "US" ? "United States" : (INTERNATIONAL_DESTINATIONS.find((d) => d.countryCode === address.country_code.toUpperCase())?.name ?? address.country_code);
  const town = [address.city, [address.province, address.zip].filter((part) => part && part.trim() !== "").join(" ")].filter((part) => part.trim() !== "").join(", ");
  return [`${address.first_name} ${address.last_name}`.trim(), address.address1, address.address2 ?? "", town, country].filter((part) => part.trim() !== "").join(", ");
}

/** What the membership part of an order says: the contribution, that it becomes store credit, and the next charge. */
export function membershipParagraphs(membership: NonNullable<Order["membership"]>): string[] {
  if (membership.billing_cycle === "one_off") {
    return [`Your one-off contribution of ${usd(membership.contribution_cents)} becomes store credit in your Maison wallet once your payment is taken, with a ${MONTHLY_BONUS_PERCENT}% bonus.`];
  }
  return [
    `Your membership: ${contributionCadence(membership.contribution_cents, membership.billing_cycle)}. Each contribution becomes store credit in your Maison wallet once it is paid, with a ${MONTHLY_BONUS_PERCENT}% bonus.`,
    ...(membership.next_charge_at
      ? [`Your next contribution is charged on ${formatBillingDate(membership.next_charge_at)}. You can skip it, change the amount or cancel before then in your account.`]
      : []),
    ...(membership.terms ? [`You agreed: "${membership.terms}"`] : []),
  ];
}

/**
 * The order confirmation: what was bought, every row of the order's money breakdown (the same rows
 * the order page shows: subtotal, savings, code, sale, points, protection, shipping, sales tax, gift
 * cards, store credit, total charged), where and how it ships with the whole address, and for a
 * membership its contribution, store credit and next charge; then a link to the order.
 */
export function orderConfirmationEmail(order: OrderRow, lines: OrderLineRow[], orderUrl: string): EmailMessage {
  const breakdown = orderBreakdown(order, lines);
  const membership = orderMembership(order, lines, { includeTestPlans: true });
  const ships = lines.some((l) => isShippedLine(l.kind));
  const membershipOnly = membership !== null && !ships;
  const method = SHIPPING_METHODS.find((m) => m.handle === order.shipping_method) ?? null;
  const address = order.shipping_address === null ? null : (JSON.parse(order.shipping_address) as StoredAddress);
  const delivery =
    address && method
      ? [`Shipping method: ${method.title} (${deliveryEstimate(method)}).`, `Ships to ${addressLine(address)}.`]
      : ships
        ? []
        : ["Nothing in this order needs shipping: your membership starts at once."];
  const payment = order.payment_brand && order.payment_last4 ? [`Paid by card ending in ${order.payment_last4}.`] : [];
  return composeEmail({
    to: order.email,
    subject: membershipOnly ? `Your Maison membership, order #${order.number}` : `Your Maison order #${order.number}`,
    heading: membershipOnly ? "Welcome to Maison membership" : "Thank you for your order",
    paragraphs: [
      `We have received your order #${order.number}.`,
      ...lines.filter((l) => l.kind !== "shipping_protection").map((line) => `${itemName(line)}: ${usd(line.price_cents * line.quantity)}`),
      ...breakdownText(breakdown.rows, usd),
      ...payment,
      ...(membership ? membershipParagraphs(membership) : []),
      ...delivery,
    ],
    action: { label: membershipOnly ? "View your membership order" : "View your order", url: orderUrl },
  });
}
