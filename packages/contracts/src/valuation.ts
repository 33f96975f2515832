import { z } from "zod";
import { CATEGORIES } from "@maison/domain/catalog/category";
import { CONDITION_GRADES } from "@maison/domain/catalog/condition";
import { MATCH_LEVELS } from "@maison/domain/valuation/comparable";
import { SELLER_CONDITION_KEYS } from "@maison/domain/valuation/item-description";
import { OFFER_KINDS } from "@maison/domain/valuation/offer";

/** The typed failures of the seller's catalog and the offer engine. */
export const ValuationErrorCode = z.enum([
  /** No sku of the seller's catalog has this code: 404 on `sku`. */
  "sku_not_found",
  /** A level of the seller's catalog names a choice that is not there (an unknown designer for the item type…): 404 on that level. */
  "sell_choice_not_found",
]);
export type ValuationErrorCode = z.infer<typeof ValuationErrorCode>;

/** A slug-like choice of the seller's catalog in a query: lowercase letters, digits and dashes. */
const Choice = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "must be a value from the list of options (lowercase letters, digits, dashes)");

/** A sku code: letters, digits, dashes (as `skuCode` makes them). */
export const SkuCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "must be a sku code from the seller's catalog");

/** One option of a level: the value to send back and its label. */
export const SellOption = z.object({ value: z.string(), label: z.string() });
export type SellOption = z.infer<typeof SellOption>;

/** A sku as the sell flow shows it (spec 2 §3 `products`, `selected_sku`). */
export const SellSkuView = z.object({
  sku: z.string(),
  title: z.string(),
  item_type: z.enum(CATEGORIES),
  item_type_label: z.string(),
  designer: z.string(),
  model: z.string(),
  style: z.string(),
  size: z.string().nullable(),
  is_exotic: z.boolean(),
});
export type SellSkuView = z.infer<typeof SellSkuView>;

// ---- The levels: item type → designer → model → style → size (spec 2 §3, §4) ------------------

export const SellCatalogQuery = z.object({
  item_type: z.enum(CATEGORIES, { message: "must be one of bags, jewelry, watches, shoes, accessories, apparel" }).optional(),
  designer: Choice.optional(),
  model: Choice.optional(),
  style: Choice.optional(),
  size: Choice.optional(),
});
export type SellCatalogQuery = z.infer<typeof SellCatalogQuery>;

/**
 * The sell-flow state of spec 2 §3 for the levels chosen so far: each chosen level's options and the
 * choice made, the next level's options, and once a model is chosen the matching skus (`products`);
 * `selected_sku` when the choices leave exactly one.
 */
export const SellCatalogLevel = z.object({
  item_types: z.array(SellOption),
  designers: z.array(SellOption),
  models: z.array(SellOption),
  styles: z.array(SellOption),
  sizes: z.array(SellOption),
  selected_item_type: SellOption.nullable(),
  selected_item_type_category: z.enum(CATEGORIES).nullable(),
  selected_designer: SellOption.nullable(),
  selected_model: SellOption.nullable(),
  selected_style: SellOption.nullable(),
  selected_size: SellOption.nullable(),
  products: z.array(SellSkuView),
  selected_sku: SellSkuView.nullable(),
});
export type SellCatalogLevel = z.infer<typeof SellCatalogLevel>;

// ---- Text search (spec 2 §3 search_results, §5 has_more) -----------------------------------------

export const SellSearchQuery = z.object({
  q: z.string().trim().max(200, "must be at most 200 characters").default(""),
  offset: z.coerce.number().int().min(0, "must be 0 or more").max(10_000).default(0),
});
export type SellSearchQuery = z.infer<typeof SellSearchQuery>;

export const SellSearchResult = z.object({
  search_results: z.array(SellSkuView),
  search_results_total: z.number().int(),
  has_more: z.boolean(),
});
export type SellSearchResult = z.infer<typeof SellSearchResult>;

// ---- The appraisal (spec 2 §3 prediction, offers, other_offers, sku_price_evolution_list) --------

