import { z } from "zod";
import { MAX_QUERY_LENGTH, MAX_SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE } from "@maison/domain/search/search-limits";
import { SEARCH_SORT_FIELDS, SEARCH_SORT_KEYS } from "@maison/domain/search/search-sort";
import { ProductCard, ProductListQuery } from "./catalog.ts";

/**
 * The search provider call of spec 2 §7, shaped like the GroupBy search API the storefront client
 * was written for: `POST /api/v6/search/` with {collection, area, skip, query, refinements, sorts,
 * preFilter, pageCategories, pageSize} answers {records, totalRecordCount, availableNavigation,
 * selectedNavigation, metadata.searchAttributionToken, id}.
 */

const NavigationName = z.string().regex(/^[a-z][a-z_]{0,39}$/, "must be a filter name such as designer or bag_type");
const Currency = z.string().regex(/^[A-Z]{3}$/, "must be a three-letter currency code such as USD");
const Handle = z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "must be a lowercase collection handle");

/** One selected value of a Value navigation: products having it. Values match case-insensitively. */
export const ValueRefinement = z.object({
  navigationName: NavigationName,
  type: z.literal("Value"),
  value: z.string().min(1, "must not be empty").max(200),
});

/**
 * A numeric range [low, high) of a Range navigation: `price` in whole US dollars, `off_retail` in whole
 * percent below the estimated retail price. `high` omitted or null is open-ended.
 */
export const RangeRefinement = z
  .object({
    navigationName: NavigationName,
    type: z.literal("Range"),
    low: z.number().min(0).max(1e9).default(0),
    high: z.number().min(0).max(1e9).nullable().default(null),
  })
  .refine((r) => r.high === null || r.high > r.low, { message: "high must be above low", path: ["high"] });

export const Refinement = z.discriminatedUnion("type", [ValueRefinement, RangeRefinement]);
export type Refinement = z.infer<typeof Refinement>;

/** A sort as GroupBy names it: a field and an order. `_relevance` is the text match. */
export const SortSpec = z.object({
  field: z.enum(SEARCH_SORT_FIELDS),
  order: z.enum(["Ascending", "Descending"]).default("Descending"),
});
export type SortSpec = z.infer<typeof SortSpec>;

export const SearchRequest = z.object({
  /** The data collection searched; Maison has one, "products". */
  collection: z.literal("products").default("products"),
  /** The GroupBy area; Maison has one, "Production". Echoed in the metadata. */
  area: z.literal("Production").default("Production"),
  /** Search text; empty lists everything (sorted newest first). */
  query: z.string().max(MAX_QUERY_LENGTH).default(""),
  /** Results to skip: 48 × (page − 1) on list pages (spec 2 §9). */
  skip: z.number().int().min(0).max(10_000).default(0),
  pageSize: z.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  /** Selected values; values of one navigation combine with OR, navigations with AND. */
  refinements: z.array(Refinement).max(50).default([]),
  /**
   * One sort: a named sort (`"price-asc"`) or GroupBy's list of {field, order} of which the first is
   * used. Default: relevance with search text, newest without.
   */
  sorts: z.union([z.enum(SEARCH_SORT_KEYS), z.array(SortSpec).max(1), SortSpec]).optional(),
  /** Refinements applied to results and counts alike but not shown as selected (e.g. a page's fixed scope). */
  preFilter: z.array(Refinement).max(20).default([]),
  /** List pages: the collection handle the page shows (`["all-bags"]`); results stay inside it. */
  pageCategories: z.array(Handle).max(1).default([]),
  /**
   * Prices are shown in this currency; the price filter is offered in USD only (spec 2 §5). Default:
   * the currency of the request's country, picked or from its header (decision 063).
   */
  currency: Currency.optional(),
});
export type SearchRequest = z.input<typeof SearchRequest>;
/** A parsed search request, its currency decided. */
export type ParsedSearchRequest = Omit<z.output<typeof SearchRequest>, "currency"> & { currency: string };

