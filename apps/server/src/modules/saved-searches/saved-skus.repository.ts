import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { SavedSkuTable } from "./saved-searches.table.ts";

export type SavedSkuRow = Selectable<SavedSkuTable>;

/** A user's saved skus, newest first. */
export async function findSavedSkus(db: Kysely<Database>, userId: string): Promise<SavedSkuRow[]> {
  return db.selectFrom("saved_skus").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export async function countSavedSkus(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("saved_skus")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findSavedSku(db: Kysely<Database>, userId: string, skuId: string): Promise<SavedSkuRow | undefined> {
  return db.selectFrom("saved_skus").selectAll().where("user_id", "=", userId).where("sku_id", "=", skuId).executeTakeFirst();
}

/** Inserts unless the user already saved this sku; returns whether a row was written. */
export async function insertSavedSku(db: Kysely<Database>, row: SavedSkuRow): Promise<boolean> {
  const inserted = await db
    .insertInto("saved_skus")
    .values(row)
    .onConflict((oc) => oc.columns(["user_id", "sku_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Deletes one of the user's own saved skus; returns whether there was one. */
export async function deleteSavedSku(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("saved_skus").where("id", "=", id).where("user_id", "=", userId).returning("id").executeTakeFirst();
  return deleted !== undefined;
}
