import { z } from "zod";
import { SELLER_CONDITION_KEYS } from "@maison/domain/valuation/item-description";
import { MAX_PHOTOS_PER_SET, MAX_SUBMISSION_PHOTOS, NMI_CHOICE_KEYS, NMI_PHOTO_SET_KEYS } from "@maison/domain/selling/nmi-questions";
import { PICKUP_INTERVAL_STARTS, SELLER_SHIPPING_METHODS } from "@maison/domain/selling/seller-shipping";
import { SUBMISSION_ITEM_STATES } from "@maison/domain/selling/submission-item-lifecycle";

/**
 * The seller's calls (spec 2 §7 account calls `/ticket/`, `/order/{id}/`, `/quote/{id}/`, `/nmi/…`;
 * spec 1 §7 self-check-in `/shipping/`, `/finalize-quote/{quote}/`) and the sell flow's own
 * (`/v6/sell/…`: submitting, photos, partner codes). Money in integer cents; `*_amount` in dollars
 * where the spec's clients read dollars.
 */

/** The typed failures of selling. */
export const SellingErrorCode = z.enum([
  /** No submission, quote or item of the caller's has this id: 404 (another seller's is also 404). */
  "submission_not_found",
  /** No submission item has this id (a move on an item that does not exist): 404. */
  "submission_item_not_found",
  /** No needs-more-info request of the caller's has this id: 404. */
  "nmi_not_found",
  /** The needs-more-info request was already answered: 409. */
  "nmi_already_answered",
  /** An item named in the call is not part of this quote: 400. */
  "unknown_item",
  /** Nothing in the quote can be acted on that way (no quoted item left to accept, say): 409. */
  "nothing_to_finalize",
  /** The partner code is unknown: 404. */
  "partner_code_unknown",
  /** The sku is not in the seller's catalogue: 400. */
  "unknown_sku",
  /** Shipping was already booked for this submission: 409. */
  "shipping_already_booked",
  /** No accepted item waits to ship in: 409. */
  "no_piece_to_ship",
  /** An answer to pricing's questions is missing or not one of its choices: 400. */
  "invalid_answer",
  /** The shipping choice cannot be booked (address, date, window, boutique): 400. */
  "invalid_shipping",
  /** A photo key the call names was not uploaded by the caller: 400. */
  "photo_not_yours",
]);
export type SellingErrorCode = z.infer<typeof SellingErrorCode>;

export const OFFER_KINDS = ["sell_now", "trade_in", "consignment"] as const;
export const OfferKind = z.enum(OFFER_KINDS, "Choose sell now, trade-in or consignment.");
export type OfferKind = z.infer<typeof OfferKind>;

/** How an item reached pricing: an instant offer at once, a quote by pricing, or a photo submission. */
export const SUBMISSION_ROUTES = ["instant_offer", "quote", "photo_upload"] as const;
export const SubmissionRoute = z.enum(SUBMISSION_ROUTES);
export type SubmissionRoute = z.infer<typeof SubmissionRoute>;

export const SubmissionId = z.string().regex(/^sub_[a-z0-9]{10,60}$/, "must be a submission id");
export const SubmissionItemId = z.string().regex(/^sit_[a-z0-9]{10,60}$/, "must be a submission item id");
export const NmiId = z.string().regex(/^nmi_[a-z0-9]{10,60}$/, "must be a needs-more-info id");
/** A photo the seller uploaded through POST /v6/sell/photos/. */
export const SellerPhotoKey = z.string().regex(/^seller-photos\/\d{4}-\d{2}\/[a-f0-9]{32}\.(jpg|png|webp)$/, "must be a photo you uploaded");

const Text = (max: number, required: string) => z.string(required).trim().min(1, required).max(max, `Use ${max} characters or fewer.`);
const OptionalText = (max: number) => z.string().trim().max(max, `Use ${max} characters or fewer.`).default("");

/** One piece the seller submits (the flow's item details: accessories, serial_number, color, condition_key). */
export const SubmissionItemInput = z
  .object({
    /** The seller's-catalogue sku chosen in the flow; null for a photo submission of a piece not in it. */
    sku: z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "must be a sku code from the seller's catalog").nullable().default(null),
    /** For a photo submission: the designer and what the piece is, in the seller's words. */
    designer: OptionalText(80),
    description: OptionalText(500),
    accessories: z.array(z.string().trim().min(1).max(60)).max(12, "Choose twelve accessories at most.").default([]),
    serial_number: OptionalText(60),
    color: OptionalText(40),
    /** pristine, excellent, great, very-good, good or fair. */
    condition_key: z.enum(SELLER_CONDITION_KEYS as [string, ...string[]], "Choose the piece's condition."),
    /** The offer the seller chose on the value step (instant offers only). */
    offer_kind: OfferKind.nullable().default(null),
    photos: z.array(SellerPhotoKey).max(MAX_SUBMISSION_PHOTOS, `Add ${MAX_SUBMISSION_PHOTOS} photos at most.`).default([]),
  })
  .superRefine((item, ctx) => {
    if (item.sku === null && !item.designer) ctx.addIssue({ code: "custom", path: ["designer"], message: "Tell us the designer." });
    if (item.sku === null && item.photos.length === 0) ctx.addIssue({ code: "custom", path: ["photos"], message: "Add at least one photo of the piece." });
  });
