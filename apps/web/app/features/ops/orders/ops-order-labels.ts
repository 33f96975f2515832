import type { OpsOrderAction } from "@maison/contracts/ops-orders";
import type { OrderQueue } from "@maison/domain/checkout/order-fulfilment";
import type { OrderState } from "@maison/domain/checkout/order-lifecycle";

/** How the packing desk names an order's state: what it waits for. */
export const OPS_ORDER_STATE_LABELS: Record<OrderState, string> = {
  placed: "Awaiting payment",
  paid: "To pack",
  fulfilled: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** The tabs of the order list, in the order staff work them. */
export const ORDER_QUEUE_LABELS: Record<OrderQueue, string> = {
  to_ship: "To ship",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  all: "All",
};

/** What each list says when nothing is in it. */
export const ORDER_QUEUE_EMPTY: Record<OrderQueue, string> = {
  to_ship: "Nothing waits to ship. Paid orders appear here to be packed.",
  shipped: "No order is on its way.",
  delivered: "No order has been delivered yet.",
  cancelled: "No order has been cancelled.",
  all: "No order yet.",
};

const EVENT_LABELS: Record<string, string> = {
  create: "Order placed",
  capture: "Payment captured",
  fail_capture: "Payment could not be captured",
  pack: "Packed",
  ship: "Shipped",
  deliver: "Delivered",
  cancel: "Cancelled",
};

/** A timeline line's title: the event in words, or the event's own name for one we do not know. */
export function timelineEventLabel(event: string): string {
  return EVENT_LABELS[event] ?? event.replaceAll("_", " ");
}

/** Who did it, as the timeline says it. */
export function timelineActorLabel(entry: { actor_kind: string; actor_name: string | null }): string {
  if (entry.actor_name) return entry.actor_name;
  if (entry.actor_kind === "customer" || entry.actor_kind === "b2b" || entry.actor_kind === "partner") return "The buyer";
  if (entry.actor_kind === "system") return "Maison (automatic)";
  return "Staff";
}

/** What a successful move says at the top of the order. */
export const ACTION_DONE: Record<OpsOrderAction, string> = {
  pack: "The order is packed.",
  ship: "The order is shipped; the buyer has been e-mailed the tracking number.",
  deliver: "The order is marked delivered.",
  cancel: "The order is cancelled: the payment goes back to the buyer and the pieces are on sale again.",
};

export function isOpsOrderAction(value: unknown): value is OpsOrderAction {
  return value === "pack" || value === "ship" || value === "deliver" || value === "cancel";
}

/** "Nov 18, 2026, 7:00 AM" in the shop's time zone. */
export function formatOpsTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" }).format(date);
}
