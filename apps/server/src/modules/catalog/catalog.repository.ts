import { sql, type CompiledQuery, type Kysely, type SelectQueryBuilder } from "kysely";
import type { CollectionRule } from "@maison/domain/catalog/collection";
import type { ListSort } from "@maison/domain/catalog/sort";
import { TAGS } from "@maison/domain/catalog/tag";
import type { Database } from "../../db/schema.ts";
import type { CollectionRow, ProductRow } from "./catalog.table.ts";
import { UNLISTED_PIECE_STATES } from "@maison/domain/inventory/piece-lifecycle";

const compiledQueries = new WeakMap<Kysely<Database>, Map<string, CompiledQuery<unknown>>>();

/**
 * The statement `key` names (every input it depends on), built and compiled once per connection: the
 * catalog's hottest reads run the same few statements with the same values over and over. At most 2,000
 * are kept per connection (then they start again).
 */
async function runCompiled<R>(db: Kysely<Database>, key: string, build: () => { compile(): CompiledQuery<R> }): Promise<R[]> {
  let byKey = compiledQueries.get(db);
  if (!byKey) compiledQueries.set(db, (byKey = new Map()));
  let query = byKey.get(key) as CompiledQuery<R> | undefined;
  if (!query) {
    if (byKey.size >= 2_000) byKey.clear();
    byKey.set(key, (query = build().compile()));
  }
  return (await db.executeQuery(query)).rows;
}

/**
 * Products a shopper may see: every listing that has left draft. Sold and held items stay listed (the
 * card shows them as unavailable). Publishing is a state change, so no clock is involved here.
 */
export function listedProducts(db: Kysely<Database>) {
  return db.selectFrom("products").where("products.state", "not in", UNLISTED_PIECE_STATES);
}

function applyRule<O>(
  query: SelectQueryBuilder<Database, "products", O>,
  rule: CollectionRule,
): SelectQueryBuilder<Database, "products", O> {
  switch (rule.kind) {
    case "all":
      return query;
    case "category":
      return query.where("products.category", "=", rule.value);
    case "vendor":
      return query.where("products.vendor_handle", "=", rule.value);
    case "tag":
      // EXISTS lets the engine walk the sort index and stop after one page, instead of sorting every tagged row.
      return query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("product_tags")
            .select("product_tags.product_id")
            .whereRef("product_tags.product_id", "=", "products.id")
            .where("product_tags.tag", "=", rule.value),
        ),
      );
  }
}

function applySort<O>(
  query: SelectQueryBuilder<Database, "products", O>,
  sort: ListSort,
): SelectQueryBuilder<Database, "products", O> {
  switch (sort) {
    case "newest":
      return query.orderBy("products.published_at", "desc").orderBy("products.id", "desc");
    case "most-popular":
      return query.orderBy("products.favorites_count", "desc").orderBy("products.id", "desc");
    case "price-asc":
      return query.orderBy("products.price_cents", "asc").orderBy("products.id", "asc");
    case "price-desc":
      return query.orderBy("products.price_cents", "desc").orderBy("products.id", "desc");
    case "percent-off-retail":
      return query.orderBy("products.percent_off_retail", "desc").orderBy("products.id", "desc");
    case "best-selling":
      return query
        .orderBy(sql`(select count(*) from products as sold where sold.state = 'sold' and sold.vendor_handle = products.vendor_handle and coalesce(sold.model, sold.style, '') = coalesce(products.model, products.style, ''))`, "desc")
        .orderBy("products.favorites_count", "desc")
        .orderBy("products.id", "desc");
  }
}

/** Which side of the VIP preview a query reads: only pieces in first look now, or only the general view. */
export type FirstLookScope = { only: "first-look" | "general"; now: string };

/**
 * A piece is in first look while it carries the VIP preview tag and its first-look window has not
 * ended (the same test as `isFirstLook` in the domain); the general view is everything else.
 */
export function applyFirstLookScope<O>(
  query: SelectQueryBuilder<Database, "products", O>,
  scope: FirstLookScope | undefined,
): SelectQueryBuilder<Database, "products", O> {
  if (!scope) return query;
  return query.where((eb) => {
    const inFirstLook = eb.and([
      eb.exists(
        eb
          .selectFrom("product_tags")
          .select("product_tags.product_id")
          .whereRef("product_tags.product_id", "=", "products.id")
          .where("product_tags.tag", "=", TAGS.firstLook),
      ),
      eb.or([eb("products.first_look_ends_at", "is", null), eb("products.first_look_ends_at", ">", scope.now)]),
    ]);
    return scope.only === "first-look" ? inFirstLook : eb.not(inFirstLook);
  });
}