/** A search result: GroupBy's record, with the product card in allMeta. */
export const SearchRecord = z.object({
  _id: z.string(),
  _u: z.string(),
  _t: z.string(),
  collection: z.literal("products"),
  allMeta: ProductCard,
});

export const ValueCount = z.object({ type: z.literal("Value"), value: z.string(), count: z.number().int() });
export const RangeCount = z.object({
  type: z.literal("Range"),
  low: z.number(),
  high: z.number().nullable(),
  /** The bucket's name as spec 2 §9 gives it ("$1,000 to $2,500"). */
  displayName: z.string(),
  count: z.number().int(),
});

/** A filter and its values with how many results each would give (counts ignore the filter's own selection). */
export const Navigation = z.object({
  name: z.string(),
  displayName: z.string(),
  type: z.enum(["Value", "Range"]),
  /** Several values may be selected at once (they combine with OR). */
  or: z.boolean(),
  refinements: z.array(z.union([ValueCount, RangeCount])),
});
export type Navigation = z.infer<typeof Navigation>;

export const SelectedNavigation = z.object({
  name: z.string(),
  displayName: z.string(),
  type: z.enum(["Value", "Range"]),
  or: z.boolean(),
  refinements: z.array(
    z.union([
      z.object({ type: z.literal("Value"), value: z.string() }),
      z.object({ type: z.literal("Range"), low: z.number(), high: z.number().nullable() }),
    ]),
  ),
});

export const SearchResponse = z.object({
  /** A fresh id for this answer (tracking events may refer to it). */
  id: z.string(),
  query: z.string(),
  /** The words actually searched, after typo correction ("chanle" → "chanel"); equal to query when nothing was corrected. */
  correctedQuery: z.string(),
  records: z.array(SearchRecord),
  totalRecordCount: z.number().int(),
  skip: z.number().int(),
  pageSize: z.number().int(),
  /** Spec 2 §5: true while skip + pageSize is under 100 and results remain. */
  has_more: z.boolean(),
  sort: z.enum(SEARCH_SORT_KEYS),
  availableNavigation: z.array(Navigation),
  selectedNavigation: z.array(SelectedNavigation),
  metadata: z.object({ searchAttributionToken: z.string(), area: z.string(), collection: z.string(), currency: z.string() }),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** GET /api/v6/search/autocomplete/?q= */
export const AutocompleteQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH).default(""),
});

/** A search suggestion of spec 2 §3: the term and the brands it is found under. */
export const SearchTerm = z.object({
  value: z.string(),
  additionalInfo: z.object({ brands: z.array(z.string()) }),
});
export type SearchTerm = z.infer<typeof SearchTerm>;

export const DesignerLink = z.object({ name: z.string(), handle: z.string(), url: z.string() });

export const AutocompleteResponse = z.object({
  /** Up to 8 completions of the typed text (spec 2 §9). */
  searchTerms: z.array(SearchTerm),
  /** Up to 8 designers whose names match (spec 2 §9 suggested designers). */
  designers: z.array(DesignerLink),
  /** The 3 best products for the typed text (spec 2 §9 top-match search size). */
  topMatches: z.array(ProductCard),
});
export type AutocompleteResponse = z.infer<typeof AutocompleteResponse>;

/** GET /api/v6/meta/trending-searches/ */
export const TrendingSearchesResponse = z.object({
  default_designers: z.array(DesignerLink),
  default_searches: z.array(z.object({ value: z.string(), url: z.string() })),
});
export type TrendingSearchesResponse = z.infer<typeof TrendingSearchesResponse>;

/** GET /api/v6/meta/popular-bags/: the bags with the most favorites. */
export const PopularBagsResponse = z.object({ products: z.array(ProductCard) });
export type PopularBagsResponse = z.infer<typeof PopularBagsResponse>;

const Id = z.union([z.string().max(200), z.number()]).transform((v) => String(v));

