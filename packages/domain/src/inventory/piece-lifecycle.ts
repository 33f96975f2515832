import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * The piece's states (decision 032). A seller's piece comes in (`intake`), is `received`, then
 * `authenticated`; its listing is prepared as a `draft`, published as `available`, `sold` to a buyer,
 * `shipped` and `delivered`; it may come back (`returned`), be taken off sale (`withdrawn`) or go back
 * to its owner (`returned_to_owner`). `available` is the listed state: the word the storefront and
 * Shopify's `availableForSale` use. A checkout's short hold is not a stored state: it is the item-hold
 * lifecycle's row beside the piece, so a ten-minute hold never re-indexes the catalog.
 */
export const PIECE_STATES = [
  "intake",
  "received",
  "authenticated",
  "draft",
  "available",
  "sold",
  "shipped",
  "delivered",
  "returned",
  "withdrawn",
  "returned_to_owner",
] as const;
export type PieceState = (typeof PIECE_STATES)[number];

/** Where a piece came from (its provenance). */
export const PIECE_SOURCES = ["stock", "sell_now", "trade_in", "consignment", "loan_forfeit", "loan_collateral"] as const;
export type PieceSource = (typeof PIECE_SOURCES)[number];

/** States in which the public sees the piece (on sale, or shown as sold). */
export const PUBLIC_PIECE_STATES = ["available", "sold", "shipped", "delivered"] as const satisfies readonly PieceState[];

/**
 * States the public never sees: not yet listed, taken off sale, or gone back. Reads filter on these
 * (`state not in …`) so a listing's public fate is decided in one place.
 */
export const UNLISTED_PIECE_STATES: readonly PieceState[] = PIECE_STATES.filter((s) => !(PUBLIC_PIECE_STATES as readonly string[]).includes(s));

const DAY_MS = 86_400_000;

/** States in which staff may still change the listing (once sold, the order's record stands). */
export const LISTING_EDITABLE_STATES = ["intake", "received", "authenticated", "draft", "available", "withdrawn", "returned"] as const satisfies readonly PieceState[];

/** Whether staff may edit the listing of a piece in `state`. */
export function isListingEditable(state: string): boolean {
  return (LISTING_EDITABLE_STATES as readonly string[]).includes(state);
}

export const pieceLifecycle = defineLifecycle({
  name: "piece",
  subject: "item",
  states: PIECE_STATES,
  events: {
    receive: { from: ["intake"], to: "received", actors: ["staff"], capability: "receiving", emits: "item.received", rule: "The piece arrived at the warehouse and was checked in." },
    authenticate: { from: ["received"], to: "authenticated", actors: ["staff"], capability: "authentication", emits: "item.authenticated", rule: "An authenticator confirmed the piece is genuine and graded its condition." },
    prepare_listing: { from: ["authenticated", "withdrawn", "returned"], to: "draft", actors: ["staff", "system"], capability: "listing", emits: "item.drafted", rule: "Staff prepare the listing: photos, facts, price." },
    revise_listing: { from: LISTING_EDITABLE_STATES, to: "same", actors: ["staff", "system"], capability: "listing", emits: "item.listing_revised", rule: "Staff changed the listing's facts, price or photos (until the piece is sold)." },
    schedule_publish: { from: ["draft"], to: "same", actors: ["staff"], capability: "listing", emits: "item.publish_scheduled", rule: "The listing waits for the next weekly VIP preview batch; the system publishes it when the batch drops (decision 036)." },
    publish: { from: ["draft"], to: "available", actors: ["staff", "system"], capability: "listing", emits: "item.listed", rule: "The listing goes on sale (now, or when its VIP preview batch drops)." },
    sell: { from: ["available"], to: "sold", actors: ["customer", "b2b", "partner", "staff", "system"], emits: "item.sold", rule: "A checkout that held the piece placed its order." },
    cancel_sale: { from: ["sold"], to: "available", actors: ["staff", "system", "customer"], emits: "item.relisted", rule: "The order was cancelled before shipment: the piece is on sale again." },
    ship: { from: ["sold"], to: "shipped", actors: ["staff"], capability: "fulfilment", emits: "item.shipped", rule: "The piece left with the carrier." },
    deliver: { from: ["shipped"], to: "delivered", actors: ["staff", "system"], capability: "fulfilment", emits: "item.delivered", rule: "The carrier delivered the piece." },
    return: { from: ["delivered"], to: "returned", actors: ["staff"], capability: "returns", emits: "item.returned", rule: "The buyer's return arrived and was accepted." },
    withdraw: { from: ["draft", "available"], to: "withdrawn", actors: ["staff", "system"], capability: "listing", emits: "item.withdrawn", rule: "Taken off sale (damage, owner's request, pricing review)." },
    return_to_owner: { from: ["intake", "received", "authenticated", "draft", "withdrawn", "returned"], to: "returned_to_owner", actors: ["staff"], capability: "receiving", emits: "item.returned_to_owner", rule: "The piece goes back to the seller (failed authentication, declined offer, consignment ended)." },
  },
});
export type PieceEvent = keyof typeof pieceLifecycle.events;

/** Whether a piece in `state` may appear in lists, search and the storefront. */
export function isPublicPieceState(state: string): boolean {
  return (PUBLIC_PIECE_STATES as readonly string[]).includes(state);
}

/** A delivered piece's return window before the sale is final (consignment payouts wait for it). */
export const RETURN_WINDOW_MS = 14 * DAY_MS;
