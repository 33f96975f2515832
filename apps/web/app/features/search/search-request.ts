import type { Navigation, SearchRequest } from "@maison/contracts/search";
import { SEARCH_PAGE_SIZE } from "@maison/domain/search/search-limits";
import { SEARCH_SORT_KEYS, type SearchSort } from "@maison/domain/search/search-sort";
import { ALLOWED_FILTERS, FILTER_DEFINITIONS } from "@maison/domain/search/filters";
import { searchSkip, type SearchState } from "./search-url.ts";

type Refinements = NonNullable<SearchRequest["refinements"]>;

/** A range refinement in a URL: "1000-2500", or "10000-" when open-ended. */
export function rangeParam(low: number, high: number | null): string {
  return `${low}-${high ?? ""}`;
}

/** Reads "low-high" back; null for anything else. */
export function parseRangeParam(value: string): { low: number; high: number | null } | null {
  const match = /^(\d{1,9})-(\d{0,9})$/.exec(value);
  if (!match) return null;
  const low = Number(match[1]);
  const high = match[2] ? Number(match[2]) : null;
  if (high !== null && high <= low) return null;
  return { low, high };
}

/** The sort key of the URL when the search offers it, else undefined (the default applies). */
export function searchSortOf(sort: string | undefined): SearchSort | undefined {
  return SEARCH_SORT_KEYS.find((key) => key === sort);
}

/** The refinements a URL asks for: only filters the marketplace offers, ranges read as ranges. */
export function searchRefinements(state: SearchState): Refinements {
  const refinements: Refinements = [];
  for (const [name, values] of Object.entries(state.refinements)) {
    if (!ALLOWED_FILTERS.includes(name)) continue;
    const definition = FILTER_DEFINITIONS.find((f) => f.name === name);
    for (const value of values) {
      if (definition?.type === "Range") {
        const range = parseRangeParam(value);
        if (range) refinements.push({ navigationName: name, type: "Range", ...range });
      } else {
        refinements.push({ navigationName: name, type: "Value", value });
      }
    }
  }
  return refinements;
}

/** The body of POST /v6/search/ for a page's state, optionally inside one collection. */
export function searchRequest(state: SearchState, options: { collection?: string; defaultSort?: SearchSort } = {}): SearchRequest {
  const sort = searchSortOf(state.sort) ?? options.defaultSort;
  return {
    collection: "products",
    area: "Production",
    query: state.q,
    skip: searchSkip(state.page),
    pageSize: SEARCH_PAGE_SIZE,
    refinements: searchRefinements(state),
    ...(sort ? { sorts: sort } : {}),
    pageCategories: options.collection ? [options.collection] : [],
  };
}

/** The URL value of one refinement of a navigation. */
export function refinementParam(refinement: Navigation["refinements"][number]): string {
  return refinement.type === "Range" ? rangeParam(refinement.low, refinement.high) : refinement.value;
}
