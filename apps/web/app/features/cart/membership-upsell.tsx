import { DEFAULT_MEMBERSHIP_PLAN } from "@maison/domain/cart/special-lines";
import { useCart } from "./cart-context.ts";
import { membershipLine } from "./cart-lines.ts";
import { CART_MESSAGES } from "./cart-messages.ts";

/** The membership upsell line for non-members: adds the monthly plan with its selling plan. */
export function MembershipUpsell() {
  const { cart, busy, signedIn, profile, addMembership } = useCart();
  if (!cart || membershipLine(cart) || (signedIn && (profile === null || profile.isMember))) return null;
  return (
    <div className="cart-upsell">
      <div>
        <p className="cart-upsell-title">{CART_MESSAGES.membershipUpsell}</p>
        <p className="cart-upsell-text">{CART_MESSAGES.membershipUpsellDetail}</p>
      </div>
      <button
        type="button"
        className="button button-secondary cart-upsell-button"
        disabled={busy}
        onClick={() => void addMembership()}
        aria-label={`Add membership, ${DEFAULT_MEMBERSHIP_PLAN.title}`}
      >
        Join
      </button>
    </div>
  );
}
