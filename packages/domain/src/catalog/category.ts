/** The six categories of spec 2 §9, in navigation order (spec 1 §2). */
export const CATEGORIES = ["bags", "jewelry", "watches", "shoes", "accessories", "apparel"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_TITLES: Record<Category, string> = {
  bags: "Bags",
  jewelry: "Jewelry",
  watches: "Watches",
  shoes: "Shoes",
  accessories: "Accessories",
  apparel: "Apparel",
};

/** Each category's collection handle: all-bags, all-jewelry, … (spec 1 §2). */
export function categoryCollectionHandle(category: Category): string {
  return `all-${category}`;
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
