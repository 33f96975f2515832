import type { Kysely } from "kysely";

/**
 * How sellers are paid (decision 043): their payout profiles (a bank account for ACH, a check
 * address, site credit) with the preferred one, each payout with its lifecycle, and the built-in test
 * provider's recipients and transfers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payout_profiles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider_type", "text", (c) => c.notNull())
    .addColumn("holder_name", "text")
    .addColumn("bank_name", "text")
    .addColumn("account_type", "text")
    .addColumn("account_last4", "text")
    .addColumn("recipient_token", "text")
    .addColumn("check_address", "text")
    .addColumn("is_preferred", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_preferred_for_wallet", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("deleted_at", "text")
    .execute();
  await db.schema.createIndex("payout_profiles_user_idx").on("payout_profiles").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("payouts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("profile_id", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("provider_reference", "text")
    .addColumn("failure_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payouts_user_idx").on("payouts").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("test_payout_recipients")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("routing_number", "text", (c) => c.notNull())
    .addColumn("account_last4", "text", (c) => c.notNull())
    .addColumn("account_fingerprint", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("test_payout_transfers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("failure_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["test_payout_transfers", "test_payout_recipients", "payouts", "payout_profiles"]) await db.schema.dropTable(table).execute();
}
