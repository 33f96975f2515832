import type { Kysely, Selectable } from "kysely";
import type { Dialect } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { OutboxTable } from "./outbox.table.ts";

export type OutboxRow = Selectable<OutboxTable>;

export async function insertOutboxMessage(
  db: Kysely<Database>,
  message: { id: string; topic: string; payload: unknown; now: string },
): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      id: message.id,
      topic: message.topic,
      payload: JSON.stringify(message.payload),
      created_at: message.now,
      available_at: message.now,
      attempts: 0,
    })
    .execute();
}

/** Leases the oldest undelivered message that is due; SKIP LOCKED on PostgreSQL. */
export async function claimNextMessage(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: string,
  now: string,
  leaseUntil: string,
): Promise<OutboxRow | undefined> {
  let next = db
    .selectFrom("outbox")
    .select("id")
    .where("dispatched_at", "is", null)
    .where("available_at", "<=", now)
    .where((eb) => eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<", now)]))
    .orderBy("available_at")
    .orderBy("id")
    .limit(1);
  if (dialect === "postgres") next = next.forUpdate().skipLocked();
  const row = await next.executeTakeFirst();
  if (!row) return undefined;
  return db
    .updateTable("outbox")
    .set((eb) => ({ lease_owner: owner, lease_expires_at: leaseUntil, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirst();
}

export async function markDispatched(db: Kysely<Database>, id: string, owner: string, now: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ dispatched_at: now, lease_owner: null, lease_expires_at: null, last_error: null })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}

export async function markFailed(
  db: Kysely<Database>,
  id: string,
  owner: string,
  error: string,
  retryAt: string,
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ available_at: retryAt, last_error: error.slice(0, 2000), lease_owner: null, lease_expires_at: null })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}
