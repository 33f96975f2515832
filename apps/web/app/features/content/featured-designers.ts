import { CATEGORIES } from "@maison/domain/catalog/category";
import { FEATURED_DESIGNERS } from "@maison/domain/content/navigation";
import { slugify } from "@maison/domain/shared/slug";

export interface DesignerWithCount {
  name: string;
  handle: string;
  product_count: number;
}

/**
 * Designers for the home page strip: the hand-featured designers of the category menus, in
 * menu order, that have pieces in stock; topped up with the best-stocked others when too few do.
 */
export function featuredDesigners(designers: readonly DesignerWithCount[], limit: number): DesignerWithCount[] {
  const stocked = designers.filter((d) => d.product_count > 0);
  const byHandle = new Map(stocked.map((d) => [d.handle, d]));
  const featuredHandles = [...new Set(CATEGORIES.flatMap((c) => FEATURED_DESIGNERS[c]).map(slugify))];

  const picked = featuredHandles
    .map((handle) => byHandle.get(handle))
    .filter((d): d is DesignerWithCount => d !== undefined)
    .slice(0, limit);
  if (picked.length >= limit) return picked;

  const taken = new Set(picked.map((d) => d.handle));
  const others = stocked
    .filter((d) => !taken.has(d.handle))
    .sort((a, b) => b.product_count - a.product_count)
    .slice(0, limit - picked.length);
  return [...picked, ...others];
}
