import { sql, type Kysely, type Selectable } from "kysely";
import type { Dialect } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { ItemHoldTable } from "./inventory.table.ts";

export type ItemHoldRow = Selectable<ItemHoldTable>;

/** A hold just taken, and whom it was taken from (null: the piece was free). */
export interface TakenHold {
  previous: { holder: string; expires_at: string } | null;
}

/**
 * Takes the hold on one piece for `holder`, in one statement: a conditional insert-or-update that
 * writes a row only when the piece is on sale (`available`) and free, already `holder`'s, or its hold
 * lapsed. Returns the hold with whom it was taken from, or null when the piece could not be held.
 *
 * On PostgreSQL the piece's row is locked first (`FOR NO KEY UPDATE`, the lock the piece's own UPDATEs
 * take): a sale committing meanwhile (its UPDATE holds the row, and its hold's row goes with it) is
 * waited for and the piece read again, sold. Without it the statement's snapshot still saw the piece on
 * sale, the insert waited for the sold hold's row to go and then took a hold on a sold piece, whose
 * buyer was charged before the sale failed and the charge was refunded. A share lock is not enough: a
 * transaction that holds and then changes the piece (a consignor's delist) would deadlock with another
 * doing the same. Every writer takes the piece's row before its hold's, so no two wait on each other.
 * On SQLite the write transaction (BEGIN IMMEDIATE) already runs alone.
 */
export async function takeHold(db: Kysely<Database>, dialect: Dialect, productId: string, holder: string, now: string, expiresAt: string): Promise<TakenHold | null> {
  const lock = dialect === "postgres" ? sql` for no key update` : sql``;
  const row = await db
    .insertInto("item_holds")
    .columns(["product_id", "holder", "expires_at", "created_at", "previous_holder", "previous_expires_at"])
    // The piece's state is inventory's (decision 032): a piece sold, withdrawn or gone is never held.
    .expression(sql`select ${productId}, ${holder}, ${expiresAt}, ${now}, null, null where exists (select 1 from products where products.id = ${productId} and products.state = 'available'${lock})`)
    .onConflict((oc) =>
      oc
        .column("product_id")
        .doUpdateSet((eb) => ({
          previous_holder: eb.ref("item_holds.holder"),
          previous_expires_at: eb.ref("item_holds.expires_at"),
          holder,
          expires_at: expiresAt,
          created_at: now,
        }))
        .where((eb) => eb.or([eb("item_holds.holder", "=", holder), eb("item_holds.expires_at", "<=", now)])),
    )
    .returning(["previous_holder", "previous_expires_at"])
    .executeTakeFirst();
  if (!row) return null;
  return { previous: row.previous_holder !== null && row.previous_expires_at !== null ? { holder: row.previous_holder, expires_at: row.previous_expires_at } : null };
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
