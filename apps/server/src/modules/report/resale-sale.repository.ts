import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ResaleSaleRow } from "./report.table.ts";

const CHUNK = 400;

/** Inserts sale facts in bulk (the demo's history). */
export async function insertResaleSales(db: Kysely<Database>, rows: readonly ResaleSaleRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto("resale_sales").values(rows.slice(i, i + CHUNK)).execute();
}

/** Records one piece's sale unless it is recorded already; returns whether it was new. */
export async function insertResaleSaleOnce(db: Kysely<Database>, row: ResaleSaleRow): Promise<boolean> {
  const result = await db.insertInto("resale_sales").values(row).onConflict((oc) => oc.column("product_id").doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The sales of the instants [from, to): a year's report and the year before it. */
export async function findResaleSalesBetween(db: Kysely<Database>, from: string, to: string): Promise<ResaleSaleRow[]> {
  return db.selectFrom("resale_sales").selectAll().where("sold_at", ">=", from).where("sold_at", "<", to).orderBy("sold_at").orderBy("id").execute();
}

/** The first four characters of every sale's instant: the years with a report, newest first. */
export async function findSaleYears(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom("resale_sales").select(sql<string>`substr(sold_at, 1, 4)`.as("year")).distinct().execute();
  return rows.map((r) => Number(r.year)).sort((a, b) => b - a);
}

export async function countResaleSales(db: Kysely<Database>, source: string): Promise<number> {
  const row = await db.selectFrom("resale_sales").select((eb) => eb.fn.countAll<number>().as("count")).where("source", "=", source).executeTakeFirstOrThrow();
  return Number(row.count);
}
