import { data, isRouteErrorResponse, redirect } from "react-router";
import { collectionHref } from "@maison/domain/content/navigation";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { catalogApi } from "../features/catalog/catalog-api.server.ts";
import { CollectionHeader } from "../features/catalog/collection-header.tsx";
import { collectionPageHref, parseCollectionQuery } from "../features/catalog/collection-query.ts";
import { Pagination } from "../features/catalog/pagination.tsx";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { SortForm } from "../features/catalog/sort-form.tsx";
import { PageError } from "../features/content/page-error.tsx";
import { PageNotFound } from "../features/content/page-not-found.tsx";
import type { Route } from "./+types/collection";

export const meta: Route.MetaFunction = ({ data: loaderData, location }) => {
  if (!loaderData) return [{ title: "Collection not found | Maison" }];
  const { collection, page, page_count, requestedSort } = loaderData.list;
  const absolute = (href: string) => new URL(href, loaderData.origin).href;
  const pageHref = (p: number) => absolute(collectionPageHref(location.pathname, p, requestedSort));
  const pageSuffix = page > 1 ? ` (Page ${page})` : "";
  return [
    { title: `${collection.title}${pageSuffix} | Maison` },
    { name: "description", content: collection.description || `Shop ${collection.title} at Maison.` },
    // Every sort of a page shows the same pieces: the unsorted page is the canonical one.
    { tagName: "link", rel: "canonical", href: absolute(collectionPageHref(location.pathname, page, undefined)) },
    ...(page > 1 && page <= page_count ? [{ tagName: "link", rel: "prev", href: pageHref(page - 1) }] : []),
    ...(page < page_count ? [{ tagName: "link", rel: "next", href: pageHref(page + 1) }] : []),
  ];
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseCollectionQuery(url.searchParams);
  if (!query) {
    url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(params.handle)) {
    throw data({ code: "collection_not_found", message: "No collection has that address." }, { status: 404 });
  }
  const list = await catalogApi(context, request).listProducts({
    collection: params.handle,
    page: query.page,
    sort: query.sort,
  });
  return { list: { ...list, requestedSort: query.sort }, origin: url.origin };
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const pathname = collectionHref(list.collection.handle);
  const beyondEnd = list.products.length === 0 && list.collection.product_count > 0;

  return (
    <div className="page-width collection-page">
      <CollectionHeader collection={list.collection} />
      {list.products.length > 0 ? (
        <>
          <div className="collection-toolbar">
            <p className="collection-range" aria-live="polite">
              {rangeLabel(list.page, list.page_size, list.products.length, list.total)}
            </p>
            <SortForm sort={list.sort} />
          </div>
          <ProductGrid products={list.products} label={list.collection.title} />
          <Pagination pathname={pathname} page={list.page} pageCount={list.page_count} sort={list.requestedSort} />
        </>
      ) : beyondEnd ? (
        <EmptyState
          title="There is nothing on this page"
          actions={<ButtonLink to={pathname}>Back to the first page</ButtonLink>}
        >
          <p>
            {list.collection.title} has {list.page_count} {list.page_count === 1 ? "page" : "pages"}; this one is past
            the end.
          </p>
        </EmptyState>
      ) : (
        <EmptyState
          title="Nothing here yet"
          actions={<ButtonLink to={collectionHref("new-arrivals")}>Shop New Arrivals</ButtonLink>}
        >
          <p>Pieces in {list.collection.title} find new owners quickly. Discover what has just arrived.</p>
        </EmptyState>
      )}
    </div>
  );
}

function rangeLabel(page: number, pageSize: number, shown: number, total: number): string {
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  const format = new Intl.NumberFormat("en-US").format;
  return `Showing ${format(first)}–${format(last)} of ${format(total)}`;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageNotFound message="This collection doesn't exist, or is no longer on view. Browse what has just arrived instead." />
    );
  }
  return (
    <PageError message="We're having trouble loading this collection. We've sent the issue to our team. Please, try again later!" />
  );
}
