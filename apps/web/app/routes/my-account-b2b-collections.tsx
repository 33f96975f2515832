import { Link } from "react-router";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { ACCOUNT_PAGES } from "../features/account/account-paths.ts";
import { B2bActionButton } from "../features/account/b2b/b2b-action-button.tsx";
import { b2bCalls } from "../features/account/b2b/b2b-calls.ts";
import { loadCollections } from "../features/account/b2b/b2b-collections.server.ts";
import { NewCollectionForm } from "../features/account/b2b/new-collection-form.tsx";
import { NotBusiness } from "../features/account/b2b/not-business.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import type { Route } from "./+types/my-account-b2b-collections";

export const meta: Route.MetaFunction = () => [{ title: "Collections | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCollections(context, request);
}

const createdOn = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A business account's named lists (spec 2 §7 "B2B collections"): create, open, delete. */
export default function MyAccountB2bCollections({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "signed-out") return null;
  if (loaderData.kind === "not-business") return <NotBusiness />;
  const { results } = loaderData.data;
  return (
    <section className="b2b-collections" aria-labelledby="b2b-collections-title">
      <div className="b2b-collections-head">
        <h2 id="b2b-collections-title" className="account-section-title">
          Collections{results.length > 0 ? ` (${results.length})` : ""}
        </h2>
      </div>
      <p className="account-section-description">Named lists of pieces for your clients. Add pieces from your favorites, and export a list as a spreadsheet.</p>
      <NewCollectionForm />
      {results.length === 0 ? (
        <EmptyState title="No lists yet">
          <p>Name your first list above, then add pieces to it from your favorites.</p>
        </EmptyState>
      ) : (
        <ul className="b2b-collection-list">
          {results.map((list) => (
            <li key={list.id} className="b2b-collection">
              <Link to={ACCOUNT_PAGES.b2bCollection(list.id)} className="b2b-collection-name">
                {list.name}
              </Link>
              <p className="b2b-collection-meta">
                {list.favorites.length === 1 ? "1 piece" : `${list.favorites.length} pieces`} · created {createdOn.format(new Date(list.created_at))}
              </p>
              <B2bActionButton run={() => b2bCalls.remove(list.id)} label={`Delete list ${list.name}`} busyText="Deleting…">
                Delete list
              </B2bActionButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
