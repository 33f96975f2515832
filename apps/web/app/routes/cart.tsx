import { CartBusy, CartContents } from "../features/cart/cart-contents.tsx";
import { useCart } from "../features/cart/cart-context.ts";
import { cartFormAction } from "../features/cart/cart-form-action.server.ts";
import { PageError } from "../features/content/page-error.tsx";
import { loadPromoMessages } from "../features/content/promo-message-api.server.ts";
import { PromoMessages } from "../features/content/promo-message.tsx";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => [{ title: "Your cart | Maison" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  return { promos: await loadPromoMessages(context, request, "cart") };
}

export async function action({ context, request }: Route.ActionArgs) {
  return cartFormAction(context, request);
}

/** The cart page: rendered on the server from the cart cookie, so it reads without JavaScript. */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { busy } = useCart();
  return (
    <div className="page-width cart-page" aria-busy={busy}>
      <CartBusy />
      <h1 className="cart-page-title">Your cart</h1>
      <PromoMessages messages={loaderData.promos} />
      <CartContents />
    </div>
  );
}

export function ErrorBoundary() {
  return <PageError />;
}
