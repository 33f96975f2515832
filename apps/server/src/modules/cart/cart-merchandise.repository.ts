import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { UNLISTED_PIECE_STATES } from "@maison/domain/inventory/piece-lifecycle";

/** What the cart needs of a listed product, read by its variant id. */
export interface ProductMerchandiseRecord {
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
 * Listed products (not draft) by variant id, with tags and cover image. The cart reads the catalog's
 * tables read-only here; it never writes them (holds and sales belong to checkout and the catalog).
 */
export async function findProductsByVariantIds(db: Kysely<Database>, variantIds: readonly string[]): Promise<Map<string, ProductMerchandiseRecord>> {
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
  const result = new Map<string, ProductMerchandiseRecord>();
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
