import type { Kysely } from "kysely";

/**
 * A subject's timeline in its shown order from the index alone (issue 17, decision 096's read): the
 * subject index gains the audit row's id, the timeline's tie-break, so the latest page's ids and the
 * timeline's count are read from the index without touching the rows of a long history. It replaces
 * the index without the id (same columns first, so every query that used it uses this one).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("audit_events_subject_order_idx").on("audit_events").columns(["subject_type", "subject_id", "created_at", "id"]).execute();
  await db.schema.dropIndex("audit_events_subject_idx").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("audit_events_subject_idx").on("audit_events").columns(["subject_type", "subject_id", "created_at"]).execute();
  await db.schema.dropIndex("audit_events_subject_order_idx").execute();
}
