import { sql, type Kysely } from "kysely";

/** Catalog, accounts, jobs and outbox: the tables everything else builds on. Portable SQL only. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("designers")
    .addColumn("handle", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("collections")
    .addColumn("handle", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("rule_kind", "text", (c) => c.notNull())
    .addColumn("rule_value", "text")
    .addColumn("default_sort", "text", (c) => c.notNull())
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("handle", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("vendor", "text", (c) => c.notNull())
    .addColumn("vendor_handle", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("item_type", "text", (c) => c.notNull())
    .addColumn("model", "text")
    .addColumn("style", "text")
    .addColumn("item_size", "text")
    .addColumn("condition", "text", (c) => c.notNull())
    .addColumn("colors", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("exterior_material", "text")
    .addColumn("interior_material", "text")
    .addColumn("is_exotic", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("gender", "text", (c) => c.notNull().defaultTo("women"))
    .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn("original_price_cents", "integer")
    .addColumn("estimated_retail_cents", "integer")
    .addColumn("sku", "text", (c) => c.notNull().unique())
    .addColumn("variant_id", "text", (c) => c.notNull().unique())
    .addColumn("state", "text", (c) => c.notNull().defaultTo("available"))
    .addColumn("favorites_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("first_look_ends_at", "text")
    // Whole tenths of a percent below estimated retail, kept by the database for the "% off retail" sort.
    .addColumn("percent_off_retail", "integer", (c) =>
      c
        .generatedAlwaysAs(
          sql`case when estimated_retail_cents > price_cents then cast((cast(estimated_retail_cents as bigint) - price_cents) * 1000 / estimated_retail_cents as integer) else 0 end`,
        )
        .stored(),
    )
    .execute();
  // List pages filter on state and sort by one column: each index leads with the collection's key
  // and the sort, and carries id (tie-break) and state, so a page is read from the index alone.
  for (const sort of ["published_at", "price_cents", "favorites_count", "percent_off_retail"]) {
    await db.schema.createIndex(`products_${sort}_idx`).on("products").columns([sort, "id", "state"]).execute();
    await db.schema
      .createIndex(`products_category_${sort}_idx`)
      .on("products")
      .columns(["category", sort, "id", "state"])
      .execute();
  }
  await db.schema
    .createIndex("products_vendor_published_at_idx")
    .on("products")
    .columns(["vendor_handle", "published_at", "id", "state"])
    .execute();
  await db.schema.createIndex("products_updated_at_idx").on("products").column("updated_at").execute();

  await db.schema
    .createTable("product_tags")
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("tag", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_tags_pk", ["product_id", "tag"])
    .execute();
  await db.schema.createIndex("product_tags_tag_idx").on("product_tags").columns(["tag", "product_id"]).execute();

  await db.schema
    .createTable("product_details")
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("section", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_details_pk", ["product_id", "key"])
    .execute();

  await db.schema
    .createTable("product_images")
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("product_images_pk", ["product_id", "position"])
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("first_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("is_b2b", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_partner", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_staff", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("memberships")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("plan_amount_cents", "integer", (c) => c.notNull())
    .addColumn("billing_cycle", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("memberships_user_idx").on("memberships").column("user_id").execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull().defaultTo(5))
    .addColumn("lease_owner", "text")
    .addColumn("lease_expires_at", "text")
    .addColumn("last_error", "text")
    .addColumn("unique_key", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("jobs_due_idx").on("jobs").columns(["status", "run_at"]).execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("available_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lease_owner", "text")
    .addColumn("lease_expires_at", "text")
    .addColumn("dispatched_at", "text")
    .addColumn("last_error", "text")
    .execute();
  await db.schema.createIndex("outbox_pending_idx").on("outbox").columns(["dispatched_at", "available_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "outbox", "jobs", "memberships", "users", "product_images", "product_details", "product_tags",
    "products", "collections", "designers",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
