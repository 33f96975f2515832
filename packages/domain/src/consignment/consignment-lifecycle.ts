import { RETURN_WINDOW_MS } from "../inventory/piece-lifecycle.ts";
import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * A consigned piece's lifecycle (decision 046). The seller chose the consignment offer; when the piece
 * is checked in it is `received`, staff review it and set its list price (`reviewed`), it goes on sale
 * (`listed`), a buyer's order takes it (`sold`), the carrier delivers it (`delivered`: the buyer's
 * return window runs) and once the window closes the earning clears to the seller's cash (`paid`).
 * A returned sale puts it back to `listed` with no earning. The seller may delist it: off sale at once
 * (`delisting`) until the return shipping is paid (`delisted`), then shipped back (`returned`).
 */
export const CONSIGNMENT_STATES = ["received", "reviewed", "listed", "sold", "delivered", "paid", "delisting", "delisted", "returned"] as const;
export type ConsignmentState = (typeof CONSIGNMENT_STATES)[number];

export const consignmentLifecycle = defineLifecycle({
  name: "consignment",
  subject: "consignment",
  states: CONSIGNMENT_STATES,
  events: {
    review: {
      from: ["received"],
      to: "reviewed",
      actors: ["staff"],
      capability: "listing",
      emits: "consignment.reviewed",
      rule: "Staff reviewed the piece and set the price it will be listed at.",
    },
    list: {
      from: ["reviewed"],
      to: "listed",
      actors: ["staff", "system"],
      capability: "listing",
      emits: "consignment.listed",
      rule: "The piece went on sale through the catalogue's listing (published now, or when its VIP preview opened).",
    },
    accept_tweak: {
      from: ["reviewed", "listed"],
      to: "same",
      actors: ["customer", "b2b", "partner"],
      emits: "consignment.repriced",
      rule: "The consignor accepted a price change staff proposed; the listing takes the new price.",
    },
    sell: { from: ["listed"], to: "sold", actors: ["system"], emits: "consignment.sold", rule: "A buyer's order took the piece (item.sold); the earning is pending." },
    cancel_sale: { from: ["sold"], to: "listed", actors: ["system"], emits: "consignment.relisted", rule: "The order was cancelled before shipment; the piece is on sale again and the earning is gone." },
    deliver: {
      from: ["sold"],
      to: "delivered",
      actors: ["system"],
      emits: "consignment.delivered",
      timer: { event: "clear", afterMs: RETURN_WINDOW_MS },
      rule: "The carrier delivered the piece to the buyer: the 14-day return window starts.",
    },
    return_sale: {
      from: ["sold", "delivered"],
      to: "listed",
      actors: ["staff", "system"],
      capability: "returns",
      emits: "consignment.sale_returned",
      rule: "The buyer returned the piece: it is on sale again and the earning is back to nothing.",
    },
    clear: {
      from: ["delivered"],
      to: "paid",
      actors: ["system", "staff"],
      capability: "payouts",
      emits: "consignment.paid",
      rule: "The return window closed (or staff released the earning early): the earning is credited to the seller's cash balance.",
    },
    request_delist: {
      from: ["received", "reviewed", "listed"],
      to: "delisting",
      actors: ["customer", "b2b", "partner", "staff"],
      emits: "consignment.delist_requested",
      rule: "The consignor asked for the piece back: it is off sale at once, awaiting the return shipping payment.",
    },
    cancel_delist: {
      from: ["delisting"],
      to: "reviewed",
      actors: ["staff"],
      capability: "listing",
      emits: "consignment.delist_cancelled",
      rule: "The return shipping was never paid and the consignor agreed to keep selling: back to review, to be listed again.",
    },
    confirm_delist: {
      from: ["delisting"],
      to: "delisted",
      actors: ["system"],
      emits: "consignment.delisted",
      rule: "The consignor paid the return shipping: the piece is to be shipped back.",
    },
    ship_back: {
      from: ["delisted"],
      to: "returned",
      actors: ["staff"],
      capability: "receiving",
      emits: "consignment.returned",
      rule: "The piece was shipped back to the consignor.",
    },
  },
});
export type ConsignmentEvent = keyof typeof consignmentLifecycle.events;

/** The account's progress steps (spec 2 §4 "Consignment progress steps"). */
export const CONSIGNMENT_STEPS = ["Received", "Reviewed", "Listed", "Sold", "Paid"] as const;
export type ConsignmentStep = (typeof CONSIGNMENT_STEPS)[number];

const STEP_OF: Record<ConsignmentState, number> = { received: 0, reviewed: 1, listed: 2, sold: 3, delivered: 3, paid: 4, delisting: 2, delisted: 2, returned: 2 };

/**
 * How far along the steps a consignment is: the index of the last step reached. A delisted piece
 * keeps the step it reached before leaving sale (a delisted piece shows "Listed" reached, then its
 * own state's words).
 */
export function stepReached(state: ConsignmentState, reachedListing: boolean): number {
  if ((state === "delisting" || state === "delisted" || state === "returned") && !reachedListing) return 1;
  return STEP_OF[state];
}

/** The account's three lists (spec 2 §3 "Consignment lists: sold, active, inactive"). */
export const CONSIGNMENT_LISTS = ["sold", "active", "inactive"] as const;
export type ConsignmentListKey = (typeof CONSIGNMENT_LISTS)[number];

const LIST_OF: Record<ConsignmentState, ConsignmentListKey> = {
  received: "active",
  reviewed: "active",
  listed: "active",
  delisting: "active",
  sold: "sold",
  delivered: "sold",
  paid: "sold",
  delisted: "inactive",
  returned: "inactive",
};

export function listOf(state: ConsignmentState): ConsignmentListKey {
  return LIST_OF[state];
}

/** The consignor's words for each state. */
export const CONSIGNMENT_STATE_LABELS: Record<ConsignmentState, string> = {
  received: "Received",
  reviewed: "Reviewed",
  listed: "Listed",
  sold: "Sold",
  delivered: "Sold: in the buyer's return window",
  paid: "Paid",
  delisting: "Delist requested: pay the return shipping",
  delisted: "Delisted: shipping back to you",
  returned: "Returned to you",
};

/** States in which the consignor may ask for the piece back. */
export const DELISTABLE_STATES = consignmentLifecycle.events.request_delist.from;
