import { z } from "zod";
import { CONSIGNMENT_LISTS, CONSIGNMENT_STATES } from "@maison/domain/consignment/consignment-lifecycle";
import { TimelineEntry } from "./lifecycle.ts";

/** The typed failures of consignment. */
export const ConsignmentErrorCode = z.enum([
  /** No consignment of the caller's (or, in the console, none at all) has this id: 404. */
  "consignment_not_found",
  /** No open price proposal of the caller's has this id: 404. */
  "tweak_not_found",
  /** The proposal was already answered, or replaced by a newer one: 409. */
  "tweak_closed",
  /** A checkout holds the piece right now, so it can be neither delisted nor repriced: 409. */
  "piece_being_bought",
  /** The piece cannot be listed yet (not authenticated, no photo): 409. */
  "not_listable",
]);
export type ConsignmentErrorCode = z.infer<typeof ConsignmentErrorCode>;

export const ConsignmentStateSchema = z.enum(CONSIGNMENT_STATES);
export const ConsignmentId = z.string().trim().min(1, "Choose a consignment.").max(64, "Choose a consignment.");

export const ConsignmentTweak = z.object({
  id: z.string(),
  price_cents: z.number().int(),
  previous_price_cents: z.number().int().nullable(),
  note: z.string().nullable(),
  state: z.enum(["proposed", "accepted", "declined", "withdrawn"]),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type ConsignmentTweak = z.infer<typeof ConsignmentTweak>;

/** One consigned piece as the consignor sees it (spec 2 §3 consignment lists, §4 progress steps). */
export const ConsignmentSummary = z.object({
  id: z.string(),
  /** The id the delist call names (spec 2 §7 `order_item_id`): the consignment's own id. */
  order_item_id: z.string(),
  product_id: z.string(),
  handle: z.string().nullable(),
  title: z.string(),
  designer: z.string(),
  image_url: z.string().nullable(),
  state: ConsignmentStateSchema,
  state_label: z.string(),
  list: z.enum(CONSIGNMENT_LISTS),
  /** Received, Reviewed, Listed, Sold, Paid, each reached or not. */
  steps: z.array(z.object({ label: z.string(), reached: z.boolean() })),
  list_price_cents: z.number().int().nullable(),
  sale_price_cents: z.number().int().nullable(),
  /** Pending from the sale until the return window closes; then paid. Null before a sale and after a returned one. */
  earning_cents: z.number().int().nullable(),
  earning_clears_at: z.string().nullable(),
  open_tweak: ConsignmentTweak.nullable(),
  can_delist: z.boolean(),
  /** While a delist waits for its return shipping payment: where to pay it. */
  return_checkout_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsignmentSummary = z.infer<typeof ConsignmentSummary>;

/** GET /v6/my-account/consignment/: the three lists and the consignor's cash balance. */
export const ConsignmentLists = z.object({
  sold: z.array(ConsignmentSummary),
  active: z.array(ConsignmentSummary),
  inactive: z.array(ConsignmentSummary),
  cash_balance_cents: z.number().int(),
});
export type ConsignmentLists = z.infer<typeof ConsignmentLists>;

/** GET /v6/my-account/consignment/details/{id}/. */
export const ConsignmentDetail = ConsignmentSummary.extend({
  estimate_cents: z.number().int().nullable(),
  commission_percent: z.number().int().nullable(),
  incentive_cents: z.number().int().nullable(),
  return_fee_cents: z.number().int(),
  tweaks: z.array(ConsignmentTweak),
});
export type ConsignmentDetail = z.infer<typeof ConsignmentDetail>;

export const ConsignmentHistoryEntry = z.object({ event: z.string(), label: z.string(), state: ConsignmentStateSchema, at: z.string() });
/** GET /v6/my-account/consignment/history/{id}/: what happened to the piece, oldest first. */
export const ConsignmentHistory = z.object({ id: z.string(), entries: z.array(ConsignmentHistoryEntry) });
export type ConsignmentHistory = z.infer<typeof ConsignmentHistory>;

/** POST /v6/my-account/consignment/delist/ (spec 2 §7). */
export const DelistInput = z.object({
  order_item_id: z.string({ error: "Choose the piece to delist." }).trim().min(1, "Choose the piece to delist.").max(64, "Choose the piece to delist."),
  address_id: z.string({ error: "Choose the address we ship the piece back to." }).trim().min(1, "Choose the address we ship the piece back to.").max(64, "Choose the address we ship the piece back to."),
});
export type DelistInput = z.infer<typeof DelistInput>;
export const DelistResult = z.object({ checkout_web_url: z.string() });
export type DelistResult = z.infer<typeof DelistResult>;

/** PUT /v6/my-account/consignment/update-tweak/{id}/ (spec 2 §7). */
export const TweakResponseInput = z.object({ client_response: z.enum(["accept", "decline"], "Answer accept or decline.") });
export type TweakResponseInput = z.infer<typeof TweakResponseInput>;

// ---- the console (/api/ops/consignments/) -----------------------------------------------------

export const OPS_CONSIGNMENT_QUEUES = {
  to_review: { label: "To review", states: ["received"], capability: "listing" },
  to_list: { label: "To list", states: ["reviewed"], capability: "listing" },
  listed: { label: "Listed", states: ["listed"], capability: "listing" },
  sold: { label: "Sold", states: ["sold", "delivered"], capability: "payouts" },
  to_ship_back: { label: "To ship back", states: ["delisting", "delisted"], capability: "receiving" },
  closed: { label: "Closed", states: ["paid", "returned"], capability: "listing" },
} as const;
export type OpsConsignmentQueue = keyof typeof OPS_CONSIGNMENT_QUEUES;
export const OPS_CONSIGNMENT_QUEUE_KEYS = Object.keys(OPS_CONSIGNMENT_QUEUES) as OpsConsignmentQueue[];

export const OpsConsignmentListQuery = z.object({
  queue: z.enum(OPS_CONSIGNMENT_QUEUE_KEYS as [OpsConsignmentQueue, ...OpsConsignmentQueue[]], "Choose a queue.").default("to_review"),
});

export const OPS_CONSIGNMENT_ACTIONS = ["review", "list", "propose_tweak", "record_return", "release_earning", "ship_back"] as const;
export type OpsConsignmentAction = (typeof OPS_CONSIGNMENT_ACTIONS)[number];

export const OpsConsignmentSummary = z.object({
  id: z.string(),
  product_id: z.string(),
  title: z.string(),
  designer: z.string(),
  state: ConsignmentStateSchema,
  state_label: z.string(),
  seller_user_id: z.string(),
  estimate_cents: z.number().int().nullable(),
  list_price_cents: z.number().int().nullable(),
  sale_price_cents: z.number().int().nullable(),
  earning_cents: z.number().int().nullable(),
  earning_clears_at: z.string().nullable(),
  updated_at: z.string(),
});
export type OpsConsignmentSummary = z.infer<typeof OpsConsignmentSummary>;

export const OpsConsignmentList = z.object({
  queue: z.string(),
  queues: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
  items: z.array(OpsConsignmentSummary),
});
export type OpsConsignmentList = z.infer<typeof OpsConsignmentList>;

export const OpsConsignmentDetail = OpsConsignmentSummary.extend({
  seller_email: z.string().nullable(),
  piece_state: z.string().nullable(),
  commission_percent: z.number().int().nullable(),
  tier_key: z.string().nullable(),
  return_address: z.string().nullable(),
  actions: z.array(z.enum(OPS_CONSIGNMENT_ACTIONS)),
  tweaks: z.array(ConsignmentTweak),
  timeline: z.array(TimelineEntry),
});
export type OpsConsignmentDetail = z.infer<typeof OpsConsignmentDetail>;

export const OpsConsignmentParams = z.object({ id: ConsignmentId });
const priceCents = (field: string) =>
  z.number({ error: `Enter the ${field} in cents.` }).int(`Enter the ${field} in whole cents.`).min(1_00, `The ${field} is at least $1.`).max(10_000_000_00, `The ${field} is at most $10,000,000.`);
export const OpsReviewInput = z.object({ list_price_cents: priceCents("list price") });
export type OpsReviewInput = z.infer<typeof OpsReviewInput>;
export const OpsTweakInput = z.object({ price_cents: priceCents("new price"), note: z.string().trim().max(500, "Use 500 characters or fewer.").optional() });
export type OpsTweakInput = z.infer<typeof OpsTweakInput>;
export const OpsReturnInput = z.object({ reason: z.string().trim().min(1, "Say why the buyer returned it.").max(500, "Use 500 characters or fewer.") });
export type OpsReturnInput = z.infer<typeof OpsReturnInput>;
