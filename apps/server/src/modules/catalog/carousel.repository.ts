import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { TAGS } from "@maison/domain/catalog/tag";
import type { Database } from "../../db/schema.ts";
import { applyFirstLookScope, findProductsByIds, listedProducts, type FirstLookScope } from "./catalog.repository.ts";
import type { ProductRow } from "./catalog.table.ts";

/** Similar items stay within this price band around the product (half to twice its price). */
export const SIMILAR_PRICE_BAND = { below: 0.5, above: 2 } as const;

export interface CarouselRows {
  rows: ProductRow[];
  total: number;
}

type ProductQuery<O> = SelectQueryBuilder<Database, "products", O>;

/** Pieces a carousel may offer: listed, for sale, never the product itself, first look only when allowed. */
function shoppable(db: Kysely<Database>, excludeId: string, firstLook: FirstLookScope | undefined) {
  const base = listedProducts(db).where("products.state", "=", "available").where("products.id", "!=", excludeId);
  return applyFirstLookScope(base, firstLook);
}

/** One carousel's worth of rows in the query's order, with how many match in all. */
async function page(
  db: Kysely<Database>,
  idQuery: ProductQuery<{ id: string }>,
  countQuery: ProductQuery<{ count: number }>,
  limit: number,
): Promise<CarouselRows> {
  const [idRows, count] = await Promise.all([idQuery.limit(limit).execute(), countQuery.executeTakeFirstOrThrow()]);
  return { rows: await findProductsByIds(db, idRows.map((r) => r.id)), total: Number(count.count) };
}

/**
 * Similar items: the same category and item type, priced between half and twice the product, the
 * same designer first, then the nearest price.
 */
export async function findSimilarItems(
  db: Kysely<Database>,
  product: ProductRow,
  options: { limit: number; firstLook?: FirstLookScope },
): Promise<CarouselRows> {
  const scoped = <O>(q: ProductQuery<O>) =>
    q
      .where("products.category", "=", product.category)
      .where("products.item_type", "=", product.item_type)
      .where("products.price_cents", ">=", Math.floor(product.price_cents * SIMILAR_PRICE_BAND.below))
      .where("products.price_cents", "<=", Math.ceil(product.price_cents * SIMILAR_PRICE_BAND.above));
  const ids = scoped(shoppable(db, product.id, options.firstLook).select("products.id"))
    .orderBy(sql`case when products.vendor_handle = ${product.vendor_handle} then 0 else 1 end`)
    .orderBy(sql`abs(products.price_cents - ${product.price_cents})`)
    .orderBy("products.id", "desc");
  const count = scoped(shoppable(db, product.id, options.firstLook).select((eb) => eb.fn.countAll<number>().as("count")));
  return page(db, ids, count, options.limit);
}

/** Others you may like: the same category from other designers, the most favourited first. */
export async function findOthersYouMayLike(
  db: Kysely<Database>,
  product: ProductRow,
  options: { limit: number; firstLook?: FirstLookScope },
): Promise<CarouselRows> {
  const scoped = <O>(q: ProductQuery<O>) =>
    q.where("products.category", "=", product.category).where("products.vendor_handle", "!=", product.vendor_handle);
  const ids = scoped(shoppable(db, product.id, options.firstLook).select("products.id"))
    .orderBy("products.favorites_count", "desc")
    .orderBy("products.id", "desc");
  const count = scoped(shoppable(db, product.id, options.firstLook).select((eb) => eb.fn.countAll<number>().as("count")));
  return page(db, ids, count, options.limit);
}

/**
 * New arrivals for sale, newest created first (the homepage query of spec 1 §7), general view only
 * unless `firstLook` is left out for a viewer with early access.
 */
export async function findNewArrivalsForSale(
  db: Kysely<Database>,
  options: { limit: number; generalOnly?: FirstLookScope },
): Promise<CarouselRows> {
  const scoped = <O>(q: ProductQuery<O>) =>
    applyFirstLookScope(
      q.where("products.state", "=", "available").where(({ exists, selectFrom }) =>
        exists(
          selectFrom("product_tags")
            .select("product_tags.product_id")
            .whereRef("product_tags.product_id", "=", "products.id")
            .where("product_tags.tag", "=", TAGS.newArrivals),
        ),
      ),
      options.generalOnly,
    );
  const ids = scoped(listedProducts(db).select("products.id")).orderBy("products.created_at", "desc").orderBy("products.id", "desc");
  const count = scoped(listedProducts(db).select((eb) => eb.fn.countAll<number>().as("count")));
  return page(db, ids, count, options.limit);
}
