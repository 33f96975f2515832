import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ProductRow } from "./catalog.table.ts";
import { UNLISTED_PIECE_STATES } from "@maison/domain/inventory/piece-lifecycle";

/**
 * The facts of every listed product that search's filters, facets and sorts need, read in bulk for its
 * snapshot (decision 014) through ProductLookupService; product cards come from the same service.
 */
const SNAPSHOT_COLUMNS = [
  "id",
  "title",
  "vendor",
  "vendor_handle",
  "category",
  "item_type",
  "model",
  "style",
  "item_size",
  "condition",
  "colors",
  "exterior_material",
  "interior_material",
  "price_cents",
  "estimated_retail_cents",
  "percent_off_retail",
  "state",
  "favorites_count",
  "published_at",
  "first_look_ends_at",
  "store_handle",
] as const;

export type SnapshotRow = Pick<ProductRow, (typeof SNAPSHOT_COLUMNS)[number]>;

/** Listed products (state other than draft) with ids after `afterId`, in id order, `limit` at a time. */
export async function findListedFacts(db: Kysely<Database>, afterId: string, limit: number): Promise<SnapshotRow[]> {
  return db
    .selectFrom("products")
    .select(SNAPSHOT_COLUMNS)
    .where("state", "not in", UNLISTED_PIECE_STATES)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Merchandising tags of every product (value tags such as "size:…" are left out: columns hold them). */
export async function findMerchandisingTags(db: Kysely<Database>): Promise<Array<{ product_id: string; tag: string }>> {
  return db.selectFrom("product_tags").select(["product_id", "tag"]).where("tag", "not like", "%:%").execute();
}

/** Current favorites counts, cheap enough to re-read often (favoriting does not move the change stamp). */
export async function findFavoritesCounts(db: Kysely<Database>): Promise<Array<{ id: string; favorites_count: number }>> {
  return db.selectFrom("products").select(["id", "favorites_count"]).where("state", "not in", UNLISTED_PIECE_STATES).execute();
}

/** The catalog's change stamp: the newest product `updated_at` (one index probe). */
export async function findCatalogStamp(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom("products").select((eb) => eb.fn.max("updated_at").as("latest")).executeTakeFirst();
  return String(row?.latest ?? "");
}
