import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { CollectionRule } from "@maison/domain/catalog/collection";
import type { ListSort } from "@maison/domain/catalog/sort";
import type { Database } from "../../db/schema.ts";
import type { CollectionRow, ProductRow } from "./catalog.table.ts";

/** Products a shopper may see: listed (not draft) and published by `now`. Sold items stay listed. */
function listedProducts(db: Kysely<Database>, now: string) {
  return db
    .selectFrom("products")
    .where("state", "!=", "draft")
    .where("published_at", "is not", null)
    .where("published_at", "<=", now);
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
      return query.where("products.id", "in", (eb) =>
        eb.selectFrom("product_tags").select("product_tags.product_id").where("product_tags.tag", "=", rule.value),
      );
  }
}

const percentOffRetail = sql<number>`case when estimated_retail_cents > price_cents then (estimated_retail_cents - price_cents) * 1000 / estimated_retail_cents else 0 end`;

function applySort<O>(
  query: SelectQueryBuilder<Database, "products", O>,
  sort: ListSort,
): SelectQueryBuilder<Database, "products", O> {
  switch (sort) {
    case "newest":
      return query.orderBy("published_at", "desc").orderBy("id", "desc");
    case "most-popular":
      return query.orderBy("favorites_count", "desc").orderBy("id", "desc");
    case "price-asc":
      return query.orderBy("price_cents", "asc").orderBy("id", "asc");
    case "price-desc":
      return query.orderBy("price_cents", "desc").orderBy("id", "desc");
    case "percent-off-retail":
      return query.orderBy(percentOffRetail, "desc").orderBy("id", "desc");
  }
}

export async function countProducts(db: Kysely<Database>, rule: CollectionRule, now: string): Promise<number> {
  const row = await applyRule(listedProducts(db, now).select((eb) => eb.fn.countAll<number>().as("count")), rule)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findProductPage(
  db: Kysely<Database>,
  options: { rule: CollectionRule; sort: ListSort; limit: number; offset: number; now: string },
): Promise<ProductRow[]> {
  const query = applyRule(listedProducts(db, options.now).selectAll("products"), options.rule);
  return applySort(query, options.sort).limit(options.limit).offset(options.offset).execute();
}

export async function findProductByHandle(db: Kysely<Database>, handle: string, now: string): Promise<ProductRow | undefined> {
  return listedProducts(db, now).selectAll("products").where("handle", "=", handle).executeTakeFirst();
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

export async function findCollection(db: Kysely<Database>, handle: string): Promise<CollectionRow | undefined> {
  return db.selectFrom("collections").selectAll().where("handle", "=", handle).executeTakeFirst();
}

/** Designers with how many listed products each, by name. */
export async function findDesignersWithCounts(db: Kysely<Database>, now: string) {
  return db
    .selectFrom("designers")
    .leftJoin(
      listedProducts(db, now)
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
