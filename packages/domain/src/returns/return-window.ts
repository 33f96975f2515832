import { RETURN_WINDOW_MS } from "../inventory/piece-lifecycle.ts";

/**
 * The return window (decision 056): 14 days from delivery — the same window consignment waits out
 * before paying its sellers. Returns are asked for delivered orders only.
 */
export const RETURN_WINDOW_DAYS = 14;
export { RETURN_WINDOW_MS };

/** Why a piece of an order cannot be returned now; null when it can. */
export type ReturnRefusal = "not_delivered" | "window_closed";

export function returnRefusal(order: { state: string; deliveredAt: string | null }, now: Date): ReturnRefusal | null {
  if (order.state !== "delivered" || order.deliveredAt === null) return "not_delivered";
  if (now.getTime() > Date.parse(order.deliveredAt) + RETURN_WINDOW_MS) return "window_closed";
  return null;
}

/** The last moment a return can be asked for, or null before delivery. */
export function returnWindowEndsAt(deliveredAt: string | null): string | null {
  return deliveredAt === null ? null : new Date(Date.parse(deliveredAt) + RETURN_WINDOW_MS).toISOString();
}
