import { sql, type Kysely } from "kysely";
import { PRODUCT_ID_BASE, MAX_LISTING_NUMBER } from "@maison/domain/catalog/listing-identity";
import type { Database } from "../../db/schema.ts";
import type { NewProductRow, ProductDetailTable, ProductImageTable, ProductRow } from "./catalog.table.ts";

/** The columns of a listing staff may change after creation (never state, ids or counters). */
export type ListingChanges = Pick<
  NewProductRow,
  | "title"
  | "description"
  | "vendor"
  | "vendor_handle"
  | "category"
  | "item_type"
  | "model"
  | "style"
  | "item_size"
  | "condition"
  | "colors"
  | "exterior_material"
  | "interior_material"
  | "is_exotic"
  | "gender"
  | "price_cents"
  | "original_price_cents"
  | "estimated_retail_cents"
  | "updated_at"
>;

/** The listing numbers in use run up to this one (0 when none is numbered yet). */
export async function highestListingNumber(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("products")
    .select("id")
    .where("id", ">", String(PRODUCT_ID_BASE))
    .where("id", "<=", String(PRODUCT_ID_BASE + MAX_LISTING_NUMBER))
    .where(sql`length(id)`, "=", String(PRODUCT_ID_BASE).length)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) - PRODUCT_ID_BASE : 0;
}

export async function insertListing(db: Kysely<Database>, row: NewProductRow): Promise<void> {
  await db.insertInto("products").values(row).execute();
}

export async function updateListing(db: Kysely<Database>, id: string, changes: ListingChanges): Promise<void> {
  await db.updateTable("products").set(changes).where("id", "=", id).execute();
}

/** Writes a listing's price alone (a consignment's agreed price); the state is inventory's to change. */
export async function setListingPrice(db: Kysely<Database>, id: string, priceCents: number, updatedAt: string): Promise<void> {
  await db.updateTable("products").set({ price_cents: priceCents, updated_at: updatedAt }).where("id", "=", id).execute();
}

/** Writes a listing's VIP preview facts (its batch dates); the state is inventory's to change. */
export async function setListingDates(
  db: Kysely<Database>,
  id: string,
  dates: { published_at: string | null; first_look_ends_at: string | null; updated_at: string },
): Promise<void> {
  await db.updateTable("products").set(dates).where("id", "=", id).execute();
}

/** Replaces a listing's tags, detail rows and photos with these. */
export async function replaceListingChildren(
  db: Kysely<Database>,
  id: string,
  children: { tags?: readonly string[]; details?: ReadonlyArray<Omit<ProductDetailTable, "product_id">>; images?: ReadonlyArray<Omit<ProductImageTable, "product_id">> },
): Promise<void> {
  if (children.tags) {
    await db.deleteFrom("product_tags").where("product_id", "=", id).execute();
    if (children.tags.length > 0) await db.insertInto("product_tags").values(children.tags.map((tag) => ({ product_id: id, tag }))).execute();
  }
  if (children.details) {
    await db.deleteFrom("product_details").where("product_id", "=", id).execute();
    if (children.details.length > 0) await db.insertInto("product_details").values(children.details.map((d) => ({ product_id: id, ...d }))).execute();
  }
  if (children.images) {
    await db.deleteFrom("product_images").where("product_id", "=", id).execute();
    if (children.images.length > 0) await db.insertInto("product_images").values(children.images.map((i) => ({ product_id: id, ...i }))).execute();
  }
}

/** A listing in any state (the console sees drafts and withdrawn pieces too). */
export async function findAnyListing(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every product_details value of a listing, by key. */
export async function findDetailValues(db: Kysely<Database>, id: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom("product_details").select(["key", "value"]).where("product_id", "=", id).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export interface PieceSearch {
  q?: string | undefined;
  state?: string | undefined;
  limit: number;
  offset: number;
}

/** `LIKE` text for a search word, its wildcards taken literally. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchedPieces(db: Kysely<Database>, search: PieceSearch) {
  let query = db.selectFrom("products");
  if (search.state) query = query.where("state", "=", search.state);
  const q = search.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or([
        eb("id", "=", q),
        eb(sql`lower(sku)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(title)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(vendor)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(vendor || ' ' || title)`, "like", sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

/** One page of pieces in any state matching a search word (title, designer, sku or id), latest change first. */
export async function searchPieces(db: Kysely<Database>, search: PieceSearch): Promise<{ rows: ProductRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    searchedPieces(db, search).selectAll().orderBy("updated_at", "desc").orderBy("id", "desc").limit(search.limit).offset(search.offset).execute(),
    searchedPieces(db, search).select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The designer with this handle, if the catalogue has one. */
export async function findDesignerByHandle(db: Kysely<Database>, handle: string): Promise<{ handle: string; name: string } | undefined> {
  return db.selectFrom("designers").select(["handle", "name"]).where("handle", "=", handle).executeTakeFirst();
}

export async function collectionExists(db: Kysely<Database>, handle: string): Promise<boolean> {
  return (await db.selectFrom("collections").select("handle").where("handle", "=", handle).executeTakeFirst()) !== undefined;
}

/** A new designer with its own collection at /collections/{handle}, placed after the others (as the seed does). */
export async function insertDesignerWithCollection(
  db: Kysely<Database>,
  designer: { handle: string; name: string },
  collection: { handle: string; title: string; description: string; rule_value: string },
): Promise<void> {
  await db.insertInto("designers").values({ handle: designer.handle, name: designer.name, description: "" }).execute();
  if (await collectionExists(db, collection.handle)) return;
  const last = await db.selectFrom("collections").select((eb) => eb.fn.max("position").as("position")).executeTakeFirst();
  await db
    .insertInto("collections")
    .values({ ...collection, rule_kind: "vendor", default_sort: "newest", hidden: 0, position: Number(last?.position ?? 0) + 1 })
    .execute();
}