/**
 * POST /api/v6/track/event/ (spec 2 §7): event_type, event_properties, alternate_id, source_url,
 * click ids, client ids. Search events ("search") carry the text in event_properties.query (or
 * search_term) and the number of results in event_properties.results_count.
 */
export const TrackEventRequest = z.object({
  event_type: z.string().min(1, "must name the event").max(100),
  event_properties: z.record(z.string(), z.unknown()).default({}),
  alternate_id: Id.optional(),
  source_url: z.string().max(2000).optional(),
  gclid: z.string().max(500).optional(),
  fbclid: z.string().max(500).optional(),
  msclkid: z.string().max(500).optional(),
  client_id: Id.optional(),
  ga_client_id: Id.optional(),
});
export type TrackEventRequest = z.input<typeof TrackEventRequest>;
export type ParsedTrackEventRequest = z.output<typeof TrackEventRequest>;

export const TrackEventResponse = z.object({
  /** True when the event was kept (search events are; other kinds are acknowledged only). */
  recorded: z.boolean(),
});

/** The event type that records a search. */
export const SEARCH_EVENT_TYPE = "search";

/** One value or several (a repeated query parameter: `?color=Black&color=Red`). */
const ListValues = z.union([z.string().min(1).max(200), z.array(z.string().min(1).max(200)).max(50)]);
/** Ranges as `low-high` or `low-` (open-ended), several allowed: `?price=1000-2500&price=10000-`. */
const ListRanges = z.union([
  z.string().regex(/^\d+(\.\d+)?-(\d+(\.\d+)?)?$/, "must be a range such as 1000-2500 or 10000-"),
  z.array(z.string().regex(/^\d+(\.\d+)?-(\d+(\.\d+)?)?$/, "must be a range such as 1000-2500 or 10000-")).max(10),
]);

/**
 * Filters the list call `GET /api/v6/shop/product/` accepts besides collection, page, limit and sort:
 * each search navigation by name (Value filters as values, Range filters as ranges) and `currency`.
 */
export const ListFilterParams = z.object({
  category: ListValues.optional(),
  designer: ListValues.optional(),
  bag_type: ListValues.optional(),
  shoe_type: ListValues.optional(),
  apparel_type: ListValues.optional(),
  accessory_type: ListValues.optional(),
  jewelry_type: ListValues.optional(),
  color: ListValues.optional(),
  condition: ListValues.optional(),
  size: ListValues.optional(),
  exotic_material: ListValues.optional(),
  store: ListValues.optional(),
  availability: ListValues.optional(),
  vip: ListValues.optional(),
  featured: ListValues.optional(),
  clearance: ListValues.optional(),
  wholesale: ListValues.optional(),
  price: ListRanges.optional(),
  off_retail: ListRanges.optional(),
  currency: Currency.optional(),
});
export type ListFilterParams = z.infer<typeof ListFilterParams>;

/** The list call's query with filters: when any filter is present the search engine answers it. */
export const FilteredProductListQuery = ProductListQuery.extend(ListFilterParams.shape);
export type FilteredProductListQuery = z.infer<typeof FilteredProductListQuery>;

/** Whether a list query narrows by any filter. */
export function hasListFilters(query: FilteredProductListQuery): boolean {
  return Object.keys(ListFilterParams.shape).some((key) => key !== "currency" && query[key as keyof ListFilterParams] !== undefined);
}

/** The typed failures of search and filtered lists; an unknown collection is catalog's `collection_not_found`. */
export const SearchErrorCode = z.enum([
  /** A refinement's value is not one the filter takes (a range's upper end must be above its lower end…): 400. */
  "invalid_refinement",
  /** Only the offered sorts may be asked for: 400 on `sorts`. */
  "invalid_sort",
  /** There is no filter of this name: 400. */
  "unknown_filter",
  /** The filter is not offered in this context (price filters in US dollars only): 400. */
  "filter_unavailable",
  /** The filter is not available to this account: 403. */
  "filter_forbidden",
]);
export type SearchErrorCode = z.infer<typeof SearchErrorCode>;
