/** Membership statuses of spec 1 §4. */
export const MEMBERSHIP_STATUSES = ["active", "active_initial_access", "skipped", "suspended", "cancelled"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** Spec 1 §4: active and active_initial_access count as member; no status, suspended or cancelled do not. */
export function isMemberStatus(status: string | null | undefined): boolean {
  return status === "active" || status === "active_initial_access";
}
