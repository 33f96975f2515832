import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { demoSalesHistory, type DemoSale } from "./demo-sales-history.ts";
import { countSaleRecords, insertSaleRecords } from "./sale-record.repository.ts";
import { seedSellCatalog } from "./seed-sell-catalog.ts";
import type { SaleRecordRow } from "./valuation.table.ts";

/** The demo history is the same on every machine. */
export const DEMO_HISTORY_SEED = 20_240_601;

function toRow(sale: DemoSale, now: string): SaleRecordRow {
  return {
    id: `sale_demo${String(sale.n).padStart(6, "0")}`,
    product_id: null,
    sku_code: sale.skuCode,
    title: sale.title,
    designer: sale.designer,
    category: sale.category,
    item_type: sale.itemType,
    model: sale.model,
    style: sale.style,
    size: sale.size,
    condition: sale.condition,
    color: sale.color,
    accessories: JSON.stringify(sale.accessories),
    price_cents: sale.priceCents,
    sold_at: sale.soldAt.toISOString(),
    source: "history",
    created_at: now,
  };
}

/**
 * Valuation's demo data: the seller's catalog from the taxonomy, and three years of past sales (a few
 * thousand rows, in one transaction) unless a history is there already. Returns the rows written.
 */
export async function seedDemoValuation(db: Db, now: Date): Promise<{ skus: number; sales: number }> {
  const skus = await seedSellCatalog(db, now);
  if ((await countSaleRecords(db.kysely, "history")) > 0) return { skus, sales: 0 };
  const rows = demoSalesHistory(DEMO_HISTORY_SEED, now).map((sale) => toRow(sale, now.toISOString()));
  await inTransaction(db, (tx) => insertSaleRecords(tx.db, rows));
  return { skus, sales: rows.length };
}
