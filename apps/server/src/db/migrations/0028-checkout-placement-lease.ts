import type { Kysely } from "kysely";

/**
 * The placement lease of a checkout (decision 020, "two tabs completing one cart"): while one attempt
 * places the cart's order, `placing_key` names it and `placing_until` says when the lease lapses if
 * its process died. A second attempt waits for it before any payment call.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("checkouts").addColumn("placing_key", "text").execute();
  await db.schema.alterTable("checkouts").addColumn("placing_until", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("checkouts").dropColumn("placing_until").execute();
  await db.schema.alterTable("checkouts").dropColumn("placing_key").execute();
}
