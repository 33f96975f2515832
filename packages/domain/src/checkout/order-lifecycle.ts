/**
 * The order lifecycle as one transition table (ARCHITECTURE "Lifecycles as tables"). An order is
 * written `placed` once its items are sold to the buyer and its payment is authorised; capturing the
 * payment makes it `paid`; staff fulfil and ship it; it can be cancelled until it ships.
 */
export const ORDER_STATES = ["placed", "paid", "fulfilled", "shipped", "delivered", "cancelled"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export type OrderActor = "system" | "staff" | "customer";

export interface OrderTransition {
  from: OrderState;
  to: OrderState;
  /** Who may trigger it. */
  actors: readonly OrderActor[];
  /** The rule in plain words. */
  rule: string;
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: "placed", to: "paid", actors: ["system"], rule: "The authorised payment was captured." },
  { from: "placed", to: "cancelled", actors: ["system", "staff"], rule: "The payment could not be captured, or staff cancelled before capture." },
  { from: "paid", to: "fulfilled", actors: ["staff"], rule: "The items were picked and packed." },
  { from: "paid", to: "cancelled", actors: ["staff", "customer"], rule: "Cancelled before fulfilment; the payment is refunded." },
  { from: "fulfilled", to: "shipped", actors: ["staff"], rule: "Handed to the carrier with a tracking number." },
  { from: "shipped", to: "delivered", actors: ["system", "staff"], rule: "The carrier confirmed delivery." },
];

/** The transition from `from` to `to`, when `actor` may make it; null when it is not allowed. */
export function orderTransition(from: OrderState, to: OrderState, actor: OrderActor): OrderTransition | null {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to && t.actors.includes(actor)) ?? null;
}

/** Orders not yet on their way: the profile's has_orders_not_shipped counts these. */
export function isNotShipped(state: OrderState): boolean {
  return state === "placed" || state === "paid" || state === "fulfilled";
}
