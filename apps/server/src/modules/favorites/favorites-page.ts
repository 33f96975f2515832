import type { FavoriteItem } from "@maison/contracts/favorites";
import { sortFavorites, type FavoritesSort } from "@maison/domain/favorites/favorites-sort";
import { FAVORITES_PAGE_SIZE } from "@maison/domain/favorites/favorites-limits";
import { pageCount } from "@maison/domain/catalog/paging";
import type { ListedProduct } from "../catalog/product-lookup.service.ts";

export interface SavedProduct {
  product_id: string;
  added_at: string;
}

export interface FavoritesPage {
  /** The whole list in order: available first, then unavailable. */
  sorted: FavoriteItem[];
  /** This page of `sorted`. */
  items: FavoriteItem[];
  available: FavoriteItem[];
  unavailable: FavoriteItem[];
  availableCount: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * Joins saved products with their cards (products no longer listed drop out), sorts available and
 * unavailable apart, and cuts one page of 48 out of "available, then unavailable".
 */
export function favoritesPage(
  saved: readonly SavedProduct[],
  products: Map<string, ListedProduct>,
  sort: FavoritesSort,
  page: number,
): FavoritesPage {
  const entries = saved.flatMap((s) => {
    const product = products.get(s.product_id);
    return product ? [{ productId: s.product_id, addedAt: s.added_at, designer: product.card.vendor, priceCents: product.priceCents, product }] : [];
  });
  const toItem = (e: (typeof entries)[number]): FavoriteItem => ({ product_id: e.productId, added_at: e.addedAt, product: e.product.card });
  const available = sortFavorites(entries.filter((e) => e.product.available), sort);
  const unavailable = sortFavorites(entries.filter((e) => !e.product.available), sort);
  const sorted = [...available, ...unavailable].map(toItem);
  const start = FAVORITES_PAGE_SIZE * (page - 1);
  const slice = sorted.slice(start, start + FAVORITES_PAGE_SIZE);
  const isAvailable = (item: FavoriteItem) => item.product.availableForSale;
  return {
    sorted,
    items: slice,
    available: slice.filter(isAvailable),
    unavailable: slice.filter((item) => !isAvailable(item)),
    availableCount: available.length,
    page,
    pageSize: FAVORITES_PAGE_SIZE,
    pageCount: pageCount(sorted.length, FAVORITES_PAGE_SIZE),
  };
}
