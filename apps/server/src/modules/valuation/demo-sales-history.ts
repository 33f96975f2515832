import type { Category } from "@maison/domain/catalog/category";
import type { ConditionGrade } from "@maison/domain/catalog/condition";
import { isExoticMaterial } from "@maison/domain/catalog/material";
import { accessoryFactor } from "@maison/domain/valuation/accessory-value";
import { skuCode } from "@maison/domain/valuation/sell-sku";
import { materialColors } from "../catalog/seed/materials.ts";
import { metalColor, paletteFor } from "../catalog/seed/colors.ts";
import { CONDITION_PRICE_POSITION, CONDITION_WEIGHTS } from "../catalog/seed/conditions.ts";
import { DESIGNERS, type Designer } from "../catalog/seed/designers.ts";
import { includedAccessories } from "../catalog/seed/included-accessories.ts";
import type { Model } from "../catalog/seed/model.ts";
import { modelSizeLabels, namedModels } from "../catalog/seed/models.ts";
import { roundPrice } from "../catalog/seed/pricing.ts";
import { createRng, mixSeed, type Rng } from "../catalog/seed/prng.ts";
import { modelStyles } from "./sell-taxonomy.ts";

/** One past sale of the demo history. */
export interface DemoSale {
  n: number;
  skuCode: string;
  title: string;
  designer: string;
  category: Category;
  itemType: string;
  model: string;
  style: string;
  size: string | null;
  condition: ConditionGrade;
  color: string;
  accessories: string[];
  priceCents: number;
  soldAt: Date;
}

/** The history covers three years before the seed's `now`. */
export const HISTORY_DAYS = 3 * 365;
/** Sales a year for a model of weight 1 at a house of weight 10 (the busiest houses weigh 12). */
const SALES_PER_YEAR = 7;
const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

/**
 * Yearly price moves of the demo history: investment pieces appreciate, trend pieces fade, the watch
 * market cools from its peak. Models not listed move by their kind (`defaultTrend`).
 */
const MODEL_TRENDS: Readonly<Record<string, number>> = {
  "Hermès|Birkin": 0.12,
  "Hermès|Kelly": 0.1,
  "Hermès|Constance": 0.08,
  "Hermès|Kelly Pochette": 0.09,
  "Chanel|Classic Flap": 0.09,
  "Chanel|2.55 Reissue": 0.05,
  "Chanel|Boy Bag": -0.04,
  "Dior|Saddle": -0.08,
  "Dior|Book Tote": -0.05,
  "Bottega Veneta|Jodie": -0.1,
  "Bottega Veneta|Cassette": -0.09,
  "Bottega Veneta|The Pouch": -0.12,
  "Gucci|GG Marmont": -0.07,
  "Gucci|Dionysus": -0.08,
  "Prada|Re-Edition 2005": -0.06,
  "Louis Vuitton|Neverfull": 0.01,
  "Rolex|Cosmograph Daytona": -0.06,
  "Patek Philippe|Nautilus": -0.1,
  "Audemars Piguet|Royal Oak": -0.05,
  "Cartier|Love Bracelet": 0.05,
  "Van Cleef & Arpels|Vintage Alhambra Necklace": 0.06,
};

function defaultTrend(model: Model, designer: Designer): number {
  if (model.investment) return 0.07;
  return { haute: 0.03, luxury: 0, premier: -0.04 }[designer.tier];
}

/** What a color fetches against the usual: black and neutrals sell best, loud colors wait for a buyer. */
const COLOR_EFFECTS: Readonly<Record<string, number>> = {
  Black: 1.05,
  Beige: 1.03,
  Etoupe: 1.03,
  Gold: 1.03,
  White: 1.02,
  Red: 0.97,
  Pink: 0.94,
  Orange: 0.94,
  Yellow: 0.93,
  Purple: 0.93,
  Green: 0.95,
  Multicolor: 0.94,
  Metallic: 0.95,
};

