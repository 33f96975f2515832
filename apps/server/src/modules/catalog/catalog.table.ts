import type { Generated, GeneratedAlways, Insertable, Selectable } from "kysely";

/** A one-of-a-kind listing. Money in cents; dates ISO-8601 UTC text; lists as JSON text. */
export interface ProductTable {
  id: string;
  handle: string;
  title: string;
  description: string;
  vendor: string;
  vendor_handle: string;
  category: string;
  item_type: string;
  model: string | null;
  style: string | null;
  item_size: string | null;
  condition: string;
  colors: string;
  exterior_material: string | null;
  interior_material: string | null;
  is_exotic: number;
  gender: string;
  price_cents: number;
  original_price_cents: number | null;
  estimated_retail_cents: number | null;
  sku: string;
  variant_id: string;
  /** available → held (checkout hold) → sold; draft before listing. */
  state: string;
  favorites_count: number;
  created_at: string;
  published_at: string | null;
  updated_at: string;
  first_look_ends_at: string | null;
  /** The boutique the piece is on display in; null when it is sold online only. */
  store_handle: string | null;
  /** Tenths of a percent below estimated retail; computed by the database. */
  percent_off_retail: GeneratedAlways<number>;
}

export interface ProductTagTable {
  product_id: string;
  tag: string;
}

/** Metafield-style product details (spec 2 §3 product_details). */
export interface ProductDetailTable {
  product_id: string;
  key: string;
  title: string;
  value: string;
  position: number;
  section: string;
}

export interface ProductImageTable {
  product_id: string;
  position: number;
  storage_key: string;
  width: number;
  height: number;
  alt: string;
}

export interface DesignerTable {
  handle: string;
  name: string;
  description: string;
}

export interface CollectionTable {
  handle: string;
  title: string;
  description: string;
  rule_kind: string;
  rule_value: string | null;
  default_sort: string;
  hidden: number;
  position: Generated<number>;
}

export interface CatalogTables {
  products: ProductTable;
  product_tags: ProductTagTable;
  product_details: ProductDetailTable;
  product_images: ProductImageTable;
  designers: DesignerTable;
  collections: CollectionTable;
}

export type ProductRow = Selectable<ProductTable>;
export type NewProductRow = Insertable<ProductTable>;
export type CollectionRow = Selectable<CollectionTable>;
