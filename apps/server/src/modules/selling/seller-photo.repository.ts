import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { SellerPhotoRow } from "./selling.table.ts";

type Executor = Kysely<Database>;

export async function insertSellerPhoto(db: Executor, row: { key: string; user_id: string; width: number; height: number; created_at: string }): Promise<void> {
  await db.insertInto("seller_photos").values({ ...row, item_id: null, photo_set_id: null }).execute();
}

/**
 * Attaches the user's own, not yet attached photos to an item or a photo set, in the order given.
 * Returns the keys it could not attach (not the user's, unknown, or already used elsewhere).
 */
export async function attachSellerPhotos(db: Executor, userId: string, keys: readonly string[], to: { itemId: string } | { photoSetId: string }): Promise<string[]> {
  const refused: string[] = [];
  for (const [position, key] of keys.entries()) {
    const result = await db
      .updateTable("seller_photos")
      .set({ ...("itemId" in to ? { item_id: to.itemId } : { photo_set_id: to.photoSetId }), position })
      .where("key", "=", key)
      .where("user_id", "=", userId)
      .where("item_id", "is", null)
      .where("photo_set_id", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) refused.push(key);
  }
  return refused;
}

export async function findPhotosOfItems(db: Executor, itemIds: readonly string[]): Promise<SellerPhotoRow[]> {
  if (itemIds.length === 0) return [];
  return db.selectFrom("seller_photos").selectAll().where("item_id", "in", itemIds).orderBy("position").execute();
}

export async function findPhotosOfSets(db: Executor, setIds: readonly string[]): Promise<SellerPhotoRow[]> {
  if (setIds.length === 0) return [];
  return db.selectFrom("seller_photos").selectAll().where("photo_set_id", "in", setIds).orderBy("position").execute();
}

/** Forgets an upload no item or photo set took; true when it was still unattached (and is now gone). */
export async function deleteUnattachedSellerPhoto(db: Executor, key: string): Promise<boolean> {
  const result = await db.deleteFrom("seller_photos").where("key", "=", key).where("item_id", "is", null).where("photo_set_id", "is", null).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
