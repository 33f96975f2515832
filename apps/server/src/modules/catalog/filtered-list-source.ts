import type { ProductListResponse } from "@maison/contracts/catalog";
import type { FilteredProductListQuery } from "@maison/contracts/search";
import type { Principal } from "../../http/principal.ts";

/**
 * What answers the collection list call when it has filters: a filtered collection page is a
 * search, so search's filtered lists provide it, for the request's principal (whose tier and
 * business flag gate the filters). Search reads the catalog's product cards, so the catalog declares
 * this port and is given search's service later (decision 038).
 */
export interface FilteredListSource {
  listProductsFor(query: FilteredProductListQuery, principal: Principal): Promise<ProductListResponse>;
}
