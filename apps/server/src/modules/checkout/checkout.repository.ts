import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { CheckoutTable } from "./checkout.table.ts";

export type CheckoutRow = Selectable<CheckoutTable>;

export async function findCheckout(db: Kysely<Database>, token: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom("checkouts").selectAll().where("token", "=", token).executeTakeFirst();
}

/** Creates the checkout of a cart on first use; another request creating it at once is fine. */
export async function ensureCheckout(db: Kysely<Database>, token: string, now: string): Promise<void> {
  await db
    .insertInto("checkouts")
    .values({ token, email: null, shipping_address: null, shipping_address_id: null, shipping_method: null, state: "open", order_id: null, placing_key: null, placing_until: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("token").doNothing())
    .execute();
}

/** Changes an open checkout; a completed one takes no more changes (returns false). */
export async function updateOpenCheckout(
  db: Kysely<Database>,
  token: string,
  changes: Partial<Pick<CheckoutRow, "email" | "shipping_address" | "shipping_address_id" | "shipping_method">>,
  now: string,
): Promise<boolean> {
  const row = await db
    .updateTable("checkouts")
    .set({ ...changes, updated_at: now })
    .where("token", "=", token)
    .where("state", "=", "open")
    .returning("token")
    .executeTakeFirst();
  return row !== undefined;
}

export async function markCheckoutCompleted(db: Kysely<Database>, token: string, orderId: string, now: string): Promise<void> {
  await db.updateTable("checkouts").set({ state: "completed", order_id: orderId, updated_at: now }).where("token", "=", token).execute();
}

/**
 * Takes the checkout's placement lease for `key` until `until`, if no other attempt holds a live one
 * (one guarded UPDATE, so two racing attempts cannot both take it). Returns whether it was taken.
 */
export async function claimPlacement(db: Kysely<Database>, token: string, key: string, now: string, until: string): Promise<boolean> {
  await ensureCheckout(db, token, now);
  const result = await db
    .updateTable("checkouts")
    .set({ placing_key: key, placing_until: until })
    .where("token", "=", token)
    .where((eb) => eb.or([eb("placing_until", "is", null), eb("placing_until", "<", now), eb("placing_key", "=", key)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease back, if `key` still holds it. */
export async function releasePlacement(db: Kysely<Database>, token: string, key: string): Promise<void> {
  await db.updateTable("checkouts").set({ placing_key: null, placing_until: null }).where("token", "=", token).where("placing_key", "=", key).execute();
}
