import { sql, type Kysely } from "kysely";

/**
 * The hosted checkout and orders: one-of-a-kind item holds, the checkout of each cart, orders and
 * their lines, and the addresses users save. Money is integer cents that CHECK constraints keep at
 * zero or above; addresses travel as JSON text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("item_holds")
    .addColumn("product_id", "text", (c) => c.primaryKey().references("products.id").onDelete("cascade"))
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("item_holds_expires_idx").on("item_holds").column("expires_at").execute();

  await db.schema
    .createTable("checkouts")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("email", "text")
    .addColumn("shipping_address", "text")
    .addColumn("shipping_address_id", "text")
    .addColumn("shipping_method", "text")
    .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('open', 'completed')`))
    .addColumn("order_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("cart_token", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("access_key_hash", "text")
    .addColumn("subtotal_cents", "integer", (c) => c.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn("discounts_cents", "integer", (c) => c.notNull().check(sql`discounts_cents >= 0`))
    .addColumn("points_cents", "integer", (c) => c.notNull().check(sql`points_cents >= 0`))
    .addColumn("gift_cards_cents", "integer", (c) => c.notNull().check(sql`gift_cards_cents >= 0`))
    .addColumn("shipping_protection_cents", "integer", (c) => c.notNull().check(sql`shipping_protection_cents >= 0`))
    .addColumn("shipping_cents", "integer", (c) => c.notNull().check(sql`shipping_cents >= 0`))
    .addColumn("total_cents", "integer", (c) => c.notNull().check(sql`total_cents >= 0`))
    // Null when nothing travels (a membership on its own).
    .addColumn("shipping_address", "text")
    .addColumn("shipping_method", "text")
    .addColumn("discount_codes", "text", (c) => c.notNull())
    .addColumn("wallet_holds", "text", (c) => c.notNull())
    .addColumn("payment_reference", "text")
    .addColumn("payment_status", "text", (c) => c.notNull().check(sql`payment_status in ('none', 'authorized', 'captured', 'voided')`))
    .addColumn("payment_brand", "text")
    .addColumn("payment_last4", "text")
    .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('placed', 'paid', 'fulfilled', 'shipped', 'delivered', 'cancelled')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_user_created_idx").on("orders").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("order_lines")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("variant_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("vendor", "text", (c) => c.notNull())
    .addColumn("image_url", "text")
    .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint("order_lines_pk", ["order_id", "position"])
    .execute();
  await db.schema.createIndex("order_lines_product_idx").on("order_lines").column("product_id").execute();

  await db.schema
    .createTable("addresses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("address1", "text", (c) => c.notNull())
    .addColumn("address2", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("province", "text", (c) => c.notNull())
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("country_code", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("addresses_user_idx").on("addresses").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["addresses", "order_lines", "orders", "checkouts", "item_holds"]) await db.schema.dropTable(table).execute();
}
