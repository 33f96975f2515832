/** What the "How you are paid" panel's forms post: one `intent` per form. */
export const PAYOUT_INTENTS = ["payout-prefer", "payout-ach", "payout-check"] as const;
export type PayoutIntent = (typeof PAYOUT_INTENTS)[number];

export function isPayoutIntent(value: unknown): value is PayoutIntent {
  return PAYOUT_INTENTS.some((intent) => intent === value);
}

/**
 * A payout form's outcome, shown beside it: what was saved, or the message above it and each field's
 * message beside its input. `values` never holds a bank account number: it is typed again, never
 * sent back into the page.
 */
export interface PayoutActionData {
  intent: PayoutIntent;
  /** The sentence to say once the form did its work. */
  saved: string | null;
  message: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
  /** New on every answer, so the form it belongs to starts afresh (its typed numbers gone). */
  nonce: string;
}

export function isPayoutActionData(value: unknown): value is PayoutActionData {
  return typeof value === "object" && value !== null && isPayoutIntent((value as { intent?: unknown }).intent);
}
