import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * A submitted piece's lifecycle (decision 042). A seller's item is `submitted` for Maison's
 * pricing team (a quote, or a photo submission), or arrives `quoted` at once with the offer engine's
 * instant offer. Pricing may ask the seller for more (`needs_more_info`). A quote stands until it
 * expires; the seller accepts it, declines it, or refuses it with a reason; Maison may reject a piece it
 * will not buy. An accepted piece is shipped in (`in_transit`), `received` and `authenticated` (or it
 * fails and goes back to the seller), then `paid` — or handed to consignment.
 */
export const SUBMISSION_ITEM_STATES = [
  "submitted",
  "needs_more_info",
  "quoted",
  "accepted",
  "declined",
  "refused",
  "rejected",
  "expired",
  "in_transit",
  "received",
  "authenticated",
  "failed_authentication",
  "to_return",
  "returned_to_seller",
  "paid",
  "consigned",
] as const;
export type SubmissionItemState = (typeof SUBMISSION_ITEM_STATES)[number];

const DAY_MS = 86_400_000;

/** How long a quote (an instant offer or a staff quote) stands (decision 042). */
export const QUOTE_VALID_DAYS = 7;
export const QUOTE_VALID_MS = QUOTE_VALID_DAYS * DAY_MS;

/** The facts accepting judges: a quote past its expiry cannot be accepted, whether or not its timer has fired yet. */
export interface AcceptContext {
  expiresAt: string | null;
  now: string;
}

export const QUOTE_EXPIRED_MESSAGE = "This offer has expired. Ask us for a new quote.";

export const submissionItemLifecycle = defineLifecycle({
  name: "submission_item",
  subject: "submission_item",
  states: SUBMISSION_ITEM_STATES,
  events: {
    quote: {
      from: ["submitted", "needs_more_info"],
      to: "quoted",
      actors: ["staff"],
      capability: "pricing",
      emits: "submission_item.quoted",
      timer: { event: "expire", afterMs: QUOTE_VALID_MS },
      rule: "Pricing quoted the piece; the quote stands for 7 days.",
    },
    offer_instantly: {
      from: ["submitted"],
      to: "quoted",
      actors: ["system"],
      emits: "submission_item.quoted",
      timer: { event: "expire", afterMs: QUOTE_VALID_MS },
      rule: "The offer engine priced the piece from Maison's comparables the moment it was submitted; the offer stands for 7 days.",
    },
    ask_more_info: {
      from: ["submitted", "needs_more_info"],
      to: "needs_more_info",
      actors: ["staff"],
      capability: "pricing",
      emits: "submission_item.needs_more_info",
      rule: "Pricing needs answers or photos from the seller before it can quote.",
    },
    provide_info: {
      from: ["needs_more_info"],
      to: "submitted",
      actors: ["customer", "b2b", "partner", "staff"],
      emits: "submission_item.info_provided",
      rule: "The seller answered the questions and sent the photos asked for; the piece goes back to pricing.",
    },
    reject: {
      from: ["submitted", "needs_more_info"],
      to: "rejected",
      actors: ["staff"],
      capability: "pricing",
      emits: "submission_item.rejected",
      rule: "Maison will not buy this piece (not a brand or model we sell, condition, authenticity doubts).",
    },
    accept: {
      from: ["quoted"],
      to: "accepted",
      actors: ["customer", "b2b", "partner", "staff"],
      emits: "submission_item.accepted",
      guard: (context: AcceptContext | undefined) => (context?.expiresAt && context.expiresAt <= context.now ? QUOTE_EXPIRED_MESSAGE : null),
      rule: "The seller accepted the quote before it expired.",
    },
    decline: {
      from: ["quoted", "needs_more_info"],
      to: "declined",
      actors: ["customer", "b2b", "partner", "staff"],
      emits: "submission_item.declined",
      rule: "The seller declined the quote (or declined to answer pricing's questions).",
    },
    refuse: {
      from: ["quoted", "needs_more_info", "submitted"],
      to: "refused",
      actors: ["customer", "b2b", "partner", "staff"],
      emits: "submission_item.refused",
      rule: "The seller withdrew the piece, giving a reason.",
    },
    expire: { from: ["quoted"], to: "expired", actors: ["system"], emits: "submission_item.expired", rule: "Nobody accepted the quote within 7 days." },
    ship_in: {
      from: ["accepted"],
      to: "in_transit",
      actors: ["customer", "b2b", "partner", "staff", "system"],
      emits: "submission_item.shipping_booked",
      rule: "The seller chose how the piece comes in: a prepaid label, a courier pickup or a boutique drop-off.",
    },
    receive: {
      from: ["accepted", "in_transit"],
      to: "received",
      actors: ["staff"],
      capability: "receiving",
      emits: "submission_item.received",
      rule: "The piece arrived and was checked in; it becomes a piece in intake, still the seller's.",
    },
    authenticate: {
      from: ["received"],
      to: "authenticated",
      actors: ["staff"],
      capability: "authentication",
      emits: "submission_item.authenticated",
      rule: "An authenticator confirmed the piece is genuine and as described.",
    },
    fail_authentication: {
      from: ["received"],
      to: "failed_authentication",
      actors: ["staff"],
      capability: "authentication",
      emits: "submission_item.failed_authentication",
      rule: "The piece is not genuine or not as described; it goes back to the seller.",
    },
    send_back: {
      from: ["authenticated"],
      to: "to_return",
      actors: ["system"],
      emits: "submission_item.to_return",
      rule: "The seller declined the revised offer of a piece traded toward a purchase (decision 050): the piece goes back to them.",
    },
    return_to_seller: {
      from: ["failed_authentication", "to_return"],
      to: "returned_to_seller",
      actors: ["staff"],
      capability: "receiving",
      emits: "submission_item.returned_to_seller",
      rule: "The piece was sent back to the seller.",
    },
    pay: {
      from: ["authenticated"],
      to: "paid",
      actors: ["staff"],
      capability: "payouts",
      emits: "submission_item.paid",
      rule: "The seller was paid the accepted offer (store credit, or cash to their payout profile); the piece is Maison's.",
    },
    settle_trade_in: {
      from: ["authenticated"],
      to: "paid",
      actors: ["system"],
      emits: "submission_item.settled_by_trade_in",
      rule: "The piece was traded toward a purchase and its trade-in credited (decision 050): its value was the order's, so nothing more is paid; the piece is Maison's.",
    },
    consign: {
      from: ["authenticated"],
      to: "consigned",
      actors: ["staff"],
      capability: "listing",
      emits: "submission_item.consigned",
      rule: "The seller chose consignment: the piece is listed for them and paid out when it sells.",
    },
  },
});
export type SubmissionItemEvent = keyof typeof submissionItemLifecycle.events;

/** States in which the seller is still waiting on Maison or on themselves (the account's "open" tickets). */
export const OPEN_ITEM_STATES = ["submitted", "needs_more_info", "quoted", "accepted", "in_transit", "received", "authenticated", "failed_authentication"] as const satisfies readonly SubmissionItemState[];

/** States that end the item's story. */
export const CLOSED_ITEM_STATES: readonly SubmissionItemState[] = SUBMISSION_ITEM_STATES.filter((s) => !(OPEN_ITEM_STATES as readonly string[]).includes(s));
