import { SUBMISSION_QUEUES, type SubmissionQueue } from "@maison/contracts/ops-submissions";
import type { Db } from "../../db/database.ts";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";
import { countItemsByState } from "./submission.repository.ts";

const DASHBOARD: SubmissionQueue[] = ["to_quote", "inbound", "to_authenticate", "to_pay"];

/** The console dashboard's seller queues: pieces to quote, to receive, to authenticate, sellers to pay. */
export function sellingQueues(db: Db): OpsQueueSource[] {
  return DASHBOARD.map((key) => ({
    queue: async () => {
      const counts = await countItemsByState(db.kysely);
      const { label, states, capability } = SUBMISSION_QUEUES[key];
      return { key: `submissions_${key}`, label: `Submissions: ${label.toLowerCase()}`, count: states.reduce((n, s) => n + (counts.get(s) ?? 0), 0), href: `/ops/submissions?queue=${key}`, capability };
    },
  }));
}
