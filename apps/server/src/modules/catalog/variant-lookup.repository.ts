import { sql, type Kysely } from "kysely";
import type { Dialect } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { UNLISTED_PIECE_STATES } from "@maison/domain/inventory/piece-lifecycle";

/** What a cart line needs of a listed product, read by its variant id. */
export interface VariantMerchandise {
  productId: string;
  variantId: string;
  handle: string;
  title: string;
  vendor: string;
  sku: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  state: string;
  isExotic: boolean;
  firstLookEndsAt: string | null;
  tags: string[];
  cover: { storageKey: string; width: number; height: number; alt: string } | null;
}

/**
 * Products by their (single) variant id, for the cart and the storefront GraphQL, which address a
 * piece the way Shopify does: by variant.
 */

/**
 * Listed products (not draft) by variant id, with tags and cover image, in one statement (issue 17):
 * the tags and the cover come as JSON built by the database (`json_group_array`/`json_object` on
 * SQLite, `json_agg`/`json_build_object` on PostgreSQL).
 */
export async function findMerchandiseByVariantIds(db: Kysely<Database>, variantIds: readonly string[], dialect: Dialect): Promise<Map<string, VariantMerchandise>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const tags =
    dialect === "postgres"
      ? sql<unknown>`(select coalesce(json_agg(t.tag), '[]'::json) from product_tags t where t.product_id = products.id)`
      : sql<unknown>`(select json_group_array(t.tag) from product_tags t where t.product_id = products.id)`;
  const cover =
    dialect === "postgres"
      ? sql<unknown>`(select json_build_object('storage_key', i.storage_key, 'width', i.width, 'height', i.height, 'alt', i.alt) from product_images i where i.product_id = products.id order by i.position limit 1)`
      : sql<unknown>`(select json_object('storage_key', i.storage_key, 'width', i.width, 'height', i.height, 'alt', i.alt) from product_images i where i.product_id = products.id order by i.position limit 1)`;
  const rows = await db
    .selectFrom("products")
    .select(["id", "variant_id", "handle", "title", "vendor", "sku", "price_cents", "original_price_cents", "state", "is_exotic", "first_look_ends_at"])
    .select([tags.as("tags"), cover.as("cover")])
    .where("variant_id", "in", ids)
    .where("state", "not in", UNLISTED_PIECE_STATES)
    .execute();
  const result = new Map<string, VariantMerchandise>();
  for (const row of rows) {
    const image = fromJson<{ storage_key: string; width: number; height: number; alt: string } | null>(row.cover);
    result.set(row.variant_id, {
      productId: row.id,
      variantId: row.variant_id,
      handle: row.handle,
      title: row.title,
      vendor: row.vendor,
      sku: row.sku,
      priceCents: row.price_cents,
      compareAtPriceCents: row.original_price_cents,
      state: row.state,
      isExotic: row.is_exotic === 1,
      firstLookEndsAt: row.first_look_ends_at,
      tags: fromJson<string[] | null>(row.tags) ?? [],
      cover: image ? { storageKey: image.storage_key, width: Number(image.width), height: Number(image.height), alt: image.alt } : null,
    });
  }
  return result;
}

/** A JSON column: text on SQLite, already parsed by the driver on PostgreSQL. */
function fromJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : (value ?? null)) as T;
}

/** Product ids of the listed (not draft) products among the given variant ids, keyed by variant id. */
export async function findProductIdsByVariantIds(db: Kysely<Database>, variantIds: readonly string[]): Promise<Map<string, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("products")
    .select(["id", "variant_id"])
    .where("variant_id", "in", [...new Set(variantIds)])
    .where("state", "not in", UNLISTED_PIECE_STATES)
    .execute();
  return new Map(rows.map((r) => [r.variant_id, r.id]));
}

/** Creation and last-change times of every listed product. */
export async function findListedTimes(db: Kysely<Database>): Promise<Array<{ id: string; created_at: string; updated_at: string }>> {
  return db.selectFrom("products").select(["id", "created_at", "updated_at"]).where("state", "not in", UNLISTED_PIECE_STATES).execute();
}
