import { useEffect, useRef } from "react";
import { data, Form, redirect } from "react-router";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageError } from "../features/content/page-error.tsx";
import { addRecentSearch, readRecentSearches, recentSearchesCookie } from "../features/search/recent-searches.ts";
import { searchProducts } from "../features/search/search-api.server.ts";
import { loadTrendingSearches } from "../features/search/search-meta-api.server.ts";
import { searchRequest } from "../features/search/search-request.ts";
import { SearchResults } from "../features/search/search-results.tsx";
import { SearchSuggestions } from "../features/search/search-suggestions.tsx";
import { hasRefinements, parseSearchState, searchStateQuery } from "../features/search/search-url.ts";
import { SaveSearchButton } from "../features/saved-searches/save-search-button.tsx";
import { trackSearch } from "../features/search/track-search.ts";
import { flagText, loadFlagValues } from "../features/flags/flags-api.server.ts";
import { FLAG_KEYS } from "@maison/domain/flags/feature-flags";
import type { Route } from "./+types/search";

const SEARCH_PATH = "/search";

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  const q = loaderData?.state.q;
  return [{ title: q ? `“${q}” | Search | Maison` : "Search | Maison" }, { name: "robots", content: "noindex, follow" }];
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const cookie = loaderHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = parseSearchState(url.searchParams);
  if (!state) {
    url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  // Spec 2 §5: a search with empty text clears the results.
  if (!state.q && !hasRefinements(state)) {
    return { state, response: null, failed: false, trending: await loadTrendingSearches(context, request) };
  }
  const [response, trending, flags] = await Promise.all([
    searchProducts(context, request, searchRequest(state)),
    loadTrendingSearches(context, request),
    loadFlagValues(context, request, [FLAG_KEYS.searchUiVersion]),
  ]);
  const payload = { state, response, failed: response === null, trending, ui: flagText(flags, FLAG_KEYS.searchUiVersion) };
  if (!state.q || state.page > 1) return payload;
  const recent = addRecentSearch(readRecentSearches(request.headers.get("cookie")), state.q);
  return data(payload, { headers: { "Set-Cookie": recentSearchesCookie(recent) } });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { state, response, failed, trending } = loaderData;
  const ui = "ui" in loaderData ? loaderData.ui : "v1";
  useTrackSearch(state.q, state.page, response?.totalRecordCount, response?.id);
  const corrected = response && response.correctedQuery !== response.query ? response.correctedQuery : null;

  return (
    <div className="page-width collection-page search-page">
      <header className="collection-header">
        <p className="eyebrow">Search</p>
        <h1 className="collection-title">{state.q ? `“${state.q}”` : hasRefinements(state) ? "Filtered results" : "Search"}</h1>
        {corrected ? (
          <p className="collection-description">
            Showing results for <strong>{corrected}</strong>
          </p>
        ) : null}
        <Form method="get" action={SEARCH_PATH} className="search-page-form" role="search">
          <label htmlFor="search-page-q" className="visually-hidden">
            Search for
          </label>
          <input id="search-page-q" name="q" type="search" defaultValue={state.q} key={state.q} placeholder="Designer, model, color…" className="field-input" />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </Form>
      </header>

      {failed ? (
        <EmptyState title="Search is resting for a moment" headingLevel="h2">
          <p>We couldn't reach our search just now. Please try again in a moment, or browse one of these.</p>
          <SearchSuggestions trending={trending} />
        </EmptyState>
      ) : response ? (
        <SearchResults
          pathname={SEARCH_PATH}
          state={state}
          products={response.records.map((record) => record.allMeta)}
          skip={response.skip}
          total={response.totalRecordCount}
          sort={response.sort}
          navigations={response.availableNavigation}
          label={state.q ? `Results for ${state.q}` : "Results"}
          uiVersion={ui}
          actions={<SaveSearchButton searchText={state.q} href={`${SEARCH_PATH}?${searchStateQuery({ ...state, page: 1 })}`} />}
          empty={
            <EmptyState title="No pieces match just yet" headingLevel="h2">
              <p>
                {hasRefinements(state)
                  ? "Try removing a filter or two, or search for a designer or model."
                  : "Check the spelling, or try a designer, a model or a color. New pieces arrive every day."}
              </p>
              <SearchSuggestions trending={trending} />
            </EmptyState>
          }
        />
      ) : (
        <EmptyState title="What are you looking for?" headingLevel="h2">
          <p>Search by designer, model, color or material.</p>
          <SearchSuggestions trending={trending} />
        </EmptyState>
      )}
    </div>
  );
}

/** Records each new search once (not its later pages or reloads of the same answer). */
function useTrackSearch(q: string, page: number, total: number | undefined, id: string | undefined) {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!q || page !== 1 || total === undefined || !id || tracked.current === q) return;
    tracked.current = q;
    trackSearch(q, total, id);
  }, [q, page, total, id]);
}

export function ErrorBoundary() {
  return <PageError message="We're having trouble searching right now. We've sent the issue to our team. Please, try again later!" />;
}
