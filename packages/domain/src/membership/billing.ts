import type { BillingCycle } from "../cart/special-lines.ts";
import type { Cents } from "../money/cents.ts";

/**
 * Spec 2 §9 "payment delay 5 days": the wait between a declined recurring charge and its next try.
 * A renewal that fails stays a member's for this grace while it is retried (decision 025).
 */
export const PAYMENT_DELAY_DAYS = 5;
/** A recurring charge is tried at most this many times (the first try and two retries), then the subscription is suspended. */
export const MAX_CHARGE_ATTEMPTS = 3;
/** Spec 2 §9 "wallet monthly percentage 2": the bonus credited with every contribution, as separate credit. */
export const MONTHLY_BONUS_PERCENT = 2;

const DAY_MS = 86_400_000;

/** The bonus credited with a contribution: 2 % of it, rounded down to the cent. */
export function bonusFor(contributionCents: Cents): Cents {
  return Math.floor((contributionCents * MONTHLY_BONUS_PERCENT) / 100);
}

/**
 * The charge date one cycle after `from`: the same day of the next month (or year), clamped to the
 * last day of a shorter month (Jan 31 → Feb 28), so a plan never drifts; daily test plans add a day.
 * `anchorDay` is the day of month the subscription started on, kept across short months.
 */
export function nextChargeDate(from: Date, cycle: BillingCycle, anchorDay: number = from.getUTCDate()): Date {
  if (cycle === "daily") return new Date(from.getTime() + DAY_MS);
  const months = cycle === "yearly" ? 12 : 1;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(anchorDay, lastDay), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
}

/** When a declined charge is tried again: the payment delay later. */
export function retryDate(failedAt: Date): Date {
  return new Date(failedAt.getTime() + PAYMENT_DELAY_DAYS * DAY_MS);
}

/** What billing does after a declined try: retry after the payment delay, or suspend once the tries are used up. */
export function afterDecline(attemptsSoFar: number): "retry" | "suspend" {
  return attemptsSoFar >= MAX_CHARGE_ATTEMPTS ? "suspend" : "retry";
}
