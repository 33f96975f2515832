import { describe, expect, it } from "vitest";
import { IDENTITY_SERVER_MESSAGES } from "./messages.ts";
import { LOGIN_ACCOUNT_LOCKOUT, LOGIN_IP_LIMIT, MULTIPASS_TTL_MS, RESET_LINK_TTL_MS } from "./sign-in-limits.ts";

describe("sign-in limits", () => {
  it("locks an account after 10 failures in 15 minutes, as the lock-out message tells the user", () => {
    expect(LOGIN_ACCOUNT_LOCKOUT).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    expect(IDENTITY_SERVER_MESSAGES.loginLocked).toContain(`${LOGIN_ACCOUNT_LOCKOUT.windowMs / 60_000} minutes`);
  });
  it("allows one network address more failures than one account", () => {
    expect(LOGIN_IP_LIMIT.limit).toBeGreaterThan(LOGIN_ACCOUNT_LOCKOUT.limit);
  });
  it("keeps reset links for an hour and shop sign-in links for two minutes", () => {
    expect(RESET_LINK_TTL_MS).toBe(3_600_000);
    expect(MULTIPASS_TTL_MS).toBe(120_000);
  });
});
