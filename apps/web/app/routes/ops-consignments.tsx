import "../styles/ops-orders.css";
import "../styles/ops-pieces.css";
import "../styles/ops-submissions.css";
import type { OpsConsignmentQueue } from "@maison/contracts/consignment";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { CONSIGNMENT_QUEUE_EMPTY } from "../features/ops/consignments/consignment-console-labels.ts";
import { loadOpsConsignments } from "../features/ops/consignments/consignments-api.server.ts";
import { ConsignmentQueueNav, ConsignmentsTable } from "../features/ops/consignments/consignments-table.tsx";
import type { Route } from "./+types/ops-consignments";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.label ?? "Consignments"} | Consignments | Maison back office` }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

/** `/ops/consignments?queue=to_review`: consigned pieces to review, list, reprice, follow through their sale, ship back. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await loadOpsConsignments(context, request);
  return { list, label: list.queues.find((q) => q.key === list.queue)?.label ?? "Consignments" };
}

export default function OpsConsignments({ loaderData }: Route.ComponentProps) {
  const { list, label } = loaderData;
  return (
    <section aria-labelledby="ops-consignments-title">
      <h1 id="ops-consignments-title" className="ops-title">
        Consignments
      </h1>
      <ConsignmentQueueNav list={list} />
      <p className="ops-count" role="status">
        {label}: {list.items.length === 1 ? "1 piece" : `${list.items.length} pieces`}
      </p>
      {list.items.length === 0 ? <p className="ops-empty ops-orders-empty">{CONSIGNMENT_QUEUE_EMPTY[list.queue as OpsConsignmentQueue]}</p> : <ConsignmentsTable items={list.items} caption={`${label}, longest waiting first`} />}
    </section>
  );
}
