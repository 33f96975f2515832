import { Form, useSubmit } from "react-router";
import { FAVORITES_SORTS, type FavoritesSort } from "@maison/domain/favorites/favorites-sort";

/** The favorites view's sort (spec 2 §9): a GET form that applies on change with JavaScript. */
export function FavoritesSortForm({ sort }: { sort: FavoritesSort }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="sort-form" preventScrollReset>
      <label htmlFor="favorites-sort" className="sort-form-label">
        Sort by
      </label>
      <div className="select-wrap">
        <select
          id="favorites-sort"
          name="sort"
          defaultValue={sort}
          key={sort}
          onChange={(event) => {
            const form = event.currentTarget.form;
            if (form) void submit(form, { preventScrollReset: true });
          }}
        >
          {FAVORITES_SORTS.map((option) => (
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
