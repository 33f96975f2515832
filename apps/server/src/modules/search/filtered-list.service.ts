import type { ProductListResponse } from "@maison/contracts/catalog";
import type { FilteredProductListQuery } from "@maison/contracts/search";
import { designerCollection, NAVIGATION_COLLECTIONS, type CollectionDefinition } from "@maison/domain/catalog/collection";
import { pageCount } from "@maison/domain/catalog/paging";
import { DomainError, isDomainError } from "@maison/domain/shared/domain-error";
import { collectionMembers } from "./collection-members.ts";
import { listRefinements, listSearchRequest } from "./list-filters.ts";
import type { Principal } from "../../http/principal.ts";
import { jsonArray, withJsonFragments } from "../../http/json-fragments.ts";
import type { FilteredListSource } from "../catalog/filtered-list-source.ts";
import { searchViewerOf, type SearchViewer, type TierRankSource } from "./search-viewer.ts";
import type { SearchService } from "./search.service.ts";
import { SearchErrorCode } from "@maison/contracts/search";
import { CatalogErrorCode } from "@maison/contracts/catalog";

/**
 * The collection list call with filters (`GET /api/v6/shop/product/?collection=all-bags&color=Black`):
 * the same filters, gates and sorts as search, answered in the list call's shape.
 */
export class FilteredListService implements FilteredListSource {
  constructor(
    private readonly search: SearchService,
    private readonly ranks: TierRankSource,
  ) {}

  /** The list call for a request: the principal's tier rank and business flag, in the query's currency. */
  async listProductsFor(query: FilteredProductListQuery, principal: Principal): Promise<ProductListResponse> {
    return this.listProducts(query, await searchViewerOf(principal, query.currency ?? "USD", this.ranks));
  }

  async listProducts(query: FilteredProductListQuery, viewer: SearchViewer): Promise<ProductListResponse> {
    const placed = listRefinements(query);
    for (const r of placed) {
      if (r.type === "Range" && r.high !== null && r.high <= r.low) {
        throw new DomainError("invalid", SearchErrorCode.enum.invalid_refinement, "A range's upper end must be above its lower end.", r.param);
      }
    }
    const loaded = await this.search.currentSnapshot();
    const collection = this.collection(loaded.snapshot.designers.values, loaded.snapshot.designerHandles, query.collection);
    const members = collectionMembers(loaded, query.collection);
    const sort = query.sort ?? collection.defaultSort;
    const request = listSearchRequest(query, placed.map(({ param: _param, ...r }) => r), sort);
    const { response: answer, cards } = await this.search.answer(request, viewer).catch((error: unknown) => {
      throw renamed(error, placed.map((r) => r.param));
    });
    const products = cards.map((c) => c.card);
    return withJsonFragments({
      collection: {
        handle: collection.handle,
        title: collection.title,
        description: collection.description,
        product_count: members ? members.list.length : loaded.snapshot.live,
      },
      products,
      total: answer.totalRecordCount,
      page: query.page,
      page_size: query.limit,
      page_count: pageCount(answer.totalRecordCount, query.limit),
      sort,
      has_more: request.skip + products.length < answer.totalRecordCount,
    }, [{ key: "products", bytes: jsonArray(cards.map((c) => c.json)) }]);
  }

  private collection(designers: readonly string[], handles: readonly string[], handle: string): CollectionDefinition {
    const navigation = NAVIGATION_COLLECTIONS.find((c) => c.handle === handle);
    if (navigation) return navigation;
    const code = handles.indexOf(handle);
    if (code === -1) throw new DomainError("not_found", CatalogErrorCode.enum.collection_not_found, "This collection does not exist.", "collection");
    return designerCollection(designers[code]!, handle);
  }
}

/** A refinement error names the query parameter it came from ("color"), not the search body's place. */
function renamed(error: unknown, params: readonly string[]): unknown {
  if (!isDomainError(error) || !error.field) return error;
  const index = /^refinements\.(\d+)\./.exec(error.field)?.[1];
  if (index === undefined) return error;
  return new DomainError(error.kind, error.code, error.message, params[Number(index)] ?? error.field);
}
