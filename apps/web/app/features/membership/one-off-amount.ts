import { CUSTOM_ONE_OFF_MAX_DOLLARS, CUSTOM_ONE_OFF_MIN_DOLLARS } from "@maison/domain/membership/plans";

/** The label of the custom one-off field; every message below names it. */
export const CUSTOM_AMOUNT_LABEL = "Custom amount";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export const ONE_OFF_BOUNDS_TEXT = `${dollars.format(CUSTOM_ONE_OFF_MIN_DOLLARS)} to ${dollars.format(CUSTOM_ONE_OFF_MAX_DOLLARS)}`;

export type OneOffAmountResult = { ok: true; amount: number } | { ok: false; message: string };

/** Whether a one-off contribution of this many dollars is accepted: whole dollars from $50 to $5,000 (decision 030). */
export function isOneOffAmount(amount: number): boolean {
  return Number.isInteger(amount) && amount >= CUSTOM_ONE_OFF_MIN_DOLLARS && amount <= CUSTOM_ONE_OFF_MAX_DOLLARS;
}

/**
 * A custom one-off amount as typed: whole dollars, with or without a leading "$" and thousands
 * commas ("$1,200"), within the bounds the server applies. The message names the field.
 */
export function parseOneOffAmount(text: string): OneOffAmountResult {
  const cleaned = text.trim().replace(/^\$\s*/, "");
  if (cleaned === "") return { ok: false, message: `Enter a ${CUSTOM_AMOUNT_LABEL.toLowerCase()} in whole dollars, from ${ONE_OFF_BOUNDS_TEXT}.` };
  const digits = /^\d{1,3}(,\d{3})+$/.test(cleaned) ? cleaned.replaceAll(",", "") : cleaned;
  if (!/^\d+$/.test(digits)) return { ok: false, message: `${CUSTOM_AMOUNT_LABEL} must be a whole number of dollars, from ${ONE_OFF_BOUNDS_TEXT}.` };
  const amount = Number(digits);
  if (amount < CUSTOM_ONE_OFF_MIN_DOLLARS) return { ok: false, message: `${CUSTOM_AMOUNT_LABEL} must be at least ${dollars.format(CUSTOM_ONE_OFF_MIN_DOLLARS)}.` };
  if (amount > CUSTOM_ONE_OFF_MAX_DOLLARS) return { ok: false, message: `${CUSTOM_AMOUNT_LABEL} can be at most ${dollars.format(CUSTOM_ONE_OFF_MAX_DOLLARS)}.` };
  return { ok: true, amount };
}

/** The one-time sign-in link of a one-off checkout, only when it is a web address (never `javascript:`). */
export function safeCheckoutUrl(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
