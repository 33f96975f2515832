// The offer backtest's work, in TypeScript so it calls the real ValuationService (see offer-backtest.mjs).
import { CONDITION_KEYS, isConditionGrade } from "@maison/domain/catalog/condition";
import { systemClock } from "../../apps/server/src/db/clock.ts";
import { openDatabase } from "../../apps/server/src/db/database.ts";
import { migrateToLatest } from "../../apps/server/src/db/migrations.ts";
import { ProductLookupService } from "../../apps/server/src/modules/catalog/product-lookup.service.ts";
import { seedDemoValuation } from "../../apps/server/src/modules/valuation/demo-valuation.ts";
import { findAllSales } from "../../apps/server/src/modules/valuation/sale-record.repository.ts";
import { SellCatalogService } from "../../apps/server/src/modules/valuation/sell-catalog.service.ts";
import { ValuationService } from "../../apps/server/src/modules/valuation/valuation.service.ts";
import type { SaleRecordRow } from "../../apps/server/src/modules/valuation/valuation.table.ts";

const DAY_MS = 86_400_000;

export interface BacktestOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** How many sales of the last year to hold out. */
  sample: number;
}

/** One held-out sale and what the engine said the day before. */
export interface BacktestCase {
  id: string;
  sku: string;
  designer: string;
  model: string | null;
  soldAt: string;
  actualCents: number;
  status: string;
  matchLevel: string | null;
  confidence: number;
  expectedCents: number | null;
  sellNowCents: number | null;
  /** The median of the same sku's sales in the two years before: the naive price to beat. */
  naiveCents: number | null;
}

/**
 * Holds out `sample` recorded sales of the history's last year (every k-th by id, so the same ones on
 * every run) and appraises each through ValuationService as of the day before it sold: the engine
 * sees only what happened earlier, never the sale itself.
 */
export async function runBacktest(options: BacktestOptions): Promise<{ cases: BacktestCase[]; historySales: number; seconds: number }> {
  const db = openDatabase({ url: options.databaseUrl ?? "", dataDir: options.dataDir });
  try {
    await migrateToLatest(db.kysely);
    let sales = await findAllSales(db.kysely);
    if (!sales.some((s) => s.source === "history")) {
      console.log("No sales history in this database yet: seeding valuation's demo data");
      await seedDemoValuation(db, new Date());
      sales = await findAllSales(db.kysely);
    }
    const valuation = new ValuationService(db, systemClock, new SellCatalogService(db, systemClock), new ProductLookupService(db, systemClock));
    const held = holdOut(sales, options.sample);
    const started = performance.now();
    const cases: BacktestCase[] = [];
    for (const sale of held) {
      if (!sale.sku_code || !isConditionGrade(sale.condition)) continue;
      const asOf = new Date(Date.parse(sale.sold_at) - DAY_MS);
      const appraisal = await valuation.appraise(
        { sku: sale.sku_code, condition_key: CONDITION_KEYS[sale.condition], accessories: JSON.parse(sale.accessories) as string[], serial_number: true, color: sale.color },
        null,
        asOf,
      );
      cases.push({
        id: sale.id,
        sku: sale.sku_code,
        designer: sale.designer,
        model: sale.model,
        soldAt: sale.sold_at,
        actualCents: sale.price_cents,
        status: appraisal.status,
        matchLevel: appraisal.explanation?.match_level ?? null,
        confidence: appraisal.confidence,
        expectedCents: appraisal.expected_resale_cents,
        sellNowCents: appraisal.offers.find((o) => o.kind === "sell_now")?.amount_cents ?? null,
        naiveCents: naivePrice(sales, sale, asOf),
      });
    }
    return { cases, historySales: sales.length, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}

/** Every k-th sale of the last year of history (by id), `sample` of them; Outlet pieces are not bought from sellers. */
function holdOut(sales: readonly SaleRecordRow[], sample: number): SaleRecordRow[] {
  const last = Math.max(...sales.map((s) => Date.parse(s.sold_at)));
  const candidates = sales
    .filter((s) => s.sku_code && s.condition !== "Outlet" && Date.parse(s.sold_at) > last - 365 * DAY_MS)
    .sort((a, b) => a.id.localeCompare(b.id));
  const step = Math.max(1, Math.floor(candidates.length / sample));
  return candidates.filter((_, i) => i % step === 0).slice(0, sample);
}

function naivePrice(sales: readonly SaleRecordRow[], sale: SaleRecordRow, asOf: Date): number | null {
  const from = asOf.getTime() - 730 * DAY_MS;
  const prices = sales
    .filter((s) => s.sku_code === sale.sku_code && s.id !== sale.id && Date.parse(s.sold_at) <= asOf.getTime() && Date.parse(s.sold_at) >= from)
    .map((s) => s.price_cents)
    .sort((a, b) => a - b);
  if (prices.length === 0) return null;
  const mid = Math.floor(prices.length / 2);
  return prices.length % 2 ? prices[mid]! : Math.round((prices[mid - 1]! + prices[mid]!) / 2);
}
