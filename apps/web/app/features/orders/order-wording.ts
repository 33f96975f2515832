import type { Order } from "@maison/contracts/checkout";
import { MONTHLY_BONUS_PERCENT } from "@maison/domain/membership/billing";
import { contributionCadence, formatBillingDate, formatContribution } from "@maison/domain/membership/subscription-consent";

/** What an order holds, for the words its pages use: pieces, a membership, or both. */
export function orderKind(order: Pick<Order, "lines" | "membership">): "pieces" | "membership" | "both" {
  const pieces = order.lines.some((line) => line.kind === "product");
  if (!order.membership) return "pieces";
  return pieces ? "both" : "membership";
}

/** The heading of an order's lines: "Your piece", "Your pieces", "Your membership", "Your order". */
export function linesHeading(order: Pick<Order, "lines" | "membership">): string {
  const kind = orderKind(order);
  if (kind === "membership") return "Your membership";
  if (kind === "both") return "Your order";
  return order.lines.filter((line) => line.kind === "product").length === 1 ? "Your piece" : "Your pieces";
}

/** The membership's facts as its order shows them: the contribution, that it becomes store credit, and the next charge. */
export function membershipFacts(membership: NonNullable<Order["membership"]>): string[] {
  if (membership.billing_cycle === "one_off") {
    return [`A one-off contribution of ${formatContribution(membership.contribution_cents)}.`, `It becomes store credit in your Maison wallet once your payment is taken, with a ${MONTHLY_BONUS_PERCENT}% bonus.`];
  }
  return [
    `${contributionCadence(membership.contribution_cents, membership.billing_cycle)}, until you cancel.`,
    `Each contribution becomes store credit in your Maison wallet once it is paid, with a ${MONTHLY_BONUS_PERCENT}% bonus.`,
    ...(membership.next_charge_at ? [`Next contribution: ${formatBillingDate(membership.next_charge_at)}. Skip it, change the amount or cancel before then in your account.`] : []),
  ];
}

/** The thank-you page's headline and the sentence under it, for what was bought. */
export function thankYouWording(order: Pick<Order, "lines" | "membership" | "email">): { headline: string; lede: string } {
  const kind = orderKind(order);
  const mail = `A confirmation e-mail is on its way to ${order.email}.`;
  if (kind === "membership") {
    return { headline: "Welcome to Maison membership", lede: `Your membership starts now: member pricing and the weekly VIP preview are yours. ${mail}` };
  }
  if (kind === "both") return { headline: "Thank you for your order", lede: `Your membership starts now, and we'll write again when your pieces ship. ${mail}` };
  return { headline: "Thank you for your order", lede: `${mail} We'll write again when your order ships.` };
}
