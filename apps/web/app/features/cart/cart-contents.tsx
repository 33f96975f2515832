import { Link } from "react-router";
import { useCart } from "./cart-context.ts";
import { CartLineItem } from "./cart-line-item.tsx";
import { CartSummary } from "./cart-summary.tsx";
import { CheckoutForm } from "./checkout-form.tsx";
import { CreditToggles } from "./credit-toggles.tsx";
import { DiscountCodeForm } from "./discount-code-form.tsx";
import { GiftCardForm } from "./gift-card-form.tsx";
import { specialKindOf } from "./cart-lines.ts";
import { MembershipUpsell } from "./membership-upsell.tsx";
import { ShippingProtectionControl } from "./shipping-protection-control.tsx";
import { TradeInPrompt } from "./trade-in-prompt.tsx";

/** What the drawer and the cart page both show: the lines, the upsell, the controls, the totals and checkout. */
export function CartContents({ onContinueShopping }: { onContinueShopping?: () => void }) {
  const { cart, busy, removeLine } = useCart();
  if (!cart || cart.lines.length === 0) {
    return (
      <div className="cart-empty">
        <p>Your cart is empty.</p>
        <Link to="/collections/new-arrivals" className="button button-secondary" onClick={onContinueShopping}>
          Shop new arrivals
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-contents">
      <ul className="cart-lines" aria-label="Items in your cart">
        {/* The protection's fee is a row of the summary; its control sits under the lines. */}
        {cart.lines
          .filter((line) => specialKindOf(line) !== "shipping_protection")
          .map((line) => (
            <CartLineItem key={line.id} line={line} busy={busy} onRemove={(id) => void removeLine(id)} />
          ))}
      </ul>
      <ShippingProtectionControl cart={cart} />
      <MembershipUpsell />
      <div className="cart-controls">
        <DiscountCodeForm />
        <GiftCardForm />
        <CreditToggles />
      </div>
      <TradeInPrompt onFollow={onContinueShopping} />
      <CartSummary cart={cart} />
      <CheckoutForm />
    </div>
  );
}

/** Spec 1 §4: the busy flag, shown as a bar and announced while a cart action runs. */
export function CartBusy() {
  const { busy } = useCart();
  return (
    <>
      <div className="cart-busy-bar" data-busy={busy ? "" : undefined} aria-hidden="true" />
      <p className="visually-hidden" role="status">
        {busy ? "Updating your cart…" : ""}
      </p>
    </>
  );
}
