import { SEARCH_SORTS, type SearchSort } from "@maison/domain/search/search-sort";
import { SortSelectForm } from "../../components/ui/sort-select-form.tsx";
import type { SearchState } from "./search-url.ts";
import { StateHiddenFields } from "./state-hidden-fields.tsx";

export interface SearchSortFormProps {
  state: SearchState;
  /** The sort in effect. */
  sort: SearchSort;
  /** Relevance is offered only when there is text to be relevant to (spec 2 §9). */
  withRelevance: boolean;
}

/** The sort of a list or search page; it keeps the text and filters, and goes back to page 1. */
export function SearchSortForm({ state, sort, withRelevance }: SearchSortFormProps) {
  const options = SEARCH_SORTS.filter((option) => withRelevance || option.key !== "relevance");
  return (
    <SortSelectForm id="list-sort" options={options} sort={sort}>
      <StateHiddenFields state={state} omit="sort" />
    </SortSelectForm>
  );
}
