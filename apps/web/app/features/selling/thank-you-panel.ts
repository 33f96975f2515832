import type { Ticket } from "@maison/contracts/selling";

/**
 * What the thank-you step (and the order-details page) leads with for a ticket: booking how accepted
 * pieces come in, the booked shipping, the photo-submission or quote notice, or the ticket's status.
 */
export type ThankYouPanel = "shipping" | "shipped" | "photos" | "quote" | "status";

export function thankYouPanel(ticket: Pick<Ticket, "items" | "shipping">): ThankYouPanel {
  if (ticket.shipping) return "shipped";
  if (ticket.items.some((item) => item.state === "accepted")) return "shipping";
  if (ticket.items.some((item) => item.route === "photo_upload" && (item.state === "submitted" || item.state === "needs_more_info"))) return "photos";
  if (ticket.items.some((item) => item.state === "submitted" || item.state === "needs_more_info")) return "quote";
  return "status";
}

/** Whether the ticket has accepted pieces still to book a way in for. */
export function needsShipping(ticket: Pick<Ticket, "items" | "shipping">): boolean {
  return ticket.shipping === null && ticket.items.some((item) => item.actions.includes("book_shipping") || item.state === "accepted");
}

/** States of an accepted piece still to be paid for. */
const TO_BE_PAID: ReadonlySet<Ticket["items"][number]["state"]> = new Set(["accepted", "in_transit", "received", "authenticated"]);

/**
 * Whether the seller has a say in how they are paid: an accepted piece not yet paid for, sold for
 * cash or on consignment (a trade-in is paid in store credit).
 */
export function showsPayouts(ticket: Pick<Ticket, "items">): boolean {
  return ticket.items.some((item) => TO_BE_PAID.has(item.state) && item.offer_kind !== "trade_in");
}

/**
 * The pieces of the ticket the seller has not decided on yet (with pricing, or quoted and open). One
 * booking brings every accepted piece in, so the page asks to decide on these first.
 */
export function undecidedItems<T extends Pick<Ticket["items"][number], "state" | "actions">>(ticket: { items: readonly T[] }): T[] {
  return ticket.items.filter((item) => item.state === "submitted" || item.state === "needs_more_info" || (item.state === "quoted" && item.actions.includes("accept")));
}
