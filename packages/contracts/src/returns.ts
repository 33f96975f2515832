import { z } from "zod";
import { RETURN_STATES } from "@maison/domain/returns/return-lifecycle";
import { REFUND_DESTINATIONS, RETURN_REASONS } from "@maison/domain/returns/return-messages";

/**
 * Cancelling and returning a purchase (spec 2 §7 under `/api/v6/my-account`: `POST /cancel-order/`
 * (form `order`), `POST /{order}/calculate-return/` (form `item_list`), `POST /{order}/return/`
 * (form `items`, a reason per item)) and the console's returns (`/api/ops/returns/…`). The form
 * fields that carry lists take a JSON array, as JSON or as one form field holding its JSON text.
 * Money in integer cents.
 */
export const ReturnErrorCode = z.enum([
  /** No return of the caller's has this id. */
  "return_not_found",
  /** The order is not delivered, or its return window closed (spec 2 §8's return message). */
  "return_not_allowed",
  /** A piece listed is not one of the order's, or is already in a return. */
  "return_item_not_returnable",
  /** The order cannot be cancelled now: it has shipped (spec 2 §8's cancel message). */
  "cancel_not_allowed",
]);
export type ReturnErrorCode = z.infer<typeof ReturnErrorCode>;

export const ReturnState = z.enum(RETURN_STATES);
export const ReturnReason = z.enum(Object.keys(RETURN_REASONS) as [keyof typeof RETURN_REASONS, ...Array<keyof typeof RETURN_REASONS>]);
export const RefundDestination = z.enum(REFUND_DESTINATIONS);

const jsonList = <T extends z.ZodTypeAny>(item: T, field: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z.array(item, { error: `${field} must be a list` }).min(1, `${field} must name at least one piece`).max(50),
  );

const ProductId = z.string().trim().min(1, "must be a product id").max(100);

export const OrderNumberParams = z.object({ order: z.string().regex(/^[0-9]{4,20}$/, "must be an order number") });

/** POST /v6/my-account/cancel-order/ (form `order`: the order number). */
export const CancelPurchaseRequest = z.object({ order: z.string().trim().regex(/^[0-9]{4,20}$/, "must be an order number") });

/** POST /{order}/calculate-return/: the pieces to price (product ids). */
export const CalculateReturnRequest = z.object({ item_list: jsonList(ProductId, "item_list"), refund_to: RefundDestination.default("original") });

/** POST /{order}/return/: each piece with its reason; where the refund goes. */
export const OpenReturnRequest = z.object({
  items: jsonList(z.object({ product_id: ProductId, reason: ReturnReason, note: z.string().trim().max(500).optional() }), "items"),
  refund_to: RefundDestination.default("original"),
});

export const RefundShare = z.object({ kind: z.enum(["card", "gift_card", "store_credit", "points", "trade_in"]), label: z.string(), amount_cents: z.number().int() });

export const ReturnItemQuote = z.object({
  product_id: z.string(),
  title: z.string(),
  vendor: z.string(),
  image_url: z.string().nullable(),
  /** What the buyer paid for the piece (after its discounts) and its tax. */
  paid_cents: z.number().int(),
  tax_cents: z.number().int(),
  fee_cents: z.number().int(),
  refund_cents: z.number().int(),
});

/** The calculation: per piece, the fee and the refund; where the refund goes. */
export const ReturnCalculation = z.object({
  order: z.string(),
  items: z.array(ReturnItemQuote),
  fee_cents: z.number().int(),
  refund_cents: z.number().int(),
  /** Members return for free (spec 2 §1): the fees are waived. */
  fee_waived: z.boolean(),
  refund_to: RefundDestination,
  split: z.array(RefundShare),
  window_ends_at: z.string().nullable(),
});
export type ReturnCalculation = z.infer<typeof ReturnCalculation>;

export const ReturnView = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  state: ReturnState,
  created_at: z.string(),
  items: z.array(ReturnItemQuote.extend({ reason: ReturnReason, note: z.string().nullable() })),
  fee_cents: z.number().int(),
  refund_cents: z.number().int(),
  refund_to: RefundDestination,
  split: z.array(RefundShare),
  label_url: z.string(),
  rejection_reason: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type ReturnView = z.infer<typeof ReturnView>;

/** GET /v6/my-account/returns/: the user's returns, newest first. */
export const ReturnList = z.object({ returns: z.array(ReturnView) });
export type ReturnList = z.infer<typeof ReturnList>;

/** A purchase's returns and what the buyer may do now (the purchases page's actions). */
export const PurchaseReturns = z.object({
  order_number: z.string(),
  can_cancel: z.boolean(),
  can_return: z.boolean(),
  window_ends_at: z.string().nullable(),
  returnable_product_ids: z.array(z.string()),
  returns: z.array(ReturnView),
});
export type PurchaseReturns = z.infer<typeof PurchaseReturns>;

// The console's returns.
export const OPS_RETURN_QUEUES = ["to_receive", "to_inspect", "to_decide", "rejected", "closed"] as const;
export const OpsReturnListQuery = z.object({ queue: z.enum(OPS_RETURN_QUEUES).default("to_receive") });
export const OpsReturnParams = z.object({ id: z.string().regex(/^ret_[a-z0-9]{10,60}$/, "must be a return id") });
export const OpsReturnAction = z.enum(["ship", "receive", "inspect", "refund", "reject", "ship_back"]);
export const RejectReturnRequest = z.object({ reason: z.string().trim().min(3, "Please give the reason (3 characters or more).").max(500) });
export const OpsReturn = ReturnView.extend({ email: z.string(), actions: z.array(OpsReturnAction) });
export type OpsReturn = z.infer<typeof OpsReturn>;
export const OpsReturnList = z.object({ queue: z.enum(OPS_RETURN_QUEUES), counts: z.record(z.string(), z.number().int()), returns: z.array(OpsReturn) });
export type OpsReturnList = z.infer<typeof OpsReturnList>;
