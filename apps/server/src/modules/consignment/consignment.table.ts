import type { Selectable } from "kysely";
import type { ConsignmentState } from "@maison/domain/consignment/consignment-lifecycle";

/** A consigned piece (decision 046): the seller's, on the consignment lifecycle, until it is paid or returned. */
export interface ConsignmentTable {
  id: string;
  user_id: string;
  /** The piece (catalog listing + inventory provenance `consignment`), created when the submission item was received. */
  product_id: string;
  /** The submission item the seller consigned. */
  submission_item_id: string;
  title: string;
  designer: string;
  state: ConsignmentState;
  /** The consignment offer the seller accepted (an estimate, not a promise). */
  estimate_cents: number | null;
  /** The price it is listed at: set at review, changed by an accepted tweak. */
  list_price_cents: number | null;
  /** The seller's tier when the piece was reviewed: its incentive applies to the earning. */
  tier_key: string | null;
  /** 1 once it has been on sale (for the progress steps of a delisted piece). */
  reached_listing: number;
  order_id: string | null;
  sale_price_cents: number | null;
  commission_percent: number | null;
  incentive_cents: number | null;
  /** Pending from the sale; credited to cash when the state becomes `paid`; null before a sale and after a returned one. */
  earning_cents: number | null;
  earning_clears_at: string | null;
  return_address: string | null;
  /** The payment request for the return shipping of a delist. */
  return_request_id: string | null;
  return_checkout_url: string | null;
  created_at: string;
  updated_at: string;
}

/** A price change staff propose to the consignor. */
export interface ConsignmentTweakTable {
  id: string;
  consignment_id: string;
  price_cents: number;
  previous_price_cents: number | null;
  note: string | null;
  state: "proposed" | "accepted" | "declined" | "withdrawn";
  proposed_by: string;
  created_at: string;
  answered_at: string | null;
}

export interface ConsignmentTables {
  consignments: ConsignmentTable;
  consignment_tweaks: ConsignmentTweakTable;
}

export type ConsignmentRow = Selectable<ConsignmentTable>;
export type ConsignmentTweakRow = Selectable<ConsignmentTweakTable>;
