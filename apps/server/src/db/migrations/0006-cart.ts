import { sql, type Kysely } from "kysely";

/**
 * Carts (storefront GraphQL): the cart under its unguessable token, its lines, the discount codes with
 * their usage counters and redemptions, and each signed-in user's last cart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("carts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("buyer_email", "text")
    .addColumn("buyer_country", "text")
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("attributes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("discount_codes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("gift_card_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("completed_order_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("carts_user_idx").on("carts").column("user_id").execute();

  await db.schema
    .createTable("cart_lines")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("cart_id", "text", (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('product', 'membership', 'shipping_protection', 'zero_cost')`))
    .addColumn("variant_id", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn("attributes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("selling_plan_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cart_lines_cart_idx").on("cart_lines").columns(["cart_id", "position"]).execute();

  await db.schema
    .createTable("discount_codes")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('fixed', 'percent')`))
    .addColumn("value", "integer", (c) => c.notNull().check(sql`value > 0`))
    .addColumn("min_subtotal_cents", "integer", (c) => c.notNull().defaultTo(0).check(sql`min_subtotal_cents >= 0`))
    .addColumn("usage_limit", "integer", (c) => c.check(sql`usage_limit is null or usage_limit >= 0`))
    .addColumn("used_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('active', 'disabled')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("discount_codes_percent_max", sql`kind <> 'percent' or value <= 100`)
    .addCheckConstraint("discount_codes_usage_bounds", sql`used_count >= 0 and (usage_limit is null or used_count <= usage_limit)`)
    .execute();

  await db.schema
    .createTable("discount_redemptions")
    .addColumn("code", "text", (c) => c.notNull().references("discount_codes.code").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("cart_id", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn("redeemed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("discount_redemptions_pk", ["code", "order_id"])
    .execute();

  await db.schema
    .createTable("last_carts")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("cart_id", "text", (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("checkout_url", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["last_carts", "discount_redemptions", "discount_codes", "cart_lines", "carts"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
