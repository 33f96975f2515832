import "../styles/ops-orders.css";
import "../styles/ops-pieces.css";
import "../styles/ops-submissions.css";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { SUBMISSION_QUEUE_EMPTY, ageLabel } from "../features/ops/submissions/submission-labels.ts";
import { SubmissionQueueNav } from "../features/ops/submissions/submission-queue-nav.tsx";
import { loadOpsSubmissions, submissionListQueryOf } from "../features/ops/submissions/submissions-api.server.ts";
import { SubmissionsPager, SubmissionsTable } from "../features/ops/submissions/submissions-table.tsx";
import type { Route } from "./+types/ops-submissions";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.label ?? "Submissions"} | Submissions | Maison back office` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

/** `/ops/submissions?queue=to_quote&page=`: what sellers sent, queue by queue (pricing, receiving, authentication, payouts). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await loadOpsSubmissions(context, request, await submissionListQueryOf(context, request));
  const now = new Date();
  const label = list.queues.find((q) => q.key === list.queue)?.label ?? "Submissions";
  return { list, label, items: list.items.map((item) => ({ ...item, age: ageLabel(item.updated_at, now) })) };
}

export default function OpsSubmissions({ loaderData }: Route.ComponentProps) {
  const { list, label, items } = loaderData;
  return (
    <section aria-labelledby="ops-submissions-title">
      <h1 id="ops-submissions-title" className="ops-title">
        Submissions
      </h1>
      <SubmissionQueueNav list={list} />
      <p className="ops-count" role="status">
        {label}: {list.count === 1 ? "1 piece" : `${list.count} pieces`}
      </p>
      {items.length === 0 ? <p className="ops-empty ops-orders-empty">{SUBMISSION_QUEUE_EMPTY[list.queue]}</p> : <SubmissionsTable items={items} caption={`${label}, longest waiting first`} />}
      <SubmissionsPager list={list} />
    </section>
  );
}
