import type { Category } from "../catalog/category.ts";

/**
 * Who may use a filter (spec 2 §5: "rewards tier rank gates some filters — minimum tier, optionally
 * business or either"): `tier` needs the minimum rank; `business` needs a b2b account (and the rank);
 * `either` needs the rank or a b2b account.
 */
export interface FilterGate {
  minRank: number;
  audience: "tier" | "business" | "either";
}

export interface FilterDefinition {
  /** The navigation name on the wire (refinements[].navigationName, availableNavigation[].name). */
  name: string;
  displayName: string;
  type: "Value" | "Range";
  /** Several values of one navigation may be selected at once (they combine with OR). */
  multiSelect: boolean;
  gate: FilterGate;
  /** Prices are in US dollars: hidden when the shopper's currency is another (spec 2 §5). */
  usdOnly: boolean;
}

const OPEN: FilterGate = { minRank: 0, audience: "tier" };

function filter(name: string, displayName: string, extra: Partial<FilterDefinition> = {}): FilterDefinition {
  return { name, displayName, type: "Value", multiSelect: true, gate: OPEN, usdOnly: false, ...extra };
}

/** Type filters (bag type, shoe type, …): the item types of one category. */
export const TYPE_FILTERS: ReadonlyArray<{ name: string; displayName: string; category: Category }> = [
  { name: "bag_type", displayName: "Bag Type", category: "bags" },
  { name: "shoe_type", displayName: "Shoe Type", category: "shoes" },
  { name: "apparel_type", displayName: "Apparel Type", category: "apparel" },
  { name: "accessory_type", displayName: "Accessory Type", category: "accessories" },
  { name: "jewelry_type", displayName: "Jewelry Type", category: "jewelry" },
];

/**
 * Every filter the search engine can answer, in display order (spec 2 §9). The VIP filter (All,
 * Available, Sold, VIP Items, Non-VIP Items) looks into sold stock and the members' preview, so it
 * needs Bronze (rank 2) or a business account; the wholesale filters are for business users only
 * (spec 2 §6).
 */
export const FILTER_DEFINITIONS: readonly FilterDefinition[] = [
  filter("category", "Category"),
  filter("designer", "Designer"),
  ...TYPE_FILTERS.map((t) => filter(t.name, t.displayName)),
  filter("color", "Color"),
  filter("condition", "Condition"),
  filter("size", "Size"),
  filter("price", "Price", { type: "Range", usdOnly: true }),
  filter("off_retail", "% Off Retail", { type: "Range" }),
  filter("exotic_material", "Exotic Materials"),
  filter("store", "Stores"),
  filter("availability", "Availability", { multiSelect: false }),
  filter("vip", "VIP", { multiSelect: false, gate: { minRank: 2, audience: "either" } }),
  filter("featured", "Featured"),
  filter("clearance", "Clearance Discounts"),
  filter("wholesale", "Wholesale", { gate: { minRank: 0, audience: "business" } }),
];

export type FilterName = string;

/**
 * The filters this marketplace offers (spec 2 §3 initial data "allowed filters"; §5 "filters are
 * limited to those allowed in configuration").
 */
export const ALLOWED_FILTERS: readonly FilterName[] = FILTER_DEFINITIONS.map((f) => f.name);

/** Availability options of spec 2 §9. */
export const AVAILABILITY_OPTIONS = ["In Stock", "All"] as const;
/** VIP filter options of spec 2 §9. */
export const VIP_OPTIONS = ["All", "Available", "Sold", "VIP Items", "Non-VIP Items"] as const;

/** Who is searching, as far as filters care. */
export interface FilterViewer {
  tierRank: number;
  isB2b: boolean;
  currency: string;
}

/** Whether the viewer passes a filter's gate. */
export function passesGate(gate: FilterGate, viewer: FilterViewer): boolean {
  const ranked = viewer.tierRank >= gate.minRank;
  switch (gate.audience) {
    case "tier":
      return ranked;
    case "business":
      return viewer.isB2b && ranked;
    case "either":
      return ranked || viewer.isB2b;
  }
}

export type FilterAccess = "allowed" | "not_configured" | "hidden_for_currency" | "forbidden";

/** Whether a viewer may see and use a filter, and if not, why. */
export function filterAccess(name: string, viewer: FilterViewer, allowed: readonly FilterName[] = ALLOWED_FILTERS): FilterAccess {
  const definition = FILTER_DEFINITIONS.find((f) => f.name === name);
  if (!definition || !allowed.includes(name)) return "not_configured";
  if (definition.usdOnly && viewer.currency !== "USD") return "hidden_for_currency";
  if (!passesGate(definition.gate, viewer)) return "forbidden";
  return "allowed";
}

/** The filters a viewer is shown, in display order. */
export function visibleFilters(viewer: FilterViewer, allowed: readonly FilterName[] = ALLOWED_FILTERS): FilterDefinition[] {
  return FILTER_DEFINITIONS.filter((f) => filterAccess(f.name, viewer, allowed) === "allowed");
}
