import type { Kysely } from "kysely";
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

/** Listed products (not draft) by variant id, with tags and cover image. */
export async function findMerchandiseByVariantIds(db: Kysely<Database>, variantIds: readonly string[]): Promise<Map<string, VariantMerchandise>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("products")
    .select(["id", "variant_id", "handle", "title", "vendor", "sku", "price_cents", "original_price_cents", "state", "is_exotic", "first_look_ends_at"])
    .where("variant_id", "in", ids)
    .where("state", "not in", UNLISTED_PIECE_STATES)
    .execute();
  if (rows.length === 0) return new Map();
  const productIds = rows.map((r) => r.id);
  const [tags, images] = await Promise.all([
    db.selectFrom("product_tags").select(["product_id", "tag"]).where("product_id", "in", productIds).execute(),
    db
      .selectFrom("product_images")
      .select(["product_id", "storage_key", "width", "height", "alt", "position"])
      .where("product_id", "in", productIds)
      .orderBy("position")
      .execute(),
  ]);
  const result = new Map<string, VariantMerchandise>();
  for (const row of rows) {
    const cover = images.find((i) => i.product_id === row.id);
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
      tags: tags.filter((t) => t.product_id === row.id).map((t) => t.tag),
      cover: cover ? { storageKey: cover.storage_key, width: cover.width, height: cover.height, alt: cover.alt } : null,
    });
  }
  return result;
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
