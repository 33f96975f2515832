import { useEffect } from "react";
import { useLocation } from "react-router";
import { Dialog } from "../../components/ui/dialog.tsx";
import { CartDrawerPromoMessages } from "../content/promo-message-drawer.tsx";
import { CartBusy, CartContents } from "./cart-contents.tsx";
import { useCart } from "./cart-context.ts";

/**
 * The cart drawer: a modal dialog at the side of the page (focus kept inside, Escape closes). It
 * opens after add, after remove and after merge on login (spec 1 §2); it closes on navigation.
 */
export function CartDrawer() {
  const { drawerOpen, closeDrawer, busy } = useCart();
  const location = useLocation();
  useEffect(() => closeDrawer(), [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!drawerOpen) return null;
  return (
    <Dialog title="Your cart" onClose={closeDrawer} className="cart-drawer">
      <div className="cart-drawer-body" aria-busy={busy}>
        <CartBusy />
        <CartDrawerPromoMessages />
        <CartContents onContinueShopping={closeDrawer} />
      </div>
    </Dialog>
  );
}
