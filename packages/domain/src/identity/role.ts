import { isMemberStatus } from "../membership/membership-status.ts";

/** Roles of the marketplace (spec 2 §6, spec 1 §6). A signed-in person may hold several. */
export const ROLES = ["visitor", "shopper", "member", "b2b", "partner", "staff"] as const;
export type Role = (typeof ROLES)[number];

/** What the roles are derived from; nothing here is stored as a role. */
export interface RoleFacts {
  signedIn: boolean;
  membershipStatus: string | null;
  isB2b: boolean;
  isPartner: boolean;
  isStaff: boolean;
}

/** The roles a person holds: visitors hold only "visitor"; every signed-in person is a shopper. */
export function rolesOf(facts: RoleFacts): Role[] {
  if (!facts.signedIn) return ["visitor"];
  const roles: Role[] = ["shopper"];
  if (isMemberStatus(facts.membershipStatus)) roles.push("member");
  if (facts.isB2b) roles.push("b2b");
  if (facts.isPartner) roles.push("partner");
  if (facts.isStaff) roles.push("staff");
  return roles;
}

/** Whether someone holding `roles` may act as any of `allowed` (staff may act as anyone). */
export function hasAnyRole(roles: readonly Role[], allowed: readonly Role[]): boolean {
  return roles.includes("staff") || allowed.some((role) => roles.includes(role));
}
