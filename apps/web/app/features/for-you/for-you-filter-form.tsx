import { Form, useNavigation } from "react-router";
import type { ForYouFilters } from "@maison/contracts/account-lists";

export interface FilterChoice {
  value: string;
  label: string;
}

export interface ForYouFilterOptions {
  designers: FilterChoice[];
  categories: FilterChoice[];
  color: FilterChoice[];
  condition: FilterChoice[];
}

const GROUPS = [
  { name: "designers", title: "Designers" },
  { name: "categories", title: "Categories" },
  { name: "color", title: "Color" },
  { name: "condition", title: "Condition" },
] as const;

/**
 * The saved For You filters, edited in place (spec 2 §2): a POST form of checkboxes that replaces all
 * four at once and reloads the recommendations.
 */
export function ForYouFilterForm({ filters, options, saved }: { filters: ForYouFilters; options: ForYouFilterOptions; saved: boolean | null }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <Form method="post" className="for-you-filters" preventScrollReset>
      <h2 className="facet-panel-title">Your preferences</h2>
      {GROUPS.map((group) => {
        const chosen: readonly string[] = filters[group.name];
        return (
          <details key={group.name} className="facet-group" open={chosen.length > 0}>
            <summary className="facet-group-summary">
              <span>{group.title}</span>
              {chosen.length > 0 ? <span className="facet-group-count">{chosen.length}</span> : null}
            </summary>
            <fieldset className="facet-options">
              <legend className="visually-hidden">{group.title}</legend>
              {options[group.name].map((option) => {
                const id = `for-you-${group.name}-${option.value}`.replace(/[^a-zA-Z0-9_-]/g, "-");
                return (
                  <div key={option.value} className="facet-option">
                    <input id={id} type="checkbox" name={group.name} value={option.value} defaultChecked={chosen.includes(option.value)} />
                    <label htmlFor={id}>
                      <span className="facet-option-label">{option.label}</span>
                    </label>
                  </div>
                );
              })}
            </fieldset>
          </details>
        );
      })}
      <button type="submit" className="button button-primary for-you-save" disabled={saving}>
        {saving ? "Saving…" : "Save preferences"}
      </button>
      {saved === false ? (
        <p className="form-message form-message-error" role="alert">
          Something went wrong, please try again later.
        </p>
      ) : null}
    </Form>
  );
}
