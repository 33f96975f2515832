import { data, isRouteErrorResponse, redirect } from "react-router";
import { CatalogErrorCode, type ProductCard } from "@maison/contracts/catalog";
import type { Navigation } from "@maison/contracts/search";
import { LIST_SORT_KEYS, type ListSort } from "@maison/domain/catalog/sort";
import { collectionHref } from "@maison/domain/content/navigation";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { catalogApi } from "../features/catalog/catalog-api.server.ts";
import { CollectionHeader } from "../features/catalog/collection-header.tsx";
import { PageError } from "../features/content/page-error.tsx";
import { PageNotFound } from "../features/content/page-not-found.tsx";
import { SaveSearchButton } from "../features/saved-searches/save-search-button.tsx";
import { searchProducts } from "../features/search/search-api.server.ts";
import { searchRequest, searchSortOf } from "../features/search/search-request.ts";
import { SearchResults } from "../features/search/search-results.tsx";
import { hasRefinements, parseSearchState, searchStateHref, withPage } from "../features/search/search-url.ts";
import type { Route } from "./+types/collection";
import { loadPromoMessages } from "../features/content/promo-message-api.server.ts";
import { PromoMessages } from "../features/content/promo-message.tsx";
import { WholesaleErrorCode } from "@maison/contracts/wholesale";
import { WHOLESALE_COLLECTION_TAG } from "@maison/domain/catalog/collection";
import { WHOLESALE_MESSAGES } from "@maison/domain/wholesale/wholesale-application";
import { loadWholesaleAccess } from "../features/wholesale/wholesale-api.server.ts";
import { WholesaleRequestAccess } from "../features/wholesale/wholesale-request-access.tsx";

export const meta: Route.MetaFunction = ({ data: loaderData, location }) => {
  if (!loaderData) return [{ title: "Collection not found | Maison" }];
  const { collection, state, total } = loaderData;
  const pageCount = Math.max(1, Math.ceil(total / 48));
  const absolute = (href: string) => new URL(href, loaderData.origin).href;
  const pageHref = (p: number) => absolute(searchStateHref(location.pathname, withPage(state, p)));
  const pageSuffix = state.page > 1 ? ` (Page ${state.page})` : "";
  const filtered = state.q !== "" || hasRefinements(state);
  return [
    { title: `${collection.title}${pageSuffix} | Maison` },
    { name: "description", content: collection.description || `Shop ${collection.title} at Maison.` },
    // Every sort and filter of a page shows a subset of the same pieces: the bare page is the canonical one.
    { tagName: "link", rel: "canonical", href: absolute(searchStateHref(location.pathname, { q: "", page: filtered ? 1 : state.page, sort: undefined, refinements: {} })) },
    ...(filtered ? [{ name: "robots", content: "noindex, follow" }] : []),
    ...(state.page > 1 && state.page <= pageCount ? [{ tagName: "link", rel: "prev", href: pageHref(state.page - 1) }] : []),
    ...(state.page < pageCount ? [{ tagName: "link", rel: "next", href: pageHref(state.page + 1) }] : []),
  ];
};

export async function loader(args: Route.LoaderArgs) {
  const [list, promos] = await Promise.all([collectionLoader(args), loadPromoMessages(args.context, args.request, "plp")]);
  return { ...list, promos };
}

