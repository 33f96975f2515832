/** List-page sorts of spec 2 §9 that the catalog serves. Relevance is added by search. */
export const LIST_SORTS = [
  { key: "newest", label: "Newest" },
  { key: "most-popular", label: "Most Popular" },
  { key: "price-asc", label: "Price: Low to High" },
  { key: "price-desc", label: "Price: High to Low" },
  { key: "percent-off-retail", label: "% Off Retail" },
  /** Most sales of the same model (designer and model or style) first: what sells, sells again. */
  { key: "best-selling", label: "Best Selling" },
] as const;
export type ListSort = (typeof LIST_SORTS)[number]["key"];
export const LIST_SORT_KEYS = LIST_SORTS.map((s) => s.key) as [ListSort, ...ListSort[]];
export const DEFAULT_LIST_SORT: ListSort = "newest";
