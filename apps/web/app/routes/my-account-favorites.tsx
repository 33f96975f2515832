import { FavoritesViewQuery, FavoritesViewResponse } from "@maison/contracts/favorites";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { collectionHref } from "@maison/domain/content/navigation";
import { accountGet, PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { Pagination } from "../features/catalog/pagination.tsx";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { FAVORITES_API, FAVORITES_PAGE } from "../features/favorites/favorites-paths.ts";
import { FavoritesSortForm } from "../features/favorites/favorites-sort-form.tsx";
import { useRevalidateOnRemoval } from "../features/favorites/use-revalidate-on-removal.ts";
import type { Route } from "./+types/my-account-favorites";

export const meta: Route.MetaFunction = () => [{ title: "Favorites | My Account | Maison" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = FavoritesViewQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : FavoritesViewQuery.parse({});
  const params = new URLSearchParams({ sort: query.sort, page: String(query.page) });
  const view = await accountGet(context, request, `${FAVORITES_API.view}?${params}`, FavoritesViewResponse);
  return view ? { signedIn: true as const, view } : { signedIn: false as const };
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const view = loaderData.signedIn ? loaderData.view : null;
  const ids = view ? [...view.available, ...view.unavailable].map((item) => item.product_id) : [];
  useRevalidateOnRemoval(ids);
  if (!view) return null;

  const hrefFor = (page: number) => {
    const params = new URLSearchParams({ sort: view.sort });
    if (page > 1) params.set("page", String(page));
    return `${FAVORITES_PAGE}?${params}`;
  };

  if (view.count === 0) {
    return (
      <EmptyState title="No favorites yet" actions={<ButtonLink to={collectionHref("new-arrivals")}>Shop New Arrivals</ButtonLink>}>
        <p>Tap the heart on any piece to keep it here, and to hear when its price drops.</p>
      </EmptyState>
    );
  }

  return (
    <div className="favorites-view">
      <div className="favorites-toolbar">
        <h2 className="account-section-title">Favorites ({view.count})</h2>
        <FavoritesSortForm sort={view.sort} />
      </div>
      {view.available.length > 0 ? (
        <section className="favorites-section" aria-labelledby="favorites-available">
          <h3 id="favorites-available" className="favorites-section-title">
            Available ({view.available_count})
          </h3>
          <ProductGrid products={view.available.map((item) => item.product)} label="Available favorites" />
        </section>
      ) : null}
      {view.unavailable.length > 0 ? (
        <section className="favorites-section" aria-labelledby="favorites-unavailable">
          <h3 id="favorites-unavailable" className="favorites-section-title">
            No longer available ({view.unavailable_count})
          </h3>
          <ProductGrid products={view.unavailable.map((item) => item.product)} label="Favorites no longer available" />
        </section>
      ) : null}
      <Pagination page={view.page} pageCount={view.page_count} hrefFor={hrefFor} />
    </div>
  );
}
