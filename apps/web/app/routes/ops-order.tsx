import { Link } from "react-router";
import "../features/checkout/checkout.css";
import "../styles/ops-orders.css";
import { FormMessage } from "../components/ui/form-message.tsx";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { OPS_PAGES } from "../features/ops/ops-paths.ts";
import { OpsOrderActions } from "../features/ops/orders/ops-order-actions.tsx";
import { OpsOrderFacts, OpsOrderItems } from "../features/ops/orders/ops-order-facts.tsx";
import { ACTION_DONE, formatOpsTime, isOpsOrderAction, OPS_ORDER_STATE_LABELS } from "../features/ops/orders/ops-order-labels.ts";
import { OpsOrderTimeline } from "../features/ops/orders/ops-order-timeline.tsx";
import { loadOpsOrder, performOrderAction } from "../features/ops/orders/ops-orders-api.server.ts";
import type { Route } from "./+types/ops-order";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `Order #${data.detail.order.number}` : "Order"} | Maison back office` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

/** `/ops/orders/{id}`: one order for the packing desk, with the moves allowed now. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done");
  return { detail: await loadOpsOrder(context, request, params.id), done: isOpsOrderAction(done) ? done : null };
}

/** Pack, ship, deliver or cancel, from the forms of the page. */
export async function action({ context, request, params }: Route.ActionArgs) {
  return performOrderAction(context, request, params.id);
}

export default function OpsOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, done } = loaderData;
  const { order } = detail;
  return (
    <article className="ops-order" aria-labelledby="ops-order-title">
      <p className="ops-back">
        <Link to={`${OPS_PAGES.orders}?state=all`}>All orders</Link>
      </p>
      <header className="ops-order-header">
        <h1 id="ops-order-title" className="ops-title">
          Order #{order.number}
        </h1>
        <p className="ops-order-lede">
          <span className={`ops-state is-${order.state}`}>{OPS_ORDER_STATE_LABELS[order.state]}</span>
          <span>Placed {formatOpsTime(order.created_at)}</span>
        </p>
      </header>
      {done && !actionData ? <FormMessage tone="success">{ACTION_DONE[done]}</FormMessage> : null}
      <div className="ops-order-layout">
        <div className="ops-order-main">
          <OpsOrderActions detail={detail} failure={actionData ?? null} />
          <OpsOrderItems detail={detail} />
        </div>
        <div className="ops-order-side">
          <OpsOrderFacts detail={detail} />
          <OpsOrderTimeline entries={detail.timeline} />
        </div>
      </div>
    </article>
  );
}
