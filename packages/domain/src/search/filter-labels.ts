import { CLEARANCE_TIERS, TAGS, WHOLESALE_TAG_LABELS, WHOLESALE_TAGS } from "../catalog/tag.ts";

/** A tag-backed filter value: the friendly label shoppers see and the tag that marks the products. */
export interface TagLabel {
  label: string;
  tag: string;
}

/** Tags of the "bc-filter-…" family carry their label after this prefix (spec 2 §3 filter metadata prefix). */
export const FILTER_TAG_PREFIX = "bc-filter-";

/**
 * Friendly filter labels of spec 2 §9 for merchandising tags. Labels whose tag no listing carries
 * are simply never counted, so they never show.
 */
export const FEATURED_LABELS: readonly TagLabel[] = [
  { label: "VIP Preview", tag: TAGS.firstLook },
  { label: "VIP", tag: `${FILTER_TAG_PREFIX}VIP` },
  { label: "High % Off Retail", tag: `${FILTER_TAG_PREFIX}High % Off Retail` },
  { label: "Investment Piece", tag: TAGS.investmentPiece },
  { label: "Trending", tag: TAGS.trending },
  { label: "Most Wanted", tag: TAGS.mostWanted },
  { label: "Price Drop", tag: TAGS.priceDrop },
  { label: "10% Off", tag: `${FILTER_TAG_PREFIX}10% Off` },
];

/** Wholesale discount filters of spec 2 §6 with their friendly labels (Wholesale New, Reduced, Clearance A and B). */
export const WHOLESALE_LABELS: readonly TagLabel[] = WHOLESALE_TAGS.map((tag) => ({ label: WHOLESALE_TAG_LABELS[tag], tag }));

/** Clearance discounts: one value per clearance tier. */
export const CLEARANCE_LABELS: readonly TagLabel[] = CLEARANCE_TIERS.map((tier) => ({ label: tier.title, tag: tier.tag }));

/**
 * The label a refinement value names, matched case-insensitively against labels and tags alike
 * (spec 2 §5: promo tag filtering is a case-insensitive match).
 */
export function findTagLabel(labels: readonly TagLabel[], value: string): TagLabel | undefined {
  const wanted = value.trim().toLowerCase();
  return labels.find((l) => l.label.toLowerCase() === wanted || l.tag.toLowerCase() === wanted);
}
