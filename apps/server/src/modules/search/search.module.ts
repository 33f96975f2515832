import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import { FilteredListService } from "./filtered-list.service.ts";
import { SearchMetaService } from "./search-meta.service.ts";
import type { TierRankSource } from "./search-viewer.ts";
import { searchRoutes } from "./search.routes.ts";
import { SearchService } from "./search.service.ts";

export interface SearchModuleServices {
  search: SearchService;
  searchMeta: SearchMetaService;
  filteredLists: FilteredListService;
}

/** Search, facets, autocomplete and trending (decision 014), with cards from the catalog. */
export function createSearchModule(platform: Platform, deps: { products: ProductLookupService; ranks: TierRankSource }): AppModule<SearchModuleServices> {
  const { db, clock } = platform;
  const search = new SearchService(db, clock, deps.products);
  const searchMeta = new SearchMetaService(db, clock, search);
  return {
    name: "search",
    services: { search, searchMeta, filteredLists: new FilteredListService(search, deps.ranks) },
    apiRoutes: (api) => searchRoutes(api, search, searchMeta, deps.ranks),
  };
}
