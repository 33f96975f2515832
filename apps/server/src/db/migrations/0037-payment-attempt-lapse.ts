import { sql, type Kysely } from "kysely";

/**
 * When an attempt's item holds lapse (issue 17, decision 098): written with the attempt's intent, so
 * that the checkout's recurring sweep finds the attempts left unsettled past it, instead of a job
 * enqueued per attempt. Attempts written before this column keep their hold-expiry job (null here).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payment_attempts").addColumn("hold_expires_at", "text").execute();
  await db.schema
    .createIndex("payment_attempts_unsettled_idx")
    .on("payment_attempts")
    .column("hold_expires_at")
    .where(sql.ref("settled_at"), "is", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payment_attempts_unsettled_idx").execute();
  await db.schema.alterTable("payment_attempts").dropColumn("hold_expires_at").execute();
}
