/** What the order-details page's forms post. */
export const SUBMISSION_INTENTS = ["accept", "decline", "refuse", "shipping"] as const;
export type SubmissionIntent = (typeof SUBMISSION_INTENTS)[number];

/** A refused form on the order-details page: which item, the message, the fields and what was typed. */
export interface SubmissionActionData {
  intent: SubmissionIntent;
  itemId: string | null;
  message: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
}
