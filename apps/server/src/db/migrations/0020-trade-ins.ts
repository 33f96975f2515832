import type { Kysely } from "kysely";

/**
 * Trade-ins toward a purchase (decision 050): one row per traded piece, beside its submission item,
 * with its lifecycle state, the amount offered and any revised amount, what the purchase made with
 * it used, and what the seller owes after answering a revised offer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("trade_ins")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("submission_id", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("designer", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("revised_amount_cents", "integer")
    .addColumn("applied_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("order_id", "text")
    .addColumn("arrive_by", "text")
    .addColumn("client_response", "text")
    .addColumn("due_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("payment_request_id", "text")
    .addColumn("store_credit_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("revision_reason", "text")
    .addColumn("authenticated_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("trade_ins_user_idx").on("trade_ins").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("trade_ins_state_idx").on("trade_ins").columns(["state", "updated_at"]).execute();
  await db.schema.createIndex("trade_ins_order_idx").on("trade_ins").column("order_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("trade_ins").execute();
}
