import { createHmac } from "node:crypto";
import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { PaymentSource } from "../../platform/payments/payment-gateway.ts";
import type { PaymentAttemptTable } from "./checkout.table.ts";

export type PaymentAttemptRow = Selectable<PaymentAttemptTable>;

/** Writes an attempt's intent (in the transaction of its holds, before the gateway is asked). */
export async function insertAttempt(db: Kysely<Database>, row: Insertable<PaymentAttemptTable>): Promise<void> {
  await db.insertInto("payment_attempts").values(row).execute();
}

/**
 * Takes over every attempt of the cart that neither placed its order nor was settled: one UPDATE that
 * marks them `abandoned` (an attempt whose process still runs can then no longer place its order: see
 * markPlaced) and returns them. Called only by the holder of the cart's placement lease.
 */
export async function takeOverAttempts(db: Kysely<Database>, token: string, now: string): Promise<PaymentAttemptRow[]> {
  return db
    .updateTable("payment_attempts")
    .set({ state: "abandoned", updated_at: now })
    .where("cart_token", "=", token)
    .where("settled_at", "is", null)
    .where("state", "!=", "placed")
    .returningAll()
    .execute();
}

/**
 * Attempts left unsettled (not placed, or placed by no one) whose item holds lapsed before `before`,
 * oldest first: the checkout's sweep settles them (decision 098). Attempts written before the column
 * (null) are left to their hold-expiry job.
 */
export async function findLapsedAttempts(db: Kysely<Database>, before: string, limit: number): Promise<Array<Pick<PaymentAttemptRow, "id" | "cart_token">>> {
  return db
    .selectFrom("payment_attempts")
    .select(["id", "cart_token"])
    .where("settled_at", "is", null)
    .where("hold_expires_at", "<=", before)
    .orderBy("hold_expires_at")
    .limit(limit)
    .execute();
}

/**
 * Records, in the order's transaction, that the attempt placed it: false when a later attempt or the
 * job took the attempt over meanwhile (the caller then rolls the order back).
 */
export async function markPlaced(db: Kysely<Database>, id: string, orderId: string, now: string): Promise<boolean> {
  const result = await db.updateTable("payment_attempts").set({ state: "placed", order_id: orderId, updated_at: now, settled_at: now }).where("id", "=", id).where("state", "=", "open").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The attempt's own undo: `open` → `failed`. Answers whether the undo is still the attempt's to do:
 * false only when another attempt or the sweep took it over (they release and void what it held).
 */
export async function markFailed(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable("payment_attempts").set({ state: "failed", updated_at: now }).where("id", "=", id).where("state", "=", "open").executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  const row = await db.selectFrom("payment_attempts").select("state").where("id", "=", id).executeTakeFirst();
  return row?.state !== "abandoned";
}

/** The attempt's authorisation is dealt with: voided, none, or carried on to the attempt `reusedBy`. */
export async function markSettled(db: Kysely<Database>, id: string, now: string, reusedBy: string | null = null): Promise<void> {
  await db.updateTable("payment_attempts").set({ settled_at: now, updated_at: now, reused_by: reusedBy }).where("id", "=", id).execute();
}

/**
 * A keyed hash of what pays (card number and expiry, or the provider's token), never stored readable
 * and not reversible without the server secret: a retry paying with the same card and amount may take
 * over the authorisation its dead attempt left instead of holding the amount a second time.
 */
export function sourceFingerprint(secret: string, source: PaymentSource): string {
  const canonical =
    source.kind === "card" ? `card:${source.number.replace(/\D/g, "")}:${source.expMonth}:${source.expYear}` : source.kind === "token" ? `token:${source.token}` : `saved:${source.paymentMethodId}`;
  return createHmac("sha256", `payment-attempt:${secret}`).update(canonical).digest("hex");
}
