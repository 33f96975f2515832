import { Link } from "react-router";
import type { OpsSubmissionList, SubmissionQueue } from "@maison/contracts/ops-submissions";
import { OPS_PAGES } from "../ops-paths.ts";

export const submissionQueueHref = (queue: SubmissionQueue, page = 1) => `${OPS_PAGES.submissions}?${new URLSearchParams({ queue, ...(page > 1 ? { page: String(page) } : {}) })}`;

/** The queues the staff member works, as tabs (plain links) with how many pieces wait in each. */
export function SubmissionQueueNav({ list }: { list: OpsSubmissionList }) {
  return (
    <nav aria-label="Submission queues" className="ops-orders-toolbar">
      <ul className="ops-tabs">
        {list.queues.map((queue) => (
          <li key={queue.key}>
            <Link to={submissionQueueHref(queue.key)} className="ops-tab submission-tab" aria-current={queue.key === list.queue ? "page" : undefined}>
              <span>{queue.label}</span> <span className="submission-tab-count">{queue.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
