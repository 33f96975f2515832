import type { Kysely } from "kysely";

/**
 * Payment requests (decision 052): charges outside the cart that the customer pays by card on a
 * hosted page, each for one purpose and reference, with its lifecycle state and, once paid, the
 * gateway's reference and the key of the attempt that paid it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payment_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("return_path", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("payment_reference", "text")
    .addColumn("card_brand", "text")
    .addColumn("card_last4", "text")
    .addColumn("paid_key", "text")
    .addColumn("paid_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_requests_user_idx").on("payment_requests").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("payment_requests_purpose_idx").on("payment_requests").columns(["purpose", "reference"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payment_requests").execute();
}
