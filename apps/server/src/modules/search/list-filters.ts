import type { FilteredProductListQuery, ParsedSearchRequest, Refinement } from "@maison/contracts/search";
import { FILTER_DEFINITIONS } from "@maison/domain/search/filters";

/** The refinements a filtered list query names, in filter order; each remembers its query parameter. */
export function listRefinements(query: FilteredProductListQuery): Array<Refinement & { param: string }> {
  const refinements: Array<Refinement & { param: string }> = [];
  for (const definition of FILTER_DEFINITIONS) {
    const raw = query[definition.name as keyof FilteredProductListQuery];
    if (raw === undefined) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    for (const value of values) {
      if (definition.type === "Range") {
        const [low, high] = value.split("-");
        refinements.push({ navigationName: definition.name, type: "Range", low: Number(low), high: high ? Number(high) : null, param: definition.name });
      } else {
        refinements.push({ navigationName: definition.name, type: "Value", value, param: definition.name });
      }
    }
  }
  return refinements;
}

/** The search request a filtered list query amounts to: its collection as the page's scope, skip = limit × (page − 1). */
export function listSearchRequest(query: FilteredProductListQuery, refinements: Refinement[], sort: ParsedSearchRequest["sorts"]): ParsedSearchRequest {
  return {
    collection: "products",
    area: "Production",
    query: "",
    skip: query.limit * (query.page - 1),
    pageSize: query.limit,
    refinements,
    sorts: sort,
    preFilter: [],
    pageCategories: query.collection === "all" ? [] : [query.collection],
    currency: query.currency ?? "USD",
  };
}
