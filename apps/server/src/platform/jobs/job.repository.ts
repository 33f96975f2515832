import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { LeaseQueueTable } from "../queue/lease-queue.repository.ts";
import type { JobTable } from "./jobs.table.ts";

export type JobRow = Selectable<JobTable>;

export interface NewJob {
  id: string;
  name: string;
  payload: unknown;
  runAt: string;
  now: string;
  maxAttempts: number;
  uniqueKey: string | null;
}

/** Inserts a job; with a unique key, a second insert of the same key is ignored. Returns whether it was added. */
export async function insertJob(db: Kysely<Database>, job: NewJob): Promise<boolean> {
  const result = await db
    .insertInto("jobs")
    .values({
      id: job.id,
      name: job.name,
      payload: JSON.stringify(job.payload ?? {}),
      status: "queued",
      run_at: job.runAt,
      attempts: 0,
      max_attempts: job.maxAttempts,
      unique_key: job.uniqueKey,
      created_at: job.now,
      updated_at: job.now,
    })
    .onConflict((oc) => oc.column("unique_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * `jobs` as a lease queue: a queued job is due at `run_at`; a running one whose lease lapsed (its
 * worker crashed) is taken back; a failure queues it again until `max_attempts` are used up.
 */
export const JOBS_QUEUE: LeaseQueueTable<"jobs"> = {
  table: "jobs",
  claimable: (eb, now) =>
    eb.or([
      eb.and([eb("status", "=", "queued"), eb("run_at", "<=", now)]),
      eb.and([eb("status", "=", "running"), eb("lease_expires_at", "<", now)]),
    ]),
  dueColumn: "run_at",
  onClaim: (now) => ({ status: "running", updated_at: now }),
  onComplete: (now) => ({ status: "done", finished_at: now, updated_at: now }),
  onFail: (job, error, now, retryAt) => {
    const exhausted = job.attempts >= job.max_attempts;
    return {
      status: exhausted ? "failed" : "queued",
      run_at: exhausted ? job.run_at : retryAt,
      last_error: error,
      finished_at: exhausted ? now : null,
      updated_at: now,
    };
  },
};
