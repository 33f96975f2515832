import type { Cents } from "../money/cents.ts";
import { TIER_BENEFITS, type TierKey } from "../membership/tier.ts";

/**
 * The terms of a loan against a piece (decision 048). Maison lends a share of the piece's appraised
 * value (the offer engine's expected resale), larger for higher tiers; a flat fee for the term; the
 * loan is due a fixed number of days after it is paid out, and an unpaid loan is forfeited after a
 * grace period. How many pieces a borrower may have on loan at once is the tier's loan-program limit
 * (the rewards page's "Up to N pieces at a time in the loan program").
 */
export const LOAN_SHARE_PERCENT_BY_TIER: Readonly<Record<TierKey, number>> = {
  new: 40,
  shopper: 40,
  bronze: 45,
  silver: 50,
  gold: 55,
  diamond: 60,
};

/** The flat fee, a percentage of the amount lent, for the whole term. */
export const LOAN_FEE_PERCENT = 6;
/** Days from the payout to the due date. */
export const LOAN_TERM_DAYS = 60;
/** Days after the due date before an unpaid loan is forfeited. */
export const LOAN_GRACE_DAYS = 10;
/** The reminder goes out this many days before the due date. */
export const LOAN_DUE_SOON_DAYS = 7;
/** A requested loan whose piece has not arrived after this many days lapses. */
export const LOAN_REQUEST_VALID_DAYS = 30;
/** The smallest and largest amount lent against one piece. */
export const LOAN_MIN_CENTS = 100_00;
export const LOAN_MAX_CENTS = 50_000_00;
/** Amounts lent are whole multiples of $5. */
export const LOAN_ROUNDING_CENTS = 5_00;

const DAY_MS = 86_400_000;
export const LOAN_TERM_MS = LOAN_TERM_DAYS * DAY_MS;
export const LOAN_GRACE_MS = LOAN_GRACE_DAYS * DAY_MS;
export const LOAN_DUE_SOON_MS = LOAN_DUE_SOON_DAYS * DAY_MS;
export const LOAN_REQUEST_VALID_MS = LOAN_REQUEST_VALID_DAYS * DAY_MS;

export interface LoanOffer {
  sharePercent: number;
  amountCents: Cents;
  feeCents: Cents;
  /** What the borrower pays back: the amount and the fee. */
  repaymentCents: Cents;
}

/** The share of the appraisal a tier may borrow (the lowest share for an unknown tier). */
export function loanSharePercent(tier: string): number {
  return LOAN_SHARE_PERCENT_BY_TIER[tier as TierKey] ?? LOAN_SHARE_PERCENT_BY_TIER.new;
}

/** How many pieces a tier may have on loan at once. */
export function loanPieceLimit(tier: string): number {
  return (TIER_BENEFITS[tier as TierKey] ?? TIER_BENEFITS.new).lpItemLimit;
}

/** The fee on an amount lent, rounded to the cent. */
export function loanFee(amountCents: Cents): Cents {
  return Math.round((amountCents * LOAN_FEE_PERCENT) / 100);
}

/**
 * What can be lent against a piece appraised at `appraisedCents` to a borrower of `tier`: the tier's
 * share, rounded down to $5, at most $50,000; null below the $100 minimum.
 */
export function loanOffer(appraisedCents: Cents, tier: string): LoanOffer | null {
  const sharePercent = loanSharePercent(tier);
  const raw = Math.floor((appraisedCents * sharePercent) / 100);
  const amountCents = Math.min(LOAN_MAX_CENTS, Math.floor(raw / LOAN_ROUNDING_CENTS) * LOAN_ROUNDING_CENTS);
  if (amountCents < LOAN_MIN_CENTS) return null;
  const feeCents = loanFee(amountCents);
  return { sharePercent, amountCents, feeCents, repaymentCents: amountCents + feeCents };
}

/** The due date of a loan paid out at `fundedAt`. */
export function loanDueAt(fundedAt: Date): Date {
  return new Date(fundedAt.getTime() + LOAN_TERM_MS);
}

/** When an unpaid loan paid out at `fundedAt` is forfeited: the due date plus the grace period. */
export function loanForfeitAt(fundedAt: Date): Date {
  return new Date(fundedAt.getTime() + LOAN_TERM_MS + LOAN_GRACE_MS);
}

/** When the due-soon reminder goes out for a loan paid out at `fundedAt`. */
export function loanDueSoonAt(fundedAt: Date): Date {
  return new Date(fundedAt.getTime() + LOAN_TERM_MS - LOAN_DUE_SOON_MS);
}
