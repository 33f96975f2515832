import { z } from "zod";
import { CARRIER_CODES, normalizeTrackingNumber, trackingNumberProblem } from "@maison/domain/checkout/carriers";
import { ORDER_STATES } from "@maison/domain/checkout/order-lifecycle";
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, ORDER_QUEUES } from "@maison/domain/checkout/order-fulfilment";
import { Order } from "./checkout.ts";
import { TimelineEntry } from "./lifecycle.ts";

/** The console's order calls under /api/ops/orders/ (staff with the fulfilment capability). */

/** GET /api/ops/orders/?state=to_ship&q=&page=1 */
export const OpsOrderListQuery = z.object({
  state: z.enum(ORDER_QUEUES).default("to_ship"),
  /** An order number, an e-mail (or part of one), or a tracking number. */
  q: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1, "must be 1 or more").default(1),
});
export type OpsOrderListQuery = z.infer<typeof OpsOrderListQuery>;

export const OpsOrderSummary = z.object({
  id: z.string(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  created_at: z.string(),
  email: z.string(),
  /** The name on the shipping address; null when nothing ships. */
  ship_to: z.string().nullable(),
  item_count: z.number().int(),
  total_cents: z.number().int(),
  shipping_method: z.string().nullable(),
  carrier: z.enum(CARRIER_CODES).nullable(),
  tracking_number: z.string().nullable(),
});
export type OpsOrderSummary = z.infer<typeof OpsOrderSummary>;

export const OpsOrderList = z.object({
  state: z.enum(ORDER_QUEUES),
  q: z.string().nullable(),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  orders: z.array(OpsOrderSummary),
});
export type OpsOrderList = z.infer<typeof OpsOrderList>;

export const OpsOrderParams = z.object({ id: z.string().regex(/^ord_[a-z0-9]{10,60}$/, "must be an order id") });

/** What staff may do to the order now, given its state, its contents and their capabilities. */
export const OpsOrderAction = z.enum(["pack", "ship", "deliver", "cancel"]);
export type OpsOrderAction = z.infer<typeof OpsOrderAction>;

/** GET /api/ops/orders/{id}/: the order as the buyer sees it, and what the packing desk needs besides. */
export const OpsOrderDetail = z.object({
  order: Order,
  buyer: z.object({ user_id: z.string().nullable(), email: z.string(), name: z.string().nullable() }),
  payment: z.object({ status: z.string(), reference: z.string().nullable(), brand: z.string().nullable(), last4: z.string().nullable() }),
  /** Each piece's own state beside its line (sold, shipped, delivered, available again…). */
  pieces: z.array(z.object({ product_id: z.string(), state: z.string().nullable() })),
  cancel_reason: z.string().nullable(),
  actions: z.array(OpsOrderAction),
  timeline: z.array(TimelineEntry),
});
export type OpsOrderDetail = z.infer<typeof OpsOrderDetail>;

/** POST /api/ops/orders/{id}/ship/: one of our carriers and a tracking number of that carrier's format. */
export const ShipOrderRequest = z
  .object({
    carrier: z.enum(CARRIER_CODES, { error: "Please choose a carrier." }),
    tracking_number: z.string({ error: "Please enter the tracking number." }).max(60, "This tracking number is too long."),
  })
  .superRefine((body, ctx) => {
    const problem = trackingNumberProblem(body.carrier, body.tracking_number);
    if (problem) ctx.addIssue({ code: "custom", path: ["tracking_number"], message: problem });
  })
  .transform((body) => ({ carrier: body.carrier, tracking_number: normalizeTrackingNumber(body.tracking_number) }));
export type ShipOrderRequest = z.infer<typeof ShipOrderRequest>;

/** POST /api/ops/orders/{id}/cancel/: why, in the staff member's words (kept on the order and its timeline). */
export const CancelOrderRequest = z.object({
  reason: z
    .string({ error: "Please say why the order is cancelled." })
    .trim()
    .min(CANCEL_REASON_MIN, "Please say why the order is cancelled.")
    .max(CANCEL_REASON_MAX, `Please keep the reason under ${CANCEL_REASON_MAX} characters.`),
});
export type CancelOrderRequest = z.infer<typeof CancelOrderRequest>;
