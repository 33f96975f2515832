import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { demoResaleHistory } from "./demo-resale-history.ts";
import { countResaleSales, insertResaleSales } from "./resale-sale.repository.ts";

/** The demo history is the same on every machine. */
export const DEMO_REPORT_SEED = 20_210_101;

/** The Clair Report's demo data: the dated sales of 2021 and 2022, unless a history is there already. Returns the rows written. */
export async function seedDemoResaleReport(db: Db, now: Date): Promise<number> {
  if ((await countResaleSales(db.kysely, "history")) > 0) return 0;
  const created = now.toISOString();
  const rows = demoResaleHistory(DEMO_REPORT_SEED).map((sale) => ({
    id: `rsale_demo${String(sale.n).padStart(6, "0")}`,
    product_id: null,
    designer: sale.designer,
    model: sale.model,
    category: sale.category,
    retail_cents: sale.retailCents,
    price_cents: sale.priceCents,
    listed_at: sale.listedAt.toISOString(),
    sold_at: sale.soldAt.toISOString(),
    source: "history",
    created_at: created,
  }));
  await inTransaction(db, (tx) => insertResaleSales(tx.db, rows));
  return rows.length;
}
