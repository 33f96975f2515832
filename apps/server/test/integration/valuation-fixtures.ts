import { skuCode } from "@maison/domain/valuation/sell-sku";
import { newId } from "../../src/db/id.ts";
import { insertSaleRecords } from "../../src/modules/valuation/sale-record.repository.ts";
import { seedSellCatalog } from "../../src/modules/valuation/seed-sell-catalog.ts";
import type { SaleRecordRow } from "../../src/modules/valuation/valuation.table.ts";
import type { TestApp } from "../support/test-app.ts";

/** The Chanel Classic Flap Medium in Caviar Leather of the seller's catalog. */
export const CLASSIC_FLAP_MEDIUM_CAVIAR = skuCode("Chanel", "Classic Flap", "Caviar Leather", "Medium");

/** The seller's catalog from the taxonomy, as the demo seed fills it. */
export function seedSkus(t: TestApp): Promise<number> {
  return seedSellCatalog(t.context.db, t.clock.now());
}

/**
 * `count` recorded sales of a Classic Flap Medium in Caviar, Excellent, black, with a dust bag, at
 * `priceCents`, one a day back from yesterday; any field overridden.
 */
export async function recordSales(t: TestApp, count: number, overrides: Partial<SaleRecordRow> = {}): Promise<SaleRecordRow[]> {
  const now = t.clock.now().getTime();
  const rows: SaleRecordRow[] = Array.from({ length: count }, (_, i) => ({
    id: newId("sale"),
    product_id: null,
    sku_code: CLASSIC_FLAP_MEDIUM_CAVIAR,
    title: "Chanel Classic Flap Medium",
    designer: "Chanel",
    category: "bags",
    item_type: "Shoulder Bag",
    model: "Classic Flap",
    style: "Caviar Leather",
    size: "Medium",
    condition: "Excellent",
    color: "Black",
    accessories: JSON.stringify(["Dust Bag"]),
    price_cents: 8_000_00,
    sold_at: new Date(now - (i + 1) * 86_400_000).toISOString(),
    source: "history",
    created_at: new Date(now).toISOString(),
    ...overrides,
  }));
  await insertSaleRecords(t.context.db.kysely, rows);
  return rows;
}
