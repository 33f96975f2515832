/**
 * An authorisation made by the built-in test gateway, kept so it survives restarts and can be
 * inspected. Only the brand and the last 4 digits of a card are stored, never the number.
 */
export interface PaymentAuthorizationTable {
  /** The reference given back to the caller ("tpay_…"). */
  id: string;
  idempotency_key: string;
  amount_cents: number;
  currency: string;
  /** authorized → captured | voided; declined is final. */
  status: "authorized" | "captured" | "voided" | "declined";
  brand: string | null;
  last4: string | null;
  decline_code: string | null;
  decline_message: string | null;
  description: string;
  created_at: string;
  captured_at: string | null;
  voided_at: string | null;
}

export interface PaymentTables {
  payment_authorizations: PaymentAuthorizationTable;
}
