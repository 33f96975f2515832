import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { AuditEventTable } from "./audit.table.ts";

export type AuditEventRow = Selectable<AuditEventTable>;

export async function insertAuditEvent(db: Kysely<Database>, row: AuditEventRow): Promise<void> {
  await db.insertInto("audit_events").values(row).execute();
}

/**
 * The latest `limit` entries of one subject's timeline across its subject types (a piece's own
 * transitions and its holds), oldest first, with how many the timeline holds in all: one statement,
 * whose cost follows the page, not the history. The page's ids and the count come from the subject
 * index alone (subject type, subject, time, id: migration 0038); only the page's rows are read.
 */
export async function latestAuditTrailOf(db: Kysely<Database>, subjectTypes: readonly string[], subjectId: string, limit: number): Promise<{ rows: AuditEventRow[]; total: number }> {
  const ofSubject = () => db.selectFrom("audit_events").where("subject_type", "in", subjectTypes).where("subject_id", "=", subjectId);
  const found = await db
    .selectFrom("audit_events")
    .selectAll()
    .select(() => ofSubject().select((eb) => eb.fn.countAll<number | string>().as("n")).as("trail_total"))
    .where("id", "in", ofSubject().select("id").orderBy("created_at", "desc").orderBy("id", "desc").limit(limit))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const total = found.length === 0 ? 0 : Number(found[0]!.trail_total);
  const rows = found.map(({ trail_total: _total, ...row }) => row).reverse();
  return { rows, total };
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
