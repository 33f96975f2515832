import type { Selectable } from "kysely";
import type { LoanState } from "@maison/domain/loans/loan-lifecycle";

/** A loan against a piece (decision 048): the piece, the terms fixed when it was asked for, and its lifecycle state. */
export interface LoanTable {
  id: string;
  user_id: string;
  state: LoanState;
  /**
   * Which of the tier's pieces-at-a-time places the loan holds while it is open (1…limit), null once
   * closed; unique per borrower, so two requests racing for the last place cannot both win.
   */
  open_slot: number | null;
  search_text: string;
  sku: string;
  title: string;
  designer: string;
  model: string;
  style: string;
  size: string | null;
  category: string;
  tier: string;
  appraised_value_cents: number;
  share_percent: number;
  amount_cents: number;
  fee_cents: number;
  /** The address the piece ships from, and goes back to. */
  address_id: string | null;
  ships_from: string;
  inbound_tracking_number: string;
  return_tracking_number: string | null;
  /** The piece it became once received. */
  product_id: string | null;
  payout_id: string | null;
  payment_request_id: string | null;
  due_at: string | null;
  forfeit_at: string | null;
  funded_at: string | null;
  repaid_at: string | null;
  returned_at: string | null;
  forfeited_at: string | null;
  created_at: string;
  updated_at: string;
}

export type LoanRow = Selectable<LoanTable>;

export interface LoansTables {
  loans: LoanTable;
}
