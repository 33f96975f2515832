import { cartDiscountCents, type Cart } from "./cart-model.ts";
import { formatCents } from "./cart-money.ts";

/** Subtotal, discounts, gift cards and the total (before shipping and tax, which checkout adds). */
export function CartSummary({ cart }: { cart: Cart }) {
  const discount = cartDiscountCents(cart);
  const giftCards = cart.giftCards.reduce((total, card) => total + card.amountUsedCents, 0);
  return (
    <div className="cart-summary">
      <dl className="cart-summary-list">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(cart.subtotalCents)}</dd>
      </div>
      {discount > 0 ? (
        <div className="cart-summary-credit">
          <dt>Discounts</dt>
          <dd>−{formatCents(discount)}</dd>
        </div>
      ) : null}
      {giftCards > 0 ? (
        <div className="cart-summary-credit">
          <dt>Gift cards and credit</dt>
          <dd>−{formatCents(giftCards)}</dd>
        </div>
      ) : null}
      <div className="cart-summary-total">
        <dt>Total</dt>
        <dd>{formatCents(cart.totalCents)}</dd>
      </div>
      </dl>
      <p className="cart-summary-note">Shipping and taxes are calculated at checkout.</p>
    </div>
  );
}
