import type { Insertable, Kysely } from "kysely";
import type { ConsignmentState } from "@maison/domain/consignment/consignment-lifecycle";
import type { Database } from "../../db/schema.ts";
import type { ConsignmentRow, ConsignmentTable, ConsignmentTweakRow, ConsignmentTweakTable } from "./consignment.table.ts";

type Executor = Kysely<Database>;

export async function insertConsignment(db: Executor, row: Insertable<ConsignmentTable>): Promise<void> {
  await db.insertInto("consignments").values(row).execute();
}

export async function findConsignment(db: Executor, id: string): Promise<ConsignmentRow | undefined> {
  return db.selectFrom("consignments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The consignment if it is this user's (anyone else's reads as absent). */
export async function findOwnConsignment(db: Executor, userId: string, id: string): Promise<ConsignmentRow | undefined> {
  return db.selectFrom("consignments").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export async function findConsignmentOfPiece(db: Executor, productId: string): Promise<ConsignmentRow | undefined> {
  return db.selectFrom("consignments").selectAll().where("product_id", "=", productId).executeTakeFirst();
}

export async function findConsignmentsOf(db: Executor, userId: string): Promise<ConsignmentRow[]> {
  return db.selectFrom("consignments").selectAll().where("user_id", "=", userId).orderBy("updated_at", "desc").orderBy("id").execute();
}

export async function findConsignmentsIn(db: Executor, states: readonly ConsignmentState[], limit: number): Promise<ConsignmentRow[]> {
  return db.selectFrom("consignments").selectAll().where("state", "in", [...states]).orderBy("updated_at", "asc").orderBy("id").limit(limit).execute();
}

export async function countConsignmentsByState(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom("consignments").select(["state", db.fn.countAll<number>().as("n")]).groupBy("state").execute();
  return new Map(rows.map((r) => [r.state, Number(r.n)]));
}

export async function insertTweak(db: Executor, row: Insertable<ConsignmentTweakTable>): Promise<void> {
  await db.insertInto("consignment_tweaks").values(row).execute();
}

export async function findTweaksOf(db: Executor, consignmentIds: readonly string[]): Promise<ConsignmentTweakRow[]> {
  if (consignmentIds.length === 0) return [];
  return db.selectFrom("consignment_tweaks").selectAll().where("consignment_id", "in", [...consignmentIds]).orderBy("created_at", "desc").orderBy("id").execute();
}

export async function findTweak(db: Executor, id: string): Promise<ConsignmentTweakRow | undefined> {
  return db.selectFrom("consignment_tweaks").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Closes the open proposal `id` as `state`; false when it was no longer open (answered or replaced meanwhile). */
export async function closeTweak(db: Executor, id: string, state: "accepted" | "declined" | "withdrawn", at: string): Promise<boolean> {
  const result = await db.updateTable("consignment_tweaks").set({ state, answered_at: at }).where("id", "=", id).where("state", "=", "proposed").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdraws every open proposal of a consignment (a newer one replaces it; the piece left sale). */
export async function withdrawOpenTweaks(db: Executor, consignmentId: string, at: string): Promise<void> {
  await db.updateTable("consignment_tweaks").set({ state: "withdrawn", answered_at: at }).where("consignment_id", "=", consignmentId).where("state", "=", "proposed").execute();
}

export async function setReturnRequest(db: Executor, id: string, request: { id: string; url: string }): Promise<void> {
  await db.updateTable("consignments").set({ return_request_id: request.id, return_checkout_url: request.url }).where("id", "=", id).execute();
}
