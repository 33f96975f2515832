import { LIST_PAGE_SIZE } from "../catalog/paging.ts";

/** Search results come 48 to a page, like list pages (spec 2 §9); skip = 48 × (page − 1). */
export const SEARCH_PAGE_SIZE = LIST_PAGE_SIZE;
/** The most results one search call may ask for. */
export const MAX_SEARCH_PAGE_SIZE = 100;
/** Search keeps offering more results only while offset + page size is under 100 (spec 2 §5). */
export const SEARCH_HAS_MORE_LIMIT = 100;
/** Product suggestions under the search box come 6 at a time (spec 2 §9). */
export const SUGGESTIONS_PAGE_SIZE = 6;
/** The top-match search asks for 3 products (spec 2 §9). */
export const TOP_MATCH_SIZE = 3;
/** At most 8 designers are suggested (spec 2 §9). */
export const SUGGESTED_DESIGNERS_SIZE = 8;
/** Autocomplete returns 8 search terms (spec 2 §9). */
export const AUTOCOMPLETE_SIZE = 8;
/** Brands named beside one autocomplete term. */
export const AUTOCOMPLETE_BRANDS_SIZE = 3;
/** Trending searches and designers offered before anything is typed; the mobile layout cuts them to 4. */
export const TRENDING_SIZE = 8;
export const TRENDING_MOBILE_SIZE = 4;
/** Popular bags offered before anything is typed; the mobile layout cuts them to 3. */
export const POPULAR_BAGS_SIZE = 8;
export const POPULAR_BAGS_MOBILE_SIZE = 3;
/** Recorded searches count towards trending for this many days. */
export const TRENDING_WINDOW_DAYS = 30;
/** The longest search text accepted. */
export const MAX_QUERY_LENGTH = 200;

/**
 * Spec 2 §5: has_more is true while the offset plus the page size is under 100 — and, obviously,
 * only while results remain beyond this page.
 */
export function searchHasMore(skip: number, pageSize: number, totalRecordCount: number): boolean {
  const seen = skip + pageSize;
  return seen < SEARCH_HAS_MORE_LIMIT && seen < totalRecordCount;
}
