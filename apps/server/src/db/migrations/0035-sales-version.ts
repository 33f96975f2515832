import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * The sales' change stamp (issue 17, decision 095): one row whose `version` the database itself adds
 * one to on every write to `sales` (triggers: an insert, update or delete by the application, by
 * another process, by the seed or by a test's own SQL alike). The content module keeps the sales in
 * memory while the stamp has not moved; the cart reads the stamp inside the statement that reads the
 * cart, so a cart change no longer reads the sale itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sales_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addCheckConstraint("sales_version_one_row", sql`id = 1`)
    .execute();
  await sql`INSERT INTO sales_version (id, version) VALUES (1, 1)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`CREATE FUNCTION sales_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE sales_version SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END
    $$`.execute(db);
    await sql`CREATE TRIGGER sales_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales
      FOR EACH STATEMENT EXECUTE FUNCTION sales_version_bump()`.execute(db);
  } else {
    for (const event of ["INSERT", "UPDATE", "DELETE"]) {
      await sql.raw(`CREATE TRIGGER sales_version_after_${event.toLowerCase()} AFTER ${event} ON sales BEGIN UPDATE sales_version SET version = version + 1 WHERE id = 1; END`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP TRIGGER sales_version_bump ON sales`.execute(db);
    await sql`DROP FUNCTION sales_version_bump()`.execute(db);
  } else {
    for (const event of ["insert", "update", "delete"]) await sql.raw(`DROP TRIGGER sales_version_after_${event}`).execute(db);
  }
  await db.schema.dropTable("sales_version").execute();
}
