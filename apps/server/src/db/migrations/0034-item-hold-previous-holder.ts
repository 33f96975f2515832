import type { Kysely } from "kysely";

/**
 * Each item hold keeps whom it was taken from (issue 17): the hold's one upsert returns the earlier
 * holder and when its hold lapsed, which the audit trail needs (a first `take`, or a `retake` of a
 * lapsed hold), so the checkout no longer reads the pieces and their holds before taking them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("item_holds").addColumn("previous_holder", "text").execute();
  await db.schema.alterTable("item_holds").addColumn("previous_expires_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("item_holds").dropColumn("previous_expires_at").execute();
  await db.schema.alterTable("item_holds").dropColumn("previous_holder").execute();
}
