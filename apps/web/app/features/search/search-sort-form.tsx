import { Form, useSubmit } from "react-router";
import { SEARCH_SORTS, type SearchSort } from "@maison/domain/search/search-sort";
import type { SearchState } from "./search-url.ts";
import { StateHiddenFields } from "./state-hidden-fields.tsx";

export interface SearchSortFormProps {
  state: SearchState;
  /** The sort in effect. */
  sort: SearchSort;
  /** Relevance is offered only when there is text to be relevant to (spec 2 §9). */
  withRelevance: boolean;
}

/**
 * The sort of a list or search page: a GET form that keeps the text and filters (works without
 * JavaScript through its Apply button); with JavaScript it applies on change, back to page 1.
 */
export function SearchSortForm({ state, sort, withRelevance }: SearchSortFormProps) {
  const submit = useSubmit();
  const options = SEARCH_SORTS.filter((option) => withRelevance || option.key !== "relevance");
  return (
    <Form method="get" className="sort-form" preventScrollReset>
      <StateHiddenFields state={state} omit="sort" />
      <label htmlFor="list-sort" className="sort-form-label">
        Sort by
      </label>
      <div className="select-wrap">
        <select
          id="list-sort"
          name="sort"
          defaultValue={sort}
          key={sort}
          onChange={(event) => {
            const form = event.currentTarget.form;
            if (form) void submit(form, { preventScrollReset: true });
          }}
        >
          {options.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="sort-form-apply">
        Apply
      </button>
    </Form>
  );
}
