import { LIST_SORT_KEYS, type ListSort } from "@maison/domain/catalog/sort";

/** The largest page number the catalog accepts. */
export const MAX_PAGE = 10_000;

export interface CollectionQuery {
  page: number;
  sort: ListSort | undefined;
}

/**
 * Reads `?page=` and `?sort=` of a list page. Returns null when `page` is not a page number at all
 * (the page then redirects to its first page); an unknown sort falls back to the collection's own.
 */
export function parseCollectionQuery(params: URLSearchParams): CollectionQuery | null {
  const rawPage = params.get("page");
  let page = 1;
  if (rawPage !== null && rawPage !== "") {
    if (!/^\d{1,6}$/.test(rawPage)) return null;
    page = Number(rawPage);
    if (page < 1 || page > MAX_PAGE) return null;
  }
  const rawSort = params.get("sort");
  const sort = LIST_SORT_KEYS.find((key) => key === rawSort);
  return { page, sort };
}

/** The URL of one page of a list, keeping the chosen sort; page 1 has no `page` parameter. */
export function collectionPageHref(pathname: string, page: number, sort: ListSort | undefined): string {
  const params = new URLSearchParams();
  if (sort) params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
