import { LIST_PAGE_SIZE, skipForPage } from "@maison/domain/catalog/paging";

/** The largest page number a list or search page accepts. */
export const MAX_SEARCH_PAGE = 10_000;

/** Query parameters with their own meaning; every other facet-like parameter is a refinement. */
const RESERVED_PARAMS = new Set(["q", "sort", "page"]);
/** Parameters campaigns, ads and the site itself (cart=open, newsletter=off, platform) add to a URL: never filters. */
const IGNORED_PARAM = /^(utm_|gclid$|fbclid$|msclkid$|ref$|cart$|newsletter$|platform$|trade_in_id$)/;
/** What a facet name looks like in a URL. */
const FACET_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_VALUES_PER_FACET = 50;
const MAX_VALUE_LENGTH = 200;

/** A list or search page's state, as its URL says it: shareable, and sent by plain GET forms. */
export interface SearchState {
  /** The search text; "" on a collection page without a search. */
  q: string;
  /** 1-based page number. */
  page: number;
  /** The chosen sort key, or undefined for the page's own default. */
  sort: string | undefined;
  /** Selected refinement values by facet name, each list in the order chosen, without duplicates. */
  refinements: Record<string, string[]>;
}

/**
 * Reads `?q=&sort=&page=&{facet}={value}…` (a facet repeats once per selected value). Returns null
 * when `page` is not a page number at all, so the page can redirect to its first page.
 */
export function parseSearchState(params: URLSearchParams): SearchState | null {
  const rawPage = params.get("page");
  let page = 1;
  if (rawPage !== null && rawPage !== "") {
    if (!/^\d{1,6}$/.test(rawPage)) return null;
    page = Number(rawPage);
    if (page < 1 || page > MAX_SEARCH_PAGE) return null;
  }
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim();
  const sort = params.get("sort") || undefined;
  const refinements: Record<string, string[]> = {};
  for (const [name, value] of params) {
    if (RESERVED_PARAMS.has(name) || IGNORED_PARAM.test(name) || !FACET_NAME.test(name)) continue;
    const clean = value.trim().slice(0, MAX_VALUE_LENGTH);
    if (!clean) continue;
    const values = (refinements[name] ??= []);
    if (!values.includes(clean) && values.length < MAX_VALUES_PER_FACET) values.push(clean);
  }
  return { q, page, sort, refinements };
}

/** The query string of a state (without "?"): facets in name order, page 1 and empty parts left out. */
export function searchStateQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  for (const name of Object.keys(state.refinements).sort()) {
    for (const value of state.refinements[name] ?? []) params.append(name, value);
  }
  if (state.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params.toString();
}

/** The href of a state on a page path. */
export function searchStateHref(pathname: string, state: SearchState): string {
  const query = searchStateQuery(state);
  return query ? `${pathname}?${query}` : pathname;
}

/** The state with one refinement value turned on or off; any change of filters goes back to page 1. */
export function toggleRefinement(state: SearchState, name: string, value: string): SearchState {
  const current = state.refinements[name] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const refinements = { ...state.refinements };
  if (next.length > 0) refinements[name] = next;
  else delete refinements[name];
  return { ...state, refinements, page: 1 };
}

/** The state without any refinement ("Clear all"), on page 1; the search text and sort stay. */
export function clearRefinements(state: SearchState): SearchState {
  return { ...state, refinements: {}, page: 1 };
}

/** The same state on another page. */
export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page };
}

/** Whether any refinement is selected. */
export function hasRefinements(state: SearchState): boolean {
  return Object.values(state.refinements).some((values) => values.length > 0);
}

/** skip of the search call: 48 × (page − 1) (spec 2 §9). */
export function searchSkip(page: number): number {
  return skipForPage(page, LIST_PAGE_SIZE);
}
