import { CartBusy, CartContents } from "../features/cart/cart-contents.tsx";
import { useCart } from "../features/cart/cart-context.ts";
import { cartFormAction } from "../features/cart/cart-form-action.server.ts";
import { PageError } from "../features/content/page-error.tsx";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => [{ title: "Your cart | Maison" }, { name: "robots", content: "noindex" }];

export async function action({ context, request }: Route.ActionArgs) {
  return cartFormAction(context, request);
}

/** The cart page: rendered on the server from the cart cookie, so it reads without JavaScript. */
export default function CartPage() {
  const { busy } = useCart();
  return (
    <div className="page-width cart-page" aria-busy={busy}>
      <CartBusy />
      <h1 className="cart-page-title">Your cart</h1>
      <CartContents />
    </div>
  );
}

export function ErrorBoundary() {
  return <PageError />;
}
