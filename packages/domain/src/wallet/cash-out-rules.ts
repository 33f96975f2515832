import type { Cents } from "../money/cents.ts";

/** Spec 2 §9: the smallest and largest cash-out, in cents. */
export const CASH_OUT_MIN_CENTS: Cents = 10_00;
export const CASH_OUT_MAX_CENTS: Cents = 50_000_00;

/** Spec 2 §5: the cash-out form's three messages, word for word. */
export const CASH_OUT_MESSAGES = {
  belowMinimum: "You may not cash out an amount less than $10",
  aboveMaximum: "Transfer amount is limited to $50,000 per transaction",
  aboveBalance: "The value you enter cannot exceed the funds in your account",
} as const;

export type CashOutRefusal = keyof typeof CASH_OUT_MESSAGES;

/**
 * Which rule an amount breaks, in the spec's order (minimum, maximum, then the balance), or null when
 * it may be cashed out. An empty amount (null) breaks none: the form shows no message for it.
 */
export function cashOutRefusal(amountCents: Cents | null, availableCents: Cents): CashOutRefusal | null {
  if (amountCents === null) return null;
  if (amountCents < CASH_OUT_MIN_CENTS) return "belowMinimum";
  if (amountCents > CASH_OUT_MAX_CENTS) return "aboveMaximum";
  if (amountCents > availableCents) return "aboveBalance";
  return null;
}

/** The message of an amount typed in dollars ("150", "150.5"), or null; used by the page as the user types. */
export function cashOutMessage(amountCents: Cents | null, availableCents: Cents): string | null {
  const refusal = cashOutRefusal(amountCents, availableCents);
  return refusal ? CASH_OUT_MESSAGES[refusal] : null;
}
