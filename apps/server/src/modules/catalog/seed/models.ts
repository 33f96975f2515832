import type { Category } from "@maison/domain/catalog/category";
import type { Designer } from "./designers.ts";
import { genericNames } from "./item-types.ts";
import type { Model, ModelRow } from "./model.ts";
import { ACCESSORY_MODELS } from "./models-accessories.ts";
import { APPAREL_MODELS } from "./models-apparel.ts";
import { BAG_MODELS } from "./models-bags.ts";
import { JEWELRY_MODELS } from "./models-jewelry.ts";
import { SHOE_MODELS } from "./models-shoes.ts";
import { WATCH_MODELS } from "./models-watches.ts";
import type { Rng } from "./prng.ts";

const ROWS_BY_CATEGORY: Record<Category, Record<string, readonly ModelRow[]>> = {
  bags: BAG_MODELS,
  jewelry: JEWELRY_MODELS,
  watches: WATCH_MODELS,
  shoes: SHOE_MODELS,
  accessories: ACCESSORY_MODELS,
  apparel: APPAREL_MODELS,
};

/** Generic pieces sit in the lower part of the house's range: the top belongs to its icons. */
const GENERIC_PRICE_SHARE = 0.45;

const cache = new Map<string, readonly Model[]>();

/** The named models a house makes in a category (may be empty). */
export function namedModels(designer: string, category: Category): readonly Model[] {
  const cacheKey = `${designer}|${category}`;
  let models = cache.get(cacheKey);
  if (!models) {
    const rows = ROWS_BY_CATEGORY[category][designer] ?? [];
    models = rows.map(([name, itemType, min, max, options]) => ({
      ...options,
      designer,
      category,
      name,
      itemType,
      price: [min, max] as const,
      named: true,
    }));
    cache.set(cacheKey, models);
  }
  return models;
}

/** Every named model, for checks over the whole data set. */
export function allNamedModels(): Model[] {
  return (Object.keys(ROWS_BY_CATEGORY) as Category[]).flatMap((category) =>
    Object.keys(ROWS_BY_CATEGORY[category]).flatMap((designer) => [...namedModels(designer, category)]),
  );
}

/** A plausible unnamed piece of the given type ("Chain Shoulder Bag"), priced in the lower part of the house's range. */
export function genericModel(designer: Designer, category: Category, itemType: string, rng: Rng): Model {
  const range = designer.categories[category]?.price;
  if (!range) throw new Error(`${designer.name} has no ${category}`);
  const [min, max] = range;
  const top = Math.max(min, Math.round((min + (max - min) * GENERIC_PRICE_SHARE) / 50) * 50);
  return { designer: designer.name, category, name: rng.pick(genericNames(itemType)), itemType, price: [min, top], named: false };
}

/** The item sizes a model is sold in, as listings show them ("30 cm", "Small", "36 mm"); empty when it has none. */
export function modelSizeLabels(model: Pick<Model, "sizes" | "unit" | "category">): string[] {
  return (model.sizes ?? []).map((size) => {
    if (model.unit) return `${size}${model.unit}`;
    if (!/^\d+$/.test(size)) return size;
    if (model.category === "watches") return `${size} mm`;
    if (model.category === "jewelry") return `Size ${size}`;
    return size;
  });
}
