import "../styles/ops-orders.css";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { ORDER_QUEUE_EMPTY, ORDER_QUEUE_LABELS } from "../features/ops/orders/ops-order-labels.ts";
import { loadOpsOrders, orderListQueryOf } from "../features/ops/orders/ops-orders-api.server.ts";
import { OpsOrdersPager, OpsOrdersTable } from "../features/ops/orders/ops-orders-table.tsx";
import { OrderQueueNav } from "../features/ops/orders/order-queue-nav.tsx";
import type { Route } from "./+types/ops-orders";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? ORDER_QUEUE_LABELS[data.list.state] : "Orders"} | Orders | Maison back office` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

/** `/ops/orders?state=to_ship&q=&page=`: the packing desk's lists (fulfilment capability). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { list: await loadOpsOrders(context, request, orderListQueryOf(new URL(request.url))) };
}

export default function OpsOrders({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <section aria-labelledby="ops-orders-title">
      <h1 id="ops-orders-title" className="ops-title">
        Orders
      </h1>
      <OrderQueueNav state={list.state} q={list.q} />
      <p className="ops-count" role="status">
        {list.count === 1 ? "1 order" : `${list.count} orders`}
        {list.q ? ` matching “${list.q}”` : ""}
      </p>
      {list.orders.length === 0 ? <p className="ops-empty ops-orders-empty">{list.q ? "No order matches this search in this list." : ORDER_QUEUE_EMPTY[list.state]}</p> : <OpsOrdersTable orders={list.orders} />}
      <OpsOrdersPager list={list} />
    </section>
  );
}
