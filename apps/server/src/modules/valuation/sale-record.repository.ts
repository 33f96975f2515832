import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { SaleRecordRow } from "./valuation.table.ts";

const CHUNK = 400;

/** Inserts past sales in bulk. */
export async function insertSaleRecords(db: Kysely<Database>, rows: readonly SaleRecordRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto("sale_records").values(rows.slice(i, i + CHUNK)).execute();
}

/** Records one sale unless its product's sale is recorded already; returns whether it was new. */
export async function insertSaleRecordOnce(db: Kysely<Database>, row: SaleRecordRow): Promise<boolean> {
  const result = await db
    .insertInto("sale_records")
    .values(row)
    .onConflict((oc) => oc.column("product_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every recorded sale of a designer in a category: the widest comparables an appraisal may use. */
export async function findSalesOf(db: Kysely<Database>, designer: string, category: string): Promise<SaleRecordRow[]> {
  return db.selectFrom("sale_records").selectAll().where("designer", "=", designer).where("category", "=", category).execute();
}

/** Every recorded sale (the backtest's universe). */
export async function findAllSales(db: Kysely<Database>): Promise<SaleRecordRow[]> {
  return db.selectFrom("sale_records").selectAll().orderBy("sold_at").orderBy("id").execute();
}

export async function countSaleRecords(db: Kysely<Database>, source: string): Promise<number> {
  const row = await db.selectFrom("sale_records").select((eb) => eb.fn.countAll<number>().as("count")).where("source", "=", source).executeTakeFirstOrThrow();
  return Number(row.count);
}
