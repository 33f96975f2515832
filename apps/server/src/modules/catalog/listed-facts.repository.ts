import type { CompiledQuery, Kysely } from "kysely";
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

/** Merchandising tags of the given products (a patched snapshot's changed rows). */
export async function findMerchandisingTagsOf(db: Kysely<Database>, ids: readonly string[]): Promise<Array<{ product_id: string; tag: string }>> {
  if (ids.length === 0) return [];
  return db.selectFrom("product_tags").select(["product_id", "tag"]).where("product_id", "in", ids).where("tag", "not like", "%:%").execute();
}

/**
 * Products changed at or after `since` (an `updated_at`; "" for every product), through the
 * `updated_at` index: the listed ones with their snapshot facts, and the ids of those no longer listed.
 */
export async function findChangedFacts(db: Kysely<Database>, since: string): Promise<{ listed: SnapshotRow[]; goneIds: string[] }> {
  // No ORDER BY: ordered by id, SQLite walks the whole table by primary key instead of searching the index.
  const rows = await db.selectFrom("products").select(SNAPSHOT_COLUMNS).where("updated_at", ">=", since).execute();
  const unlisted = new Set<string>(UNLISTED_PIECE_STATES);
  const listed: SnapshotRow[] = [];
  const goneIds: string[] = [];
  for (const row of rows) {
    if (unlisted.has(row.state)) goneIds.push(row.id);
    else listed.push(row);
  }
  return { listed, goneIds };
}

/**
 * Current favorites counts of listed products with ids after `afterId`, in id order, `limit` at a time
 * (favoriting does not move the change stamp, so they are re-read often; a slice at a time, so that at
 * 100,000 products no one read holds the event loop).
 */
export async function findFavoritesCounts(db: Kysely<Database>, afterId: string, limit: number): Promise<Array<{ id: string; favorites_count: number }>> {
  return db
    .selectFrom("products")
    .select(["id", "favorites_count"])
    .where("state", "not in", UNLISTED_PIECE_STATES)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

const stampQueries = new WeakMap<Kysely<Database>, CompiledQuery<{ latest: string | null }>>();

/** The catalog's change stamp: the newest product `updated_at` (one index probe; read by every search, so built and compiled once per connection). */
export async function findCatalogStamp(db: Kysely<Database>): Promise<string> {
  let query = stampQueries.get(db);
  if (!query) stampQueries.set(db, (query = db.selectFrom("products").select((eb) => eb.fn.max("updated_at").as("latest")).compile()));
  const { rows } = await db.executeQuery(query);
  return String(rows[0]?.latest ?? "");
}
