import type { Kysely } from "kysely";

/**
 * Favorites and the account's own lists: favorites (and their share links), B2B favorites
 * collections, saved searches, saved skus, recently viewed products and the saved For You filters.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("favorites")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favorites_pk", ["user_id", "product_id"])
    .execute();
  await db.schema.createIndex("favorites_user_created_idx").on("favorites").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("favorites_product_idx").on("favorites").column("product_id").execute();

  await db.schema
    .createTable("favorite_shares")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("b2b_collections")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("b2b_collections_user_name_key", ["user_id", "name_key"])
    .execute();

  await db.schema
    .createTable("b2b_collection_items")
    .addColumn("collection_id", "text", (c) => c.notNull().references("b2b_collections.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("added_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("b2b_collection_items_pk", ["collection_id", "product_id"])
    .execute();

  await db.schema
    .createTable("saved_searches")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("bc_url", "text", (c) => c.notNull())
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("saved_searches_user_url_key", ["user_id", "bc_url"])
    .execute();

  await db.schema
    .createTable("saved_skus")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("sku_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("saved_skus_user_sku_key", ["user_id", "sku_id"])
    .execute();

  await db.schema
    .createTable("recently_viewed")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("viewed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("recently_viewed_pk", ["user_id", "product_id"])
    .execute();
  await db.schema.createIndex("recently_viewed_user_time_idx").on("recently_viewed").columns(["user_id", "viewed_at"]).execute();

  await db.schema
    .createTable("for_you_filters")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("designers", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("categories", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("colors", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("conditions", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "for_you_filters", "recently_viewed", "saved_skus", "saved_searches", "b2b_collection_items",
    "b2b_collections", "favorite_shares", "favorites",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
