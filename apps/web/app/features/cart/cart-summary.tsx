import { BreakdownList } from "../../components/ui/breakdown-list.tsx";
import { cartBreakdown } from "./cart-breakdown.ts";
import { useCart } from "./cart-context.ts";
import type { Cart } from "./cart-model.ts";
import { LocalPriceNote } from "../countries/local-price.tsx";

/**
 * The cart's totals: every row of the one money breakdown (decision 044), from subtotal to the
 * estimated total, with shipping and sales tax calculated at checkout once the address is known.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const { signedIn, profile } = useCart();
  const breakdown = cartBreakdown(cart, { signedIn, walletCodes: profile?.walletCodes ?? [] });
  return (
    <div className="cart-summary">
      <BreakdownList rows={breakdown.rows} variant="cart" />
      <LocalPriceNote />
    </div>
  );
}
