/** What a sell-flow form posts: one `intent` per form. */
export const SELL_INTENTS = ["partner-code", "accept", "quote", "photos", "shipping"] as const;
export type SellIntent = (typeof SELL_INTENTS)[number];

/** What a refused form shows again: a message above it, messages beside its fields, the attempt to retry. */
export interface SellActionData {
  intent: SellIntent;
  message: string | null;
  fields: Record<string, string>;
  /** The Idempotency-Key to send again: only a call that got no answer may have done its work. */
  attemptKey: string | null;
  /** What was typed, shown again beside the error. */
  values: Record<string, string>;
}
