import type { Selectable } from "kysely";
import type { PaymentRequestPurpose } from "@maison/contracts/payment-request";
import type { PaymentRequestState } from "@maison/domain/payment-requests/payment-request-lifecycle";

/** A charge outside the cart, paid by card on the hosted page `/pay/{token}` (decision 052). */
export interface PaymentRequestTable {
  id: string;
  /** The unguessable part of the page's address. */
  token: string;
  /** Who pays: only they may see or pay it. */
  user_id: string;
  purpose: PaymentRequestPurpose;
  /** What it pays for, in the creating module's terms (a loan id, a consignment id, a trade-in id). */
  reference: string;
  description: string;
  amount_cents: number;
  return_path: string;
  state: PaymentRequestState;
  /** The gateway's reference of the captured payment. */
  payment_reference: string | null;
  /** The paying card's brand ("visa") and last four digits. */
  card_brand: string | null;
  card_last4: string | null;
  /** The Idempotency-Key of the attempt that paid it: a retry of that attempt gets the same answer. */
  paid_key: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentRequestsTables {
  payment_requests: PaymentRequestTable;
}

export type PaymentRequestRow = Selectable<PaymentRequestTable>;
