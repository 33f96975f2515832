/**
 * Product tags that carry meaning (spec 1 §3, spec 2 §3 "Tag-driven flags"). Tags are the storefront's
 * way of marking products; collections and filters are defined over them.
 */
export const TAGS = {
  newArrivals: "new-arrivals",
  /** Shown to everyone; the storefront query adds it unless the user may see first look (spec 1 §7). */
  generalView: "bc-filter-General View",
  /** VIP preview: visible to members before the general view. */
  firstLook: "bc-filter-VIP Preview",
  priceDrop: "price-drop",
  mostWanted: "most-wanted",
  investmentPiece: "investment-piece",
  trending: "trending",
  outlet: "outlet",
  men: "men",
  clearance: "clearance",
  clearance20: "clearance-20",
  clearance30: "clearance-30",
  clearance40: "clearance-40",
  lastCall: "last-call",
  /** Hidden collections of spec 2 §9. */
  clairPicks: "clair-picks",
  winterEdit: "winter-edit",
  vintage: "vintage",
} as const;

/** The storefront's filter tags start with this ("bc-filter-General View"): the extra tags prefix of initial data. */
export const EXTRA_TAGS_PREFIX = "bc-filter-";

/** Wholesale discount tags of spec 2 §6; shown to b2b users only. */
export const WHOLESALE_TAGS = ["whnew", "whreduced", "whclearancea", "whclearanceb"] as const;
export type WholesaleTag = (typeof WHOLESALE_TAGS)[number];

export const WHOLESALE_TAG_LABELS: Record<WholesaleTag, string> = {
  whnew: "Wholesale New",
  whreduced: "Wholesale Reduced",
  whclearancea: "Wholesale Clearance A",
  whclearanceb: "Wholesale Clearance B",
};

/** Prefixes of tags that carry a value (spec 2 §3: item-type prefix, size prefix). */
export const TAG_PREFIX = { itemType: "item-type:", size: "size:", condition: "condition:" } as const;

/** Clearance tiers in navigation order with their labels (spec 1 §2 sub-links). */
export const CLEARANCE_TIERS = [
  { tag: TAGS.clearance20, handle: "clearance-up-to-20-off", title: "Up to 20% Off", maxPercent: 20 },
  { tag: TAGS.clearance30, handle: "clearance-up-to-30-off", title: "Up to 30% Off", maxPercent: 30 },
  { tag: TAGS.clearance40, handle: "clearance-up-to-40-off", title: "Up to 40% Off", maxPercent: 40 },
  { tag: TAGS.lastCall, handle: "last-call", title: "Last Call", maxPercent: 60 },
] as const;

/** Case-insensitive tag test (spec 2 §5: promo tag filtering is a case-insensitive match). */
export function hasTag(tags: readonly string[], tag: string): boolean {
  const wanted = tag.toLowerCase();
  return tags.some((t) => t.toLowerCase() === wanted);
}

/** The value after a prefix tag ("size:Medium" → "Medium"), if present. */
export function prefixedTagValue(tags: readonly string[], prefix: string): string | undefined {
  const found = tags.find((t) => t.toLowerCase().startsWith(prefix.toLowerCase()));
  return found?.slice(prefix.length);
}

/** The wholesale tag on a product, if any. */
export function wholesaleTagOf(tags: readonly string[]): WholesaleTag | undefined {
  return WHOLESALE_TAGS.find((w) => hasTag(tags, w));
}
