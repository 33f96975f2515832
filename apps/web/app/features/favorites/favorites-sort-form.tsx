import { FAVORITES_SORTS, type FavoritesSort } from "@maison/domain/favorites/favorites-sort";
import { SortSelectForm } from "../../components/ui/sort-select-form.tsx";

/** The favorites view's sort (spec 2 §9: date added, designer A-Z, price low-high, high-low). */
export function FavoritesSortForm({ sort }: { sort: FavoritesSort }) {
  return <SortSelectForm id="favorites-sort" options={FAVORITES_SORTS} sort={sort} />;
}
