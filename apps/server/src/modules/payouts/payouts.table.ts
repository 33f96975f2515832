import type { Selectable } from "kysely";
import type { PayoutProviderType, PayoutState } from "@maison/domain/payouts/payout-lifecycle";

/** Where a seller wants cash sent (decision 043): a bank account (ACH), a check address, or store credit. */
export interface PayoutProfileTable {
  id: string;
  user_id: string;
  provider_type: PayoutProviderType;
  holder_name: string | null;
  bank_name: string | null;
  account_type: string | null;
  /** Only the last four digits of an account are kept; the provider holds the rest behind `recipient_token`. */
  account_last4: string | null;
  recipient_token: string | null;
  /** The check's mailing address, as one line. */
  check_address: string | null;
  is_preferred: number;
  is_preferred_for_wallet: number;
  created_at: string;
  deleted_at: string | null;
}

/** A payout, with its lifecycle state. */
export interface PayoutTable {
  id: string;
  user_id: string;
  profile_id: string;
  amount_cents: number;
  state: PayoutState;
  /** What it pays for (a submission item, a cash-out). */
  reference: string;
  idempotency_key: string;
  provider_reference: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** The built-in test provider's bank recipients and transfers (never a full account number). */
export interface TestPayoutRecipientTable {
  token: string;
  routing_number: string;
  account_last4: string;
  account_fingerprint: string;
  created_at: string;
}

export interface TestPayoutTransferTable {
  id: string;
  idempotency_key: string;
  recipient: string;
  amount_cents: number;
  status: string;
  failure_reason: string | null;
  created_at: string;
}

export interface PayoutsTables {
  payout_profiles: PayoutProfileTable;
  payouts: PayoutTable;
  test_payout_recipients: TestPayoutRecipientTable;
  test_payout_transfers: TestPayoutTransferTable;
}

export type PayoutProfileRow = Selectable<PayoutProfileTable>;
export type PayoutRow = Selectable<PayoutTable>;
