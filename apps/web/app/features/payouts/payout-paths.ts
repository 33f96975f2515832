/** The payout-profile calls (spec 1 §7 self check-in payments, spec 2 §7 my-account payments; decision 043). */
export const PAYOUTS_API = {
  profiles: "/api/v6/self-check-in/payments/profiles/",
  createAch: "/api/v6/self-check-in/payments/create_profile/ach/",
  createCheck: "/api/v6/self-check-in/payments/create_profile/check/",
  /** The seller's saved addresses, which checks may be mailed to. */
  addresses: "/api/v6/self-check-in/address/",
} as const;

export function profilePath(id: string): string {
  return `/api/v6/my-account/payments/profile/${encodeURIComponent(id)}/`;
}

/** The panel's anchor, for links and for coming back to it after a form. */
export const PAYOUTS_ANCHOR = "how-you-are-paid";
