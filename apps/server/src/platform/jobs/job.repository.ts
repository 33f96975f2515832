import type { Kysely, Selectable } from "kysely";
import type { Dialect } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
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
 * Takes the next due job (or one whose lease has lapsed) for `owner`. On PostgreSQL, SKIP LOCKED lets
 * several processes claim different jobs at once; on SQLite the caller's write transaction serialises.
 */
export async function claimNextJob(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: string,
  now: string,
  leaseUntil: string,
): Promise<JobRow | undefined> {
  let next = db
    .selectFrom("jobs")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "queued"), eb("run_at", "<=", now)]),
        eb.and([eb("status", "=", "running"), eb("lease_expires_at", "<", now)]),
      ]),
    )
    .orderBy("run_at")
    .orderBy("id")
    .limit(1);
  if (dialect === "postgres") next = next.forUpdate().skipLocked();
  const row = await next.executeTakeFirst();
  if (!row) return undefined;
  return db
    .updateTable("jobs")
    .set((eb) => ({
      status: "running",
      lease_owner: owner,
      lease_expires_at: leaseUntil,
      attempts: eb("attempts", "+", 1),
      updated_at: now,
    }))
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirst();
}

/** Marks a job done, only if this owner still holds it. */
export async function completeJob(db: Kysely<Database>, id: string, owner: string, now: string): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ status: "done", finished_at: now, updated_at: now, lease_owner: null, lease_expires_at: null })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}

/** Records a failure: queued again at `retryAt`, or failed for good when attempts are used up. */
export async function failJob(
  db: Kysely<Database>,
  job: JobRow,
  owner: string,
  error: string,
  now: string,
  retryAt: string,
): Promise<void> {
  const exhausted = job.attempts >= job.max_attempts;
  await db
    .updateTable("jobs")
    .set({
      status: exhausted ? "failed" : "queued",
      run_at: exhausted ? job.run_at : retryAt,
      last_error: error.slice(0, 2000),
      finished_at: exhausted ? now : null,
      lease_owner: null,
      lease_expires_at: null,
      updated_at: now,
    })
    .where("id", "=", job.id)
    .where("lease_owner", "=", owner)
    .execute();
}
