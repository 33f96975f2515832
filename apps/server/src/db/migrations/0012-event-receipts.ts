import type { Kysely } from "kysely";

/**
 * Receipts of domain events handled by once-only subscribers (decision 037): a subscriber's work
 * and its receipt commit together, so a redelivered event is recognised and skipped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("event_receipts")
    .addColumn("subscriber", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("event_name", "text", (c) => c.notNull())
    .addColumn("handled_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("event_receipts_pk", ["subscriber", "event_id"])
    .execute();
}