export type SubmissionItemInput = z.infer<typeof SubmissionItemInput>;

/** How many pieces one submission holds. */
export const MAX_SUBMISSION_ITEMS = 10;

/** POST /v6/sell/submissions/ (header Idempotency-Key): a ticket of one or more pieces. */
export const CreateSubmissionInput = z.object({
  trade_in: z.boolean().default(false),
  partner_code: z.string().trim().max(40).nullable().default(null),
  items: z.array(SubmissionItemInput).min(1, "Add at least one piece.").max(MAX_SUBMISSION_ITEMS, "Submit ten pieces at most at a time."),
});
export type CreateSubmissionInput = z.infer<typeof CreateSubmissionInput>;

export const SellerPhoto = z.object({ key: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type SellerPhoto = z.infer<typeof SellerPhoto>;

export const OfferView = z.object({ kind: OfferKind, amount_cents: z.number().int(), label: z.string() });
export type OfferView = z.infer<typeof OfferView>;

export const ITEM_ACTIONS = ["accept", "decline", "refuse", "provide_information", "book_shipping"] as const;

export const SubmissionItem = z.object({
  id: z.string(),
  ticket_id: z.string(),
  state: z.enum(SUBMISSION_ITEM_STATES),
  /** The state in the seller's words. */
  status_label: z.string(),
  route: SubmissionRoute,
  title: z.string(),
  designer: z.string(),
  sku: z.string().nullable(),
  condition_key: z.string(),
  color: z.string(),
  accessories: z.array(z.string()),
  photos: z.array(SellerPhoto),
  /** The offers that stand (instant or quoted); empty until pricing quotes. */
  offers: z.array(OfferView),
  /** The offer the seller chose (or accepted). */
  offer_kind: OfferKind.nullable(),
  /** What Maison pays (or credits) once the piece is authenticated. */
  accepted_amount_cents: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  /** "Expires today", "Expires in one day", "Expires in N days"; null when nothing is pending or it expired. */
  expiry_label: z.string().nullable(),
  /** The open needs-more-info request, when pricing asked. */
  nmi_id: z.string().nullable(),
  message: z.string().nullable(),
  actions: z.array(z.enum(ITEM_ACTIONS)),
});
export type SubmissionItem = z.infer<typeof SubmissionItem>;

export const SellerShipping = z.object({
  shipping_method: z.enum(SELLER_SHIPPING_METHODS),
  shipping_address: z.string().nullable(),
  pickup_date: z.string().nullable(),
  pickup_interval_start: z.string().nullable(),
  pickup_instructions: z.string().nullable(),
  store_handle: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The prepaid label to print (prepaid_label only). */
  label_url: z.string().nullable(),
  /** The inbound order's id the seller quotes (spec 2 §3 thank-you order_id). */
  order_id: z.string(),
});
export type SellerShipping = z.infer<typeof SellerShipping>;

/** A submission (ticket): GET /v6/my-account/order/{id}/ and /quote/{id}/ (the quote's id is the ticket's). */
export const Ticket = z.object({
  id: z.string(),
  number: z.string(),
  created_at: z.string(),
  trade_in: z.boolean(),
  partner_code: z.string().nullable(),
  /** The ticket in one phrase for the list ("Offer ready", "Awaiting your reply", "Paid"…). */
  status_label: z.string(),
  items: z.array(SubmissionItem),
  shipping: SellerShipping.nullable(),
});
export type Ticket = z.infer<typeof Ticket>;

/** GET /v6/my-account/ticket/?page= */
export const TicketListQuery = z.object({ page: z.coerce.number().int().min(1, "must be 1 or more").default(1) });
export const TicketList = z.object({ tickets: z.array(Ticket), count: z.number().int(), next: z.number().int().nullable(), previous: z.number().int().nullable() });
export type TicketList = z.infer<typeof TicketList>;
export const TICKETS_PAGE_SIZE = 10;

/**
 * PUT /v6/self-check-in/finalize-quote/{quote}/: exactly one of accepted (true for every quoted item,
 * or their ids; `offer_kinds` may choose per item), declined (ids), declined_from_nmi (true or ids:
 * the seller would rather not answer pricing's questions), refused (item id → reason).
 */
export const FinalizeQuoteInput = z
  .object({
    accepted: z.union([z.literal(true), z.array(SubmissionItemId).min(1)]).optional(),
    offer_kinds: z.record(z.string(), OfferKind).optional(),
    declined: z.array(SubmissionItemId).min(1, "Name the items you decline.").optional(),
    declined_from_nmi: z.union([z.literal(true), z.array(SubmissionItemId).min(1)]).optional(),
    refused: z.record(z.string(), z.string().trim().min(1, "Tell us why.").max(500, "Use 500 characters or fewer.")).optional(),
  })
  .superRefine((body, ctx) => {
    const given = (["accepted", "declined", "declined_from_nmi", "refused"] as const).filter((k) => body[k] !== undefined);
    if (given.length !== 1) ctx.addIssue({ code: "custom", path: ["accepted"], message: "Send one of accepted, declined, declined_from_nmi or refused." });
  });
export type FinalizeQuoteInput = z.infer<typeof FinalizeQuoteInput>;

/** POST /v6/self-check-in/shipping/: how the accepted pieces of a submission come in. */
export const ShippingInput = z.object({
  quote: SubmissionId,
  shipping_method: z.enum(SELLER_SHIPPING_METHODS, "Choose how your piece comes to us."),
  address_id: z.string().trim().max(80).nullable().default(null),
  pickup_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a pickup date.").nullable().default(null),
  pickup_interval_start: z.enum(PICKUP_INTERVAL_STARTS, "Choose a pickup time window.").nullable().default(null),
  pickup_instructions: z.string().trim().max(500, "Use 500 characters or fewer.").nullable().default(null),
  store_handle: z.string().trim().max(80).nullable().default(null),
});
export type ShippingInput = z.infer<typeof ShippingInput>;

/** GET /v6/self-check-in/shipping/options/?quote=: what the thank-you step offers. */
export const ShippingOptions = z.object({
  methods: z.array(z.object({ method: z.enum(SELLER_SHIPPING_METHODS), label: z.string(), available: z.boolean(), note: z.string().nullable() })),
  pickup_dates: z.array(z.string()),
  pickup_interval_starts: z.array(z.string()),
  stores: z.array(z.object({ handle: z.string(), name: z.string(), address: z.string() })),
});
export type ShippingOptions = z.infer<typeof ShippingOptions>;

export const NmiQuestion = z.object({ id: z.string(), choice_key: z.enum(NMI_CHOICE_KEYS as [string, ...string[]]), question: z.string(), choices: z.array(z.string()), answer: z.string().nullable() });
export const NmiPhotoSet = z.object({ id: z.string(), key: z.enum(NMI_PHOTO_SET_KEYS as [string, ...string[]]), label: z.string(), photos: z.array(SellerPhoto) });

/** GET /v6/my-account/nmi/{id}/?version=1 */
export const NmiRequest = z.object({
  id: z.string(),
  quote: z.string(),
  item_id: z.string(),
  item_title: z.string(),
  state: z.enum(["open", "answered"]),
  note: z.string(),
  created_at: z.string(),
  questions: z.array(NmiQuestion),
  photo_sets: z.array(NmiPhotoSet),
});
export type NmiRequest = z.infer<typeof NmiRequest>;

/** PUT /v6/my-account/nmi/{id}/finalize/ */
export const NmiFinalizeInput = z.object({
  evaluationneedsmoreinfo_set: z.array(z.object({ id: z.string(), answer: z.string().max(500, "Use 500 characters or fewer.") })).default([]),
  evaluationphoto_set: z.array(z.object({ id: z.string(), photos: z.array(SellerPhotoKey).min(1, "Add at least one photo.").max(MAX_PHOTOS_PER_SET, `Add ${MAX_PHOTOS_PER_SET} photos at most.`) })).default([]),
});
export type NmiFinalizeInput = z.infer<typeof NmiFinalizeInput>;

/** GET /v6/sell/partner-code/?code=: unverified → verified (with the partner's name) or 404 with the error. */
export const PartnerCodeQuery = z.object({ code: z.string().trim().min(1, "Enter the partner code.").max(40, "Use 40 characters or fewer.") });
export const PartnerCodeVerified = z.object({ code: z.string(), partner_name: z.string() });
export type PartnerCodeVerified = z.infer<typeof PartnerCodeVerified>;

