import { sql, type Kysely } from "kysely";

/** Loans against a piece (decision 048): one row per loan, its terms and its lifecycle state. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("loans")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("open_slot", "integer")
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("designer", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("style", "text", (c) => c.notNull())
    .addColumn("size", "text")
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("tier", "text", (c) => c.notNull())
    .addColumn("appraised_value_cents", "integer", (c) => c.notNull())
    .addColumn("share_percent", "integer", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sqlPositive("amount_cents")))
    .addColumn("fee_cents", "integer", (c) => c.notNull())
    .addColumn("address_id", "text")
    .addColumn("ships_from", "text", (c) => c.notNull())
    .addColumn("inbound_tracking_number", "text", (c) => c.notNull())
    .addColumn("return_tracking_number", "text")
    .addColumn("product_id", "text")
    .addColumn("payout_id", "text")
    .addColumn("payment_request_id", "text")
    .addColumn("due_at", "text")
    .addColumn("forfeit_at", "text")
    .addColumn("funded_at", "text")
    .addColumn("repaid_at", "text")
    .addColumn("returned_at", "text")
    .addColumn("forfeited_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("loans_user_idx").on("loans").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("loans_state_idx").on("loans").columns(["state", "created_at"]).execute();
  await db.schema.createIndex("loans_open_slot_unique").on("loans").columns(["user_id", "open_slot"]).unique().execute();
}

const sqlPositive = (column: string) => sql`${sql.ref(column)} > 0`;

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("loans").execute();
}
