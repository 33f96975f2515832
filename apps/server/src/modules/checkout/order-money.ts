import type { Order } from "@maison/contracts/checkout";
import { isOneOffMembershipVariant } from "@maison/domain/cart/special-lines";
import { nextChargeDate } from "@maison/domain/membership/billing";
import { planOfVariant } from "@maison/domain/membership/plans";
import { moneyBreakdown, type BreakdownLine, type BreakdownLineKind, type BreakdownTax, type BreakdownTender, type MoneyBreakdown } from "@maison/domain/checkout/order-breakdown";
import type { OrderLineRow, OrderRow } from "./order.repository.ts";

/** What one gift card, store credit or trade-in paid of an order, as `orders.tenders` keeps it. */
export interface StoredTender {
  kind: "gift_card" | "store_credit" | "trade_in";
  last_characters: string | null;
  amount_cents: number;
  /** The trade-in a `trade_in` tender came from (decision 050). */
  reference?: string;
}

const LINE_KINDS: readonly BreakdownLineKind[] = ["product", "membership", "shipping_protection", "zero_cost"];
const kindOf = (kind: string): BreakdownLineKind => (LINE_KINDS as readonly string[]).includes(kind) ? (kind as BreakdownLineKind) : "product";

/**
 * The breakdown of a placed order, from its stored lines (each with its member saving, code and sale
 * shares and tax) and what the order kept (points, shipping, the delivery charges' tax, the tenders):
 * the thank-you and order pages and every e-mail show these rows (decision 044). Orders placed before
 * the lines kept their discounts show the order's discount as one discount row.
 */
export function orderBreakdown(order: OrderRow, lines: readonly OrderLineRow[]): MoneyBreakdown {
  const breakdownLines: BreakdownLine[] = lines.map((l) => ({
    kind: kindOf(l.kind),
    priceCents: l.price_cents,
    quantity: l.quantity,
    memberDiscountCents: l.member_discount_cents,
    codeDiscountCents: l.code_discount_cents,
    saleDiscountCents: l.sale_discount_cents,
  }));
  const allocated = lines.reduce((sum, l) => sum + l.member_discount_cents + l.code_discount_cents + l.sale_discount_cents, 0);
  const unallocated = order.discounts_cents - allocated;
  const firstPiece = breakdownLines.find((l) => l.kind === "product");
  if (unallocated > 0 && firstPiece) firstPiece.codeDiscountCents += unallocated;
  const stored = JSON.parse(order.tenders) as StoredTender[];
  const tenders: BreakdownTender[] =
    stored.length > 0
      ? stored.map((t) => ({ kind: t.kind, lastCharacters: t.last_characters, balanceCents: t.amount_cents }))
      : order.gift_cards_cents > 0
        ? [{ kind: "gift_card", lastCharacters: null, balanceCents: order.gift_cards_cents }]
        : [];
  return moneyBreakdown({
    stage: "order",
    lines: breakdownLines,
    discountCodes: JSON.parse(order.discount_codes) as string[],
    saleTitle: order.sale_title,
    pointsCents: order.points_cents,
    shippingCents: order.shipping_cents,
    requiresShipping: order.shipping_method !== null,
    tax: orderTax(order),
    tenders,
  });
}

function orderTax(order: OrderRow): BreakdownTax {
  if (order.shipping_method === null || order.tax_provider === null) return { status: "not_applicable", note: null };
  const country = order.shipping_address ? (JSON.parse(order.shipping_address) as { country_code?: string }).country_code : "US";
  if (country?.toUpperCase() !== "US") return { status: "not_applicable", note: order.tax_note };
  return { status: "calculated", cents: order.tax_cents, note: order.tax_note };
}

/**
 * The membership an order joined or paid into: its contribution, how often it renews and when next
 * (one cycle after the order, on the day it was placed, as billing charges it), and the words agreed
 * to. A plan line with no words agreed to was a one-off contribution.
 */
export function orderMembership(order: OrderRow, lines: readonly OrderLineRow[], options: { includeTestPlans: boolean }): Order["membership"] {
  const line = lines.find((l) => l.kind === "membership");
  if (!line) return null;
  const contribution = line.price_cents * line.quantity;
  const cycle = isOneOffMembershipVariant(line.variant_id) || order.subscription_terms === null ? null : (planOfVariant(line.variant_id, options)?.billingCycle ?? null);
  if (!cycle) return { contribution_cents: contribution, billing_cycle: "one_off", next_charge_at: null, terms: null };
  return { contribution_cents: contribution, billing_cycle: cycle, next_charge_at: nextChargeDate(new Date(order.created_at), cycle).toISOString(), terms: order.subscription_terms };
}
