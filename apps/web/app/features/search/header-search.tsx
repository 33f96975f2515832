import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { SearchIcon } from "../../components/ui/icons.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";

const loadSearchPanel = () => import("./search-panel.tsx").then((m) => ({ default: m.SearchPanel }));
/** The panel, its suggestions and their calls load when the search is first opened (decision 045). */
const SearchPanel = lazy(loadSearchPanel);

/**
 * The header's search: a link to the search page until the page is interactive (and without
 * JavaScript); then a button that opens the search box with its suggestions under the header.
 */
export function HeaderSearch() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  if (!hydrated) {
    return (
      <Link to="/search" className="header-utility" aria-label="Search">
        <SearchIcon />
        <span className="header-utility-label">Search</span>
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className="header-utility header-search-toggle"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={open ? "header-search-panel" : undefined}
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={() => void loadSearchPanel()}
        onFocus={() => void loadSearchPanel()}
      >
        <SearchIcon />
        <span className="header-utility-label">Search</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