/** The item details of spec 2 §3 for one sku: accessories, serial_number, color, condition_key. */
export const AppraiseRequest = z.object({
  sku: SkuCode,
  condition_key: z.enum(SELLER_CONDITION_KEYS as [string, ...string[]], {
    message: `must be one of ${SELLER_CONDITION_KEYS.join(", ")}`,
  }),
  accessories: z.array(z.string().trim().min(1).max(60)).max(20, "must list at most 20 accessories").default([]),
  /** The serial number (or date code, blind stamp) as the seller reads it, or whether there is one. */
  serial_number: z.union([z.string().trim().max(64, "must be at most 64 characters"), z.boolean()]).default(""),
  color: z.string().trim().max(40, "must be at most 40 characters").nullable().default(null),
});
export type AppraiseRequest = z.infer<typeof AppraiseRequest>;

export const AppraisalStatus = z.enum(["instant_offer", "quote", "photo_upload"]);
export const QuoteReason = z.enum(["not_in_catalog", "no_comparables", "low_confidence", "exotic_skin", "hermes_leather"]);

export const Offer = z.object({
  kind: z.enum(OFFER_KINDS),
  label: z.string(),
  amount_cents: z.number().int(),
  before_incentive_cents: z.number().int(),
  seller_incentive_cents: z.number().int(),
  /** Consignment is an estimate, paid when the piece sells. */
  is_estimate: z.boolean(),
});
export type Offer = z.infer<typeof Offer>;

export const ComparableView = z.object({
  id: z.string(),
  handle: z.string().nullable(),
  title: z.string(),
  kind: z.enum(["sold", "listed"]),
  price_cents: z.number().int(),
  date: z.string(),
  condition: z.enum(CONDITION_GRADES),
  color: z.string().nullable(),
  size: z.string().nullable(),
  style: z.string().nullable(),
  accessories: z.array(z.string()),
  /** Its price carried to this piece's reference (condition, accessories, color, today). */
  normalized_cents: z.number().int(),
});
export type ComparableView = z.infer<typeof ComparableView>;

export const AdjustmentView = z.object({
  key: z.enum(["condition", "accessories", "color", "serial_number", "trend"]),
  label: z.string(),
  factor: z.number(),
  amount_cents: z.number().int(),
});
export type AdjustmentView = z.infer<typeof AdjustmentView>;

export const Explanation = z.object({
  match_level: z.enum(MATCH_LEVELS),
  comparables: z.array(ComparableView),
  adjustments: z.array(AdjustmentView),
  base_value_cents: z.number().int(),
  trend_per_month: z.number(),
});
export type Explanation = z.infer<typeof Explanation>;

/** One point of the model's price over time: a month's median sold price. */
export const PricePoint = z.object({ date: z.string(), price_cents: z.number().int(), sales: z.number().int() });
export type PricePoint = z.infer<typeof PricePoint>;

/**
 * The engine's whole answer, as the selling module stores it on a submission item: the offers are
 * firm for `instant_offer`, otherwise the specialist's starting suggestion.
 */
export const Appraisal = z.object({
  status: AppraisalStatus,
  reason: QuoteReason.nullable(),
  message: z.string(),
  confidence: z.number().min(0).max(1),
  sku: SellSkuView.nullable(),
  expected_resale_cents: z.number().int().nullable(),
  offers: z.array(Offer),
  explanation: Explanation.nullable(),
  sku_price_evolution_list: z.array(PricePoint),
});
export type Appraisal = z.infer<typeof Appraisal>;

/**
 * The flow's "reveal its value" step: `prediction` (status, message, confidence, expected resale),
 * the instant `offers` (sell now, trade-in) and `other_offers` (the consignment estimate) only for an
 * instant offer, the explanation and `sku_price_evolution_list`.
 */
export const AppraiseResponse = z.object({
  prediction: z.object({
    status: AppraisalStatus,
    reason: QuoteReason.nullable(),
    message: z.string(),
    confidence: z.number().min(0).max(1),
    expected_resale_cents: z.number().int().nullable(),
  }),
  sku: SellSkuView.nullable(),
  offers: z.array(Offer),
  other_offers: z.array(Offer),
  explanation: Explanation.nullable(),
  sku_price_evolution_list: z.array(PricePoint),
});
export type AppraiseResponse = z.infer<typeof AppraiseResponse>;

// ---- Hermès (spec 2 §7 /hermes_leather_types/, /hermes_sizes_cm/) ---------------------------------

export const HermesLeatherTypes = z.object({ regular: z.array(SellOption), exotic: z.array(SellOption) });
export type HermesLeatherTypes = z.infer<typeof HermesLeatherTypes>;

export const HermesSizesCm = z.object({ sizes_cm: z.array(z.number().int()) });
export type HermesSizesCm = z.infer<typeof HermesSizesCm>;
