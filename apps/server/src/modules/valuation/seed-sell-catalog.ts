import type { Db } from "../../db/database.ts";
import { insertSellSkus } from "./sell-sku.repository.ts";
import { toSellSkuRow } from "./sell-sku-rows.ts";
import { taxonomySkus } from "./sell-taxonomy.ts";

/**
 * Fills the seller's catalog from the demo catalog's taxonomy (decision 040). Skus already there are
 * left alone, so it is safe on every seed and keeps what staff added; returns how many were new.
 */
export async function seedSellCatalog(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  return insertSellSkus(db.kysely, taxonomySkus().map((sku, index) => toSellSkuRow(sku, index + 1, at)));
}
