import { Link } from "react-router";
import { CloseIcon } from "../../components/ui/icons.tsx";
import type { SelectedChip } from "./facet-groups.ts";
import { clearRefinements, searchStateHref, toggleRefinement, type SearchState } from "./search-url.ts";

/** The chosen filters as removable chips, with "Clear all"; each is a link, so it works without JavaScript. */
export function SelectedFilters({ chips, state, pathname }: { chips: readonly SelectedChip[]; state: SearchState; pathname: string }) {
  if (chips.length === 0) return null;
  return (
    <div className="selected-filters">
      <h2 className="visually-hidden">Selected filters</h2>
      <ul className="selected-filters-list">
        {chips.map((chip) => (
          <li key={`${chip.name}=${chip.param}`}>
            <Link
              to={searchStateHref(pathname, toggleRefinement(state, chip.name, chip.param))}
              className="filter-chip"
              preventScrollReset
              aria-label={`Remove filter ${chip.displayName}: ${chip.label}`}
            >
              <span>{chip.label}</span>
              <CloseIcon size={14} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={searchStateHref(pathname, clearRefinements(state))} className="text-link selected-filters-clear" preventScrollReset>
        Clear all
      </Link>
    </div>
  );
}
