import { sql, type Kysely } from "kysely";

/**
 * The seller's catalog (`sell_skus`: designer, model, style and size, each with the handle its level is
 * chosen by) and Maison's past sales the offer engine prices from (`sale_records`; decision 040).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sell_skus")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("designer", "text", (c) => c.notNull())
    .addColumn("designer_handle", "text", (c) => c.notNull())
    .addColumn("item_type", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("model_handle", "text", (c) => c.notNull())
    .addColumn("style", "text", (c) => c.notNull())
    .addColumn("style_handle", "text", (c) => c.notNull())
    .addColumn("size", "text")
    .addColumn("size_handle", "text")
    .addColumn("is_exotic", "integer", (c) => c.notNull().check(sql`is_exotic in (0, 1)`))
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sell_skus_levels_idx")
    .on("sell_skus")
    .columns(["category", "designer_handle", "model_handle", "style_handle", "size_handle"])
    .execute();

  await db.schema
    .createTable("sale_records")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) => c.unique())
    .addColumn("sku_code", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("designer", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("item_type", "text", (c) => c.notNull())
    .addColumn("model", "text")
    .addColumn("style", "text")
    .addColumn("size", "text")
    .addColumn("condition", "text", (c) => c.notNull())
    .addColumn("color", "text")
    .addColumn("accessories", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn("sold_at", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('history', 'order')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sale_records_designer_idx").on("sale_records").columns(["designer", "category", "sold_at"]).execute();
}
