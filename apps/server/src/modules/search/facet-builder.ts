import { CATEGORY_TITLES, isCategory } from "@maison/domain/catalog/category";
import { CONDITION_GRADES } from "@maison/domain/catalog/condition";
import { STORES } from "@maison/domain/catalog/store";
import { OFF_RETAIL_BUCKETS, PRICE_BUCKETS } from "@maison/domain/search/buckets";
import { CLEARANCE_LABELS, FEATURED_LABELS, WHOLESALE_LABELS } from "@maison/domain/search/filter-labels";
import {
  AVAILABILITY_OPTIONS,
  FILTER_DEFINITIONS,
  filterAccess,
  TYPE_FILTERS,
  VIP_OPTIONS,
  type FilterDefinition,
  type FilterName,
  type FilterViewer,
} from "@maison/domain/search/filters";
import { DomainError } from "@maison/domain/shared/domain-error";
import { STATE_AVAILABLE, STATE_SOLD, type CatalogSnapshot } from "./catalog-snapshot.ts";
import type { BitsMemo } from "./bitset.ts";
import type { Facet, FacetBits, PlacedRefinement } from "./facet.ts";
import { bucketFacet, optionFacet, tagFacet } from "./option-facets.ts";
import { codeFacet, multiCodeFacet } from "./value-facets.ts";
import { SearchErrorCode } from "@maison/contracts/search";

const stateIs = (column: Uint8Array, state: number) => (i: number) => column[i] === state;

const categoryTitle = (key: string) => (isCategory(key) ? CATEGORY_TITLES[key] : key);

/** The facet of one navigation over a snapshot, with the refinements selected on it. */
function facetFor(definition: FilterDefinition, s: CatalogSnapshot, refinements: readonly PlacedRefinement[], now: number, bits?: FacetBits): Facet {
  const typeFilter = TYPE_FILTERS.find((t) => t.name === definition.name);
  if (typeFilter) {
    const code = s.categories.find(typeFilter.category) ?? -1;
    return codeFacet(definition, s.itemType, s.itemTypes, refinements, { within: { column: s.category, code }, bits });
  }
  switch (definition.name) {
    case "category":
      return codeFacet(definition, s.category, s.categories, refinements, {
        display: categoryTitle,
        order: Object.values(CATEGORY_TITLES),
        bits,
      });
    case "designer":
      return codeFacet(definition, s.designer, s.designers, refinements, { bits });
    case "color":
      return multiCodeFacet(definition, s.colorStart, s.colorCodes, s.colors, refinements, bits);
    case "condition":
      return codeFacet(definition, s.condition, s.conditions, refinements, { order: CONDITION_GRADES, bits });
    case "size":
      return codeFacet(definition, s.itemSize, s.itemSizes, refinements, { bits });
    case "exotic_material":
      return codeFacet(definition, s.exotic, s.exotics, refinements, { bits });
    case "store":
      return codeFacet(definition, s.store, s.stores, refinements, { order: STORES.map((store) => store.name), bits });
    case "price":
      return bucketFacet(definition, s.priceCents, s.priceBucket, PRICE_BUCKETS, 100, refinements);
    case "off_retail":
      return bucketFacet(definition, s.percentOff, s.offRetailBucket, OFF_RETAIL_BUCKETS, 10, refinements);
    case "availability":
      return optionFacet(
        definition,
        AVAILABILITY_OPTIONS.map((value) => ({ value, test: value === "In Stock" ? stateIs(s.state, STATE_AVAILABLE) : null })),
        refinements,
      );
    case "vip": {
      const ends = s.firstLookEnds;
      const tests: Record<(typeof VIP_OPTIONS)[number], ((i: number) => boolean) | null> = {
        All: null,
        Available: stateIs(s.state, STATE_AVAILABLE),
        Sold: stateIs(s.state, STATE_SOLD),
        // NaN (not in the preview) compares false both ways.
        "VIP Items": (i) => ends[i]! > now,
        "Non-VIP Items": (i) => !(ends[i]! > now),
      };
      return optionFacet(definition, VIP_OPTIONS.map((value) => ({ value, test: tests[value] })), refinements);
    }
    case "featured":
      return tagFacet(definition, FEATURED_LABELS, s.tagSets, refinements, bits);
    case "clearance":
      return tagFacet(definition, CLEARANCE_LABELS, s.tagSets, refinements, bits);
    case "wholesale":
      return tagFacet(definition, WHOLESALE_LABELS, s.tagSets, refinements, bits);
    default:
      throw new Error(`No facet is defined for the filter "${definition.name}"`);
  }
}

/**
 * Refuses refinements the viewer may not use: unknown or unconfigured navigations and the price filter
 * outside USD are bad input (400); b2b-only and rank-gated filters are forbidden to others (403).
 */
export function authorizeRefinements(refinements: readonly PlacedRefinement[], viewer: FilterViewer, allowed: readonly FilterName[]): void {
  for (const r of refinements) {
    const field = `${r.field}.navigationName`;
    switch (filterAccess(r.navigationName, viewer, allowed)) {
      case "allowed":
        break;
      case "not_configured":
        throw new DomainError("invalid", SearchErrorCode.enum.unknown_filter, `There is no "${r.navigationName}" filter.`, field);
      case "hidden_for_currency":
        throw new DomainError("invalid", SearchErrorCode.enum.filter_unavailable, `The ${r.navigationName} filter is offered in US dollars only.`, field);
      case "forbidden":
        throw new DomainError("forbidden", SearchErrorCode.enum.filter_forbidden, `The ${r.navigationName} filter is not available to this account.`, field);
    }
  }
}

/**
 * Facets of the given navigations, each with its own selected refinements. `memo` (the snapshot's) keeps
 * the set of products of each selected value, so a later search with the same value reads it instead of
 * testing every candidate (decision 091); without it every selection is tested product by product.
 */
export function buildFacets(
  snapshot: CatalogSnapshot,
  names: readonly FilterName[],
  refinements: readonly PlacedRefinement[],
  now: number,
  memo?: BitsMemo,
): Facet[] {
  const bits = memo ? { memo, rows: snapshot.count } : undefined;
  return names.map((name) => {
    const definition = FILTER_DEFINITIONS.find((f) => f.name === name);
    if (!definition) throw new Error(`Unknown filter ${name}`);
    return facetFor(definition, snapshot, refinements.filter((r) => r.navigationName === name), now, bits);
  });
}
