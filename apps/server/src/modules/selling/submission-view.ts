import { imagePath } from "@maison/domain/catalog/image-size";
import { expiryLabel } from "@maison/domain/selling/offer-expiry";
import { SELLING_MESSAGES, ticketNumber } from "@maison/domain/selling/selling-messages";
import type { SubmissionItemState } from "@maison/domain/selling/submission-item-lifecycle";
import type { OfferView, SellerPhoto, SellerShipping, SubmissionItem, Ticket } from "@maison/contracts/selling";
import type { SellerPhotoRow, SubmissionItemRow, SubmissionRow } from "./selling.table.ts";

/** Each state in the seller's words. */
export const ITEM_STATUS_LABELS: Record<SubmissionItemState, string> = {
  submitted: "With our specialists",
  needs_more_info: "We need more information",
  quoted: "Offer ready",
  accepted: "Accepted",
  declined: "Declined",
  refused: "Withdrawn",
  rejected: "Not accepted by Maison",
  expired: "Offer expired",
  in_transit: "On its way to us",
  received: "Received, being authenticated",
  authenticated: "Authenticated, payment on its way",
  failed_authentication: "Did not pass authentication",
  to_return: "Being returned to you",
  returned_to_seller: "Returned to you",
  paid: "Paid",
  consigned: "Consigned",
};

export const photoView = (row: Pick<SellerPhotoRow, "key" | "width" | "height">): SellerPhoto => ({
  key: row.key,
  url: imagePath(row.key, "medium"),
  width: row.width,
  height: row.height,
});

export const offersOf = (row: Pick<SubmissionItemRow, "offers">): OfferView[] => JSON.parse(row.offers) as OfferView[];

/** What the seller may do with the item now. */
export function itemActions(row: SubmissionItemRow, submission: SubmissionRow, now: Date): SubmissionItem["actions"] {
  switch (row.state) {
    case "quoted":
      return row.expires_at && row.expires_at <= now.toISOString() ? [] : ["accept", "decline", "refuse"];
    case "needs_more_info":
      return ["provide_information", "decline", "refuse"];
    case "submitted":
      return ["refuse"];
    case "accepted":
      return submission.shipping_booked_at ? [] : ["book_shipping"];
    default:
      return [];
  }
}

function itemMessage(row: SubmissionItemRow): string | null {
  if (row.state === "submitted") return row.route === "photo_upload" ? SELLING_MESSAGES.imageSubmission : SELLING_MESSAGES.quoteByEmail;
  if (row.state === "refused" || row.state === "rejected" || row.state === "failed_authentication" || row.state === "to_return") return row.reason;
  return null;
}

export function toSubmissionItem(row: SubmissionItemRow, submission: SubmissionRow, photos: SellerPhotoRow[], nmiId: string | null, now: Date): SubmissionItem {
  const pending = row.state === "quoted" && row.expires_at ? expiryLabel(row.expires_at, now) : null;
  return {
    id: row.id,
    ticket_id: row.submission_id,
    state: row.state,
    status_label: row.state === "quoted" && pending === null ? ITEM_STATUS_LABELS.expired : ITEM_STATUS_LABELS[row.state],
    route: row.route as SubmissionItem["route"],
    title: row.title,
    designer: row.designer,
    sku: row.sku,
    condition_key: row.condition_key,
    color: row.color,
    accessories: JSON.parse(row.accessories) as string[],
    photos: photos.map(photoView),
    offers: offersOf(row),
    offer_kind: row.offer_kind as SubmissionItem["offer_kind"],
    accepted_amount_cents: row.accepted_amount_cents,
    expires_at: row.expires_at,
    expiry_label: pending,
    nmi_id: nmiId,
    message: itemMessage(row),
    actions: itemActions(row, submission, now),
  };
}

function shippingOf(row: SubmissionRow): SellerShipping | null {
  if (!row.shipping_method || !row.inbound_order_id) return null;
  return {
    shipping_method: row.shipping_method as SellerShipping["shipping_method"],
    shipping_address: row.shipping_address,
    pickup_date: row.pickup_date,
    pickup_interval_start: row.pickup_interval_start,
    pickup_instructions: row.pickup_instructions,
    store_handle: row.store_handle,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    label_url: row.shipping_method === "prepaid_label" ? `/api/v6/self-check-in/label/${row.id}/` : null,
    order_id: row.inbound_order_id,
  };
}

/** The ticket in one phrase: what the seller should look at first. */
export function ticketStatus(items: readonly SubmissionItem[]): string {
  const first = (state: SubmissionItemState) => items.some((i) => i.state === state && i.actions.length > 0);
  if (first("quoted")) return "Offer ready";
  if (first("needs_more_info")) return "Awaiting your reply";
  if (first("accepted")) return "Book your shipping";
  return items[0]?.status_label ?? "Submitted";
}

export function toTicket(row: SubmissionRow, items: SubmissionItemRow[], photos: SellerPhotoRow[], openNmi: Map<string, string>, now: Date): Ticket {
  const views = items.map((item) => toSubmissionItem(item, row, photos.filter((p) => p.item_id === item.id), openNmi.get(item.id) ?? null, now));
  return {
    id: row.id,
    number: ticketNumber(row.number),
    created_at: row.created_at,
    trade_in: row.trade_in === 1,
    partner_code: row.partner_code,
    status_label: ticketStatus(views),
    items: views,
    shipping: shippingOf(row),
  };
}
