import { CATEGORIES, type Category } from "@maison/domain/catalog/category";
import { sellSku, type SellSku } from "@maison/domain/valuation/sell-sku";
import { DESIGNERS } from "../catalog/seed/designers.ts";
import { defaultMaterials, exoticSkins } from "../catalog/seed/materials.ts";
import type { Model } from "../catalog/seed/model.ts";
import { modelSizeLabels, namedModels } from "../catalog/seed/models.ts";

/**
 * The styles a model is sold in: its materials (or the house's usual ones), then, for a model that
 * comes in exotic skins, those skins. Watches' exotics are straps, not styles.
 */
export function modelStyles(model: Model): string[] {
  const designer = DESIGNERS.find((d) => d.name === model.designer);
  if (!designer) throw new Error(`Unknown designer ${model.designer}`);
  const materials = model.materials ?? defaultMaterials(designer, model.category, model.itemType);
  const exotics = (model.exotic ?? 0) > 0 && model.category !== "watches" ? exoticSkins(designer, model.category) : [];
  return [...new Set([...materials, ...exotics])];
}

/**
 * Every sku of the seller's catalog from the demo catalog's taxonomy (static data): for each category,
 * the houses that make it, their named models, each model's styles and sizes.
 */
export function taxonomySkus(): SellSku[] {
  const skus: SellSku[] = [];
  for (const category of CATEGORIES as readonly Category[]) {
    for (const designer of DESIGNERS) {
      if (!designer.categories[category]) continue;
      for (const model of namedModels(designer.name, category)) {
        const sizes: Array<string | null> = modelSizeLabels(model);
        for (const style of modelStyles(model)) {
          for (const size of sizes.length > 0 ? sizes : [null]) {
            skus.push(sellSku({ category, designer: designer.name, itemType: model.itemType, model: model.name, style, size }));
          }
        }
      }
    }
  }
  return skus;
}
