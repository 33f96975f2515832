import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { OrderLineTable, OrderTable } from "./checkout.table.ts";

export type OrderRow = Selectable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;

/** Writes the order and its lines; false (nothing written) when its number is taken already. */
export async function insertOrder(db: Kysely<Database>, order: Insertable<OrderTable>, lines: OrderLineRow[]): Promise<boolean> {
  const inserted = await db.insertInto("orders").values(order).onConflict((oc) => oc.column("number").doNothing()).returning("id").executeTakeFirst();
  if (!inserted) return false;
  if (lines.length > 0) await db.insertInto("order_lines").values(lines).execute();
  return true;
}

/** The provider's record of an order's tax (Stripe's tax transaction), once made. */
export async function setTaxTransaction(db: Kysely<Database>, orderId: string, transactionId: string): Promise<void> {
  await db.updateTable("orders").set({ tax_transaction_id: transactionId }).where("id", "=", orderId).where("tax_transaction_id", "is", null).execute();
}

export async function findOrder(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findOrderByCart(db: Kysely<Database>, cartToken: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("cart_token", "=", cartToken).executeTakeFirst();
}

export async function findUserOrderByNumber(db: Kysely<Database>, userId: string, number: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("number", "=", number).where("user_id", "=", userId).executeTakeFirst();
}

export async function findOrderLines(db: Kysely<Database>, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom("order_lines").selectAll().where("order_id", "in", orderIds).orderBy("order_id").orderBy("position").execute();
}

/** The catalog items of a user's orders (not cancelled), newest order first, at most `limit`. */
export async function findPurchasedProductIds(db: Kysely<Database>, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("order_lines")
    .innerJoin("orders", "orders.id", "order_lines.order_id")
    .select("order_lines.product_id")
    .where("orders.user_id", "=", userId)
    .where("orders.state", "!=", "cancelled")
    .where("order_lines.kind", "=", "product")
    .orderBy("orders.created_at", "desc")
    .orderBy("order_lines.position")
    .limit(limit)
    .execute();
  return rows.map((r) => r.product_id);
}

/**
 * A user's spend since `since` (spec 2 §9 tiers): the catalog items of their orders that are not
 * cancelled, at the prices paid (item prices less the order's discounts), never below 0.
 */
export async function trailingSpendCents(db: Kysely<Database>, userId: string, since: string): Promise<number> {
  const items = await db
    .selectFrom("order_lines")
    .innerJoin("orders", "orders.id", "order_lines.order_id")
    .select((eb) => eb.fn.sum<number | string | null>(eb("order_lines.price_cents", "*", eb.ref("order_lines.quantity"))).as("cents"))
    .where("orders.user_id", "=", userId)
    .where("orders.state", "!=", "cancelled")
    .where("orders.created_at", ">=", since)
    .where("order_lines.kind", "=", "product")
    .executeTakeFirst();
  const discounts = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.sum<number | string | null>("discounts_cents").as("cents"))
    .where("user_id", "=", userId)
    .where("state", "!=", "cancelled")
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return Math.max(0, Number(items?.cents ?? 0) - Number(discounts?.cents ?? 0));
}

/** One page of a user's orders, newest first. */
export async function findUserOrders(db: Kysely<Database>, userId: string, limit: number, offset: number): Promise<OrderRow[]> {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countUserOrders(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("count")).where("user_id", "=", userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Orders waiting to leave the warehouse: paid or packed, with something to ship. */
export async function countOrdersToShip(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("state", "in", ["paid", "fulfilled"])
    .where("shipping_method", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
