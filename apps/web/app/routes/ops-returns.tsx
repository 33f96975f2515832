import { OpsReturnListQuery } from "@maison/contracts/returns";
import { FormMessage } from "../components/ui/form-message.tsx";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { OpsReturnsList, ReturnQueueNav } from "../features/purchases/ops-returns-list.tsx";
import { loadOpsReturns, opsReturnAction } from "../features/purchases/purchases-api.server.ts";
import { OPS_RETURN_QUEUE_EMPTY, OPS_RETURN_QUEUE_LABELS } from "../features/purchases/purchase-words.ts";
import "../styles/ops-orders.css";
import "../styles/ops-submissions.css";
import "../features/selling/selling.css";
import "../features/trade-in/trade-in.css";
import "../features/purchases/purchases.css";
import type { Route } from "./+types/ops-returns";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? OPS_RETURN_QUEUE_LABELS[data.list.queue] : "Returns"} | Returns | Maison back office` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

/** `/ops/returns?queue=to_receive`: buyers' returns to receive, inspect, refund or reject, ship back; closed. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = OpsReturnListQuery.safeParse({ queue: new URL(request.url).searchParams.get("queue") ?? undefined });
  return { list: await loadOpsReturns(context, request, asked.success ? asked.data.queue : "to_receive") };
}

export async function action({ context, request }: Route.ActionArgs) {
  return opsReturnAction(context, request);
}

export default function OpsReturns({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const count = list.returns.length;
  return (
    <section aria-labelledby="ops-returns-title">
      <h1 id="ops-returns-title" className="ops-title">
        Returns
      </h1>
      <ReturnQueueNav list={list} />
      {actionData ? <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage> : null}
      <p className="ops-count" role="status">
        {OPS_RETURN_QUEUE_LABELS[list.queue]}: {count === 1 ? "1 return" : `${count} returns`}
      </p>
      {count === 0 ? <p className="ops-empty ops-orders-empty">{OPS_RETURN_QUEUE_EMPTY[list.queue]}</p> : <OpsReturnsList list={list} result={actionData ?? null} />}
    </section>
  );
}
