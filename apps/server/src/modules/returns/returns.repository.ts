import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ReturnItemRow, ReturnRow } from "./returns.table.ts";

type Executor = Kysely<Database>;

export async function insertReturn(db: Executor, row: ReturnRow, items: ReturnItemRow[]): Promise<void> {
  await db.insertInto("returns").values(row).execute();
  await db.insertInto("return_items").values(items).execute();
}

export async function findReturn(db: Executor, id: string): Promise<ReturnRow | undefined> {
  return db.selectFrom("returns").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findReturnsOfOrder(db: Executor, orderId: string): Promise<ReturnRow[]> {
  return db.selectFrom("returns").selectAll().where("order_id", "=", orderId).orderBy("created_at").orderBy("id").execute();
}

/** A buyer's returns, newest first (at most `limit`). */
export async function findReturnsOfUser(db: Executor, userId: string, limit = 200): Promise<ReturnRow[]> {
  return db.selectFrom("returns").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

export async function findReturnsInStates(db: Executor, states: readonly string[], limit = 100): Promise<ReturnRow[]> {
  if (states.length === 0) return [];
  return db.selectFrom("returns").selectAll().where("state", "in", states).orderBy("updated_at").orderBy("id").limit(limit).execute();
}

export async function countReturnsByState(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom("returns").select(["state", (eb) => eb.fn.countAll<number>().as("count")]).groupBy("state").execute();
  return new Map(rows.map((r) => [r.state, Number(r.count)]));
}

export async function findItemsOf(db: Executor, returnIds: readonly string[]): Promise<ReturnItemRow[]> {
  if (returnIds.length === 0) return [];
  return db.selectFrom("return_items").selectAll().where("return_id", "in", returnIds).orderBy("return_id").orderBy("product_id").execute();
}

/** The pieces of the order claimed by a return that stands (not rejected). */
export async function claimedPieces(db: Executor, orderId: string): Promise<Set<string>> {
  const rows = await db.selectFrom("return_items").select("product_id").where("claim", "like", `${orderId}:%`).execute();
  return new Set(rows.map((r) => r.product_id));
}

/** A rejected return's pieces may be asked back no more: their claim stays until shipped back, then lapses. */
export async function releaseClaims(db: Executor, returnId: string): Promise<void> {
  await db.updateTable("return_items").set({ claim: null }).where("return_id", "=", returnId).execute();
}

/** Takes the order's refund row (created on first use) before reading what was refunded: one refund of an order at a time. */
export async function takeOrderRefunds(db: Executor, orderId: string, now: string): Promise<void> {
  await db.insertInto("return_order_totals").values({ order_id: orderId, refunded_cents: 0, updated_at: now }).onConflict((oc) => oc.column("order_id").doNothing()).execute();
  await db.updateTable("return_order_totals").set({ updated_at: now }).where("order_id", "=", orderId).execute();
}

export async function addOrderRefund(db: Executor, orderId: string, cents: number, now: string): Promise<void> {
  await db.updateTable("return_order_totals").set((eb) => ({ refunded_cents: eb("refunded_cents", "+", cents), updated_at: now })).where("order_id", "=", orderId).execute();
}

export async function markCardRefunded(db: Executor, returnId: string, now: string): Promise<void> {
  await db.updateTable("returns").set({ card_refunded_at: now }).where("id", "=", returnId).where("card_refunded_at", "is", null).execute();
}
