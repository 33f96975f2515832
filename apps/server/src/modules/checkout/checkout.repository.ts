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

/**
 * Closes the checkout for its order, inside the order's transaction, and gives back the placement
 * lease in the same write (the row exists: the lease's claim wrote it).
 */
export async function markCheckoutCompleted(db: Kysely<Database>, token: string, orderId: string, now: string): Promise<void> {
  await db.updateTable("checkouts").set({ state: "completed", order_id: orderId, placing_key: null, placing_until: null, updated_at: now }).where("token", "=", token).execute();
}

/** The checkout row as the lease's upsert returns it, with how many of the cart's attempts are neither placed nor settled. */
export type ClaimedCheckout = CheckoutRow & { unsettled_attempts: number };

/**
 * Takes the checkout's placement lease for `key` until `until`, if no other attempt holds a live one:
 * one upsert that creates the checkout on first use and, guarded, sets the lease (two racing attempts
 * cannot both take it). Returns the checkout row with the lease taken, or null when another holds it;
 * the row also counts the cart's attempts left to take over (issue 17: none, on a first attempt, saves
 * the takeover's UPDATE — only the lease's holder writes an attempt, and it holds the lease now).
 */
export async function claimPlacement(db: Kysely<Database>, token: string, key: string, now: string, until: string): Promise<ClaimedCheckout | null> {
  const row = await db
    .insertInto("checkouts")
    .values({ token, email: null, shipping_address: null, shipping_address_id: null, shipping_method: null, state: "open", order_id: null, placing_key: key, placing_until: until, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .column("token")
        .doUpdateSet({ placing_key: key, placing_until: until })
        .where((eb) => eb.or([eb("checkouts.placing_until", "is", null), eb("checkouts.placing_until", "<", now), eb("checkouts.placing_key", "=", key)])),
    )
    .returningAll()
    .returning((eb) =>
      eb
        .selectFrom("payment_attempts")
        .select((inner) => inner.fn.countAll<number | string>().as("n"))
        .whereRef("payment_attempts.cart_token", "=", "checkouts.token")
        .where("payment_attempts.settled_at", "is", null)
        .where("payment_attempts.state", "!=", "placed")
        .as("unsettled_attempts"),
    )
    .executeTakeFirst();
  return row ? { ...row, unsettled_attempts: Number(row.unsettled_attempts ?? 0) } : null;
}

/** Gives the lease back, if `key` still holds it. */
export async function releasePlacement(db: Kysely<Database>, token: string, key: string): Promise<void> {
  await db.updateTable("checkouts").set({ placing_key: null, placing_until: null }).where("token", "=", token).where("placing_key", "=", key).execute();
}
