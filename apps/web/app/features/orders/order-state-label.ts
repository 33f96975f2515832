import type { OrderState } from "@maison/domain/checkout/order-lifecycle";

/** How an order's state reads on its page. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  placed: "Confirmed",
  paid: "Confirmed",
  fulfilled: "Preparing to ship",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** "Placed on November 21, 2026" from the order's ISO time, in the shop's time zone. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/New_York" }).format(date);
}
