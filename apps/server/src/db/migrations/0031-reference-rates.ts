import type { Kysely } from "kysely";

/** Reference rates (`reference_rates`, decision 063): units of a currency per US dollar, with the day and source. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("reference_rates")
    .addColumn("currency", "text", (c) => c.primaryKey())
    .addColumn("units_per_usd", "text", (c) => c.notNull())
    .addColumn("as_of", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reference_rates").execute();
}
