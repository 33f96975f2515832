import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { ProductCard } from "@maison/contracts/catalog";
import type { Navigation } from "@maison/contracts/search";
import { buyableFirst } from "@maison/domain/catalog/first-look-page";
import { LIST_PAGE_SIZE } from "@maison/domain/catalog/paging";
import type { SearchSort } from "@maison/domain/search/search-sort";
import { Pagination } from "../catalog/pagination.tsx";
import { ProductGrid } from "../catalog/product-grid.tsx";
import { useViewer } from "../identity/use-viewer.ts";
import { facetGroups, selectedChips } from "./facet-groups.ts";
import { FacetPanel } from "./facet-panel.tsx";
import { SearchSortForm } from "./search-sort-form.tsx";
import { searchStateHref, withPage, type SearchState } from "./search-url.ts";
import { SelectedFilters } from "./selected-filters.tsx";
import { useListLoading } from "./use-list-loading.ts";
import "./search-ui-v2.css";

export interface SearchResultsProps {
  pathname: string;
  state: SearchState;
  /** The page of results: its cards, where it starts, how many match in all, and the sort in effect. */
  products: readonly ProductCard[];
  skip: number;
  total: number;
  sort: SearchSort;
  /** The filters to offer (empty: no facet panel). */
  navigations: readonly Navigation[];
  /** The grid's accessible name. */
  label: string;
  /** What shows when nothing matches. */
  empty: ReactNode;
  /** Extra controls in the toolbar (the saved-search button). */
  actions?: ReactNode;
  /** The search-ui-version flag: v2 puts the filters in a bar above the results on wide screens. */
  uiVersion?: string;
}

const format = new Intl.NumberFormat("en-US").format;

/** A list or search page's body: the toolbar, the facet panel, the chosen filters, the grid and the pages. */
export function SearchResults({ pathname, state, products, skip, total, sort, navigations, label, empty, actions, uiVersion = "v1" }: SearchResultsProps) {
  const loading = useListLoading();
  // A shopper who may not shop the VIP preview meets the pieces they can buy first (decision 041).
  const shown = buyableFirst(products, useViewer()?.can_see_first_look ?? false);
  const location = useLocation();
  const [panelOpen, setPanelOpen] = useState(false);
  // Each choice in the panel changes the query and applies at once: the panel stays open through those
  // (the shopper closes it, or taps "Show N results"), and closes when the page itself changes.
  useEffect(() => setPanelOpen(false), [location.pathname]);

  const groups = facetGroups(navigations, state);
  const chips = selectedChips(groups, state);
  const pageCount = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const first = skip + 1;
  const last = skip + products.length;

  return (
    <div className="search-results" data-ui={uiVersion} data-loading={loading ? "" : undefined}>
      <div className="search-progress" aria-hidden="true" />
      <p className="visually-hidden" role="status">
        {loading ? "Updating results…" : ""}
      </p>
      <div className="collection-toolbar search-toolbar">
        <button
          type="button"
          className="button button-secondary facet-toggle"
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen(true)}
        >
          Filters{chips.length > 0 ? ` (${chips.length})` : ""}
        </button>
        <p className="collection-range">
          {total === 0 ? "No results" : `Showing ${format(first)}–${format(last)} of ${format(total)}`}
        </p>
        <div className="search-toolbar-actions">
          {actions}
          <SearchSortForm state={state} sort={sort} withRelevance={state.q !== ""} />
        </div>
      </div>
      <div className="search-layout">
        <FacetPanel groups={groups} state={state} open={panelOpen} onClose={() => setPanelOpen(false)} resultCount={total} />
        <div className="search-main" aria-busy={loading || undefined}>
          <SelectedFilters chips={chips} state={state} pathname={pathname} />
          {products.length > 0 ? (
            <>
              <ProductGrid products={shown} label={label} />
              <Pagination page={state.page} pageCount={pageCount} hrefFor={(p) => searchStateHref(pathname, withPage(state, p))} />
            </>
          ) : (
            empty
          )}
        </div>
      </div>
    </div>
  );
}
