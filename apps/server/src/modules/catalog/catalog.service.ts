import { CatalogErrorCode, type DesignerListResponse, type Product, type ProductListQuery, type ProductListResponse } from "@maison/contracts/catalog";
import type { CollectionRule } from "@maison/domain/catalog/collection";
import { isCategory } from "@maison/domain/catalog/category";
import { FIRST_LOOK_SCOPE_COLLECTION, firstLookPageCount, firstLookPagePlan } from "@maison/domain/catalog/first-look-page";
import { LIST_PAGE_SIZE, pageCount, skipForPage } from "@maison/domain/catalog/paging";
import { LIST_SORT_KEYS, type ListSort } from "@maison/domain/catalog/sort";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { CollectionRow } from "./catalog.table.ts";
import {
  countProducts,
  findCollection,
  findCollectionWithStamp,
  findDesignersWithCounts,
  findDetailsOf,
  findImages,
  findListedProductsByIds,
  findFreshByHandle,
  findProductPage,
  findProductPageIds,
  findTags,
  findVisibleCollections,
  latestProductChange,
} from "./catalog.repository.ts";
import { withJsonFragments } from "../../http/json-fragments.ts";
import { cardsWithJson } from "./card-json.ts";
import { CollectionCountCache } from "./collection-count-cache.ts";
import { ListingPartsCache } from "./listing-parts-cache.ts";
import { canSeeFirstLook, productOf, toProduct, type Viewer } from "./product-mapper.ts";

function ruleOf(collection: CollectionRow): CollectionRule {
  const value = collection.rule_value ?? "";
  switch (collection.rule_kind) {
    case "all":
      return { kind: "all" };
    case "category":
      if (!isCategory(value)) throw new Error(`Collection ${collection.handle} has unknown category "${value}"`);
      return { kind: "category", value };
    case "tag":
      return { kind: "tag", value };
    case "vendor":
      return { kind: "vendor", value };
    default:
      throw new Error(`Collection ${collection.handle} has unknown rule "${collection.rule_kind}"`);
  }
}

function defaultSortOf(collection: CollectionRow): ListSort {
  return (LIST_SORT_KEYS as readonly string[]).includes(collection.default_sort)
    ? (collection.default_sort as ListSort)
    : "newest";
}

export interface CatalogCollection {
  handle: string;
  title: string;
  description: string;
  /** When a listing last changed (the collection rows keep no time of their own). */
  updatedAt: string;
}

