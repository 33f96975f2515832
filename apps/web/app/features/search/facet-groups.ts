import type { Navigation } from "@maison/contracts/search";
import { FILTER_DEFINITIONS } from "@maison/domain/search/filters";
import { refinementParam } from "./search-request.ts";
import type { SearchState } from "./search-url.ts";

export interface FacetOption {
  /** The value as the URL carries it. */
  param: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface FacetGroup {
  name: string;
  displayName: string;
  /** Checkboxes when several values may be chosen, else radio buttons. */
  multiSelect: boolean;
  options: FacetOption[];
  selectedCount: number;
}

export interface SelectedChip {
  name: string;
  displayName: string;
  param: string;
  label: string;
}

const displayOrder = (name: string) => {
  const index = FILTER_DEFINITIONS.findIndex((f) => f.name === name);
  return index === -1 ? FILTER_DEFINITIONS.length : index;
};

/**
 * The facet panel: the filters the search answered with (it already left out what this shopper may
 * not use, such as wholesale filters or the price in another currency), in the house's display order,
 * with the URL's selections ticked. Filters without any value are left out.
 */
export function facetGroups(navigations: readonly Navigation[], state: SearchState): FacetGroup[] {
  return navigations
    .filter((navigation) => navigation.refinements.length > 0)
    .map((navigation) => {
      const chosen = state.refinements[navigation.name] ?? [];
      const options = navigation.refinements.map((refinement) => {
        const param = refinementParam(refinement);
        const label = refinement.type === "Range" ? refinement.displayName : refinement.value;
        return { param, label, count: refinement.count, selected: chosen.includes(param) };
      });
      return {
        name: navigation.name,
        displayName: navigation.displayName,
        multiSelect: navigation.or,
        options,
        selectedCount: options.filter((o) => o.selected).length,
      };
    })
    .sort((a, b) => displayOrder(a.name) - displayOrder(b.name));
}

/** The chips above the results: one per selected value the search knows, labelled as its facet labels it. */
export function selectedChips(groups: readonly FacetGroup[], state: SearchState): SelectedChip[] {
  const chips: SelectedChip[] = [];
  for (const [name, params] of Object.entries(state.refinements)) {
    const group = groups.find((g) => g.name === name);
    const definition = FILTER_DEFINITIONS.find((f) => f.name === name);
    if (!group && !definition) continue;
    for (const param of params) {
      const option = group?.options.find((o) => o.param === param);
      chips.push({ name, displayName: group?.displayName ?? definition?.displayName ?? name, param, label: option?.label ?? param });
    }
  }
  return chips;
}
