import type { Selectable } from "kysely";

/** A buyer's return of pieces of one order (decision 056). Amounts in cents. */
export interface ReturnTable {
  id: string;
  order_id: string;
  order_number: string;
  user_id: string;
  email: string;
  state: string;
  /** `original` (back to what paid, split) or `store_credit`. */
  refund_to: string;
  fee_cents: number;
  refund_cents: number;
  /** JSON list of {key, kind, label, amount_cents}: the split quoted at opening, then the one refunded. */
  split: string;
  /** The prepaid label's tracking number. */
  tracking_number: string;
  /** The card part of the refund, once the gateway took it. */
  card_refunded_at: string | null;
  rejection_reason: string | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One piece of a return, priced when the return opened. */
export interface ReturnItemTable {
  return_id: string;
  product_id: string;
  title: string;
  vendor: string;
  image_url: string | null;
  paid_cents: number;
  tax_cents: number;
  fee_cents: number;
  refund_cents: number;
  reason: string;
  note: string | null;
  /** `<order>:<piece>` while the return stands (one return per piece of an order); null once rejected. */
  claim: string | null;
}

/** One row per order a return refunded: refunds of the same order take this row first, one at a time. */
export interface ReturnOrderTotalTable {
  order_id: string;
  refunded_cents: number;
  updated_at: string;
}

export interface ReturnsTables {
  returns: ReturnTable;
  return_items: ReturnItemTable;
  return_order_totals: ReturnOrderTotalTable;
}

export type ReturnRow = Selectable<ReturnTable>;
export type ReturnItemRow = Selectable<ReturnItemTable>;
