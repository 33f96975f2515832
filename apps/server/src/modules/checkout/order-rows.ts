import { randomInt } from "node:crypto";
import type { AuthorizeResult } from "../../platform/payments/payment-gateway.ts";
import type { CheckoutDraft } from "./checkout-view.ts";
import type { StoredTender } from "./order-money.ts";
import type { OrderLineRow, OrderRow } from "./order.repository.ts";

/** What the order's rows are written from, besides the priced draft. */
export interface OrderRowsInput {
  id: string;
  /** The cart's token. */
  token: string;
  userId: string | null;
  draft: CheckoutDraft;
  /** The wallet holds the order posts (gift cards, points). */
  walletHoldIds: string[];
  /** The sale (or authorisation) that pays it; null when nothing is charged (the order is paid at once). */
  payment: Extract<AuthorizeResult, { status: "authorized" }> | null;
  /** A guest's order access key, hashed; null for a signed-in buyer's order. */
  accessKeyHash: string | null;
  nowIso: string;
}

/**
 * The order's row and its lines as the placing transaction writes them, from the draft the checkout
 * priced once (order-placement.service.ts). Pure but for the drawn order number.
 */
export function orderRowsOf(input: OrderRowsInput): { order: OrderRow; lines: OrderLineRow[] } {
  const { id, draft, nowIso } = input;
  const order: OrderRow = {
    id,
    number: orderNumber(),
    cart_token: input.token,
    user_id: input.userId,
    email: draft.email!,
    access_key_hash: input.accessKeyHash,
    subtotal_cents: draft.totals.subtotalCents,
    discounts_cents: draft.totals.discountsCents,
    points_cents: draft.totals.pointsCents,
    // Gift cards and store credit together; `tenders` keeps each one's part.
    gift_cards_cents: draft.totals.giftCardsCents + draft.totals.storeCreditCents,
    shipping_protection_cents: draft.totals.shippingProtectionCents,
    shipping_cents: draft.totals.shippingCents ?? 0,
    total_cents: draft.totals.totalCents,
    shipping_address: draft.requiresShipping ? JSON.stringify(draft.address) : null,
    shipping_method: draft.requiresShipping ? draft.chosen!.handle : null,
    discount_codes: JSON.stringify(draft.state.discount_codes),
    wallet_holds: JSON.stringify(input.walletHoldIds),
    payment_reference: input.payment?.reference ?? null,
    // A sale (decision 093) is captured before the order is written: the order is born paid.
    payment_status: input.payment ? (input.payment.captured ? "captured" : "authorized") : "none",
    payment_brand: input.payment?.brand ?? null,
    payment_last4: input.payment?.last4 ?? null,
    state: input.payment && !input.payment.captured ? "placed" : "paid",
    carrier: null,
    tracking_number: null,
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    cancel_reason: null,
    created_at: nowIso,
    updated_at: nowIso,
    sale_title: draft.totals.saleDiscountCents > 0 ? draft.saleTitle : null,
    tax_cents: draft.totals.taxCents ?? 0,
    shipping_tax_cents: taxOfLine(draft, "shipping"),
    tax_note: draft.tax?.note ?? null,
    tax_provider: draft.tax?.provider ?? null,
    tax_calculation_id: draft.tax?.calculationId ?? null,
    tax_transaction_id: null,
    tax_refunded_cents: 0,
    tenders: JSON.stringify(draft.totals.tenders.filter((t) => t.amountCents > 0).map((t): StoredTender => ({ kind: t.kind, last_characters: t.lastCharacters, amount_cents: t.amountCents, ...(t.reference ? { reference: t.reference } : {}) }))),
    subscription_terms: draft.subscriptionTerms,
  };
  const lines: OrderLineRow[] = draft.state.lines.map((line, position) => ({
    order_id: id,
    position,
    product_id: line.product_id,
    variant_id: line.variant_id,
    kind: line.kind,
    title: line.title,
    vendor: line.vendor,
    image_url: line.image_url,
    price_cents: line.price_cents,
    quantity: line.quantity,
    member_discount_cents: draft.lineDiscounts.get(line.id)?.memberDiscountCents ?? 0,
    code_discount_cents: draft.lineDiscounts.get(line.id)?.codeDiscountCents ?? 0,
    sale_discount_cents: draft.lineDiscounts.get(line.id)?.saleDiscountCents ?? 0,
    tax_cents: taxOfLine(draft, line.id),
  }));
  return { order, lines };
}

/** A number people can read out: nine digits (the order's insert draws again if it is taken). */
export function orderNumber(): string {
  return String(randomInt(100_000_000, 1_000_000_000));
}

/** The trade-ins the order used and what each paid (decision 050): the trade-in module ships them in with the order. */
export function tradeInsPaid(draft: CheckoutDraft): Array<{ id: string; amountCents: number }> {
  return draft.totals.tenders.filter((t) => t.kind === "trade_in" && t.reference && t.amountCents > 0).map((t) => ({ id: t.reference!, amountCents: t.amountCents }));
}

/** The tax a line (or `shipping`) carries in the draft's tax answer. */
function taxOfLine(draft: CheckoutDraft, reference: string): number {
  return draft.tax?.lines.find((l) => l.reference === reference)?.taxCents ?? 0;
}