/** A standard normal draw (Box–Muller) from the seeded source. */
function normal(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

/** A small fixed premium or discount per style of a model (−4 % … +4 %), the same on every run. */
function styleEffect(model: string, style: string): number {
  return 1 + ((mixSeed(model.length, ...[...`${model}|${style}`].map((c) => c.charCodeAt(0))) % 81) - 40) / 1000;
}

/** Larger sizes of a model sell for more: ±6 % from the smallest to the largest. */
function sizeEffect(sizes: readonly string[], size: string | null): number {
  if (size === null || sizes.length < 2) return 1;
  const middle = (sizes.length - 1) / 2;
  return 1 + (0.06 * (sizes.indexOf(size) - middle)) / middle;
}

/** December sells best, July least (±2.5 %). */
function season(date: Date): number {
  return 1 + 0.025 * Math.cos((2 * Math.PI * (date.getUTCMonth() - 11)) / 12);
}

function colorOf(model: Model, style: string, rng: Rng): string {
  if (model.category === "jewelry") return metalColor(style);
  return rng.pick(materialColors(style) ?? [rng.weighted(paletteFor(model.category, model.itemType))]);
}

/**
 * The demo's sales history: for every named model, sales over the three years before `now` (more for
 * common models and busy houses), each a pure function of (seed, model, sale): its style, size, grade,
 * color and accessories drawn like the catalog's, priced from the model's range at the grade's
 * position, carried back in time along the model's trend, with the size, style, color, accessories,
 * season and a 7 % noise.
 */
export function demoSalesHistory(seed: number, now: Date): DemoSale[] {
  const sales: DemoSale[] = [];
  let modelIndex = 0;
  for (const designer of DESIGNERS) {
    for (const category of Object.keys(designer.categories) as Category[]) {
      for (const model of namedModels(designer.name, category)) {
        modelIndex += 1;
        const rng = createRng(mixSeed(seed, 40_000 + modelIndex));
        const count = Math.max(3, Math.round(SALES_PER_YEAR * 3 * (model.weight ?? 1) * (designer.weight / 10)));
        const styles = modelStyles(model);
        const regular = styles.filter((s) => !isExoticMaterial(s));
        const exotic = styles.filter((s) => isExoticMaterial(s));
        const sizes = modelSizeLabels(model);
        const trend = MODEL_TRENDS[`${designer.name}|${model.name}`] ?? defaultTrend(model, designer);
        for (let i = 0; i < count; i++) sales.push(sale(sales.length + 1, model, designer, { regular, exotic, sizes, trend }, now, rng));
      }
    }
  }
  return sales;
}

function sale(
  n: number,
  model: Model,
  designer: Designer,
  options: { regular: string[]; exotic: string[]; sizes: string[]; trend: number },
  now: Date,
  rng: Rng,
): DemoSale {
  const isExotic = options.exotic.length > 0 && rng.chance(model.exotic ?? 0);
  const style = rng.pick(isExotic ? options.exotic : options.regular.length > 0 ? options.regular : options.exotic);
  const size = options.sizes.length > 0 ? rng.pick(options.sizes) : null;
  const condition = rng.weighted(CONDITION_WEIGHTS);
  const color = colorOf(model, style, rng);
  const accessories = includedAccessories(model.category, model.name, designer.name, rng);
  const soldAt = new Date(now.getTime() - Math.floor(rng.next() * HISTORY_DAYS * DAY_MS) - DAY_MS);
  const [min, max] = model.price;
  const position = Math.min(0.97, CONDITION_PRICE_POSITION[condition] + (isExotic && model.category !== "watches" ? 0.3 : 0));
  const today = (min + (max - min) * position) * 100;
  const yearsAgo = (now.getTime() - soldAt.getTime()) / YEAR_MS;
  const price =
    today *
    sizeEffect(options.sizes, size) *
    styleEffect(model.name, style) *
    (COLOR_EFFECTS[color] ?? 1) *
    (1 + 0.9 * (accessoryFactor(accessories) - 1)) *
    Math.exp(-options.trend * yearsAgo) *
    season(soldAt) *
    Math.exp(0.07 * normal(rng));
  return {
    n,
    skuCode: skuCode(designer.name, model.name, style, size),
    title: `${designer.name} ${model.name}${size ? ` ${size}` : ""}`,
    designer: designer.name,
    category: model.category,
    itemType: model.itemType,
    model: model.name,
    style,
    size,
    condition,
    color,
    accessories,
    priceCents: roundPrice(Math.round(price)),
    soldAt,
  };
}
