import { z } from "zod";
import { NMI_CHOICE_KEYS, NMI_PHOTO_SET_KEYS } from "@maison/domain/selling/nmi-questions";
import { SUBMISSION_ITEM_STATES } from "@maison/domain/selling/submission-item-lifecycle";
import { TimelineEntry } from "./lifecycle.ts";
import { NmiRequest, SubmissionItem, SellerShipping } from "./selling.ts";
import { Appraisal } from "./valuation.ts";

/** The console's seller queues under /api/ops/submissions/ (pricing, receiving, authentication, payouts). */
export const SUBMISSION_QUEUES = {
  to_quote: { label: "To quote", states: ["submitted"], capability: "pricing" },
  awaiting_seller: { label: "Awaiting the seller", states: ["needs_more_info", "quoted"], capability: "pricing" },
  inbound: { label: "Inbound", states: ["accepted", "in_transit"], capability: "receiving" },
  to_authenticate: { label: "To authenticate", states: ["received"], capability: "authentication" },
  to_pay: { label: "To pay", states: ["authenticated"], capability: "payouts" },
  to_return: { label: "To send back", states: ["failed_authentication", "to_return"], capability: "receiving" },
  closed: { label: "Closed", states: ["paid", "consigned", "declined", "refused", "rejected", "expired", "returned_to_seller"], capability: "pricing" },
} as const;
export type SubmissionQueue = keyof typeof SUBMISSION_QUEUES;
export const SUBMISSION_QUEUE_KEYS = Object.keys(SUBMISSION_QUEUES) as [SubmissionQueue, ...SubmissionQueue[]];

/** GET /api/ops/submissions/?queue=to_quote&page=1 */
export const OpsSubmissionListQuery = z.object({
  queue: z.enum(SUBMISSION_QUEUE_KEYS).default("to_quote"),
  page: z.coerce.number().int().min(1, "must be 1 or more").default(1),
});
export type OpsSubmissionListQuery = z.infer<typeof OpsSubmissionListQuery>;

export const OpsSubmissionSummary = z.object({
  id: z.string(),
  ticket_id: z.string(),
  ticket_number: z.string(),
  state: z.enum(SUBMISSION_ITEM_STATES),
  title: z.string(),
  designer: z.string(),
  route: z.string(),
  trade_in: z.boolean(),
  /** The engine's suggested cash offer, or the standing offer. */
  suggested_cents: z.number().int().nullable(),
  accepted_amount_cents: z.number().int().nullable(),
  updated_at: z.string(),
  photo_url: z.string().nullable(),
});
export type OpsSubmissionSummary = z.infer<typeof OpsSubmissionSummary>;

export const OpsSubmissionList = z.object({
  queue: z.enum(SUBMISSION_QUEUE_KEYS),
  queues: z.array(z.object({ key: z.enum(SUBMISSION_QUEUE_KEYS), label: z.string(), count: z.number().int() })),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  items: z.array(OpsSubmissionSummary),
});
export type OpsSubmissionList = z.infer<typeof OpsSubmissionList>;

export const OpsSubmissionParams = z.object({ id: z.string().regex(/^sit_[a-z0-9]{10,60}$/, "must be a submission item id") });

export const OPS_SUBMISSION_ACTIONS = ["quote", "ask", "reject", "receive", "authenticate", "fail_authentication", "return_to_seller", "pay"] as const;
export const OpsSubmissionAction = z.enum(OPS_SUBMISSION_ACTIONS);

/** GET /api/ops/submissions/{id}/: the item, its seller, the engine's appraisal (suggestion and comparables), questions asked, its timeline. */
export const OpsSubmissionDetail = z.object({
  item: SubmissionItem,
  ticket_number: z.string(),
  trade_in: z.boolean(),
  partner_code: z.string().nullable(),
  seller: z.object({ user_id: z.string(), email: z.string(), name: z.string().nullable() }),
  serial_number: z.string(),
  description: z.string(),
  appraisal: Appraisal.nullable(),
  nmi: z.array(NmiRequest),
  shipping: SellerShipping.nullable(),
  /** The piece it became once received (link to /ops/pieces/{id}). */
  product_id: z.string().nullable(),
  reason: z.string().nullable(),
  /** The seller's preferred payout profile, for paying cash. */
  payout_profile: z.object({ id: z.string(), provider_type: z.string(), label: z.string() }).nullable(),
  actions: z.array(OpsSubmissionAction),
  timeline: z.array(TimelineEntry),
});
export type OpsSubmissionDetail = z.infer<typeof OpsSubmissionDetail>;

const Cents = (label: string) => z.number(`Enter the ${label}.`).int("Use whole cents.").min(100, "Enter at least $1.").max(10_000_000_00, "Enter ten million dollars or less.");

/** POST /api/ops/submissions/{id}/quote/: the cash offer (trade-in is worth 10 % more), optionally the expected resale for the consignment estimate. */
export const OpsQuoteInput = z.object({
  amount_cents: Cents("cash offer"),
  expected_resale_cents: Cents("expected resale").nullable().default(null),
  note: z.string().trim().max(1000, "Use 1,000 characters or fewer.").default(""),
});
export type OpsQuoteInput = z.infer<typeof OpsQuoteInput>;

/** POST /api/ops/submissions/{id}/ask/: questions (choice keys) and photo sets the seller must send. */
export const OpsAskInput = z
  .object({
    questions: z.array(z.enum(NMI_CHOICE_KEYS as [string, ...string[]], "Choose a question from the list.")).max(8).default([]),
    photo_sets: z.array(z.enum(NMI_PHOTO_SET_KEYS as [string, ...string[]], "Choose a photo set from the list.")).max(7).default([]),
    note: z.string().trim().min(1, "Write a short note to the seller.").max(1000, "Use 1,000 characters or fewer."),
  })
  .refine((body) => body.questions.length + body.photo_sets.length > 0, { path: ["questions"], message: "Ask at least one question or for one photo set." });
export type OpsAskInput = z.infer<typeof OpsAskInput>;

/** POST …/reject/, …/fail-authentication/: why, for the seller and the timeline. */
export const OpsReasonInput = z.object({ reason: z.string().trim().min(1, "Say why.").max(1000, "Use 1,000 characters or fewer.") });
export type OpsReasonInput = z.infer<typeof OpsReasonInput>;

/** POST …/pay/: store credit now, or cash to the seller's preferred payout profile. */
export const OpsPayInput = z.object({ method: z.enum(["site_credit", "payout"], "Choose store credit or a payout.") });
export type OpsPayInput = z.infer<typeof OpsPayInput>;
