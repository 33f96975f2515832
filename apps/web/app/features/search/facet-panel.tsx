import { useId, useState } from "react";
import { Form, useSubmit } from "react-router";
import { CloseIcon } from "../../components/ui/icons.tsx";
import { KEPT_SERVER_MARKUP, useKeptServerMarkup } from "../../components/ui/server-markup.tsx";
import type { FacetGroup } from "./facet-groups.ts";
import type { SearchState } from "./search-url.ts";
import { StateHiddenFields } from "./state-hidden-fields.tsx";

/** Groups open from the start: the first few, and any with a selection. */
const OPEN_GROUPS = 4;
const count = new Intl.NumberFormat("en-US");

export interface FacetPanelProps {
  groups: readonly FacetGroup[];
  state: SearchState;
  /** Shown on small screens, where the panel opens over the page. */
  open: boolean;
  onClose: () => void;
  /** How many pieces the chosen filters give, said on the button that closes the panel. */
  resultCount: number;
}

/** "Show 1 result", "Show 1,204 results". */
export function showResultsLabel(resultCount: number): string {
  return resultCount === 1 ? "Show 1 result" : `Show ${count.format(resultCount)} results`;
}

/**
 * The filters of a list or search page as one GET form: every choice is in the URL, so a page can be
 * shared and works without JavaScript (Apply filters). With JavaScript each change applies at once.
 */
export function FacetPanel({ groups, state, open, onClose, resultCount }: FacetPanelProps) {
  const submit = useSubmit();
  const titleId = useId();
  const stateKey = JSON.stringify(state.refinements);
  return (
    <aside className={open ? "facet-panel is-open" : "facet-panel"} aria-labelledby={titleId}>
      <div className="facet-panel-head">
        <h2 id={titleId} className="facet-panel-title">
          Filters
        </h2>
        <button type="button" className="facet-panel-close" aria-label="Close filters" onClick={onClose}>
          <CloseIcon size={20} />
        </button>
      </div>
      <Form
        method="get"
        preventScrollReset
        className="facet-form"
        onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
      >
        <StateHiddenFields state={state} omit="refinements" />
        {groups.map((group, index) => (
          <details key={group.name} className="facet-group" open={index < OPEN_GROUPS || group.selectedCount > 0}>
            <summary className="facet-group-summary">
              <span>{group.displayName}</span>
              {group.selectedCount > 0 ? <span className="facet-group-count">{group.selectedCount}</span> : null}
            </summary>
            <FacetOptions group={group} stateKey={stateKey} />
          </details>
        ))}
        <button type="submit" className="button button-primary facet-apply">
          Apply filters
        </button>
      </Form>
      <button type="button" className="button button-primary facet-panel-done" onClick={onClose}>
        {showResultsLabel(resultCount)}
      </button>
    </aside>
  );
}

/**
 * A group's choices. While the page hydrates they stay as the server drew them (decision 094): they have
 * no handlers of their own (the form's change applies them), so only the fieldset is hydrated; once the
 * group's choices, counts or the page's filters change, they are drawn anew.
 */
function FacetOptions({ group, stateKey }: { group: FacetGroup; stateKey: string }) {
  const kept = useKeptServerMarkup(JSON.stringify([group.name, group.displayName, group.multiSelect, group.options, stateKey]));
  if (kept) return <fieldset className="facet-options" dangerouslySetInnerHTML={KEPT_SERVER_MARKUP} />;
  return (
    <fieldset className="facet-options">
      <legend className="visually-hidden">{group.displayName}</legend>
      {group.options.map((option) => (
        <FacetOptionField key={option.param} group={group} option={option} stateKey={stateKey} />
      ))}
    </fieldset>
  );
}

function FacetOptionField({ group, option, stateKey }: { group: FacetGroup; option: FacetGroup["options"][number]; stateKey: string }) {
  const [id] = useState(() => `facet-${group.name}-${option.param}`.replace(/[^a-zA-Z0-9_-]/g, "-"));
  return (
    <div className="facet-option">
      <input
        key={stateKey}
        id={id}
        type={group.multiSelect ? "checkbox" : "radio"}
        name={group.name}
        value={option.param}
        defaultChecked={option.selected}
      />
      <label htmlFor={id}>
        <span className="facet-option-label">{option.label}</span>
        <span className="facet-option-count">
          <span className="visually-hidden">(</span>
          {count.format(option.count)}
          <span className="visually-hidden"> results)</span>
        </span>
      </label>
    </div>
  );
}
