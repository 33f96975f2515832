import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * A payment request (decision 052): a charge outside the cart — a loan's repayment, the return
 * shipping of a delisted consignment, the difference a trade-in leaves — that the customer pays by card
 * on a hosted page. `open` until paid; `cancelled` when what it was for no longer applies.
 */
export const PAYMENT_REQUEST_STATES = ["open", "paid", "cancelled"] as const;
export type PaymentRequestState = (typeof PAYMENT_REQUEST_STATES)[number];

export const paymentRequestLifecycle = defineLifecycle({
  name: "payment_request",
  subject: "payment_request",
  states: PAYMENT_REQUEST_STATES,
  events: {
    pay: { from: ["open"], to: "paid", actors: ["customer", "b2b"], emits: "payment_request.paid", rule: "The customer paid the amount by card." },
    cancel: {
      from: ["open"],
      to: "cancelled",
      actors: ["customer", "b2b", "staff", "system"],
      capability: "support",
      emits: "payment_request.cancelled",
      rule: "What the charge was for no longer applies (the loan was forfeited, the delisting withdrawn).",
    },
  },
});
export type PaymentRequestEvent = keyof typeof paymentRequestLifecycle.events;
