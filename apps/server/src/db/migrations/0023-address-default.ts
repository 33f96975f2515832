import { sql, type Kysely } from "kysely";

/**
 * The default saved address (decision 060): a flag on the address, at most one per user (a partial
 * unique index, on SQLite and PostgreSQL alike). Each user's newest address becomes their default.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("addresses").addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await sql`CREATE UNIQUE INDEX addresses_one_default_idx ON addresses (user_id) WHERE is_default = 1`.execute(db);
  await sql`
    UPDATE addresses SET is_default = 1
    WHERE id IN (
      SELECT a.id FROM addresses a
      WHERE NOT EXISTS (
        SELECT 1 FROM addresses b
        WHERE b.user_id = a.user_id AND (b.created_at > a.created_at OR (b.created_at = a.created_at AND b.id > a.id))
      )
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX addresses_one_default_idx`.execute(db);
  await db.schema.alterTable("addresses").dropColumn("is_default").execute();
}
