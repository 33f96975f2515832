import type { Selectable } from "kysely";

/**
 * One sku of the seller's catalog: a designer's model in one style (exterior material) and size,
 * seeded from the catalog's taxonomy; staff may add more. Handles are the slugs the levels are
 * chosen by; `search_text` holds the words text search matches, each after a space.
 */
export interface SellSkuTable {
  code: string;
  category: string;
  designer: string;
  designer_handle: string;
  item_type: string;
  model: string;
  model_handle: string;
  style: string;
  style_handle: string;
  /** Null when the model comes in one size. */
  size: string | null;
  size_handle: string | null;
  is_exotic: number;
  search_text: string;
  /** The catalog's order: a house's icons first, a model's styles and sizes as the house lists them. */
  position: number;
  created_at: string;
}

/**
 * One of Maison's past sales, what offers are priced from: the demo history, and every piece sold
 * since (`item.sold`, one row per product). Money in cents; accessories a JSON list.
 */
export interface SaleRecordTable {
  id: string;
  /** The catalog product sold, when it was one of ours (unique). */
  product_id: string | null;
  sku_code: string | null;
  title: string;
  designer: string;
  category: string;
  item_type: string;
  model: string | null;
  style: string | null;
  size: string | null;
  condition: string;
  color: string | null;
  accessories: string;
  price_cents: number;
  sold_at: string;
  /** `history` (the demo's past sales) or `order` (a piece sold through checkout). */
  source: string;
  created_at: string;
}

export interface ValuationTables {
  sell_skus: SellSkuTable;
  sale_records: SaleRecordTable;
}

export type SellSkuRow = Selectable<SellSkuTable>;
export type SaleRecordRow = Selectable<SaleRecordTable>;
