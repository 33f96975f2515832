import type { DesignerListResponse, Product, ProductListQuery, ProductListResponse } from "@maison/contracts/catalog";
import type { CollectionRule } from "@maison/domain/catalog/collection";
import { isCategory } from "@maison/domain/catalog/category";
import { pageCount, skipForPage } from "@maison/domain/catalog/paging";
import { LIST_SORT_KEYS, type ListSort } from "@maison/domain/catalog/sort";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { CollectionRow } from "./catalog.table.ts";
import {
  countProducts,
  findCollection,
  findDesignersWithCounts,
  findDetails,
  findImages,
  findProductByHandle,
  findProductPage,
  findTags,
  latestProductChange,
} from "./catalog.repository.ts";
import { CollectionCountCache } from "./collection-count-cache.ts";
import { toProduct, toProductCard, type Viewer } from "./product-mapper.ts";

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

/** Reads the catalog: collection pages, product pages and the designer index. */
export class CatalogService {
  private readonly counts = new CollectionCountCache();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async listProducts(query: ProductListQuery, viewer: Viewer): Promise<ProductListResponse> {
    const collection = await findCollection(this.db.kysely, query.collection);
    if (!collection) throw new DomainError("not_found", "collection_not_found", "This collection does not exist.", "collection");
    const now = this.clock.now();
    const rule = ruleOf(collection);
    const sort = query.sort ?? defaultSortOf(collection);
    const offset = skipForPage(query.page, query.limit);
    const [total, rows] = await Promise.all([
      this.countCollection(collection.handle, rule, now),
      findProductPage(this.db.kysely, { rule, sort, limit: query.limit, offset }),
    ]);
    const ids = rows.map((r) => r.id);
    const [tags, images] = await Promise.all([findTags(this.db.kysely, ids), findImages(this.db.kysely, ids, true)]);
    return {
      collection: {
        handle: collection.handle,
        title: collection.title,
        description: collection.description,
        product_count: total,
      },
      products: rows.map((row) => toProductCard(row, tags.get(row.id) ?? [], images.get(row.id)?.[0], viewer, now)),
      total,
      page: query.page,
      page_size: query.limit,
      page_count: pageCount(total, query.limit),
      sort,
      has_more: offset + rows.length < total,
    };
  }

  async getProduct(handle: string, viewer: Viewer): Promise<Product> {
    const now = this.clock.now();
    const row = await findProductByHandle(this.db.kysely, handle);
    if (!row) throw new DomainError("not_found", "product_not_found", "This product does not exist.", "handle");
    const [tags, images, details] = await Promise.all([
      findTags(this.db.kysely, [row.id]),
      findImages(this.db.kysely, [row.id], false),
      findDetails(this.db.kysely, row.id),
    ]);
    return toProduct(row, tags.get(row.id) ?? [], images.get(row.id) ?? [], details, viewer, now);
  }

  async listDesigners(): Promise<DesignerListResponse> {
    const rows = await findDesignersWithCounts(this.db.kysely);
    return {
      designers: rows.map((r) => ({ name: r.name, handle: r.handle, product_count: Number(r.product_count ?? 0) })),
    };
  }

  private async countCollection(handle: string, rule: CollectionRule, now: Date): Promise<number> {
    const stamp = await latestProductChange(this.db.kysely);
    const cached = this.counts.get(handle, stamp, now.getTime());
    if (cached !== undefined) return cached;
    const total = await countProducts(this.db.kysely, rule);
    this.counts.set(handle, stamp, total, now.getTime());
    return total;
  }
}
