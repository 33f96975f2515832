import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { LeaseQueueTable } from "../queue/lease-queue.repository.ts";
import type { OutboxTable } from "./outbox.table.ts";

export type OutboxRow = Selectable<OutboxTable>;

/** The row of a new message, due now. */
export function outboxMessageRow(message: { id: string; topic: string; payload: unknown; now: string }) {
  return { id: message.id, topic: message.topic, payload: JSON.stringify(message.payload), created_at: message.now, available_at: message.now, attempts: 0 };
}

export async function insertOutboxMessage(
  db: Kysely<Database>,
  message: { id: string; topic: string; payload: unknown; now: string },
): Promise<void> {
  await db.insertInto("outbox").values(outboxMessageRow(message)).execute();
}

/**
 * `outbox` as a lease queue: an undelivered message is due at `available_at` unless a live lease
 * holds it; a delivered one keeps `dispatched_at`; a failure makes it due again later, without limit
 * (a committed effect is never given up).
 */
export const OUTBOX_QUEUE: LeaseQueueTable<"outbox"> = {
  table: "outbox",
  claimable: (eb, now) =>
    eb.and([
      eb("dispatched_at", "is", null),
      eb("available_at", "<=", now),
      eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<", now)]),
    ]),
  dueColumn: "available_at",
  onClaim: () => ({}),
  onComplete: (now) => ({ dispatched_at: now, last_error: null }),
  onFail: (_message, error, _now, retryAt) => ({ available_at: retryAt, last_error: error }),
};
