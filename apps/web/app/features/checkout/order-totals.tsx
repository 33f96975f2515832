import type { CheckoutTotals } from "@maison/contracts/checkout";
import { formatCents, formatDeduction, formatShippingPrice } from "./checkout-format.ts";

export interface OrderTotalsProps {
  totals: CheckoutTotals;
  discountCodes?: readonly string[];
  giftCards?: readonly { last_characters: string; amount_cents: number }[];
  /** What the shipping row says before a method is chosen. */
  shippingPending?: string;
}

/** Subtotal, every deduction, shipping protection, shipping and the total, as a description list. */
export function OrderTotals({ totals, discountCodes = [], giftCards = [], shippingPending = "Calculated at the next step" }: OrderTotalsProps) {
  const discountLabel = discountCodes.length > 0 ? `Discount (${discountCodes.join(", ")})` : "Discount";
  return (
    <dl className="order-totals">
      <div className="order-totals-row">
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.subtotal_cents)}</dd>
      </div>
      {totals.discounts_cents > 0 ? (
        <div className="order-totals-row is-deduction">
          <dt>{discountLabel}</dt>
          <dd>{formatDeduction(totals.discounts_cents)}</dd>
        </div>
      ) : null}
      {totals.points_cents > 0 ? (
        <div className="order-totals-row is-deduction">
          <dt>Points</dt>
          <dd>{formatDeduction(totals.points_cents)}</dd>
        </div>
      ) : null}
      {giftCards.length > 0
        ? giftCards.map((card) => (
            <div className="order-totals-row is-deduction" key={card.last_characters}>
              <dt>
                Gift card or store credit <span className="order-totals-code">•••• {card.last_characters}</span>
              </dt>
              <dd>{formatDeduction(card.amount_cents)}</dd>
            </div>
          ))
        : totals.gift_cards_cents > 0 ? (
            <div className="order-totals-row is-deduction">
              <dt>Gift cards and store credit</dt>
              <dd>{formatDeduction(totals.gift_cards_cents)}</dd>
            </div>
          ) : null}
      {totals.shipping_protection_cents > 0 ? (
        <div className="order-totals-row">
          <dt>Shipping protection</dt>
          <dd>{formatCents(totals.shipping_protection_cents)}</dd>
        </div>
      ) : null}
      <div className="order-totals-row">
        <dt>Shipping</dt>
        <dd className={totals.shipping_cents === null ? "order-totals-pending" : undefined}>
          {totals.shipping_cents === null ? shippingPending : formatShippingPrice(totals.shipping_cents)}
        </dd>
      </div>
      <div className="order-totals-row is-total">
        <dt>Total</dt>
        <dd>
          <span className="order-totals-currency">USD</span> {formatCents(totals.total_cents)}
        </dd>
      </div>
    </dl>
  );
}
