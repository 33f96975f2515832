import type { Kysely } from "kysely";

const CREATED = "2026-01-01T00:00:00.000Z";

/**
 * The wallet's cash-out (decision 053) and its two-factor codes (decision 054): one row per cash-out
 * with its lifecycle state and the ledger hold that keeps its amount; the 4-digit codes (hashed) by
 * token; the users blocked after too many wrong codes. Two system accounts: where cashed-out money goes,
 * and the other side of staff adjustments.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("wallet_cash_outs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("profile_id", "text", (c) => c.notNull())
    .addColumn("profile_label", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("hold_id", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("payout_id", "text")
    .addColumn("failure_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("wallet_cash_outs_user_idx").on("wallet_cash_outs").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("wallet_cash_outs_state_idx").on("wallet_cash_outs").columns(["state", "created_at"]).execute();
  await db.schema
    .createTable("wallet_two_factor_codes")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("verified_at", "text")
    .addColumn("spent_at", "text")
    .execute();
  await db.schema.createIndex("wallet_two_factor_codes_user_idx").on("wallet_two_factor_codes").columns(["user_id", "created_at"]).execute();
  await db.schema
    .createTable("wallet_two_factor_blocks")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("blocked_until", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("wallet_accounts")
    .values([
      { id: "wac_system_cash_outs", kind: "system", unit: "usd", created_at: CREATED, updated_at: CREATED },
      { id: "wac_system_adjustments", kind: "system", unit: "usd", created_at: CREATED, updated_at: CREATED },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("wallet_accounts").where("id", "in", ["wac_system_cash_outs", "wac_system_adjustments"]).execute();
  await db.schema.dropTable("wallet_two_factor_blocks").execute();
  await db.schema.dropTable("wallet_two_factor_codes").execute();
  await db.schema.dropTable("wallet_cash_outs").execute();
}
