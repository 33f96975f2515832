import { sql, type Kysely } from "kysely";

/**
 * Membership billing (decisions 025, 026). `memberships` (0001) keeps the status every session reads;
 * `membership_subscriptions` holds one subscription's billing beside its membership row (same id);
 * `membership_ledger` is every contribution, bonus, forfeit and refund with the wallet movement it
 * made (one row per key, so a retried charge credits once). The test gateway keeps saved cards and
 * refunds; an authorisation can never be refunded above what it captured.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("membership_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey().references("memberships.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("payment_type", "text", (c) => c.notNull().check(sql`payment_type in ('monthly', 'yearly', 'daily', 'one_off')`))
    .addColumn("next_charge_at", "text")
    .addColumn("anchor_day", "integer", (c) => c.notNull().check(sql`anchor_day between 1 and 31`))
    .addColumn("cycle_index", "integer", (c) => c.notNull().defaultTo(0).check(sql`cycle_index >= 0`))
    .addColumn("skip_next", "integer", (c) => c.notNull().defaultTo(0).check(sql`skip_next in (0, 1)`))
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0).check(sql`failed_attempts >= 0`))
    .addColumn("rewards_account_id", "text")
    .addColumn("payment_method_id", "text")
    .addColumn("payment_brand", "text")
    .addColumn("payment_last4", "text")
    .addColumn("source_order_id", "text", (c) => c.unique())
    .addColumn("cancelled_at", "text")
    .addColumn("cancellation_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("membership_subscriptions_due_idx").on("membership_subscriptions").column("next_charge_at").execute();
  await db.schema.createIndex("membership_subscriptions_user_idx").on("membership_subscriptions").column("user_id").execute();

  await db.schema
    .createTable("membership_ledger")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("membership_id", "text", (c) => c.notNull().references("memberships.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('contribution', 'bonus', 'forfeit', 'refund')`))
    .addColumn("cycle_index", "integer")
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn("payment_reference", "text")
    .addColumn("wallet_transaction_key", "text")
    .addColumn("refunded_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("membership_ledger_refund_bound", sql`refunded_cents >= 0 and refunded_cents <= amount_cents`)
    .execute();
  await db.schema.createIndex("membership_ledger_user_idx").on("membership_ledger").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("membership_ledger_membership_idx").on("membership_ledger").columns(["membership_id", "kind"]).execute();

  await db.schema
    .createTable("payment_methods")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("last4", "text", (c) => c.notNull())
    .addColumn("charge_decline_code", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("payment_refunds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("authorization_id", "text", (c) => c.notNull().references("payment_authorizations.id"))
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("payment_authorizations")
    .addColumn("refunded_cents", "integer", (c) => c.notNull().defaultTo(0).check(sql`refunded_cents >= 0`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payment_authorizations").dropColumn("refunded_cents").execute();
  for (const table of ["payment_refunds", "payment_methods", "membership_ledger", "membership_subscriptions"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
