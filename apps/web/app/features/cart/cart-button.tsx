import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { BagIcon } from "./bag-icon.tsx";
import { useOptionalCart } from "./cart-context.ts";
import { cartItemCount } from "./cart-lines.ts";

/**
 * The header's cart control with the number of pieces in the cart. A link to the cart page until
 * the page is interactive (and without JavaScript); then it opens the drawer.
 */
export function CartButton() {
  const context = useOptionalCart();
  const hydrated = useHydrated();
  const count = cartItemCount(context?.cart ?? null);
  const label = count === 0 ? "Cart, empty" : `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <Link
      to="/cart"
      className="header-utility cart-button"
      aria-label={label}
      aria-haspopup={hydrated && context ? "dialog" : undefined}
      onClick={(event) => {
        if (!hydrated || !context || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        context.openDrawer();
      }}
    >
      <BagIcon />
      <span className="cart-button-count" data-empty={count === 0 ? "" : undefined} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
