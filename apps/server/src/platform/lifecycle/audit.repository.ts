import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { AuditEventTable } from "./audit.table.ts";

export type AuditEventRow = Selectable<AuditEventTable>;

export async function insertAuditEvent(db: Kysely<Database>, row: AuditEventRow): Promise<void> {
  await db.insertInto("audit_events").values(row).execute();
}

/** A subject's whole timeline, oldest first. */
export async function auditTrailOf(db: Kysely<Database>, subjectType: string, subjectIds: readonly string[]): Promise<AuditEventRow[]> {
  if (subjectIds.length === 0) return [];
  return db
    .selectFrom("audit_events")
    .selectAll()
    .where("subject_type", "=", subjectType)
    .where("subject_id", "in", subjectIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
