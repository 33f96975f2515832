import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ItemHoldTable } from "./inventory.table.ts";

export type ItemHoldRow = Selectable<ItemHoldTable>;

/**
 * Takes the hold on one item for `holder`: a conditional insert-or-update that writes a row only when
 * the item is free, already `holder`'s, or its hold lapsed. Returns whether the hold is now ours.
 */
export async function takeHold(db: Kysely<Database>, productId: string, holder: string, now: string, expiresAt: string): Promise<boolean> {
  const row = await db
    .insertInto("item_holds")
    .values({ product_id: productId, holder, expires_at: expiresAt, created_at: now })
    .onConflict((oc) =>
      oc
        .column("product_id")
        .doUpdateSet({ holder, expires_at: expiresAt, created_at: now })
        .where((eb) => eb.or([eb("item_holds.holder", "=", holder), eb("item_holds.expires_at", "<=", now)])),
    )
    .returning("product_id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function findHolds(db: Kysely<Database>, productIds: readonly string[]): Promise<ItemHoldRow[]> {
  if (productIds.length === 0) return [];
  return db.selectFrom("item_holds").selectAll().where("product_id", "in", productIds).execute();
}

/** Lets go of `holder`'s holds on these items (never someone else's). */
export async function releaseHolds(db: Kysely<Database>, productIds: readonly string[], holder: string): Promise<void> {
  if (productIds.length === 0) return;
  await db.deleteFrom("item_holds").where("product_id", "in", productIds).where("holder", "=", holder).execute();
}

/** Deletes every hold that lapsed by `now`; returns them. */
export async function deleteExpiredHolds(db: Kysely<Database>, now: string): Promise<Array<{ product_id: string; holder: string }>> {
  return db.deleteFrom("item_holds").where("expires_at", "<=", now).returning(["product_id", "holder"]).execute();
}

/** One of `holder`'s holds that is still live at `now` (the latest to lapse), if any. */
export async function findLiveHoldOf(db: Kysely<Database>, holder: string, now: string): Promise<ItemHoldRow | undefined> {
  return db.selectFrom("item_holds").selectAll().where("holder", "=", holder).where("expires_at", ">", now).orderBy("expires_at", "desc").limit(1).executeTakeFirst();
}
