/**
 * The kinds of ledger account. A gift card is a bearer card spent by its code; store credit belongs to
 * one user; points are a user's loyalty points; system accounts are the other side of every movement
 * (issuance, sales) and are the only accounts whose balance may go below zero. Cash is a seller's
 * money owed in dollars (a consignment's cleared earning, decision 046), paid out or spent later.
 */
export const WALLET_ACCOUNT_KINDS = ["gift_card", "store_credit", "points", "system", "cash"] as const;
export type WalletAccountKind = (typeof WALLET_ACCOUNT_KINDS)[number];

/**
 * Where a user's store credit came from, which decides the profile list its code is shown in (spec 1
 * §3: wallet_gift_cards, rewards_gift_cards, rebag_credit_gift_cards).
 */
export const STORE_CREDIT_PURPOSES = ["wallet", "rewards", "credit"] as const;
export type StoreCreditPurpose = (typeof STORE_CREDIT_PURPOSES)[number];

/** Only active cards can be spent; expired and disabled cards stay readable. */
export const WALLET_ACCOUNT_STATUSES = ["active", "expired", "disabled"] as const;
export type WalletAccountStatus = (typeof WALLET_ACCOUNT_STATUSES)[number];

/** The system accounts every movement is balanced against. Their ids are fixed and created by the migration. */
export const SYSTEM_ACCOUNTS = {
  /** Money put on gift cards: goes negative by what has been issued. */
  giftCardIssuance: "wac_system_gift_card_issuance",
  /** Store credit granted (membership contributions, trade-ins, refunds). */
  storeCreditIssuance: "wac_system_store_credit_issuance",
  /** Loyalty points granted. */
  pointsIssuance: "wac_system_points_issuance",
  /** Where spent card money goes when an order is placed. */
  sales: "wac_system_sales",
  /** Where points go when they pay for an order. */
  pointsRedemption: "wac_system_points_redemption",
  /** Consigned pieces' earnings cleared to their sellers' cash (created by migration 0017). */
  consignmentEarnings: "wac_system_consignment_earnings",
  /** Where cashed-out money goes when the payout leaves (created by migration 0021). */
  cashOuts: "wac_system_cash_outs",
  /** The other side of staff's manual adjustments, each with its reason (created by migration 0021). */
  adjustments: "wac_system_adjustments",
} as const;

/** What a movement did; stored on its ledger transaction. */
export const WALLET_TRANSACTION_KINDS = ["issue", "credit", "spend"] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

/**
 * A ledger transaction's lifecycle: issues and credits are posted at once; a spend is pending (a hold)
 * until it is posted with the order or voided when the order fails. Posted and voided are final.
 */
export const WALLET_TRANSACTION_STATES = ["pending", "posted", "voided"] as const;
export type WalletTransactionState = (typeof WALLET_TRANSACTION_STATES)[number];

/** The transitions a ledger transaction may take; everything else is refused. */
export const WALLET_TRANSITIONS: Readonly<Record<WalletTransactionState, readonly WalletTransactionState[]>> = {
  pending: ["posted", "voided"],
  posted: [],
  voided: [],
};

/** Whether a ledger transaction may move from `from` to `to`. */
export function mayTransition(from: WalletTransactionState, to: WalletTransactionState): boolean {
  return WALLET_TRANSITIONS[from].includes(to);
}

/** What can be spent now: the posted balance less every open hold, never below zero. */
export function availableOf(postedCents: number, heldCents: number): number {
  return Math.max(0, postedCents - heldCents);
}

/** Whether every entry of one ledger transaction balances: the amounts sum to zero (double entry). */
export function isBalanced(amounts: readonly number[]): boolean {
  return amounts.reduce((sum, amount) => sum + amount, 0) === 0;
}
