import { sql, type Kysely } from "kysely";

/**
 * The intent of each attempt to place a cart's order (issue 18, decision 075): written in its own
 * transaction with the attempt's item and wallet holds, before the gateway is asked, so that a retry
 * of the cart and the hold-expiry job find an authorisation whose attempt died before recording it,
 * and void it or carry it on to the order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payment_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("cart_token", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    // The key the gateway authorises under; null when the order costs nothing on a card.
    .addColumn("payment_key", "text")
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn("source_fingerprint", "text")
    .addColumn("save_payment_method", "integer", (c) => c.notNull())
    .addColumn("wallet_holds", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('open', 'placed', 'failed', 'abandoned')`))
    .addColumn("order_id", "text")
    .addColumn("reused_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("settled_at", "text")
    .execute();
  await db.schema.createIndex("payment_attempts_cart_idx").on("payment_attempts").columns(["cart_token", "settled_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payment_attempts").execute();
}
