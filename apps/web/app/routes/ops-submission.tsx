import { Link } from "react-router";
import "../features/checkout/checkout.css";
import "../styles/ops-orders.css";
import "../styles/ops-pieces.css";
import "../styles/ops-submissions.css";
import { FormMessage } from "../components/ui/form-message.tsx";
import { formatOpsTime } from "../features/ops/orders/ops-order-labels.ts";
import { OPS_PAGE_HEADERS } from "../features/ops/ops-api.server.ts";
import { SubmissionActions } from "../features/ops/submissions/submission-actions.tsx";
import { SubmissionAppraisal } from "../features/ops/submissions/submission-appraisal.tsx";
import { isOpsSubmissionAction, QUEUE_OF_STATE, SUBMISSION_ACTION_DONE, SUBMISSION_ROUTE_LABELS, SUBMISSION_STATE_LABELS, pieceName, titleWithoutDesigner } from "../features/ops/submissions/submission-labels.ts";
import { SubmissionNmiHistory } from "../features/ops/submissions/submission-nmi.tsx";
import { SubmissionDescription, SubmissionFacts } from "../features/ops/submissions/submission-overview.tsx";
import { submissionQueueHref } from "../features/ops/submissions/submission-queue-nav.tsx";
import { SubmissionTimeline } from "../features/ops/submissions/submission-timeline.tsx";
import { loadOpsSubmission, performSubmissionAction } from "../features/ops/submissions/submissions-api.server.ts";
import type { Route } from "./+types/ops-submission";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? pieceName(data.detail.item.designer, data.detail.item.title) : "Submission"} | Submissions | Maison back office` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => OPS_PAGE_HEADERS;

/** `/ops/submissions/{id}`: one submitted piece, the engine's suggestion, and the moves allowed now. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done");
  return { detail: await loadOpsSubmission(context, request, params.id), done: isOpsSubmissionAction(done) ? done : null };
}

/** Quote, ask, reject, receive, authenticate or fail, send back, pay: from the forms of the page. */
export async function action({ context, request, params }: Route.ActionArgs) {
  return performSubmissionAction(context, request, params.id);
}

export default function OpsSubmission({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, done } = loaderData;
  const { item } = detail;
  const queue = QUEUE_OF_STATE[item.state];
  return (
    <article className="ops-order submission-page" aria-labelledby="ops-submission-title">
      <p className="ops-back">
        <Link to={submissionQueueHref(queue)}>All submissions</Link>
      </p>
      <header className="ops-order-header">
        <p className="eyebrow">{item.designer}</p>
        <h1 id="ops-submission-title" className="ops-title">
          {titleWithoutDesigner(item.designer, item.title)}
        </h1>
        <p className="ops-order-lede">
          <span className={`ops-state submission-state-${item.state}`}>{SUBMISSION_STATE_LABELS[item.state]}</span>
          <span>Ticket {detail.ticket_number}</span>
          <span>{SUBMISSION_ROUTE_LABELS[item.route] ?? item.route}{detail.trade_in ? " · trade-in" : ""}</span>
          {detail.timeline[0] ? <span>Submitted {formatOpsTime(detail.timeline[0].created_at)}</span> : null}
        </p>
      </header>
      {done && !actionData ? <FormMessage tone="success">{SUBMISSION_ACTION_DONE[done]}</FormMessage> : null}
      {/* A move whose form is gone (someone else moved the piece meanwhile) says what happened here. */}
      {actionData?.message && (actionData.intent === null || !detail.actions.includes(actionData.intent)) ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
      <div className="submission-layout">
        {detail.actions.length > 0 ? (
          <div className="submission-layout-actions">
            <SubmissionActions detail={detail} failure={actionData ?? null} />
          </div>
        ) : null}
        <div className="ops-order-main submission-layout-main">
          <SubmissionDescription detail={detail} />
          <SubmissionAppraisal detail={detail} />
          <SubmissionNmiHistory requests={detail.nmi} />
        </div>
        <div className="ops-order-side submission-layout-side">
          <SubmissionFacts detail={detail} />
          <SubmissionTimeline entries={detail.timeline} />
        </div>
      </div>
    </article>
  );
}
