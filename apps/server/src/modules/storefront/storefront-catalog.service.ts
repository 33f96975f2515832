import { setImmediate as nextTurn } from "node:timers/promises";
import type { Product } from "@maison/contracts/catalog";
import { isDomainError } from "@maison/domain/shared/domain-error";
import type { CatalogCollection, CatalogService } from "../catalog/catalog.service.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import type { Viewer } from "../catalog/product-mapper.ts";
import type { CatalogSnapshot } from "../search/catalog-snapshot.ts";
import type { SearchService } from "../search/search.service.ts";
import { compileQuery, orderRows, type ProductSortKey, type SnapshotTimes } from "./product-search.ts";
import { parseProductQuery } from "./product-search-query.ts";

/** How many products one read of a page takes (a page holds up to 250). */
const PRODUCTS_PER_READ = 50;

export interface ProductPageRequest {
  query: string | null;
  sortKey: ProductSortKey;
  reverse: boolean;
  /** Position of the first product to return in the sorted result. */
  offset: number;
  limit: number;
}

export interface ProductPage {
  products: Array<{ position: number; product: Product }>;
  total: number;
}

/**
 * The catalog as the storefront GraphQL sees it: products by handle, id or variant id as the catalog
 * service describes them, and product lists filtered and sorted over the search engine's snapshot.
 */
export class StorefrontCatalogService {
  private times: { stamp: string; times: Promise<SnapshotTimes> } | null = null;

  constructor(
    private readonly catalog: CatalogService,
    private readonly lookup: ProductLookupService,
    private readonly search: SearchService,
  ) {}

  /** A listed product by handle, or null. */
  async byHandle(handle: string, viewer: Viewer): Promise<Product | null> {
    try {
      return await this.catalog.getProduct(handle, viewer);
    } catch (error) {
      if (isDomainError(error) && error.kind === "not_found") return null;
      throw error;
    }
  }

  /**
   * Listed products by id, keyed by id (unknown and draft ids are left out): read PRODUCTS_PER_READ
   * at a time, in a few queries each, the event loop turning between two reads (decision 086).
   */
  async byIds(ids: readonly string[], viewer: Viewer): Promise<Map<string, Product>> {
    const found = new Map<string, Product>();
    for (let start = 0; start < ids.length; start += PRODUCTS_PER_READ) {
      if (start > 0) await nextTurn();
      for (const [id, product] of await this.catalog.getProducts(ids.slice(start, start + PRODUCTS_PER_READ), viewer)) found.set(id, product);
    }
    return found;
  }

  /** Listed products by variant id, keyed by variant id. */
  async byVariantIds(variantIds: readonly string[], viewer: Viewer): Promise<Map<string, Product>> {
    const productIds = await this.lookup.productIdsByVariantIds(variantIds);
    const products = await this.byIds([...productIds.values()], viewer);
    const result = new Map<string, Product>();
    for (const [variantId, productId] of productIds) {
      const product = products.get(productId);
      if (product) result.set(variantId, product);
    }
    return result;
  }

  /** A collection by handle, or null. */
  collection(handle: string): Promise<CatalogCollection | null> {
    return this.catalog.collection(handle);
  }

  /** The collections shown in the shop's navigation, in their order. */
  collections(): Promise<CatalogCollection[]> {
    return this.catalog.visibleCollections();
  }

  /** A window of a collection's pieces in its default order (null: no such collection). */
  async collectionPage(handle: string, window: { offset: number; limit: number }, viewer: Viewer): Promise<ProductPage | null> {
    const found = await this.catalog.collectionProductIds(handle, window);
    if (!found) return null;
    const products = await this.byIds(found.ids, viewer);
    return {
      total: found.total,
      products: found.ids.flatMap((id, n) => {
        const product = products.get(id);
        return product ? [{ position: window.offset + n, product }] : [];
      }),
    };
  }

  /** One page of the products matching a Shopify search query, in the order of the sort key. */
  async page(request: ProductPageRequest, viewer: Viewer): Promise<ProductPage> {
    const tree = parseProductQuery(request.query);
    const { snapshot } = await this.search.currentSnapshot();
    const times = request.sortKey === "CREATED_AT" || request.sortKey === "UPDATED_AT" ? await this.timesOf(snapshot) : null;
    const rows = orderRows(snapshot, compileQuery(snapshot, tree), request.sortKey, request.reverse, times);
    const slice = rows.slice(request.offset, request.offset + request.limit);
    const ids = slice.map((i) => snapshot.ids[i]!);
    const products = await this.byIds(ids, viewer);
    return {
      total: rows.length,
      products: ids.flatMap((id, n) => {
        const product = products.get(id);
        return product ? [{ position: request.offset + n, product }] : [];
      }),
    };
  }

  /** Creation and update times aligned with a snapshot's rows, read once per snapshot. */
  private timesOf(snapshot: CatalogSnapshot): Promise<SnapshotTimes> {
    if (this.times?.stamp !== snapshot.stamp) {
      const times = this.lookup.listedTimes().then((rows) => {
        const createdAt = new Float64Array(snapshot.count).fill(Number.NaN);
        const updatedAt = new Float64Array(snapshot.count).fill(Number.NaN);
        for (const row of rows) {
          const i = snapshot.indexOf.get(row.id);
          if (i === undefined) continue;
          createdAt[i] = Date.parse(row.created_at);
          updatedAt[i] = Date.parse(row.updated_at);
        }
        return { createdAt, updatedAt };
      });
      this.times = { stamp: snapshot.stamp, times };
      times.catch(() => {
        if (this.times?.times === times) this.times = null;
      });
    }
    return this.times.times;
  }
}
