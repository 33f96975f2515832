import type { StoreCreditPurpose, WalletAccountKind, WalletAccountStatus, WalletTransactionKind, WalletTransactionState } from "@maison/domain/wallet/wallet-account";

/**
 * A ledger account. Card and points accounts keep their balance on the row, changed only by guarded
 * updates in the same transaction as the entries that justify it (CHECK: never negative, holds never
 * above the posted balance). System accounts keep no balance: theirs is the sum of their entries.
 */
export interface WalletAccountTable {
  id: string;
  kind: WalletAccountKind;
  /** The owner of store credit, points and gift cards kept in a wallet; null for bearer cards and system accounts. */
  owner_user_id: string | null;
  purpose: StoreCreditPurpose | null;
  /** HMAC-SHA256 of the normalised code under the server's key: finds a card by its full code. */
  code_hash: string | null;
  /** The code encrypted (AES-256-GCM) for cards a user owns, so their own wallet can list it; null for bearer cards. */
  code_sealed: string | null;
  last_characters: string | null;
  gift_for_you: number;
  status: WalletAccountStatus;
  /** "usd" (amounts in cents) or "points". */
  unit: "usd" | "points";
  posted_balance: number;
  held_amount: number;
  created_at: string;
  updated_at: string;
}

/** One movement: its entries sum to zero. Spends are pending (a hold) until posted or voided. */
export interface WalletTransactionTable {
  id: string;
  /** Unique: the same key never moves money twice. */
  idempotency_key: string;
  kind: WalletTransactionKind;
  state: WalletTransactionState;
  /** The account a spend holds on (the debited card), for reading a hold back. */
  account_id: string;
  amount: number;
  /** What the movement is for: an order, a checkout attempt, a membership contribution. */
  reference: string;
  created_at: string;
  posted_at: string | null;
  voided_at: string | null;
}

/** An immutable line of a transaction: a signed amount on one account. Never updated, never deleted. */
export interface WalletEntryTable {
  id: string;
  transaction_id: string;
  account_id: string;
  amount: number;
  /** The transaction's key and the entry's side ("…:debit", "…:credit"): unique per entry. */
  idempotency_key: string;
  created_at: string;
}

export interface WalletTables {
  wallet_accounts: WalletAccountTable;
  wallet_transactions: WalletTransactionTable;
  wallet_entries: WalletEntryTable;
}
