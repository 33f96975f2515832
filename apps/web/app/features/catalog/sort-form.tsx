import { Form, useSubmit } from "react-router";
import { LIST_SORTS, type ListSort } from "@maison/domain/catalog/sort";

export interface SortFormProps {
  /** The sort in effect (the collection's own when the URL names none). */
  sort: ListSort;
}

/**
 * The sort control of a list page: a GET form, so it works without JavaScript (with an Apply
 * button); with JavaScript it submits on change and the button is hidden.
 */
export function SortForm({ sort }: SortFormProps) {
  const submit = useSubmit();

  return (
    <Form method="get" className="sort-form" preventScrollReset>
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
            if (form) submit(form, { preventScrollReset: true });
          }}
        >
          {LIST_SORTS.map((option) => (
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
