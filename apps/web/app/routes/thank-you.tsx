import { useEffect, useRef } from "react";
import { data } from "react-router";
import { collectionHref } from "@maison/domain/content/navigation";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import "../features/checkout/checkout.css";
import { loadOrder } from "../features/orders/order-api.server.ts";
import { OrderDetails } from "../features/orders/order-details.tsx";
import { OrderUnavailable } from "../features/orders/order-not-found.tsx";
import { thankYouWording } from "../features/orders/order-wording.ts";
import type { Route } from "./+types/thank-you";

export const meta: Route.MetaFunction = () => [{ title: "Thank you | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** `/thank_you?order={id}&key={access key}`: the key is there for guests only (the checkout's thank_you_url). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get("order");
  const key = url.searchParams.get("key");
  const returnTo = `${url.pathname}${url.search}`;
  if (!id) return data({ kind: "not_found" as const, returnTo }, { status: 404 });
  const lookup = await loadOrder(context, request, id, key);
  if (lookup.kind !== "order") return data({ kind: lookup.kind, returnTo }, { status: 404 });
  const orderHref = `/orders/${lookup.order.id}${key ? `?key=${encodeURIComponent(key)}` : ""}`;
  return { kind: "order" as const, order: lookup.order, orderHref };
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== "order") return <OrderUnavailable kind={loaderData.kind} returnTo={loaderData.returnTo} />;
  return <ThankYouForOrder order={loaderData.order} orderHref={loaderData.orderHref} />;
}

/** The page opens at its top with focus on the headline, wherever the checkout's button was scrolled to. */
function ThankYouForOrder({ order, orderHref }: { order: Parameters<typeof OrderDetails>[0]["order"]; orderHref: string }) {
  const headline = useRef<HTMLHeadingElement>(null);
  const wording = thankYouWording(order);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    headline.current?.focus({ preventScroll: true });
  }, [order.id]);
  return (
    <div className="page-width order-page">
      <header className="order-header is-thank-you">
        <p className="eyebrow">Order {order.number}</p>
        <h1 className="order-title" ref={headline} tabIndex={-1}>
          {wording.headline}
        </h1>
        <p className="order-lede">{wording.lede}</p>
        <div className="order-actions">
          <ButtonLink to={collectionHref("new-arrivals")}>Continue shopping</ButtonLink>
          <ButtonLink to={orderHref} variant="secondary">
            View order
          </ButtonLink>
        </div>
      </header>
      <OrderDetails order={order} />
    </div>
  );
}
