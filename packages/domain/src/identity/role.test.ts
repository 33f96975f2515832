import { describe, expect, it } from "vitest";
import { hasAnyRole, rolesOf } from "./role.ts";

const base = { signedIn: true, membershipStatus: null, isB2b: false, isPartner: false, isStaff: false };

describe("roles", () => {
  it("gives a visitor only the visitor role", () => {
    expect(rolesOf({ ...base, signedIn: false, isStaff: true })).toEqual(["visitor"]);
  });
  it("derives member from the membership status", () => {
    expect(rolesOf({ ...base, membershipStatus: "active" })).toEqual(["shopper", "member"]);
    expect(rolesOf({ ...base, membershipStatus: "suspended" })).toEqual(["shopper"]);
  });
  it("adds b2b, partner and staff from the account's flags", () => {
    expect(rolesOf({ ...base, isB2b: true, isPartner: true })).toEqual(["shopper", "b2b", "partner"]);
  });
  it("lets staff act in any role and others only in their own", () => {
    expect(hasAnyRole(["shopper", "staff"], ["b2b"])).toBe(true);
    expect(hasAnyRole(["shopper"], ["b2b"])).toBe(false);
    expect(hasAnyRole(["shopper", "member"], ["member", "b2b"])).toBe(true);
  });
});
