import { Link } from "react-router";
import { SavedSearchList } from "@maison/contracts/saved-searches";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { accountGet, PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { DeleteSavedSearchButton } from "../features/saved-searches/delete-saved-search-button.tsx";
import { SAVED_SEARCH_API } from "../features/saved-searches/saved-search-api.ts";
import type { Route } from "./+types/my-account-saved-searches";

export const meta: Route.MetaFunction = () => [{ title: "Saved Searches | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await accountGet(context, request, SAVED_SEARCH_API, SavedSearchList);
  return list ? { signedIn: true as const, list } : { signedIn: false as const };
}

const savedOn = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

export default function SavedSearches({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return null;
  const { list } = loaderData;
  if (list.count === 0) {
    return (
      <EmptyState title="No saved searches yet">
        <p>On any list or search page, choose “Save search” to come back to it with its filters in one click.</p>
      </EmptyState>
    );
  }
  return (
    <section className="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" className="account-section-title">
        Saved searches ({list.count})
      </h2>
      <ul className="saved-search-list">
        {list.results.map((search) => (
          <li key={search.id} className="saved-search-item">
            <div>
              <Link to={search.bc_url} className="saved-search-name">
                {search.search_text || describeUrl(search.bc_url)}
              </Link>
              <p className="saved-search-meta">Saved {savedOn.format(new Date(search.created_at))}</p>
            </div>
            <DeleteSavedSearchButton id={search.id} name={search.search_text || describeUrl(search.bc_url)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A readable name for a saved page without one: its path without the query. */
function describeUrl(url: string): string {
  return url.split("?")[0] ?? url;
}
