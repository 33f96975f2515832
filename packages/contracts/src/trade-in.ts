import { z } from "zod";
import { TRADE_IN_STATES } from "@maison/domain/trade-in/trade-in-lifecycle";

/**
 * The trade-in calls (spec 2 §7 under `/api/v6/my-account`: `GET /trade-in/`, `GET /trade-in/{id}/`,
 * `POST /trade-in/accept-and-finalize/ {so_id}`, `PUT /trade-in/client-response/{order_item_id}/
 * {client_response}`, `POST /trade-in/pay/ {so_id}`) and the console's (`/api/ops/trade-ins/…`).
 * Money in integer cents; `prices.instant_trade_in.value` in dollars, as the spec's bag carries it.
 */

/** The typed failures of trade-ins. */
export const TradeInErrorCode = z.enum([
  /** No trade-in of the caller's has this id (another seller's is also 404). */
  "trade_in_not_found",
  /** The trade-in cannot take this answer or payment now (not revised, nothing due): 409. */
  "trade_in_not_payable",
  /** The order waits for the piece traded toward it: it cannot be packed before the piece arrives (409). */
  "trade_in_not_arrived",
  /** The traded piece is not authenticated yet: it cannot be credited or revised before (409). */
  "trade_in_not_authenticated",
]);
export type TradeInErrorCode = z.infer<typeof TradeInErrorCode>;

export const TradeInState = z.enum(TRADE_IN_STATES);
export type TradeInState = z.infer<typeof TradeInState>;

export const TradeInId = z.string().regex(/^tin_[a-z0-9]{10,60}$/, "must be a trade-in id");
export const SubmissionItemId = z.string().regex(/^sit_[a-z0-9]{10,60}$/, "must be a submission item id");

export const TradeIn = z.object({
  id: z.string(),
  /** The trade-in's id as the spec's calls name it (`so_id`). */
  so_id: z.string(),
  /** The submission item it trades (`order_item_id` of the client-response call). */
  order_item_id: z.string(),
  submission_id: z.string(),
  title: z.string(),
  designer: z.string(),
  status: TradeInState,
  status_label: z.string(),
  /** Spec 1 §3's trade-in bag entry: the instant trade-in value in dollars. */
  prices: z.object({ instant_trade_in: z.object({ value: z.number() }) }),
  amount_cents: z.number().int(),
  revised_amount_cents: z.number().int().nullable(),
  /** What the purchase made with it used of its value. */
  applied_cents: z.number().int(),
  /** What the seller owes Maison after answering a revised offer. */
  due_cents: z.number().int(),
  client_response: z.enum(["accepted", "declined"]).nullable(),
  /** The purchase it was applied to, which waits for the piece. */
  order_id: z.string().nullable(),
  /** When the piece must reach Maison by (in progress only). */
  arrive_by: z.string().nullable(),
  /** Store credit left on the account when it was credited for more than the purchase used. */
  store_credit_cents: z.number().int(),
  /** The seller has a difference to pay (spec 2 `pay_cta`). */
  pay_cta: z.boolean(),
  can_accept: z.boolean(),
  can_respond: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TradeIn = z.infer<typeof TradeIn>;

export const TradeInList = z.object({
  trade_ins: z.array(TradeIn),
  /** The bag's total: what the cart applies to the next purchase (tradesApplied). */
  bag_total_cents: z.number().int(),
});
export type TradeInList = z.infer<typeof TradeInList>;

export const AcceptAndFinalizeInput = z.object({ so_id: TradeInId });
export type AcceptAndFinalizeInput = z.infer<typeof AcceptAndFinalizeInput>;

export const ClientResponseInput = z.object({ client_response: z.enum(["accepted", "declined"], "Answer accepted or declined.") });
export type ClientResponseInput = z.infer<typeof ClientResponseInput>;

export const TradeInPayInput = z.object({ so_id: TradeInId });
export type TradeInPayInput = z.infer<typeof TradeInPayInput>;

export const TradeInPayResponse = z.object({ checkout_web_url: z.string(), amount_cents: z.number().int() });
export type TradeInPayResponse = z.infer<typeof TradeInPayResponse>;

/** The console's queues: arriving (in progress), to inspect, waiting on the seller, closed. */
export const OPS_TRADE_IN_QUEUES = ["arriving", "to_inspect", "with_seller", "closed"] as const;
export const OpsTradeInQueue = z.enum(OPS_TRADE_IN_QUEUES);
export type OpsTradeInQueue = z.infer<typeof OpsTradeInQueue>;

export const OpsTradeInListQuery = z.object({ queue: OpsTradeInQueue.default("to_inspect") });

export const OpsTradeIn = TradeIn.extend({ user_id: z.string(), seller_email: z.string().nullable() });
export type OpsTradeIn = z.infer<typeof OpsTradeIn>;

export const OpsTradeInList = z.object({ queue: OpsTradeInQueue, counts: z.record(OpsTradeInQueue, z.number().int()), trade_ins: z.array(OpsTradeIn) });
export type OpsTradeInList = z.infer<typeof OpsTradeInList>;

export const OpsTradeInParams = z.object({ id: TradeInId });

export const OpsReviseTradeInInput = z.object({
  amount_cents: z.number("Enter the revised amount in cents.").int("Enter a whole number of cents.").min(0, "The amount cannot be negative."),
  reason: z.string().trim().min(1, "Say what inspection found.").max(1000, "Use 1,000 characters or fewer."),
});
export type OpsReviseTradeInInput = z.infer<typeof OpsReviseTradeInInput>;
