import { sql, type Kysely } from "kysely";

/** The Clair Report's sale facts (`resale_sales`, decision 068): one row per piece sold, with its retail and listing date. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("resale_sales")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) => c.unique())
    .addColumn("designer", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("retail_cents", "integer", (c) => c.notNull().check(sql`retail_cents > 0`))
    .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn("listed_at", "text", (c) => c.notNull())
    .addColumn("sold_at", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('history', 'order')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("resale_sales_sold_at_idx").on("resale_sales").column("sold_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("resale_sales").execute();
}
