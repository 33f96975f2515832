import { createContext, useContext } from "react";
import type { Cart } from "./cart-model.ts";
import type { CartProfile } from "./cart-profile.ts";

/** Everything the cart UI reads and can ask for; one provider per page (cart-provider.tsx). */
export interface CartState {
  cart: Cart | null;
  /** Spec 1 §4: shown before and hidden after every cart action, even on failure. */
  busy: boolean;
  drawerOpen: boolean;
  signedIn: boolean;
  /** The signed-in shopper's cart-relevant profile, once loaded. */
  profile: CartProfile | null;
  discountMessage: string | null;
  giftCardMessage: string | null;
  /** Spec 1 §4: raised when store credit is blocked by the gift-for-you rule. */
  giftForYouError: boolean;
}

export interface CartActions {
  openDrawer(): void;
  closeDrawer(): void;
  addItem(variantId: string): Promise<void>;
  removeLine(lineId: string): Promise<void>;
  applyDiscount(code: string): Promise<boolean>;
  removeDiscount(): Promise<void>;
  applyGiftCard(code: string): Promise<boolean>;
  removeGiftCard(giftCardId: string): Promise<void>;
  setPoints(on: boolean): Promise<void>;
  setStoreCredit(on: boolean): Promise<void>;
  addMembership(): Promise<void>;
  /** Hands the cart to checkout; resolves to "need-email" when a guest must give an e-mail first. */
  checkout(enteredEmail: string | null): Promise<"need-email" | "leaving" | "failed">;
  /** Spec 1 §4 alternate-payment flow: the membership is checked out on its own cart first, then the bag (decision 030). */
  payMembershipSeparately(): Promise<"leaving" | "failed">;
  /** Merge on login (spec 1 §4), run after every sign-in. */
  mergeAfterSignIn(): Promise<void>;
}

export type CartContextValue = CartState & CartActions;

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart needs the CartProvider above it");
  return value;
}

/** The cart for components that may render outside the provider (error pages). */
export function useOptionalCart(): CartContextValue | null {
  return useContext(CartContext);
}
