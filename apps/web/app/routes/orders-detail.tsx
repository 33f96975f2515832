import { data } from "react-router";
import { collectionHref } from "@maison/domain/content/navigation";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import "../features/checkout/checkout.css";
import { loadOrder } from "../features/orders/order-api.server.ts";
import { OrderDetails } from "../features/orders/order-details.tsx";
import { OrderUnavailable } from "../features/orders/order-not-found.tsx";
import { formatOrderDate, ORDER_STATE_LABELS } from "../features/orders/order-state-label.ts";
import { listTradeIns } from "../features/trade-in/trade-in-api.server.ts";
import { OrderWaitsForTradeIn, tradeInsAwaited } from "../features/trade-in/order-waits-notice.tsx";
import "../features/trade-in/trade-in.css";
import type { Route } from "./+types/orders-detail";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData?.kind === "order" ? `Order ${loaderData.order.number} | Maison` : "Order | Maison" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** `/orders/{id}`: for the signed-in buyer, or a guest with `?key=` from the confirmation e-mail. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lookup = await loadOrder(context, request, params.id, url.searchParams.get("key"));
  if (lookup.kind !== "order") return data({ kind: lookup.kind, returnTo: `${url.pathname}${url.search}` }, { status: 404 });
  // An order bought with a trade-in waits for the traded piece: the buyer's trade-ins say until when.
  const trades = url.searchParams.has("key") ? null : await listTradeIns(context, request);
  return { kind: "order" as const, order: lookup.order, awaited: trades?.ok ? tradeInsAwaited(trades.value.trade_ins, lookup.order.id) : [] };
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== "order") return <OrderUnavailable kind={loaderData.kind} returnTo={loaderData.returnTo} />;
  const { order } = loaderData;
  return (
    <div className="page-width order-page">
      <header className="order-header">
        <p className="eyebrow">Your order</p>
        <h1 className="order-title">Order {order.number}</h1>
        <p className="order-lede">
          Placed on {formatOrderDate(order.created_at)} <span className={order.state === "cancelled" ? "status-badge status-badge-warn" : "status-badge status-badge-ok"}>{ORDER_STATE_LABELS[order.state]}</span>
        </p>
        <p className="order-lede">Updates about this order go to {order.email}.</p>
        <div className="order-actions">
          <ButtonLink to={collectionHref("new-arrivals")}>Continue shopping</ButtonLink>
        </div>
      </header>
      <OrderWaitsForTradeIn trades={loaderData.awaited} />
      <OrderDetails order={order} />
    </div>
  );
}
