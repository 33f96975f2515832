import type { Category } from "@maison/domain/catalog/category";
import { DESIGNERS, type Designer } from "../catalog/seed/designers.ts";
import type { Model } from "../catalog/seed/model.ts";
import { namedModels } from "../catalog/seed/models.ts";
import { roundPrice } from "../catalog/seed/pricing.ts";
import { createRng, mixSeed, type Rng } from "../catalog/seed/prng.ts";

/** One sale of the demo's dated history. */
export interface DemoResaleSale {
  n: number;
  designer: string;
  model: string;
  category: Category;
  retailCents: number;
  priceCents: number;
  listedAt: Date;
  soldAt: Date;
}

/** The years the demo history covers: the Clair Reports of 2021 and 2022 (spec 2 §2). */
export const DEMO_REPORT_YEARS = [2021, 2022] as const;

/** Sales a year for a model of weight 1 at a house of weight 10. */
const SALES_PER_YEAR = 5;
const DAY_MS = 86_400_000;

/** Resale as a share of retail, by the house's tier; investment pieces sell above retail. */
const RETENTION: Record<Designer["tier"], number> = { haute: 0.86, luxury: 0.68, premier: 0.52 };
const INVESTMENT_RETENTION = 1.18;
/** Days from listing to sale, typical, by tier; investment pieces go in days. */
const DAYS: Record<Designer["tier"], number> = { haute: 16, luxury: 28, premier: 42 };
const INVESTMENT_DAYS = 5;
/** 2022 against 2021, by category: the watch market at its peak, bags up, the rest flat or soft. */
const MOVE_2022: Partial<Record<Category, number>> = { watches: 0.11, bags: 0.06, jewelry: 0.04, accessories: -0.02, shoes: -0.03 };

function normal(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

/** A model's retail price new: above the top of its resale range, less so for investment pieces. */
function retailOf(model: Model): number {
  return roundPrice(Math.round(model.price[1] * (model.investment ? 0.95 : 1.3) * 100));
}

/**
 * The demo's dated history for the Clair Reports: for every named model, sales through 2021 and 2022
 * (more for common models and busy houses), each a pure function of (seed, model, year, sale): sold on a
 * day of the year, listed a number of days before (fewer for investment pieces and the finer houses),
 * priced at the house's share of retail with the category's 2022 move and an 8 % noise.
 */
export function demoResaleHistory(seed: number): DemoResaleSale[] {
  const sales: DemoResaleSale[] = [];
  let modelIndex = 0;
  for (const designer of DESIGNERS) {
    for (const category of Object.keys(designer.categories) as Category[]) {
      for (const model of namedModels(designer.name, category)) {
        modelIndex += 1;
        const retail = retailOf(model);
        const retention = model.investment ? INVESTMENT_RETENTION : RETENTION[designer.tier];
        const typicalDays = model.investment ? INVESTMENT_DAYS : DAYS[designer.tier];
        for (const year of DEMO_REPORT_YEARS) {
          const rng = createRng(mixSeed(seed, modelIndex, year));
          const count = Math.max(3, Math.round(SALES_PER_YEAR * (model.weight ?? 1) * (designer.weight / 10)));
          const move = year === 2022 ? 1 + (MOVE_2022[category] ?? 0) : 1;
          for (let i = 0; i < count; i++) {
            const soldAt = new Date(Date.UTC(year, 0, 1) + Math.floor(rng.next() * 364 * DAY_MS) + rng.int(9, 20) * 3_600_000);
            const days = Math.max(0, Math.round(typicalDays * Math.exp(0.5 * normal(rng))));
            const listedAt = new Date(soldAt.getTime() - days * DAY_MS - rng.int(1, 8) * 3_600_000);
            const price = roundPrice(Math.max(100, Math.round(retail * retention * move * (1 + 0.08 * normal(rng)))));
            sales.push({ n: sales.length + 1, designer: designer.name, model: model.name, category, retailCents: retail, priceCents: price, listedAt, soldAt });
          }
        }
      }
    }
  }
  return sales;
}
