import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { B2bCollectionTable } from "./b2b.table.ts";

export type B2bCollectionRow = Selectable<B2bCollectionTable>;

/** A user's collections, oldest first (the order they were made in). */
export async function findCollections(db: Kysely<Database>, userId: string): Promise<B2bCollectionRow[]> {
  return db.selectFrom("b2b_collections").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
}

/** One of the user's own collections; another user's id finds nothing. */
export async function findCollection(db: Kysely<Database>, userId: string, id: string): Promise<B2bCollectionRow | undefined> {
  return db.selectFrom("b2b_collections").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export async function insertCollection(db: Kysely<Database>, row: B2bCollectionRow): Promise<void> {
  await db.insertInto("b2b_collections").values(row).execute();
}

export async function deleteCollection(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("b2b_collections").where("id", "=", id).where("user_id", "=", userId).returning("id").executeTakeFirst();
  return deleted !== undefined;
}

/** Products of the given collections, newest first, as (collection, product, added) rows. */
export async function findCollectionItems(db: Kysely<Database>, collectionIds: readonly string[]) {
  if (collectionIds.length === 0) return [];
  return db
    .selectFrom("b2b_collection_items")
    .select(["collection_id", "product_id", "added_at"])
    .where("collection_id", "in", [...collectionIds])
    .orderBy("added_at", "desc")
    .orderBy("product_id", "desc")
    .execute();
}

/** Adds a product to a collection; adding it twice keeps one row. */
export async function insertCollectionItem(db: Kysely<Database>, collectionId: string, productId: string, addedAt: string): Promise<void> {
  await db
    .insertInto("b2b_collection_items")
    .values({ collection_id: collectionId, product_id: productId, added_at: addedAt })
    .onConflict((oc) => oc.columns(["collection_id", "product_id"]).doNothing())
    .execute();
}

export async function deleteCollectionItem(db: Kysely<Database>, collectionId: string, productId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom("b2b_collection_items")
    .where("collection_id", "=", collectionId)
    .where("product_id", "=", productId)
    .returning("product_id")
    .executeTakeFirst();
  return deleted !== undefined;
}
