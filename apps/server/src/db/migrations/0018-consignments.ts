import { PostgresAdapter, sql, type Kysely } from "kysely";

const CREATED = "2026-01-01T00:00:00.000Z";

/**
 * Consignment (decisions 046, 047): each consigned piece with its lifecycle state, list and sale
 * price, pending earning and the return-shipping request of a delist; the price changes staff propose
 * to its consignor. The wallet ledger gains the `cash` account kind (a seller's cleared earnings) and
 * the system account those earnings are balanced against.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("consignments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("restrict"))
    .addColumn("product_id", "text", (c) => c.notNull().unique())
    .addColumn("submission_item_id", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("designer", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("estimate_cents", "integer")
    .addColumn("list_price_cents", "integer", (c) => c.check(sql`list_price_cents is null or list_price_cents > 0`))
    .addColumn("tier_key", "text")
    .addColumn("reached_listing", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("order_id", "text")
    .addColumn("sale_price_cents", "integer")
    .addColumn("commission_percent", "integer")
    .addColumn("incentive_cents", "integer")
    .addColumn("earning_cents", "integer", (c) => c.check(sql`earning_cents is null or earning_cents >= 0`))
    .addColumn("earning_clears_at", "text")
    .addColumn("return_address", "text")
    .addColumn("return_request_id", "text")
    .addColumn("return_checkout_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("consignments_user_idx").on("consignments").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("consignments_state_idx").on("consignments").columns(["state", "updated_at"]).execute();

  await db.schema
    .createTable("consignment_tweaks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("consignment_id", "text", (c) => c.notNull().references("consignments.id").onDelete("cascade"))
    .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn("previous_price_cents", "integer")
    .addColumn("note", "text")
    .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('proposed', 'accepted', 'declined', 'withdrawn')`))
    .addColumn("proposed_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("answered_at", "text")
    .execute();
  // At most one open proposal per consignment: a new one withdraws the old in the same transaction.
  await sql`create unique index consignment_tweaks_open_idx on consignment_tweaks (consignment_id) where state = 'proposed'`.execute(db);

  await allowCashAccounts(db);
  await db
    .insertInto("wallet_accounts")
    .values({ id: "wac_system_consignment_earnings", kind: "system", unit: "usd", created_at: CREATED, updated_at: CREATED })
    .execute();
}

const KINDS_BEFORE = "kind in ('gift_card', 'store_credit', 'points', 'system')";
const KINDS_AFTER = "kind in ('gift_card', 'store_credit', 'points', 'system', 'cash')";

/**
 * Widens `wallet_accounts.kind` to 'cash'. PostgreSQL replaces the column's CHECK; SQLite cannot alter a
 * CHECK, so the table is rebuilt with the same definition (the usual twelve-step way: foreign keys
 * off, copy, drop, rename, index, foreign keys checked and on again).
 */
async function allowCashAccounts(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table wallet_accounts drop constraint wallet_accounts_kind_check`.execute(db);
    await sql`alter table wallet_accounts add constraint wallet_accounts_kind_check check (${sql.raw(KINDS_AFTER)})`.execute(db);
    return;
  }
  const found = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'wallet_accounts'`.execute(db);
  const definition = found.rows[0]?.sql;
  if (!definition || !definition.includes(KINDS_BEFORE)) throw new Error("wallet_accounts is not as migration 0007 made it");
  const rebuilt = definition.replace(KINDS_BEFORE, KINDS_AFTER).replace(/create table\s+"?wallet_accounts"?/i, 'create table "wallet_accounts_next"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into wallet_accounts_next select * from wallet_accounts`.execute(db);
    await sql`drop table wallet_accounts`.execute(db);
    await sql`alter table wallet_accounts_next rename to wallet_accounts`.execute(db);
    await db.schema.createIndex("wallet_accounts_owner_idx").on("wallet_accounts").columns(["owner_user_id", "kind"]).execute();
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error("wallet_accounts rebuild left foreign keys unmatched");
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
