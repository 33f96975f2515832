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
