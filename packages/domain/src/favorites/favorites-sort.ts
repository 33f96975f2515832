/** The four sorts of the favorites view (spec 2 §9), in the order the menu lists them. */
export const FAVORITES_SORTS = [
  { key: "date-added", label: "Date Added" },
  { key: "designer-az", label: "Designer: A-Z" },
  { key: "price-asc", label: "Price: Low to High" },
  { key: "price-desc", label: "Price: High to Low" },
] as const;
export type FavoritesSort = (typeof FAVORITES_SORTS)[number]["key"];
export const FAVORITES_SORT_KEYS = FAVORITES_SORTS.map((s) => s.key) as [FavoritesSort, ...FavoritesSort[]];
/** Newest favorite first unless the shopper picks another sort. */
export const DEFAULT_FAVORITES_SORT: FavoritesSort = "date-added";

/** What a favorite is sorted by: when it was added, its designer and its price. */
export interface SortableFavorite {
  productId: string;
  addedAt: string;
  designer: string;
  priceCents: number;
}

const newestFirst = (a: SortableFavorite, b: SortableFavorite) =>
  b.addedAt.localeCompare(a.addedAt) || b.productId.localeCompare(a.productId);

/**
 * Favorites in the chosen order. Date added is newest first; designer A-Z compares names without
 * regard to case or accents; ties always fall back to newest first, so the order is stable.
 */
export function sortFavorites<T extends SortableFavorite>(items: readonly T[], sort: FavoritesSort): T[] {
  const compare: Record<FavoritesSort, (a: T, b: T) => number> = {
    "date-added": newestFirst,
    "designer-az": (a, b) => a.designer.localeCompare(b.designer, "en", { sensitivity: "base" }) || newestFirst(a, b),
    "price-asc": (a, b) => a.priceCents - b.priceCents || newestFirst(a, b),
    "price-desc": (a, b) => b.priceCents - a.priceCents || newestFirst(a, b),
  };
  return [...items].sort(compare[sort]);
}
