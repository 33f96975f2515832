import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * The order lifecycle (ARCHITECTURE "Lifecycles as tables"). An order is written `placed` once its
 * items are sold to the buyer and its payment is authorised; capturing the payment makes it `paid`;
 * staff pack it (`fulfilled`), ship it with a carrier and tracking number, and it is `delivered`. It
 * can be cancelled until it ships.
 */
export const ORDER_STATES = ["placed", "paid", "fulfilled", "shipped", "delivered", "cancelled"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** How long after shipment an order is taken as delivered when the carrier never confirmed it. */
export const DELIVERY_ASSUMED_AFTER_MS = 21 * 86_400_000;

export const orderLifecycle = defineLifecycle({
  name: "order",
  subject: "order",
  states: ORDER_STATES,
  events: {
    capture: { from: ["placed"], to: "paid", actors: ["system"], emits: "order.paid", rule: "The authorised payment was captured." },
    fail_capture: { from: ["placed"], to: "cancelled", actors: ["system"], emits: "order.cancelled", rule: "The payment could not be captured." },
    pack: { from: ["paid"], to: "fulfilled", actors: ["staff"], capability: "fulfilment", emits: "order.packed", rule: "The items were picked and packed." },
    ship: {
      from: ["fulfilled"],
      to: "shipped",
      actors: ["staff"],
      capability: "fulfilment",
      emits: "order.shipped",
      timer: { event: "deliver", afterMs: DELIVERY_ASSUMED_AFTER_MS },
      rule: "Handed to the carrier with a tracking number.",
    },
    deliver: { from: ["shipped"], to: "delivered", actors: ["staff", "system"], capability: "fulfilment", emits: "order.delivered", rule: "The carrier confirmed delivery (or the delivery window passed)." },
    cancel: { from: ["placed", "paid", "fulfilled"], to: "cancelled", actors: ["staff", "customer", "system"], capability: "fulfilment", emits: "order.cancelled", rule: "Cancelled before shipment; the payment is voided or refunded and the pieces go back on sale (the system cancels a purchase whose trade-in never arrived, decision 050)." },
  },
});
export type OrderEvent = keyof typeof orderLifecycle.events;
export type OrderActor = "system" | "staff" | "customer";

/** The event that moves an order from `from` to `to` when `actor` may fire it; null when none does. */
export function orderTransition(from: OrderState, to: OrderState, actor: OrderActor): { event: OrderEvent; to: OrderState } | null {
  for (const [event, spec] of Object.entries(orderLifecycle.events) as Array<[OrderEvent, (typeof orderLifecycle.events)[OrderEvent]]>) {
    if (spec.to === to && (spec.from as readonly string[]).includes(from) && (spec.actors as readonly string[]).includes(actor)) return { event, to };
  }
  return null;
}

/** Orders not yet on their way: the profile's has_orders_not_shipped counts these. */
export function isNotShipped(state: OrderState): boolean {
  return state === "placed" || state === "paid" || state === "fulfilled";
}
