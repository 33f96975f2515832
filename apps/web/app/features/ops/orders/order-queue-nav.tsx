import { Link } from "react-router";
import { ORDER_QUEUES, type OrderQueue } from "@maison/domain/checkout/order-fulfilment";
import { OPS_PAGES } from "../ops-paths.ts";
import { ORDER_QUEUE_LABELS } from "./ops-order-labels.ts";

const queueHref = (queue: OrderQueue, q: string | null) => {
  const params = new URLSearchParams({ state: queue });
  if (q) params.set("q", q);
  return `${OPS_PAGES.orders}?${params}`;
};

/** The lists as tabs (plain links) and a search that keeps the list: both work without JavaScript. */
export function OrderQueueNav({ state, q }: { state: OrderQueue; q: string | null }) {
  return (
    <div className="ops-orders-toolbar">
      <nav aria-label="Order lists">
        <ul className="ops-tabs">
          {ORDER_QUEUES.map((queue) => (
            <li key={queue}>
              <Link to={queueHref(queue, q)} className="ops-tab" aria-current={queue === state ? "page" : undefined}>
                {ORDER_QUEUE_LABELS[queue]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={OPS_PAGES.orders} className="ops-search" role="search">
        <input type="hidden" name="state" value={state} />
        <label className="visually-hidden" htmlFor="ops-orders-q">
          Search orders
        </label>
        <input
          id="ops-orders-q"
          className="field-input"
          type="search"
          name="q"
          defaultValue={q ?? ""}
          placeholder="Number, e-mail or tracking"
          maxLength={120}
        />
        <button type="submit" className="button button-secondary button-small">
          Search
        </button>
      </form>
    </div>
  );
}