async function collectionLoader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = parseSearchState(url.searchParams);
  if (!state) {
    url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(params.handle)) {
    throw data({ code: CatalogErrorCode.enum.collection_not_found, message: "No collection has that address." }, { status: 404 });
  }
  if (params.handle === WHOLESALE_COLLECTION_TAG && !(await loadWholesaleAccess(context, request)).is_b2b) {
    throw data({ code: WholesaleErrorCode.enum.wholesale_only, message: WHOLESALE_MESSAGES.wholesaleOnly }, { status: 403 });
  }
  const catalog = catalogApi(context, request);
  const listSort = LIST_SORT_KEYS.find((key) => key === state.sort);
  const filtered = state.q !== "" || hasRefinements(state) || (state.sort !== undefined && !listSort);

  if (!filtered) {
    // The bare list keeps the catalog's own order (first-look pieces lead page 1 of new arrivals for
    // members); the search only supplies the filters to offer.
    const [list, facets] = await Promise.all([
      catalog.listProducts({ collection: params.handle, page: state.page, sort: listSort }),
      searchProducts(context, request, { ...searchRequest({ ...state, page: 1 }, { collection: params.handle }), pageSize: 1 }),
    ]);
    return page(list.collection, state, list.products, list.total, list.sort, facets?.availableNavigation ?? [], false, url.origin);
  }

  const summary = await catalog.listProducts({ collection: params.handle, limit: 1 });
  const defaultSort = searchSortOf(summary.sort);
  const found = await searchProducts(context, request, searchRequest(state, { collection: params.handle, defaultSort }));
  if (found) {
    const products = found.records.map((record) => record.allMeta);
    return page(summary.collection, state, products, found.totalRecordCount, found.sort, found.availableNavigation, false, url.origin);
  }
  // Spec 2 §8: when the search fails, the list falls back to the unfiltered collection.
  const list = await catalog.listProducts({ collection: params.handle, page: state.page, sort: listSort });
  return page(list.collection, state, list.products, list.total, list.sort, [], true, url.origin);
}

function page(
  collection: { handle: string; title: string; description: string; product_count: number },
  state: NonNullable<ReturnType<typeof parseSearchState>>,
  products: ProductCard[],
  total: number,
  sort: ListSort | NonNullable<ReturnType<typeof searchSortOf>>,
  navigations: Navigation[],
  searchFailed: boolean,
  origin: string,
) {
  return { collection, state, products, total, sort, navigations, searchFailed, origin };
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { collection, state, products, total, sort, navigations, searchFailed, promos } = loaderData;
  const pathname = collectionHref(collection.handle);
  const skip = (state.page - 1) * 48;
  const beyondEnd = products.length === 0 && total > 0;
  const filtered = state.q !== "" || hasRefinements(state);

  return (
    <div className="page-width collection-page">
      <CollectionHeader collection={collection} />
      <PromoMessages messages={promos} />
      {searchFailed ? (
        <FormMessage tone="info" className="search-fallback">
          Filters are resting for a moment, so here is the whole collection. Please try your filters again shortly.
        </FormMessage>
      ) : null}
      {collection.product_count === 0 ? (
        <EmptyState
          title="Nothing here yet"
          actions={
            <>
              <ButtonLink to={collectionHref("new-arrivals")}>Shop New Arrivals</ButtonLink>
              <SaveSearchButton searchText={collection.title} href={pathname} />
            </>
          }
        >
          <p>
            Pieces in {collection.title} find new owners quickly. Save this search to hear when one arrives, or discover what has
            just arrived.
          </p>
        </EmptyState>
      ) : (
        <SearchResults
          pathname={pathname}
          state={searchFailed ? { ...state, refinements: {}, q: "" } : state}
          products={products}
          skip={skip}
          total={total}
          sort={sort}
          navigations={navigations}
          label={collection.title}
          actions={<SaveSearchButton searchText={state.q || collection.title} href={searchStateHref(pathname, withPage(state, 1))} />}
          empty={
            beyondEnd ? (
              <EmptyState title="There is nothing on this page" actions={<ButtonLink to={pathname}>Back to the first page</ButtonLink>}>
                <p>This page is past the end of {collection.title}.</p>
              </EmptyState>
            ) : (
              <EmptyState
                title="No pieces match these filters"
                actions={filtered ? <ButtonLink to={pathname}>Clear all filters</ButtonLink> : undefined}
              >
                <p>Try removing a filter or two. New pieces join {collection.title} every day.</p>
              </EmptyState>
            )
          }
        />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <WholesaleRequestAccess />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageNotFound message="This collection doesn't exist, or is no longer on view. Browse what has just arrived instead." />
    );
  }
  return (
    <PageError message="We're having trouble loading this collection. We've sent the issue to our team. Please, try again later!" />
  );
}
