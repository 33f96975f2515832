import type { Kysely } from "kysely";
import { NAVIGATION_COLLECTIONS, designerCollection } from "@maison/domain/catalog/collection";
import { slugify } from "@maison/domain/shared/slug";
import type { Database } from "../../src/db/schema.ts";
import type { NewProductRow } from "../../src/modules/catalog/catalog.table.ts";
import { insertCollections as insertCollectionRows, insertDesigners } from "../../src/modules/catalog/seed/seed-repository.ts";

let sequence = 0;

export interface ProductFixture extends Partial<NewProductRow> {
  tags?: string[];
  images?: number;
  details?: Array<{ key: string; title: string; value: string; section: string }>;
}

/** Inserts the navigation collections and one collection (and designer row) per given designer. */
export async function insertCollections(db: Kysely<Database>, designers: string[] = []): Promise<void> {
  await insertCollectionRows(db, [...NAVIGATION_COLLECTIONS, ...designers.map((name) => designerCollection(name, slugify(name)))]);
  await insertDesigners(db, designers.map((name) => ({ handle: slugify(name), name, description: "" })));
}

/** Inserts one product with sensible defaults; every field can be overridden. */
export async function insertProduct(db: Kysely<Database>, fixture: ProductFixture = {}): Promise<NewProductRow> {
  sequence += 1;
  const n = sequence;
  const { tags = [], images = 1, details = [], ...overrides } = fixture;
  const vendor = overrides.vendor ?? "Chanel";
  const row: NewProductRow = {
    id: String(9_000_000_000_000 + n),
    handle: `test-product-${n}`,
    title: `Classic Flap ${n}`,
    description: "A test product.",
    vendor,
    vendor_handle: slugify(vendor),
    category: "bags",
    item_type: "Shoulder Bag",
    model: "Classic Flap",
    style: null,
    item_size: "Medium",
    condition: "Excellent",
    colors: JSON.stringify(["Black"]),
    exterior_material: "Caviar Leather",
    interior_material: "Lambskin",
    is_exotic: 0,
    gender: "women",
    price_cents: 5000_00,
    original_price_cents: null,
    estimated_retail_cents: 10_000_00,
    sku: `TEST-${n}`,
    variant_id: String(49_000_000_000_000 + n),
    state: "available",
    favorites_count: 0,
    created_at: "2026-10-01T00:00:00.000Z",
    published_at: "2026-10-01T00:00:00.000Z",
    updated_at: "2026-10-01T00:00:00.000Z",
    first_look_ends_at: null,
    ...overrides,
  };
  await db.insertInto("products").values(row).execute();
  if (tags.length > 0) {
    await db.insertInto("product_tags").values(tags.map((tag) => ({ product_id: row.id, tag }))).execute();
  }
  for (let position = 1; position <= images; position++) {
    await db
      .insertInto("product_images")
      .values({ product_id: row.id, position, storage_key: `products/${row.id}/${position}.svg`, width: 1500, height: 1500, alt: `${row.title} view ${position}` })
      .execute();
  }
  if (details.length > 0) {
    await db
      .insertInto("product_details")
      .values(details.map((d, i) => ({ product_id: row.id, position: i + 1, ...d })))
      .execute();
  }
  return row;
}
