import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { useCart } from "./cart-context.ts";

/** Loads the drawer's dialog and contents (also called as soon as a piece is being added). */
export const loadCartDrawerPanel = () => import("./cart-drawer-panel.tsx").then((m) => ({ default: m.CartDrawerPanel }));
const CartDrawerPanel = lazy(loadCartDrawerPanel);

/**
 * The cart drawer: a modal dialog at the side of the page (focus kept inside, Escape closes). It
 * opens after add, after remove and after merge on login (spec 1 §2); it closes on navigation.
 */
export function CartDrawer() {
  const { drawerOpen, closeDrawer } = useCart();
  const location = useLocation();
  useEffect(() => closeDrawer(), [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!drawerOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerPanel />
    </Suspense>
  );
}
