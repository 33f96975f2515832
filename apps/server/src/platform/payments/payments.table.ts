import type { Generated } from "kysely";

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
  /** Refunded so far (migration 0009); never above amount_cents. */
  refunded_cents: Generated<number>;
}

/** A card the test gateway keeps for later charges ("tpm_…"): brand, last 4 and how its charges end, never the number. */
export interface PaymentMethodTable {
  id: string;
  idempotency_key: string;
  brand: string;
  last4: string;
  /** null: charges are authorised; else the decline code every charge gets. */
  charge_decline_code: string | null;
  created_at: string;
}

/** A refund of (part of) a captured test-gateway authorisation. */
export interface PaymentRefundTable {
  id: string;
  idempotency_key: string;
  authorization_id: string;
  amount_cents: number;
  created_at: string;
}

export interface PaymentTables {
  payment_authorizations: PaymentAuthorizationTable;
  payment_methods: PaymentMethodTable;
  payment_refunds: PaymentRefundTable;
}
