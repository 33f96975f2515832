import { hasTag, TAGS, wholesaleTagOf, type WholesaleTag } from "./tag.ts";

/** Promo labels a card may carry, in priority order (spec 2 §9 friendly filter labels). */
const PROMO_LABELS: ReadonlyArray<{ tag: string; label: string }> = [
  { tag: TAGS.investmentPiece, label: "Investment Piece" },
  { tag: TAGS.trending, label: "Trending" },
  { tag: TAGS.mostWanted, label: "Most Wanted" },
];

/** Spec 1 §5: the investment-piece tag is hidden when a price drop applies. */
export function productPromoLabel(tags: readonly string[]): string | null {
  const priceDrop = hasTag(tags, TAGS.priceDrop);
  for (const { tag, label } of PROMO_LABELS) {
    if (!hasTag(tags, tag)) continue;
    if (tag === TAGS.investmentPiece && priceDrop) continue;
    return label;
  }
  return null;
}

/** Spec 1 §5: wholesale tags are shown only to b2b users. */
export function visibleWholesaleTag(tags: readonly string[], viewerIsB2b: boolean): WholesaleTag | null {
  return viewerIsB2b ? (wholesaleTagOf(tags) ?? null) : null;
}

/** A product is in its VIP preview (first look) while tagged and before its first-look window ends. */
export function isFirstLook(tags: readonly string[], firstLookEndsAt: string | null, now: Date): boolean {
  if (!hasTag(tags, TAGS.firstLook)) return false;
  return firstLookEndsAt === null || new Date(firstLookEndsAt).getTime() > now.getTime();
}

/** Spec 1 §5: an item is unavailable if not for sale or if quantity available is zero. */
export function isAvailableForSale(state: string): boolean {
  return state === "available";
}