export async function countProducts(db: Kysely<Database>, rule: CollectionRule, firstLook?: FirstLookScope): Promise<number> {
  const query = applyRule(listedProducts(db).select((eb) => eb.fn.countAll<number>().as("count")), rule);
  const row = await applyFirstLookScope(query, firstLook).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The columns a product card (and ProductLookupService's facts of it) is made from. */
export const CARD_COLUMNS = [
  "products.id",
  "products.title",
  "products.vendor",
  "products.vendor_handle",
  "products.handle",
  "products.category",
  "products.colors",
  "products.condition",
  "products.item_size",
  "products.original_price_cents",
  "products.exterior_material",
  "products.interior_material",
  "products.state",
  "products.favorites_count",
  "products.price_cents",
  "products.published_at",
  "products.first_look_ends_at",
  "products.updated_at",
] as const;

/** What a product card is made from: a product row's card columns. */
export type CardRow = Pick<
  ProductRow,
  | "id"
  | "title"
  | "vendor"
  | "vendor_handle"
  | "handle"
  | "category"
  | "colors"
  | "condition"
  | "item_size"
  | "original_price_cents"
  | "exterior_material"
  | "interior_material"
  | "state"
  | "favorites_count"
  | "price_cents"
  | "published_at"
  | "first_look_ends_at"
  | "updated_at"
>;

/** The columns read on every request whatever is kept (decision 014's change stamp, and what must never be stale). */
export const FRESH_COLUMNS = ["products.id", "products.updated_at", "products.state", "products.price_cents", "products.favorites_count"] as const;

export type FreshRow = Pick<ProductRow, "id" | "updated_at" | "state" | "price_cents" | "favorites_count">;

/** Card rows of products by id (listed or not: the caller read which are listed), in no particular order. */
export async function findCardRowsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom("products").select(CARD_COLUMNS).where("products.id", "in", [...ids]).execute();
}

/** A product's whole row by id. */
export async function findProductRowById(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
}

type PageOptions = { rule: CollectionRule; sort: ListSort; limit: number; offset: number; firstLook?: FirstLookScope };

/** The ids of a page of a collection in sort order, found from the index alone (cheap even for deep pages). */
function pageIdQuery(db: Kysely<Database>, options: PageOptions) {
  const idQuery = applyFirstLookScope(applyRule(listedProducts(db).select("products.id"), options.rule), options.firstLook);
  return applySort(idQuery, options.sort).limit(options.limit).offset(options.offset);
}

/**
 * One page of a collection in sort order, its always-read columns, in one statement: the page's ids are
 * found from the index alone (cheap even for deep pages), then only those rows are read and put in
 * the same order (the sorts end on the unique id, so the order is the page's).
 */
export async function findProductPage(db: Kysely<Database>, options: PageOptions): Promise<FreshRow[]> {
  if (options.limit <= 0) return [];
  const build = () => applySort(db.selectFrom("products").select(FRESH_COLUMNS).where("products.id", "in", pageIdQuery(db, options)), options.sort);
  // A first-look page's statement holds the time: not worth keeping.
  if (options.firstLook) return build().execute();
  return runCompiled(db, `page|${JSON.stringify([options.rule, options.sort, options.limit, options.offset])}`, build);
}

/** The ids of one page of a collection in sort order. */
export async function findProductPageIds(db: Kysely<Database>, options: PageOptions): Promise<string[]> {
  return (await pageIdQuery(db, options).execute()).map((r) => r.id);
}

/** Rows for ids, in the order of the ids. */
export async function findProductsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("products").selectAll().where("id", "in", [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A listed product's always-read columns by its handle. */
export async function findFreshByHandle(db: Kysely<Database>, handle: string): Promise<FreshRow | undefined> {
  const [row] = await runCompiled(db, `fresh-by-handle|${handle}`, () => listedProducts(db).select(FRESH_COLUMNS).where("products.handle", "=", handle));
  return row;
}

/** Listed products among `ids`, in no particular order. */
export async function findListedProductsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return listedProducts(db).selectAll("products").where("id", "in", [...new Set(ids)]).execute();
}

/** A listed product by its id. */
export async function findListedProductById(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return listedProducts(db).selectAll("products").where("id", "=", id).executeTakeFirst();
}

/** The newest change to any product: a cheap stamp that moves whenever a listing is added or changed. */
export async function latestProductChange(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("products")
    .select((eb) => eb.fn.max("updated_at").as("latest"))
    .executeTakeFirst();
  return String(row?.latest ?? "");
}

/** Tags of several products at once, keyed by product id. */
export async function findTags(db: Kysely<Database>, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const byProduct = new Map<string, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom("product_tags")
    .select(["product_id", "tag"])
    .where("product_id", "in", [...productIds])
    .orderBy("product_id")
    .orderBy("tag")
    .execute();
  for (const row of rows) byProduct.get(row.product_id)?.push(row.tag);
  return byProduct;
}

export interface ImageRecord {
  product_id: string;
  position: number;
  storage_key: string;
  width: number;
  height: number;
  alt: string;
}

/** Images of several products, in gallery order; `firstOnly` fetches just the cover image. */
export async function findImages(
  db: Kysely<Database>,
  productIds: readonly string[],
  firstOnly: boolean,
): Promise<Map<string, ImageRecord[]>> {
  const byProduct = new Map<string, ImageRecord[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  let query = db
    .selectFrom("product_images")
    .selectAll()
    .where("product_id", "in", [...productIds])
    .orderBy("product_id")
    .orderBy("position");
  if (firstOnly) query = query.where("position", "=", 1);
  for (const row of await query.execute()) byProduct.get(row.product_id)?.push(row);
  return byProduct;
}

export async function findDetails(db: Kysely<Database>, productId: string) {
  return db
    .selectFrom("product_details")
    .select(["key", "title", "value", "position", "section"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
}

export type DetailRow = Awaited<ReturnType<typeof findDetails>>[number];

/** Details of several products at once, keyed by product id, each in its order. */
export async function findDetailsOf(db: Kysely<Database>, productIds: readonly string[]): Promise<Map<string, DetailRow[]>> {
  const byProduct = new Map<string, DetailRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom("product_details")
    .select(["product_id", "key", "title", "value", "position", "section"])
    .where("product_id", "in", [...productIds])
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  for (const { product_id, ...detail } of rows) byProduct.get(product_id)?.push(detail);
  return byProduct;
}

export async function findCollection(db: Kysely<Database>, handle: string): Promise<CollectionRow | undefined> {
  return db.selectFrom("collections").selectAll().where("handle", "=", handle).executeTakeFirst();
}

/** A collection with the catalog's change stamp (the newest product change, as latestProductChange), in one statement. */
export async function findCollectionWithStamp(db: Kysely<Database>, handle: string): Promise<{ collection: CollectionRow; stamp: string } | undefined> {
  const [row] = await runCompiled(db, `collection-with-stamp|${handle}`, () =>
    db
      .selectFrom("collections")
      .selectAll("collections")
      .select((eb) => eb.selectFrom("products").select((p) => p.fn.max("updated_at").as("latest")).as("catalog_stamp"))
      .where("collections.handle", "=", handle),
  );
  if (!row) return undefined;
  const { catalog_stamp, ...collection } = row;
  return { collection, stamp: String(catalog_stamp ?? "") };
}

/** The collections shown in navigation (not hidden), in their order. */
export async function findVisibleCollections(db: Kysely<Database>): Promise<CollectionRow[]> {
  return db.selectFrom("collections").selectAll().where("hidden", "=", 0).orderBy("position").orderBy("handle").execute();
}

/** Designers with how many listed products each, by name. */
export async function findDesignersWithCounts(db: Kysely<Database>) {
  return db
    .selectFrom("designers")
    .leftJoin(
      listedProducts(db)
        .select(["vendor_handle", (eb) => eb.fn.countAll<number>().as("product_count")])
        .groupBy("vendor_handle")
        .as("counts"),
      "counts.vendor_handle",
      "designers.handle",
    )
    .select(["designers.name", "designers.handle", "counts.product_count"])
    .orderBy("designers.name")
    .execute();
}

/** Whether any listing shows the photo stored at `key`. */
export async function isPhotoUsed(db: Kysely<Database>, key: string): Promise<boolean> {
  return (await db.selectFrom("product_images").select("product_id").where("storage_key", "=", key).limit(1).executeTakeFirst()) !== undefined;
}
