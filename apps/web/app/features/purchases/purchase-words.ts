import type { OPS_RETURN_QUEUES } from "@maison/contracts/returns";
import type { Order } from "@maison/contracts/checkout";
import type { ReturnState } from "@maison/domain/returns/return-lifecycle";
import type { ReturnView } from "@maison/contracts/returns";
import { ORDER_STATE_LABELS } from "../orders/order-state-label.ts";

/** How a return's state reads to the buyer and to staff. */
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: "Requested",
  label_sent: "Label sent",
  in_transit: "On its way to us",
  received: "Received",
  inspected: "Inspected",
  refunded: "Refunded",
  rejected: "Not accepted",
  shipped_back: "Shipped back to you",
};

export const OPS_RETURN_QUEUE_LABELS: Record<(typeof OPS_RETURN_QUEUES)[number], string> = {
  to_receive: "To receive",
  to_inspect: "To inspect",
  to_decide: "To refund or reject",
  rejected: "To ship back",
  closed: "Closed",
};

export const OPS_RETURN_QUEUE_EMPTY: Record<(typeof OPS_RETURN_QUEUES)[number], string> = {
  to_receive: "No return is on its way.",
  to_inspect: "Nothing received waits for inspection.",
  to_decide: "No inspected return waits for a decision.",
  rejected: "No refused return waits to go back.",
  closed: "No return is closed yet.",
};

export const OPS_RETURN_MOVE_LABELS = { ship: "With the carrier", receive: "Mark received", inspect: "Mark inspected", refund: "Refund", ship_back: "Shipped back" } as const;

/**
 * A purchase's status on the purchases pages: Refunded when returns refunded every piece, Partly
 * refunded when some, else the order's own state.
 */
export function purchaseStatus(order: Order, returns: readonly ReturnView[]): string {
  const pieces = order.lines.filter((l) => l.kind === "product").map((l) => l.product_id);
  const refunded = new Set(returns.filter((r) => r.state === "refunded").flatMap((r) => r.items.map((i) => i.product_id)));
  if (pieces.length > 0 && pieces.every((p) => refunded.has(p))) return "Refunded";
  if (pieces.some((p) => refunded.has(p))) return "Partly refunded";
  return ORDER_STATE_LABELS[order.state];
}
