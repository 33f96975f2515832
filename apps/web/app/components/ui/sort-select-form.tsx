import type { ReactNode } from "react";
import { Form, useSubmit } from "react-router";

export interface SortSelectFormProps<Key extends string> {
  /** The select's id (one sort control per page). */
  id: string;
  options: ReadonlyArray<{ key: Key; label: string }>;
  /** The sort in effect. */
  sort: Key;
  /** Hidden fields that keep the rest of the page's state (text, filters) on submit. */
  children?: ReactNode;
}

/**
 * A sort control as a GET form: without JavaScript it submits through its Apply button; with
 * JavaScript it applies on change (and the button is hidden by the stylesheet).
 */
export function SortSelectForm<Key extends string>({ id, options, sort, children }: SortSelectFormProps<Key>) {
  const submit = useSubmit();
  return (
    <Form method="get" className="sort-form" preventScrollReset>
      {children}
      <label htmlFor={id} className="sort-form-label">
        Sort by
      </label>
      <div className="select-wrap">
        <select
          id={id}
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
