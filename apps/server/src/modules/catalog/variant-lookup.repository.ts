import { sql, type Kysely, type RawBuilder } from "kysely";
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

/** The tags of `products.id` as a JSON array, and its cover image as a JSON object (or null), built by the database. */
function tagsAndCover(dialect: Dialect, product: RawBuilder<unknown>): { tags: RawBuilder<unknown>; cover: RawBuilder<unknown> } {
  return dialect === "postgres"
    ? {
        tags: sql`(select coalesce(json_agg(t.tag), '[]'::json) from product_tags t where t.product_id = ${product})`,
        cover: sql`(select json_build_object('storage_key', i.storage_key, 'width', i.width, 'height', i.height, 'alt', i.alt) from product_images i where i.product_id = ${product} order by i.position limit 1)`,
      }
    : {
        tags: sql`(select json_group_array(t.tag) from product_tags t where t.product_id = ${product})`,
        cover: sql`(select json_object('storage_key', i.storage_key, 'width', i.width, 'height', i.height, 'alt', i.alt) from product_images i where i.product_id = ${product} order by i.position limit 1)`,
      };
}

/** A product row as read by variant (the columns below, tags and cover as JSON text or parsed JSON). */
interface MerchandiseRow {
  id: string;
  variant_id: string;
  handle: string;
  title: string;
  vendor: string;
  sku: string;
  price_cents: number;
  original_price_cents: number | null;
  state: string;
  is_exotic: number;
  first_look_ends_at: string | null;
  tags: unknown;
  cover: unknown;
}

const MERCHANDISE_COLUMNS = ["id", "variant_id", "handle", "title", "vendor", "sku", "price_cents", "original_price_cents", "state", "is_exotic", "first_look_ends_at"] as const;

function toMerchandise(row: MerchandiseRow): VariantMerchandise {
  const image = fromJson<{ storage_key: string; width: number; height: number; alt: string } | null>(row.cover);
  return {
    productId: row.id,
    variantId: row.variant_id,
    handle: row.handle,
    title: row.title,
    vendor: row.vendor,
    sku: row.sku,
    priceCents: Number(row.price_cents),
    compareAtPriceCents: row.original_price_cents === null ? null : Number(row.original_price_cents),
    state: row.state,
    isExotic: Number(row.is_exotic) === 1,
    firstLookEndsAt: row.first_look_ends_at,
    tags: fromJson<string[] | null>(row.tags) ?? [],
    cover: image ? { storageKey: image.storage_key, width: Number(image.width), height: Number(image.height), alt: image.alt } : null,
  };
}

/**
 * Listed products (not draft) by variant id, with tags and cover image, in one statement (issue 17):
 * the tags and the cover come as JSON built by the database (`json_group_array`/`json_object` on
 * SQLite, `json_agg`/`json_build_object` on PostgreSQL).
 */
export async function findMerchandiseByVariantIds(db: Kysely<Database>, variantIds: readonly string[], dialect: Dialect): Promise<Map<string, VariantMerchandise>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const { tags, cover } = tagsAndCover(dialect, sql.ref("products.id"));
  const rows = await db
    .selectFrom("products")
    .select(MERCHANDISE_COLUMNS)
    .select([tags.as("tags"), cover.as("cover")])
    .where("variant_id", "in", ids)
    .where("state", "not in", UNLISTED_PIECE_STATES)
    .execute();
  return new Map(rows.map((row) => [row.variant_id, toMerchandise(row)]));
}

/**
 * The same merchandise as one JSON value, selected inside another module's statement (a rider,
 * decision 099): the cart selects it beside each of its lines, so that reading a cart reads its pieces
 * too. `variantId` is the other statement's column; null when it names no listed product. Decoded
 * by `merchandiseFromRider`.
 */
export function merchandiseRiderExpression(dialect: Dialect, variantId: RawBuilder<unknown>): RawBuilder<unknown> {
  const product = sql.ref("p.id");
  const { tags, cover } = tagsAndCover(dialect, product);
  const unlisted = sql.join(UNLISTED_PIECE_STATES.map((state) => sql.lit(state)));
  const fields = sql.join(
    [...MERCHANDISE_COLUMNS.map((column) => sql`${sql.lit(column)}, ${sql.ref(`p.${column}`)}`), dialect === "postgres" ? sql`'tags', ${tags}, 'cover', ${cover}` : sql`'tags', json(${tags}), 'cover', json(${cover})`],
  );
  const object = dialect === "postgres" ? sql`json_build_object(${fields})` : sql`json_object(${fields})`;
  return sql`(select ${object} from products p where p.variant_id = ${variantId} and p.state not in (${unlisted}))`;
}

/** A rider's value (JSON text on SQLite, parsed by the driver on PostgreSQL) as merchandise, or null. */
export function merchandiseFromRider(value: unknown): VariantMerchandise | null {
  const row = fromJson<MerchandiseRow | null>(value);
  return row ? toMerchandise(row) : null;
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
