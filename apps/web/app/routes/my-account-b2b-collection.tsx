import { isRouteErrorResponse, Link } from "react-router";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { ACCOUNT_API, ACCOUNT_PAGES } from "../features/account/account-paths.ts";
import { B2bActionButton } from "../features/account/b2b/b2b-action-button.tsx";
import { b2bCalls } from "../features/account/b2b/b2b-calls.ts";
import { loadCollection } from "../features/account/b2b/b2b-collections.server.ts";
import { NotBusiness } from "../features/account/b2b/not-business.tsx";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { PageError } from "../features/content/page-error.tsx";
import type { Route } from "./+types/my-account-b2b-collection";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.kind === "ok" ? data.data.collection.name : "Collection"} | My Account | Maison` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadCollection(context, request, params.id);
}

/** One business list: its pieces (remove one), the account's favorites to add, and the CSV export. */
export default function MyAccountB2bCollection({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "signed-out") return null;
  if (loaderData.kind === "not-business") return <NotBusiness />;
  const { collection, favorites } = loaderData.data;
  const inList = new Set(collection.favorites.results.map((item) => item.product_id));
  const addable = (favorites?.available ?? []).filter((item) => !inList.has(item.product_id));
  const count = collection.favorites.count;
  return (
    <section className="b2b-collections" aria-labelledby="b2b-collection-title">
      <p>
        <Link to={ACCOUNT_PAGES.b2bCollections} className="text-link">
          ← All collections
        </Link>
      </p>
      <div className="b2b-collections-head">
        <h2 id="b2b-collection-title" className="account-section-title">
          {collection.name} ({count === 1 ? "1 piece" : `${count} pieces`})
        </h2>
        {count > 0 ? (
          <a href={ACCOUNT_API.b2bCollectionExport(collection.id)} className="button button-secondary" download>
            Export CSV
          </a>
        ) : null}
      </div>
      {count === 0 ? (
        <EmptyState title="This list is empty">
          <p>Add pieces from your favorites below.</p>
        </EmptyState>
      ) : (
        <ul className="b2b-pieces" aria-label={`Pieces in ${collection.name}`}>
          {collection.favorites.results.map((item) => (
            <li key={item.product_id} className="b2b-piece">
              <ProductCard product={item.product} />
              <B2bActionButton run={() => b2bCalls.removePiece(collection.id, item.product_id)} label={`Remove ${item.product.title} from ${collection.name}`} busyText="Removing…">
                Remove from list
              </B2bActionButton>
            </li>
          ))}
        </ul>
      )}
      <section className="b2b-collections" aria-labelledby="b2b-add-title">
        <h3 id="b2b-add-title" className="address-card-title">
          Add from your favorites
        </h3>
        {addable.length === 0 ? (
          <EmptyState title={favorites && favorites.available_count > 0 ? "Every available favorite is in this list" : "No favorites to add"} actions={<ButtonLink to="/collections/new-arrivals" variant="secondary">Shop New Arrivals</ButtonLink>}>
            <p>Tap the heart on any piece to keep it in your favorites; it then shows here to add.</p>
          </EmptyState>
        ) : (
          <ul className="b2b-pieces" aria-label="Favorites to add">
            {addable.map((item) => (
              <li key={item.product_id} className="b2b-piece">
                <ProductCard product={item.product} />
                <B2bActionButton
                  run={() => b2bCalls.addPiece(collection.id, item.product_id)}
                  label={`Add ${item.product.title} to ${collection.name}`}
                  busyText="Adding…"
                  className="button button-secondary"
                >
                  Add to list
                </B2bActionButton>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <EmptyState title="This list does not exist" actions={<ButtonLink to={ACCOUNT_PAGES.b2bCollections}>All collections</ButtonLink>}>
        <p>It may have been deleted.</p>
      </EmptyState>
    );
  }
  return <PageError />;
}
