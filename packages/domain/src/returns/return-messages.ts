/** The help page both failure messages link to (spec 2 §8: "Please contact customer support here."): the footer's Support link. */
export const SUPPORT_HELP_URL = "/support/";

/** Spec 2 §8, word for word; both carry the help link. */
export const RETURN_MESSAGES = {
  returnFailed: "Your request for return could not be completed. Please contact customer support here.",
  cancelFailed: "Your request could not be completed. Please contact customer support here.",
} as const;

/** The reasons a buyer gives per piece (the refund page offers these). */
export const RETURN_REASONS = {
  not_as_described: "Not as described",
  changed_mind: "Changed my mind",
  wrong_size: "Doesn't fit or wrong size",
  damaged: "Arrived damaged",
  other: "Other",
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

/** Where the refund goes: back to what paid (the split), or all as store credit. */
export const REFUND_DESTINATIONS = ["original", "store_credit"] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
