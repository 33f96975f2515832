import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { OrderRow } from "./order.repository.ts";

/** Which orders a console list shows: some states (or all), orders that ship only, and a search. */
export interface OrderListFilter {
  states: readonly string[] | null;
  shipsOnly: boolean;
  /** An order number (or its start), part of an e-mail, or a tracking number. */
  q: string | null;
  /** Oldest first for work queues (first paid, first packed); newest first otherwise. */
  oldestFirst: boolean;
}

function filtered(db: Kysely<Database>, filter: OrderListFilter) {
  let query = db.selectFrom("orders");
  if (filter.states) query = query.where("state", "in", [...filter.states]);
  if (filter.shipsOnly) query = query.where("shipping_method", "is not", null);
  const q = filter.q?.trim();
  if (q) {
    const lower = q.toLowerCase();
    const compact = q.replace(/[\s-]+/g, "").toUpperCase();
    query = query.where((eb) =>
      eb.or([
        eb("number", "like", `${q.replace(/[%_]/g, "")}%`),
        eb(eb.fn("lower", ["email"]), "like", `%${lower.replace(/[%_]/g, "")}%`),
        eb("tracking_number", "=", compact),
        eb("id", "=", q),
      ]),
    );
  }
  return query;
}

export async function findOrdersPage(db: Kysely<Database>, filter: OrderListFilter, limit: number, offset: number): Promise<OrderRow[]> {
  const direction = filter.oldestFirst ? "asc" : "desc";
  return filtered(db, filter).selectAll().orderBy("created_at", direction).orderBy("id", direction).limit(limit).offset(offset).execute();
}

export async function countOrders(db: Kysely<Database>, filter: OrderListFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks a cancelled order's authorisation as voided once the gateway voided it. */
export async function markPaymentVoided(db: Kysely<Database>, orderId: string): Promise<void> {
  await db.updateTable("orders").set({ payment_status: "voided" }).where("id", "=", orderId).where("payment_status", "=", "authorized").execute();
}

/** Stamps an order's delivery time the first time it is delivered (the delivery timer sets no columns). */
export async function stampDelivered(db: Kysely<Database>, orderId: string, now: string): Promise<void> {
  await db.updateTable("orders").set({ delivered_at: now }).where("id", "=", orderId).where("delivered_at", "is", null).execute();
}

/** The tax a cancellation gave back (decision 044). */
export async function markTaxRefunded(db: Kysely<Database>, orderId: string, cents: number): Promise<void> {
  await db.updateTable("orders").set({ tax_refunded_cents: cents }).where("id", "=", orderId).execute();
}
