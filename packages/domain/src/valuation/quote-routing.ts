import type { AppraisalStatus, QuoteReason } from "./appraisal.ts";
import { QUOTE_BELOW_CONFIDENCE } from "./confidence.ts";
import { isHermesLeather } from "./hermes.ts";
import type { SellSku } from "./sell-sku.ts";

/** What the flow tells the seller for each outcome (spec 2 §2: "a quote by e-mail within 2 business days"). */
export const APPRAISAL_MESSAGES = {
  instant_offer: "Here is what your piece is worth to us today.",
  quote: "Our specialists will price this piece: you will receive a quote by e-mail within 2 business days.",
  photo_upload: "We could not find this piece in our catalog. Upload a few photos and our specialists will send your offer in 3-4 days.",
} as const satisfies Record<AppraisalStatus, string>;

/**
 * Where a piece goes: not in the catalog → photos; an exotic skin or a Hermès leather → a specialist's
 * quote; no comparables or a confidence under the threshold → a quote; otherwise an instant offer.
 */
export function routeAppraisal(sku: SellSku | null, confidence: number | null): { status: AppraisalStatus; reason: QuoteReason | null } {
  if (!sku) return { status: "photo_upload", reason: "not_in_catalog" };
  if (sku.exotic) return { status: "quote", reason: "exotic_skin" };
  if (isHermesLeather(sku.designer, sku.style)) return { status: "quote", reason: "hermes_leather" };
  if (confidence === null) return { status: "quote", reason: "no_comparables" };
  if (confidence < QUOTE_BELOW_CONFIDENCE) return { status: "quote", reason: "low_confidence" };
  return { status: "instant_offer", reason: null };
}
