import type { Insertable, Kysely } from "kysely";
import type { TradeInState } from "@maison/domain/trade-in/trade-in-lifecycle";
import type { Database } from "../../db/schema.ts";
import type { TradeInRow, TradeInTable } from "./trade-in.table.ts";

type Executor = Kysely<Database>;

export async function insertTradeIn(db: Executor, row: Insertable<TradeInTable>): Promise<void> {
  await db.insertInto("trade_ins").values(row).execute();
}

export async function findTradeIn(db: Executor, id: string): Promise<TradeInRow | undefined> {
  return db.selectFrom("trade_ins").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findTradeInOfItem(db: Executor, itemId: string): Promise<TradeInRow | undefined> {
  return db.selectFrom("trade_ins").selectAll().where("item_id", "=", itemId).executeTakeFirst();
}

/** The user's trade-in, or undefined (another seller's is not found, never forbidden). */
export async function findOwnTradeIn(db: Executor, userId: string, id: string): Promise<TradeInRow | undefined> {
  return db.selectFrom("trade_ins").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export async function findOwnTradeInOfItem(db: Executor, userId: string, itemId: string): Promise<TradeInRow | undefined> {
  return db.selectFrom("trade_ins").selectAll().where("item_id", "=", itemId).where("user_id", "=", userId).executeTakeFirst();
}

export async function listOwnTradeIns(db: Executor, userId: string): Promise<TradeInRow[]> {
  return db.selectFrom("trade_ins").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

/** The bag: the user's accepted trade-ins not yet used by a purchase, oldest first (the order checkout applies them in). */
export async function listBag(db: Executor, userId: string): Promise<TradeInRow[]> {
  return db.selectFrom("trade_ins").selectAll().where("user_id", "=", userId).where("state", "=", "accepted").orderBy("created_at", "asc").orderBy("id", "asc").execute();
}

export async function listTradeInsOfOrder(db: Executor, orderId: string): Promise<TradeInRow[]> {
  return db.selectFrom("trade_ins").selectAll().where("order_id", "=", orderId).execute();
}

export async function listTradeInsInStates(db: Executor, states: readonly TradeInState[], limit: number): Promise<TradeInRow[]> {
  return db.selectFrom("trade_ins").selectAll().where("state", "in", [...states]).orderBy("updated_at", "asc").orderBy("id", "asc").limit(limit).execute();
}

export async function countTradeInsByState(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom("trade_ins").select(["state", (eb) => eb.fn.countAll().as("n")]).groupBy("state").execute();
  return new Map(rows.map((r) => [r.state, Number(r.n)]));
}
