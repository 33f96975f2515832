import type { Appraisal } from "./appraisal.ts";
import type { Comparable } from "./comparable.ts";
import { selectComparables } from "./comparable-selection.ts";
import { appraisalConfidence } from "./confidence.ts";
import type { ItemDescription } from "./item-description.ts";
import { offerAmounts } from "./offer-amounts.ts";
import { pieceValue } from "./piece-value.ts";
import { priceEvolution } from "./price-evolution.ts";
import { APPRAISAL_MESSAGES, routeAppraisal } from "./quote-routing.ts";
import type { SellerStanding } from "./seller-incentive.ts";

/**
 * Appraises a piece as of `now` from Maison's comparables (decision 040): widen the match until there
 * are enough, value the piece from them with its adjustments, score the confidence, compute the
 * offers (with the seller's tier incentive) and route it: an instant offer, a quote, or photos.
 */
export function appraise(item: ItemDescription, comparables: readonly Comparable[], seller: SellerStanding | null, now: Date): Appraisal {
  const sku = item.sku;
  const selection = sku ? selectComparables(sku, comparables, now) : null;
  if (!sku || !selection) {
    const { status, reason } = routeAppraisal(sku, null);
    return { status, reason, message: APPRAISAL_MESSAGES[status], confidence: 0, expectedResaleCents: null, offers: [], explanation: null, priceEvolution: [] };
  }
  const value = pieceValue(item, selection.used, now);
  const confidence = appraisalConfidence(selection.level, selection.used.length, value.spread);
  const { status, reason } = routeAppraisal(sku, confidence);
  return {
    status,
    reason,
    message: APPRAISAL_MESSAGES[status],
    confidence,
    expectedResaleCents: value.expectedCents,
    offers: offerAmounts(value.expectedCents, confidence, seller),
    explanation: {
      matchLevel: selection.level,
      comparables: value.comparables,
      baseValueCents: value.baseValueCents,
      adjustments: value.adjustments,
      trendPerMonth: value.trendPerMonth,
    },
    priceEvolution: priceEvolution(selection.history),
  };
}
