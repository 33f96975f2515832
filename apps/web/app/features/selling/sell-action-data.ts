/**
 * What a sell-flow form posts: one `intent` per form. `add-piece` sets the piece in hand aside to send
 * with the next; `send` sends the pieces set aside with an instant offer in hand (none accepted);
 * `send-pieces` sends the pieces set aside alone.
 */
export const SELL_INTENTS = ["partner-code", "accept", "quote", "photos", "shipping", "add-piece", "send", "send-pieces"] as const;
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

/** Whether an action's answer is one of the sell flow's own forms (the page also holds the payout forms). */
export function isSellActionData(value: unknown): value is SellActionData {
  return typeof value === "object" && value !== null && SELL_INTENTS.some((intent) => intent === (value as { intent?: unknown }).intent);
}
