/** Sort directions as the search wire names them. */
export type SortOrder = "Ascending" | "Descending";

/**
 * List-page sorts of spec 2 §9 (most popular, newest, price low-high, price high-low, best selling,
 * % off retail) plus Relevance on search. Each is a field and an order on the search wire.
 */
export const SEARCH_SORTS = [
  { key: "relevance", label: "Relevance", field: "_relevance", order: "Descending" },
  { key: "most-popular", label: "Most Popular", field: "favorites_count", order: "Descending" },
  { key: "newest", label: "Newest", field: "published_at", order: "Descending" },
  { key: "price-asc", label: "Price: Low to High", field: "price", order: "Ascending" },
  { key: "price-desc", label: "Price: High to Low", field: "price", order: "Descending" },
  { key: "best-selling", label: "Best Selling", field: "best_selling", order: "Descending" },
  { key: "percent-off-retail", label: "% Off Retail", field: "percent_off_retail", order: "Descending" },
] as const satisfies ReadonlyArray<{ key: string; label: string; field: string; order: SortOrder }>;

export type SearchSort = (typeof SEARCH_SORTS)[number]["key"];
export type SearchSortField = (typeof SEARCH_SORTS)[number]["field"];
export const SEARCH_SORT_KEYS = SEARCH_SORTS.map((s) => s.key) as [SearchSort, ...SearchSort[]];
export const SEARCH_SORT_FIELDS = [...new Set(SEARCH_SORTS.map((s) => s.field))] as [SearchSortField, ...SearchSortField[]];

/** Relevance when there is text to be relevant to, newest otherwise. */
export function defaultSearchSort(query: string): SearchSort {
  return query.trim() === "" ? "newest" : "relevance";
}

/** The named sort for a field and order; undefined for a combination we do not offer (e.g. newest first ascending). */
export function sortForField(field: string, order: SortOrder): SearchSort | undefined {
  return SEARCH_SORTS.find((s) => s.field === field && s.order === order)?.key;
}