/** Reads the catalog: collection pages, product pages and the designer index. */
export class CatalogService {
  private readonly counts = new CollectionCountCache();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly parts: ListingPartsCache = new ListingPartsCache(clock),
  ) {}

  async listProducts(query: ProductListQuery, viewer: Viewer): Promise<ProductListResponse> {
    const found = await findCollectionWithStamp(this.db.kysely, query.collection);
    if (!found) throw new DomainError("not_found", CatalogErrorCode.enum.collection_not_found, "This collection does not exist.", "collection");
    const { collection, stamp } = found;
    const now = this.clock.now();
    const rule = ruleOf(collection);
    const sort = query.sort ?? defaultSortOf(collection);
    if (collection.handle === FIRST_LOOK_SCOPE_COLLECTION && query.limit === LIST_PAGE_SIZE) {
      return this.listFirstLookCollection(collection, rule, sort, query.page, viewer, now);
    }
    const offset = skipForPage(query.page, query.limit);
    const [total, rows] = await Promise.all([
      this.countCollection(collection.handle, rule, now, stamp),
      findProductPage(this.db.kysely, { rule, sort, limit: query.limit, offset }),
    ]);
    const { products, json } = cardsWithJson(await this.parts.cardSources(this.db.kysely, rows), viewer, now);
    return withJsonFragments({
      collection: {
        handle: collection.handle,
        title: collection.title,
        description: collection.description,
        product_count: total,
      },
      products,
      total,
      page: query.page,
      page_size: query.limit,
      page_count: pageCount(total, query.limit),
      sort,
      has_more: offset + rows.length < total,
    }, [{ key: "products", bytes: json }]);
  }

  /**
   * Page 1 of new arrivals leads with the VIP preview (spec 2 §4): members get every first-look piece,
   * everyone else two teaser cards under the overlay; then 46 general-view pieces when first-look
   * pieces exist, else 48. Later pages continue the general view where page 1 stopped.
   */
  private async listFirstLookCollection(
    collection: CollectionRow,
    rule: CollectionRule,
    sort: ListSort,
    page: number,
    viewer: Viewer,
    now: Date,
  ): Promise<ProductListResponse> {
    const db = this.db.kysely;
    const firstLook = { only: "first-look", now: now.toISOString() } as const;
    const general = { only: "general", now: now.toISOString() } as const;
    const [firstLookCount, generalTotal] = await Promise.all([countProducts(db, rule, firstLook), countProducts(db, rule, general)]);
    const isMember = canSeeFirstLook(viewer);
    const plan = firstLookPagePlan({ page, firstLookCount, isMember });
    const [leading, rows] = await Promise.all([
      plan.firstLookLimit > 0
        ? findProductPage(db, { rule, sort: "newest", limit: plan.firstLookLimit, offset: 0, firstLook })
        : Promise.resolve([]),
      findProductPage(db, { rule, sort, limit: plan.generalLimit, offset: plan.generalOffset, firstLook: general }),
    ]);
    const all = [...leading, ...rows];
    const { products, json } = cardsWithJson(await this.parts.cardSources(db, all), viewer, now);
    // The total counts the first-look cards this viewer gets on page 1, whichever page this is.
    const total = generalTotal + firstLookPagePlan({ page: 1, firstLookCount, isMember }).firstLookLimit;
    return withJsonFragments({
      collection: { handle: collection.handle, title: collection.title, description: collection.description, product_count: total },
      products,
      total,
      page,
      page_size: LIST_PAGE_SIZE,
      page_count: firstLookPageCount(generalTotal, firstLookCount),
      sort,
      has_more: plan.generalOffset + rows.length < generalTotal,
      first_look_count: leading.length,
      general_page_size: plan.generalLimit,
    }, [{ key: "products", bytes: json }]);
  }

  async getProduct(handle: string, viewer: Viewer): Promise<Product> {
    const now = this.clock.now();
    const fresh = await findFreshByHandle(this.db.kysely, handle);
    const found = fresh && (await this.parts.productSource(this.db.kysely, fresh));
    if (!found) throw new DomainError("not_found", CatalogErrorCode.enum.product_not_found, "This product does not exist.", "handle");
    return productOf(found.template, found.row, viewer, now);
  }

  /**
   * Listed products by id, as getProduct describes each, keyed by id (unknown and unlisted ids are
   * left out): read in four queries however many are asked for (the storefront GraphQL reads pages
   * of up to 250).
   */
  async getProducts(ids: readonly string[], viewer: Viewer): Promise<Map<string, Product>> {
    const now = this.clock.now();
    const rows = await findListedProductsByIds(this.db.kysely, ids);
    const found = rows.map((row) => row.id);
    const [tags, images, details] = await Promise.all([findTags(this.db.kysely, found), findImages(this.db.kysely, found, false), findDetailsOf(this.db.kysely, found)]);
    return new Map(rows.map((row) => [row.id, toProduct(row, tags.get(row.id) ?? [], images.get(row.id) ?? [], details.get(row.id) ?? [], viewer, now)]));
  }

  /** A collection's handle, title and description, or null (the storefront GraphQL's collection). */
  async collection(handle: string): Promise<CatalogCollection | null> {
    const [row, updatedAt] = await Promise.all([findCollection(this.db.kysely, handle), this.lastListingChange()]);
    return row ? { handle: row.handle, title: row.title, description: row.description, updatedAt } : null;
  }

  /** The collections shown in navigation, in their order. */
  async visibleCollections(): Promise<CatalogCollection[]> {
    const [rows, updatedAt] = await Promise.all([findVisibleCollections(this.db.kysely), this.lastListingChange()]);
    return rows.map((row) => ({ handle: row.handle, title: row.title, description: row.description, updatedAt }));
  }

  /** A collection's contents change with its listings: the newest change to any listing. */
  private async lastListingChange(): Promise<string> {
    const latest = new Date(await latestProductChange(this.db.kysely));
    return (Number.isNaN(latest.getTime()) ? this.clock.now() : latest).toISOString();
  }

  /** Ids of a window of a collection's listed pieces in its default order, with the collection's size; null: no such collection. */
  async collectionProductIds(handle: string, window: { offset: number; limit: number }): Promise<{ ids: string[]; total: number } | null> {
    const collection = await findCollection(this.db.kysely, handle);
    if (!collection) return null;
    const rule = ruleOf(collection);
    const [total, rows] = await Promise.all([
      this.countCollection(collection.handle, rule, this.clock.now()),
      window.limit === 0 ? Promise.resolve([]) : findProductPageIds(this.db.kysely, { rule, sort: defaultSortOf(collection), limit: window.limit, offset: window.offset }),
    ]);
    return { ids: rows, total };
  }

  async listDesigners(): Promise<DesignerListResponse> {
    const rows = await findDesignersWithCounts(this.db.kysely);
    return {
      designers: rows.map((r) => ({ name: r.name, handle: r.handle, product_count: Number(r.product_count ?? 0) })),
    };
  }

  /** A collection's size, counted again only when the catalog's change stamp moved (`stamp`: read with the collection). */
  private async countCollection(handle: string, rule: CollectionRule, now: Date, knownStamp?: string): Promise<number> {
    const stamp = knownStamp ?? (await latestProductChange(this.db.kysely));
    const cached = this.counts.get(handle, stamp, now.getTime());
    if (cached !== undefined) return cached;
    const total = await countProducts(this.db.kysely, rule);
    this.counts.set(handle, stamp, total, now.getTime());
    return total;
  }
}
