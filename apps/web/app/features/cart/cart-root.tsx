import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { CartDrawer } from "./cart-drawer.tsx";
import type { Cart } from "./cart-model.ts";
import { CartProvider } from "./cart-provider.tsx";
import "./cart.css";

/** What the root loader adds for the cart: the cart the cookie names, that id, and the public storefront token. */
export interface CartRootData {
  cart: Cart | null;
  /** The id the cookie named when the page was rendered; with `cart` null, that cart is gone (checked out). */
  cartIdAsked: string | null;
  storefrontToken: string;
}

/** Mounts the cart for every page from the root loader's data: the provider and the drawer. */
export function CartRoot({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData("root") as Partial<CartRootData> | undefined;
  return (
    <CartProvider initialCart={data?.cart ?? null} cartIdAsked={data?.cartIdAsked ?? null} storefrontToken={data?.storefrontToken ?? ""}>
      {children}
      <CartDrawer />
    </CartProvider>
  );
}
