import { OpsTradeInQueue } from "@maison/contracts/trade-in";
import { FormMessage } from "../components/ui/form-message.tsx";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { OpsTradeInsTable, TradeInQueueNav } from "../features/trade-in/ops-trade-ins-table.tsx";
import { loadOpsTradeIns, opsTradeInAction } from "../features/trade-in/trade-in-api.server.ts";
import { OPS_TRADE_IN_QUEUE_EMPTY, OPS_TRADE_IN_QUEUE_LABELS } from "../features/trade-in/trade-in-words.ts";
import "../styles/ops-orders.css";
import "../styles/ops-submissions.css";
import "../features/selling/selling.css";
import "../features/trade-in/trade-in.css";
import type { Route } from "./+types/ops-trade-ins";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? OPS_TRADE_IN_QUEUE_LABELS[data.list.queue] : "Trade-ins"} | Trade-ins | Maison back office` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

/** `/ops/trade-ins?queue=to_inspect`: traded pieces arriving, to inspect (credit or revise), with the seller, closed. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = OpsTradeInQueue.safeParse(new URL(request.url).searchParams.get("queue") ?? "to_inspect");
  return { list: await loadOpsTradeIns(context, request, asked.success ? asked.data : "to_inspect") };
}

export async function action({ context, request }: Route.ActionArgs) {
  return opsTradeInAction(context, request);
}

export default function OpsTradeIns({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const count = list.trade_ins.length;
  return (
    <section aria-labelledby="ops-trade-ins-title">
      <h1 id="ops-trade-ins-title" className="ops-title">
        Trade-ins
      </h1>
      <TradeInQueueNav list={list} />
      {actionData ? <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage> : null}
      <p className="ops-count" role="status">
        {OPS_TRADE_IN_QUEUE_LABELS[list.queue]}: {count === 1 ? "1 trade-in" : `${count} trade-ins`}
      </p>
      {count === 0 ? <p className="ops-empty ops-orders-empty">{OPS_TRADE_IN_QUEUE_EMPTY[list.queue]}</p> : <OpsTradeInsTable list={list} result={actionData ?? null} />}
    </section>
  );
}
