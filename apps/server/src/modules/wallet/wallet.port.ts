import type { Actor } from "@maison/domain/actor/actor";
import type { Tx } from "../../db/transaction.ts";

/**
 * Gift cards and store credit as the rest of the server sees them. Every balance lives in the
 * append-only, double-entry ledger (modules/wallet); a spend is two-phase: `hold` at checkout (the
 * amount stops being available at once), then `post` with the order or `release` if it fails. No
 * balance can go negative, whatever the concurrency; every movement carries an idempotency key.
 */

/** A gift card or store-credit card as the cart shows it (never its full code). */
export interface GiftCardSummary {
  id: string;
  lastCharacters: string;
  /** Posted balance minus open holds. */
  availableCents: number;
  /** Gift-for-you cards only spend on carts above the profile's minimum (spec 1 §4). */
  giftForYou: boolean;
  /** The signed-in owner for store credit; null for a bearer gift card. */
  ownerUserId: string | null;
  /** Stored as "expired"/"disabled" cards stay readable but cannot be spent. */
  spendable: boolean;
}

export interface LedgerHold {
  holdId: string;
  giftCardId: string;
  amountCents: number;
}

export interface WalletPort {
  /** The card whose full 16-character code this is (case-insensitive), or null. */
  findGiftCardByCode(code: string, tx?: Tx): Promise<GiftCardSummary | null>;
  findGiftCardById(id: string, tx?: Tx): Promise<GiftCardSummary | null>;
  /** Store-credit and gift cards held in a user's wallet (their codes, for the wallet and credit toggles). */
  walletCodesOf(userId: string): Promise<Array<{ code: string; summary: GiftCardSummary }>>;
  /**
   * Reserves `amountCents` on the card inside the caller's transaction. Fails with
   * `insufficient_funds` (thrown as a DomainError-like error) when the available balance is smaller;
   * the same idempotency key returns the same hold.
   */
  hold(tx: Tx, giftCardId: string, amountCents: number, idempotencyKey: string, reference: string): Promise<LedgerHold>;
  /**
   * Turns a hold into a posted debit (the order was placed). Idempotent. Audited as `actor` (by default
   * the system, named after the module that placed the hold).
   */
  post(tx: Tx, holdId: string, actor?: Actor): Promise<void>;
  /** Voids a hold; the amount is available again. Idempotent; a posted hold cannot be released. Audited like `post`. */
  release(tx: Tx, holdId: string, actor?: Actor): Promise<void>;
}

/** Loyalty points, spent through the same two-phase holds as cards (WalletService implements both). */
export interface PointsPort {
  /**
   * The id of the user's points account (created on first use). Points are spent like a card:
   * `hold(tx, pointsAccountId, points, key, reference)` then `post` / `release`; amounts are points.
   */
  pointsAccountOf(userId: string, tx?: Tx): Promise<string>;
  /** Points the user can spend now (posted less held). */
  pointsOf(userId: string, tx?: Tx): Promise<number>;
}
