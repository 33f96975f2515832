import { Dialog } from "../../components/ui/dialog.tsx";
import { CartDrawerPromoMessages } from "../content/promo-message-drawer.tsx";
import { CartBusy, CartContents } from "./cart-contents.tsx";
import { useCart } from "./cart-context.ts";

/** The open cart drawer's dialog and contents: loaded when the drawer first opens (decision 045). */
export function CartDrawerPanel() {
  const { closeDrawer, busy } = useCart();
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
