import type { SellOption, SellSkuView } from "@maison/contracts/valuation";
import { CATEGORY_TITLES, isCategory, type Category } from "@maison/domain/catalog/category";
import { skuSearchText } from "@maison/domain/valuation/sell-search";
import { skuTitle, type SellSku } from "@maison/domain/valuation/sell-sku";
import { slugify } from "@maison/domain/shared/slug";
import type { SellSkuRow } from "./valuation.table.ts";

/** The stored row of a sku at a position of the catalog. */
export function toSellSkuRow(sku: SellSku, position: number, now: string): SellSkuRow {
  return {
    code: sku.code,
    category: sku.category,
    designer: sku.designer,
    designer_handle: slugify(sku.designer),
    item_type: sku.itemType,
    model: sku.model,
    model_handle: slugify(sku.model),
    style: sku.style,
    style_handle: slugify(sku.style),
    size: sku.size,
    size_handle: sku.size === null ? null : slugify(sku.size),
    is_exotic: sku.exotic ? 1 : 0,
    search_text: skuSearchText([sku.designer, sku.model, sku.style, sku.size ?? "", CATEGORY_TITLES[sku.category], sku.itemType]),
    position,
    created_at: now,
  };
}

function categoryOf(row: SellSkuRow): Category {
  if (!isCategory(row.category)) throw new Error(`sku ${row.code} has an unknown category ${row.category}`);
  return row.category;
}

/** The domain's sku of a stored row. */
export function toSellSku(row: SellSkuRow): SellSku {
  return {
    code: row.code,
    category: categoryOf(row),
    designer: row.designer,
    itemType: row.item_type,
    model: row.model,
    style: row.style,
    size: row.size,
    exotic: row.is_exotic === 1,
  };
}

/** A sku as the sell flow shows it. */
export function toSkuView(row: SellSkuRow): SellSkuView {
  const category = categoryOf(row);
  return {
    sku: row.code,
    title: skuTitle(row),
    item_type: category,
    item_type_label: CATEGORY_TITLES[category],
    designer: row.designer,
    model: row.model,
    style: row.style,
    size: row.size,
    is_exotic: row.is_exotic === 1,
  };
}

/** The distinct options of one level, in the rows' order. */
export function optionsOf(rows: readonly SellSkuRow[], level: "model" | "style" | "size"): SellOption[] {
  const seen = new Map<string, string>();
  for (const row of rows) {
    const value = row[`${level}_handle`];
    const label = row[level];
    if (value !== null && label !== null && !seen.has(value)) seen.set(value, label);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}
