import { OpsWholesaleQueue } from "@maison/contracts/wholesale";
import { FormMessage } from "../components/ui/form-message.tsx";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { OpsWholesaleApplications, WholesaleQueueNav } from "../features/wholesale/ops-wholesale-list.tsx";
import { loadOpsWholesale, opsWholesaleAction } from "../features/wholesale/wholesale-api.server.ts";
import "../styles/ops-orders.css";
import "../styles/ops-submissions.css";
import "../features/selling/selling.css";
import "../features/trade-in/trade-in.css";
import "../features/wholesale/wholesale.css";
import type { Route } from "./+types/ops-wholesale";

const EMPTY: Record<OpsWholesaleQueue, string> = {
  submitted: "No application waits for review.",
  approved: "No business is approved yet.",
  declined: "No application was declined.",
};

export const meta: Route.MetaFunction = () => [{ title: "Wholesale applications | Maison back office" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

/** `/ops/wholesale?queue=submitted`: businesses asking for wholesale access (support capability). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = OpsWholesaleQueue.safeParse(new URL(request.url).searchParams.get("queue") ?? "submitted");
  return { list: await loadOpsWholesale(context, request, asked.success ? asked.data : "submitted") };
}

export async function action({ context, request }: Route.ActionArgs) {
  return opsWholesaleAction(context, request);
}

export default function OpsWholesale({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const count = list.applications.length;
  const label = list.queues.find((q) => q.key === list.queue)?.label ?? "";
  return (
    <section aria-labelledby="ops-wholesale-title">
      <h1 id="ops-wholesale-title" className="ops-title">
        Wholesale applications
      </h1>
      <WholesaleQueueNav list={list} />
      {actionData ? <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage> : null}
      <p className="ops-count" role="status">
        {label}: {count === 1 ? "1 application" : `${count} applications`}
      </p>
      {count === 0 ? <p className="ops-empty ops-orders-empty">{EMPTY[list.queue]}</p> : <OpsWholesaleApplications list={list} result={actionData ?? null} />}
    </section>
  );
}
