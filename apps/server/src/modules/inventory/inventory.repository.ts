import type { Insertable, Kysely, Selectable } from "kysely";
import type { PieceSource } from "@maison/domain/inventory/piece-lifecycle";
import type { Database } from "../../db/schema.ts";
import type { PieceProvenanceTable } from "./inventory.table.ts";

export type ProvenanceRow = Selectable<PieceProvenanceTable>;

export async function insertProvenance(db: Kysely<Database>, row: Insertable<PieceProvenanceTable>): Promise<void> {
  await db.insertInto("piece_provenance").values(row).execute();
}

export async function findProvenance(db: Kysely<Database>, productId: string): Promise<ProvenanceRow | undefined> {
  return db.selectFrom("piece_provenance").selectAll().where("product_id", "=", productId).executeTakeFirst();
}

/** Dates of the piece's life kept on its provenance: set once, the first time the piece reaches them. */
export async function stampProvenance(
  db: Kysely<Database>,
  productId: string,
  column: "received_at" | "authenticated_at" | "listed_at",
  now: string,
): Promise<void> {
  await db.updateTable("piece_provenance").set({ [column]: now }).where("product_id", "=", productId).where(column, "is", null).execute();
}

/** The states of these pieces, by id. */
export async function pieceStates(db: Kysely<Database>, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom("products").select(["id", "state"]).where("id", "in", [...productIds]).execute();
  return new Map(rows.map((r) => [r.id, r.state]));
}

/** How many pieces are in each state (the console's dashboard). */
export async function countByState(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom("products").select(["state", (eb) => eb.fn.countAll<string | number>().as("count")]).groupBy("state").execute();
  return new Map(rows.map((r) => [r.state, Number(r.count)]));
}

/** The seller's piece becomes Maison's: paid for at `costBasisCents`. */
export async function transferToMaison(db: Kysely<Database>, productId: string, costBasisCents: number, source?: PieceSource): Promise<void> {
  await db.updateTable("piece_provenance").set({ owner_party: "maison", owner_user_id: null, cost_basis_cents: costBasisCents, ...(source ? { source } : {}) }).where("product_id", "=", productId).execute();
}
