import type { Kysely } from "kysely";

/**
 * Returns (decision 056): a return per request with its lifecycle state, fee, refund and split; its
 * pieces, each claimed once per order while the return stands; the per-order refund total that
 * serialises refunds of one order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("returns")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("order_number", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("refund_to", "text", (c) => c.notNull())
    .addColumn("fee_cents", "integer", (c) => c.notNull())
    .addColumn("refund_cents", "integer", (c) => c.notNull())
    .addColumn("split", "text", (c) => c.notNull())
    .addColumn("tracking_number", "text", (c) => c.notNull())
    .addColumn("card_refunded_at", "text")
    .addColumn("rejection_reason", "text")
    .addColumn("refunded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("returns_order_idx").on("returns").column("order_id").execute();
  await db.schema.createIndex("returns_state_idx").on("returns").columns(["state", "updated_at"]).execute();
  await db.schema
    .createTable("return_items")
    .addColumn("return_id", "text", (c) => c.notNull().references("returns.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("vendor", "text", (c) => c.notNull())
    .addColumn("image_url", "text")
    .addColumn("paid_cents", "integer", (c) => c.notNull())
    .addColumn("tax_cents", "integer", (c) => c.notNull())
    .addColumn("fee_cents", "integer", (c) => c.notNull())
    .addColumn("refund_cents", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("claim", "text", (c) => c.unique())
    .addPrimaryKeyConstraint("return_items_pk", ["return_id", "product_id"])
    .execute();
  await db.schema
    .createTable("return_order_totals")
    .addColumn("order_id", "text", (c) => c.primaryKey())
    .addColumn("refunded_cents", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("return_order_totals").execute();
  await db.schema.dropTable("return_items").execute();
  await db.schema.dropTable("returns").execute();
}
