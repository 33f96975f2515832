import type { Generated, Selectable } from "kysely";
import type { SubmissionItemState } from "@maison/domain/selling/submission-item-lifecycle";

/** A submission (the seller's ticket): who, how it ships in, and its inbound order id. */
export interface SubmissionTable {
  id: string;
  /** The ticket number's sequence (shown as S-000123). */
  number: number;
  user_id: string;
  trade_in: number;
  partner_code: string | null;
  shipping_method: string | null;
  /** The address the piece leaves from, as one line (kept as booked, even if the address book changes). */
  shipping_address: string | null;
  pickup_date: string | null;
  pickup_interval_start: string | null;
  pickup_instructions: string | null;
  store_handle: string | null;
  carrier: string | null;
  tracking_number: string | null;
  label_key: string | null;
  inbound_order_id: string | null;
  shipping_booked_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One piece of a submission, with its offer or quote and its lifecycle state (decision 042). */
export interface SubmissionItemTable {
  id: string;
  submission_id: string;
  user_id: string;
  position: number;
  state: SubmissionItemState;
  route: string;
  sku: string | null;
  title: string;
  designer: string;
  model: string | null;
  style: string | null;
  size: string | null;
  category: string | null;
  item_type: string | null;
  condition_key: string;
  color: string;
  /** JSON list of accessory names. */
  accessories: string;
  serial_number: string;
  description: string;
  /** JSON list of the standing offers: {kind, amount_cents, label}. */
  offers: string;
  /** JSON of the offer engine's appraisal (suggestion, comparables, adjustments, price over time). */
  appraisal: string | null;
  offer_kind: string | null;
  accepted_amount_cents: number | null;
  expires_at: string | null;
  /** The piece it became once received. */
  product_id: string | null;
  /** Why it was refused, rejected or failed authentication. */
  reason: string | null;
  created_at: string;
  updated_at: string;
}

/** A photo a seller uploaded: attached to an item (photo submission) or a needs-more-info photo set. */
export interface SellerPhotoTable {
  key: string;
  user_id: string;
  width: number;
  height: number;
  item_id: string | null;
  photo_set_id: string | null;
  position: Generated<number>;
  created_at: string;
}

/** Pricing's request for more information about an item. */
export interface NmiRequestTable {
  id: string;
  item_id: string;
  submission_id: string;
  user_id: string;
  state: "open" | "answered";
  note: string;
  created_by: string;
  created_at: string;
  answered_at: string | null;
}

export interface NmiQuestionTable {
  id: string;
  nmi_id: string;
  position: number;
  choice_key: string;
  answer: string | null;
}

export interface NmiPhotoSetTable {
  id: string;
  nmi_id: string;
  position: number;
  set_key: string;
}

export interface SellingTables {
  submissions: SubmissionTable;
  submission_items: SubmissionItemTable;
  seller_photos: SellerPhotoTable;
  nmi_requests: NmiRequestTable;
  nmi_questions: NmiQuestionTable;
  nmi_photo_sets: NmiPhotoSetTable;
}

export type SubmissionRow = Selectable<SubmissionTable>;
export type SubmissionItemRow = Selectable<SubmissionItemTable>;
export type SellerPhotoRow = Selectable<SellerPhotoTable>;
export type NmiRequestRow = Selectable<NmiRequestTable>;
export type NmiQuestionRow = Selectable<NmiQuestionTable>;
export type NmiPhotoSetRow = Selectable<NmiPhotoSetTable>;
