import type { Kysely } from "kysely";

/** The boutique a piece is on display in (null: sold online only, from the authentication centre). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").addColumn("store_handle", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("store_handle").execute();
}
