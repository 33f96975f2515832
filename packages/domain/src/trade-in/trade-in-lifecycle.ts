import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * A trade-in toward a purchase (decision 050), one per traded piece, beside its submission item.
 * Spec 2 §4: the buyer accepts and finalizes (the value goes into the trade-in bag the cart applies),
 * answers a revised offer (client_response) or pays a difference. The piece is shipped in once the
 * purchase is placed (`in_progress`), arrives and is inspected, and is credited as offered
 * (`success`) or at a revised, lower amount the seller accepts (paying any difference first) or
 * declines (paying back what the purchase used, and the piece goes back to them). A piece that never
 * arrives within the window lapses, and the purchase made with it is cancelled.
 */
export const TRADE_IN_STATES = ["offered", "accepted", "in_progress", "inspected", "revised", "awaiting_payment", "success", "declined", "lapsed"] as const;
export type TradeInState = (typeof TRADE_IN_STATES)[number];

const DAY_MS = 86_400_000;

/** How long a traded piece has to reach Maison once the purchase made with it is placed (decision 050). */
export const TRADE_IN_ARRIVAL_DAYS = 14;
export const TRADE_IN_ARRIVAL_MS = TRADE_IN_ARRIVAL_DAYS * DAY_MS;

/**
 * The facts the guards judge: a revision's new amount against the one offered, and what the
 * seller still owes Maison if they answer a revised offer this way.
 */
export interface TradeInContext {
  amountCents?: number;
  revisedCents?: number;
  dueCents?: number;
}

export const TRADE_IN_MESSAGES = {
  revisionNotLower: "A revised offer must be lower than the amount offered.",
  differenceDue: "Pay the difference before this answer takes effect.",
  nothingDue: "Nothing is due on this trade-in.",
} as const;

const CUSTOMERS = ["customer", "b2b", "partner"] as const;

export const tradeInLifecycle = defineLifecycle({
  name: "trade_in",
  subject: "trade_in",
  states: TRADE_IN_STATES,
  events: {
    accept: {
      from: ["offered"],
      to: "accepted",
      actors: [...CUSTOMERS, "staff"],
      emits: "trade_in.accepted",
      rule: "The seller accepted and finalized the trade-in: its value is in the trade-in bag and the cart applies it to the next purchase.",
    },
    ship_in: {
      from: ["accepted"],
      to: "in_progress",
      actors: [...CUSTOMERS, "staff", "system"],
      emits: "trade_in.in_progress",
      timer: { event: "lapse", afterMs: TRADE_IN_ARRIVAL_MS },
      rule: "A purchase was placed with the trade-in applied; the piece is to be shipped in within 14 days.",
    },
    release: {
      from: ["in_progress"],
      to: "accepted",
      actors: ["system"],
      emits: "trade_in.released",
      rule: "The purchase made with it was cancelled before the piece arrived: the trade-in is back in the bag.",
    },
    receive: {
      from: ["accepted", "in_progress"],
      to: "inspected",
      actors: ["staff", "system"],
      capability: "receiving",
      emits: "trade_in.received",
      rule: "The traded piece arrived (checked in at the seller desk) and is with our specialists for inspection; the purchase made with it no longer waits.",
    },
    credit: {
      from: ["inspected"],
      to: "success",
      actors: ["staff"],
      capability: "pricing",
      emits: "trade_in.credited",
      rule: "The piece is as described: the trade-in is credited at the amount offered.",
    },
    revise: {
      from: ["inspected"],
      to: "revised",
      actors: ["staff"],
      capability: "pricing",
      emits: "trade_in.revised",
      guard: (c: TradeInContext | undefined) => (c?.revisedCents !== undefined && c.amountCents !== undefined && c.revisedCents >= 0 && c.revisedCents < c.amountCents ? null : TRADE_IN_MESSAGES.revisionNotLower),
      rule: "Inspection found the piece not as described: a lower amount is offered for the seller to accept or decline.",
    },
    accept_revision: {
      from: ["revised"],
      to: "success",
      actors: [...CUSTOMERS, "staff"],
      emits: "trade_in.credited",
      guard: (c: TradeInContext | undefined) => ((c?.dueCents ?? 0) > 0 ? TRADE_IN_MESSAGES.differenceDue : null),
      rule: "The seller accepted the revised amount, which covers what the purchase used: credited at that amount.",
    },
    decline_revision: {
      from: ["revised"],
      to: "declined",
      actors: [...CUSTOMERS, "staff"],
      emits: "trade_in.declined",
      guard: (c: TradeInContext | undefined) => ((c?.dueCents ?? 0) > 0 ? TRADE_IN_MESSAGES.differenceDue : null),
      rule: "The seller declined the revised amount and no purchase used the trade-in: the piece goes back to them.",
    },
    owe_difference: {
      from: ["revised"],
      to: "awaiting_payment",
      actors: [...CUSTOMERS, "staff"],
      emits: "trade_in.payment_due",
      guard: (c: TradeInContext | undefined) => ((c?.dueCents ?? 0) > 0 ? null : TRADE_IN_MESSAGES.nothingDue),
      rule: "The seller answered the revised offer and owes Maison what the purchase used beyond it; they pay it by card.",
    },
    settle_accepted: {
      from: ["awaiting_payment"],
      to: "success",
      actors: ["system"],
      emits: "trade_in.credited",
      rule: "The difference was paid: the trade-in is credited at the revised amount.",
    },
    settle_declined: {
      from: ["awaiting_payment"],
      to: "declined",
      actors: ["system"],
      emits: "trade_in.declined",
      rule: "What the purchase used was paid back: the piece goes back to the seller.",
    },
    lapse: {
      from: ["in_progress"],
      to: "lapsed",
      actors: ["system"],
      emits: "trade_in.lapsed",
      rule: "The piece did not arrive within 14 days of the purchase: the purchase made with it is cancelled and refunded.",
    },
  },
});
export type TradeInEvent = keyof typeof tradeInLifecycle.events;

/** The trade-ins whose value the cart applies: accepted and not yet used by a purchase. */
export const IN_BAG_STATE: TradeInState = "accepted";

/** States in which staff have something to do: the console's queue. */
export const TO_INSPECT_STATES = ["in_progress", "inspected"] as const satisfies readonly TradeInState[];

/** The words the account shows for each state (spec 2 §4: "in progress", then "success"). */
export const TRADE_IN_STATE_LABELS: Record<TradeInState, string> = {
  offered: "Offered",
  accepted: "In your bag",
  in_progress: "In progress",
  inspected: "Being inspected",
  revised: "Revised offer",
  awaiting_payment: "Payment due",
  success: "Credited",
  declined: "Declined",
  lapsed: "Lapsed",
};
