/** The payout forms' words the spec fixes (spec 1 §8). */
export const PAYOUT_MESSAGES = {
  /** A call that got no answer (or none the page can read). */
  serverBusy: "Server was busy, please come back later!",
} as const;
