import type { Selectable } from "kysely";
import type { CashOutState } from "@maison/domain/wallet/cash-out-lifecycle";

/** A cash-out from the wallet (decision 053): its amount is a ledger hold until the payout leaves or fails. */
export interface WalletCashOutTable {
  id: string;
  user_id: string;
  profile_id: string;
  /** The payout profile as it read when chosen ("Checking ····6789"). */
  profile_label: string;
  amount_cents: number;
  state: CashOutState;
  /** The wallet hold on the seller's cash. */
  hold_id: string;
  /** The caller's Idempotency-Key (or a random one): the same key cashes out once. */
  idempotency_key: string;
  payout_id: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** A two-factor code (decision 054): only its keyed hash is kept; it names the session that asked for it. */
export interface WalletTwoFactorCodeTable {
  token: string;
  user_id: string;
  session_id: string;
  channel: "sms" | "email";
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  /** When the right code was entered: the session may cash out for ten minutes after. */
  verified_at: string | null;
  /** When it stopped being usable (verified, replaced, or spent on wrong codes). */
  spent_at: string | null;
}

/** A user blocked from two-factor after too many wrong codes or requests. */
export interface WalletTwoFactorBlockTable {
  user_id: string;
  blocked_until: string;
  created_at: string;
}

export interface WalletAccountTables {
  wallet_cash_outs: WalletCashOutTable;
  wallet_two_factor_codes: WalletTwoFactorCodeTable;
  wallet_two_factor_blocks: WalletTwoFactorBlockTable;
}

export type CashOutRow = Selectable<WalletCashOutTable>;
export type TwoFactorCodeRow = Selectable<WalletTwoFactorCodeTable>;
