import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { SellSkuRow } from "./valuation.table.ts";

const CHUNK = 200;

/** Inserts skus, leaving those whose code exists alone; returns how many were new. */
export async function insertSellSkus(db: Kysely<Database>, rows: readonly SellSkuRow[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const result = await db
      .insertInto("sell_skus")
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.column("code").doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

export async function findSellSku(db: Kysely<Database>, code: string): Promise<SellSkuRow | undefined> {
  return db.selectFrom("sell_skus").selectAll().where("code", "=", code).executeTakeFirst();
}

/** The handles chosen so far; a level left out is not filtered on. */
export interface SkuPath {
  category?: string;
  designerHandle?: string;
  modelHandle?: string;
  styleHandle?: string;
  sizeHandle?: string;
}

/** Skus along a path, in the catalog's order. */
export async function findSellSkus(db: Kysely<Database>, path: SkuPath): Promise<SellSkuRow[]> {
  let query = db.selectFrom("sell_skus").selectAll();
  if (path.category) query = query.where("category", "=", path.category);
  if (path.designerHandle) query = query.where("designer_handle", "=", path.designerHandle);
  if (path.modelHandle) query = query.where("model_handle", "=", path.modelHandle);
  if (path.styleHandle) query = query.where("style_handle", "=", path.styleHandle);
  if (path.sizeHandle) query = query.where("size_handle", "=", path.sizeHandle);
  return query.orderBy("position").orderBy("code").execute();
}

/** The categories that hold any sku. */
export async function findSellCategories(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("sell_skus").select("category").distinct().execute();
  return rows.map((r) => r.category);
}

/** The designers of a category, by name. */
export async function findSellDesigners(db: Kysely<Database>, category: string): Promise<Array<{ handle: string; name: string }>> {
  const rows = await db
    .selectFrom("sell_skus")
    .select(["designer_handle", "designer"])
    .distinct()
    .where("category", "=", category)
    .orderBy("designer")
    .execute();
  return rows.map((r) => ({ handle: r.designer_handle, name: r.designer }));
}

/**
 * Skus whose search text holds every word as the start of one of its words (`% word%`), by designer
 * then in the catalog's order, a page at a time, with the total.
 */
export async function searchSellSkus(db: Kysely<Database>, words: readonly string[], offset: number, limit: number): Promise<{ rows: SellSkuRow[]; total: number }> {
  let filtered = db.selectFrom("sell_skus");
  for (const word of words) filtered = filtered.where("search_text", "like", `% ${word}%`);
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy("designer").orderBy("position").orderBy("code").offset(offset).limit(limit).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The last position used, so a sku staff add goes to the end. */
export async function lastSellSkuPosition(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("sell_skus").select((eb) => eb.fn.max("position").as("last")).executeTakeFirst();
  return Number(row?.last ?? 0);
}
