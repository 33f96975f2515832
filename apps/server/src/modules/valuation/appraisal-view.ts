import type { Appraisal, AppraiseResponse, SellSkuView } from "@maison/contracts/valuation";
import type { Appraisal as DomainAppraisal } from "@maison/domain/valuation/appraisal";
import type { Offer as DomainOffer } from "@maison/domain/valuation/offer";

const toOffer = (o: DomainOffer) => ({
  kind: o.kind,
  label: o.label,
  amount_cents: o.amountCents,
  before_incentive_cents: o.beforeIncentiveCents,
  seller_incentive_cents: o.incentiveCents,
  is_estimate: o.estimate,
});

/** The engine's appraisal on the wire, as the selling module stores it. */
export function toAppraisal(appraisal: DomainAppraisal, sku: SellSkuView | null): Appraisal {
  const e = appraisal.explanation;
  return {
    status: appraisal.status,
    reason: appraisal.reason,
    message: appraisal.message,
    confidence: appraisal.confidence,
    sku,
    expected_resale_cents: appraisal.expectedResaleCents,
    offers: appraisal.offers.map(toOffer),
    explanation: e && {
      match_level: e.matchLevel,
      base_value_cents: e.baseValueCents,
      trend_per_month: e.trendPerMonth,
      adjustments: e.adjustments.map((a) => ({ key: a.key, label: a.label, factor: a.factor, amount_cents: a.amountCents })),
      comparables: e.comparables.map((c) => ({
        id: c.id,
        handle: c.handle,
        title: c.title,
        kind: c.kind,
        price_cents: c.priceCents,
        date: c.date,
        condition: c.condition,
        color: c.color,
        size: c.size,
        style: c.style,
        accessories: [...c.accessories],
        normalized_cents: c.normalizedCents,
      })),
    },
    sku_price_evolution_list: appraisal.priceEvolution.map((p) => ({ date: p.month, price_cents: p.medianCents, sales: p.sales })),
  };
}

/**
 * The flow's "reveal its value" step: the offers and their explanation only for an instant offer
 * (cash and trade-in in `offers`, the consignment estimate in `other_offers`); a quote or a photo
 * submission shows its message and the model's price over time.
 */
export function toAppraiseResponse(appraisal: Appraisal): AppraiseResponse {
  const instant = appraisal.status === "instant_offer";
  return {
    prediction: {
      status: appraisal.status,
      reason: appraisal.reason,
      message: appraisal.message,
      confidence: appraisal.confidence,
      expected_resale_cents: instant ? appraisal.expected_resale_cents : null,
    },
    sku: appraisal.sku,
    offers: instant ? appraisal.offers.filter((o) => !o.is_estimate) : [],
    other_offers: instant ? appraisal.offers.filter((o) => o.is_estimate) : [],
    explanation: instant ? appraisal.explanation : null,
    sku_price_evolution_list: appraisal.sku_price_evolution_list,
  };
}
