import type { OrderState } from "./order-lifecycle.ts";

/**
 * What the packing desk may do with an order beyond its lifecycle's states: an order with nothing
 * to ship (a membership on its own) is never packed or shipped, and an order carrying a membership is
 * not cancelled here (its subscription has its own cancellation).
 */

/** The console's order lists: orders waiting to leave, on their way, delivered, cancelled, or all. */
export const ORDER_QUEUES = ["to_ship", "shipped", "delivered", "cancelled", "all"] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];

/** The states each list shows; null for every state. Orders to ship are paid or packed. */
export const ORDER_QUEUE_STATES: Readonly<Record<OrderQueue, readonly OrderState[] | null>> = {
  to_ship: ["paid", "fulfilled"],
  shipped: ["shipped"],
  delivered: ["delivered"],
  cancelled: ["cancelled"],
  all: null,
};

/** Orders per page of the console's lists. */
export const OPS_ORDERS_PAGE_SIZE = 25;

/** A cancellation's reason, in the staff member's words: long enough to mean something, short enough to read. */
export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;

export type FulfilmentAction = "pack" | "ship" | "deliver" | "cancel";

export interface OrderShape {
  /** The order has catalog pieces that travel (false for a membership on its own). */
  shipsSomething: boolean;
  hasMembership: boolean;
}

export interface FulfilmentRefusal {
  code: "nothing_to_ship" | "order_has_membership";
  message: string;
}

/** Why `action` cannot be done to an order of this shape whatever its state; null when it can. */
export function fulfilmentRefusal(action: FulfilmentAction, order: OrderShape): FulfilmentRefusal | null {
  if ((action === "pack" || action === "ship" || action === "deliver") && !order.shipsSomething) {
    return { code: "nothing_to_ship", message: "This order has nothing to ship (a membership on its own), so it is never packed or shipped." };
  }
  if (action === "cancel" && order.hasMembership) {
    return { code: "order_has_membership", message: "This order includes a membership; cancel the membership itself rather than the order." };
  }
  return null;
}

/** The kinds of order line that are pieces travelling to the buyer. */
export function isShippedLine(kind: string): boolean {
  return kind === "product";
}

/** How a cancelled order's card payment goes back: an authorisation is voided, a capture refunded. */
export function paymentReturnOf(paymentStatus: string): "void" | "refund" | null {
  if (paymentStatus === "authorized") return "void";
  if (paymentStatus === "captured") return "refund";
  return null;
}

/** The payment status shown on an order: a cancelled order's captured payment is refunded by the cancellation. */
export function shownPaymentStatus(state: OrderState, paymentStatus: string): string {
  if (state === "cancelled" && paymentStatus === "captured") return "refunded";
  if (state === "cancelled" && paymentStatus === "authorized") return "voided";
  return paymentStatus;
}
