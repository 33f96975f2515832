import { sql, type Kysely } from "kysely";

const SYSTEM_ACCOUNT_IDS = [
  "wac_system_gift_card_issuance",
  "wac_system_store_credit_issuance",
  "wac_system_points_issuance",
  "wac_system_sales",
  "wac_system_points_redemption",
];

/**
 * The money primitives: the wallet ledger (accounts, transactions, entries), the test gateway's
 * authorisations and the Idempotency-Key store. Balances of card and points accounts can never go
 * negative and holds never exceed them: the CHECK constraints refuse it whatever the code does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("wallet_accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('gift_card', 'store_credit', 'points', 'system')`))
    .addColumn("owner_user_id", "text", (c) => c.references("users.id").onDelete("restrict"))
    .addColumn("purpose", "text", (c) => c.check(sql`purpose in ('wallet', 'rewards', 'credit')`))
    .addColumn("code_hash", "text", (c) => c.unique())
    .addColumn("code_sealed", "text")
    .addColumn("last_characters", "text")
    .addColumn("gift_for_you", "integer", (c) => c.notNull().defaultTo(0).check(sql`gift_for_you in (0, 1)`))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active").check(sql`status in ('active', 'expired', 'disabled')`))
    .addColumn("unit", "text", (c) => c.notNull().check(sql`unit in ('usd', 'points')`))
    .addColumn("posted_balance", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("held_amount", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint(
      "wallet_accounts_guarded_balance",
      sql`kind = 'system' or (posted_balance >= 0 and held_amount >= 0 and held_amount <= posted_balance)`,
    )
    .execute();
  await db.schema.createIndex("wallet_accounts_owner_idx").on("wallet_accounts").columns(["owner_user_id", "kind"]).execute();

  await db.schema
    .createTable("wallet_transactions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('issue', 'credit', 'spend')`))
    .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('pending', 'posted', 'voided')`))
    .addColumn("account_id", "text", (c) => c.notNull().references("wallet_accounts.id"))
    .addColumn("amount", "bigint", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("posted_at", "text")
    .addColumn("voided_at", "text")
    .execute();
  await db.schema.createIndex("wallet_transactions_account_idx").on("wallet_transactions").columns(["account_id", "state"]).execute();

  await db.schema
    .createTable("wallet_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("transaction_id", "text", (c) => c.notNull().references("wallet_transactions.id"))
    .addColumn("account_id", "text", (c) => c.notNull().references("wallet_accounts.id"))
    .addColumn("amount", "bigint", (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("wallet_entries_transaction_idx").on("wallet_entries").column("transaction_id").execute();
  await db.schema.createIndex("wallet_entries_account_idx").on("wallet_entries").column("account_id").execute();

  const created = "2026-01-01T00:00:00.000Z";
  await db
    .insertInto("wallet_accounts")
    .values(
      SYSTEM_ACCOUNT_IDS.map((id) => ({
        id,
        kind: "system",
        unit: id.includes("points") ? "points" : "usd",
        created_at: created,
        updated_at: created,
      })),
    )
    .execute();

  await db.schema
    .createTable("payment_authorizations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("amount_cents", "bigint", (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('authorized', 'captured', 'voided', 'declined')`))
    .addColumn("brand", "text")
    .addColumn("last4", "text")
    .addColumn("decline_code", "text")
    .addColumn("decline_message", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("captured_at", "text")
    .addColumn("voided_at", "text")
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('in_progress', 'completed')`))
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("lease_expires_at", "text", (c) => c.notNull())
    .addColumn("response_status", "integer")
    .addColumn("response_body", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["scope", "key"])
    .execute();
  await db.schema.createIndex("idempotency_keys_created_idx").on("idempotency_keys").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["idempotency_keys", "payment_authorizations", "wallet_entries", "wallet_transactions", "wallet_accounts"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
