import { CATEGORIES, CATEGORY_TITLES, categoryCollectionHandle, type Category } from "./category.ts";
import type { ListSort } from "./sort.ts";
import { CLEARANCE_TIERS, TAGS } from "./tag.ts";

/** Which products a collection holds: all of them, one category, one tag, or one designer. */
export type CollectionRule =
  | { kind: "all" }
  | { kind: "category"; value: Category }
  | { kind: "tag"; value: string }
  | { kind: "vendor"; value: string };

export interface CollectionDefinition {
  handle: string;
  title: string;
  description: string;
  rule: CollectionRule;
  defaultSort: ListSort;
  /** Hidden collections are reachable by URL but not listed in navigation (spec 2 §9). */
  hidden: boolean;
}

/** The wholesale collection's tag: every product in the wholesale programme carries it. */
export const WHOLESALE_COLLECTION_TAG = "wholesale";

const categoryCollections: CollectionDefinition[] = CATEGORIES.map((category) => ({
  handle: categoryCollectionHandle(category),
  title: `All ${CATEGORY_TITLES[category]}`,
  description: `Pre-owned designer ${CATEGORY_TITLES[category].toLowerCase()}, authenticated and graded by our specialists.`,
  rule: { kind: "category", value: category },
  defaultSort: "newest",
  hidden: false,
}));

const clearanceCollections: CollectionDefinition[] = CLEARANCE_TIERS.map((tier) => ({
  handle: tier.handle,
  title: tier.tag === TAGS.lastCall ? "Last Call" : `Clearance: ${tier.title}`,
  description: "Final reductions on pieces that have waited long enough for their next owner.",
  rule: { kind: "tag", value: tier.tag },
  defaultSort: "percent-off-retail",
  hidden: false,
}));

/**
 * Hidden collections of spec 2 §9: reachable by URL, not in navigation, each sorted best-selling.
 * Each is a tag the merchandising team puts on pieces.
 */
export const HIDDEN_COLLECTIONS: readonly CollectionDefinition[] = [
  {
    handle: "clair-picks",
    title: "Clair Picks",
    description: "The pieces our specialists would buy themselves.",
    rule: { kind: "tag", value: TAGS.clairPicks },
    defaultSort: "best-selling",
    hidden: true,
  },
  {
    handle: "the-winter-edit",
    title: "The Winter Edit",
    description: "Deep colours, warm materials and boots for the cold months.",
    rule: { kind: "tag", value: TAGS.winterEdit },
    defaultSort: "best-selling",
    hidden: true,
  },
  {
    handle: "vintage",
    title: "Vintage",
    description: "Discontinued designs and pieces from past decades.",
    rule: { kind: "tag", value: TAGS.vintage },
    defaultSort: "best-selling",
    hidden: true,
  },
  {
    handle: "mens-styles",
    title: "Men's Styles",
    description: "Bags, watches and accessories for him.",
    rule: { kind: "tag", value: TAGS.men },
    defaultSort: "best-selling",
    hidden: true,
  },
];

/** The collections of the main navigation (spec 1 §2), in the order they are seeded, then the hidden ones. */
export const NAVIGATION_COLLECTIONS: readonly CollectionDefinition[] = [
  {
    handle: "all",
    title: "All Items",
    description: "Every piece currently in the Maison collection.",
    rule: { kind: "all" },
    defaultSort: "newest",
    hidden: false,
  },
  {
    handle: "new-arrivals",
    title: "New Arrivals",
    description: "The latest pieces to join the collection, added daily.",
    rule: { kind: "tag", value: TAGS.newArrivals },
    defaultSort: "newest",
    hidden: false,
  },
  ...categoryCollections,
  {
    handle: "clearance",
    title: "Clearance",
    description: "Authenticated luxury at its lowest prices.",
    rule: { kind: "tag", value: TAGS.clearance },
    defaultSort: "percent-off-retail",
    hidden: false,
  },
  ...clearanceCollections,
  {
    handle: "wholesale",
    title: "Wholesale",
    description: "The wholesale collection for approved business partners.",
    rule: { kind: "tag", value: WHOLESALE_COLLECTION_TAG },
    defaultSort: "newest",
    hidden: false,
  },
  ...HIDDEN_COLLECTIONS,
];

/** A designer's own collection, at /collections/{designer-handle}. */
export function designerCollection(name: string, handle: string): CollectionDefinition {
  return {
    handle,
    title: name,
    description: `Pre-owned ${name}, authenticated by Maison.`,
    rule: { kind: "vendor", value: handle },
    defaultSort: "newest",
    hidden: false,
  };
}
