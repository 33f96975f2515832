import type { Adjustment } from "./adjustment.ts";
import type { Comparable, MatchLevel } from "./comparable.ts";
import type { Offer } from "./offer.ts";
import type { PricePoint } from "./price-evolution.ts";

/** What the flow does next (spec 2 §4): show the instant offer, promise a quote, or ask for photos. */
export type AppraisalStatus = "instant_offer" | "quote" | "photo_upload";

/** Why a piece goes to a specialist instead of an instant offer. */
export type QuoteReason = "not_in_catalog" | "no_comparables" | "low_confidence" | "exotic_skin" | "hermes_leather";

/** A comparable as the explanation shows it: the piece and what it was worth for this offer. */
export interface UsedComparable extends Comparable {
  /** Its price carried to the reference piece (sold, Excellent, without accessories) today. */
  normalizedCents: number;
}

export interface AppraisalExplanation {
  matchLevel: MatchLevel;
  comparables: UsedComparable[];
  /** A reference piece like the comparables (sold, Excellent, without accessories) at their dates. */
  baseValueCents: number;
  adjustments: Adjustment[];
  /** The market's move per month measured over the comparables (0.01 = +1 % a month). */
  trendPerMonth: number;
}

/**
 * The engine's answer for one piece. `offers` are firm only when the status is `instant_offer`;
 * otherwise they are the suggestion a specialist starts the quote from (empty when there is no value).
 */
export interface Appraisal {
  status: AppraisalStatus;
  reason: QuoteReason | null;
  message: string;
  /** 0 to 1: how much the comparables say, from their count, spread and how wide the match went. */
  confidence: number;
  expectedResaleCents: number | null;
  offers: Offer[];
  explanation: AppraisalExplanation | null;
  priceEvolution: PricePoint[];
}
