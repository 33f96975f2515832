import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { LOGIN_ACCOUNT_LOCKOUT } from "@maison/domain/identity/sign-in-limits";
import { emailRateKey } from "../../src/modules/identity/rate-limit-keys.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { bearer, cookieOf, counted, createUser, emailsTo, latestEmailCode, login } from "../support/identity-fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const INVALID = {
  code: "invalid_credentials",
  message: IDENTITY_SERVER_MESSAGES.invalidCredentials,
  detail: IDENTITY_SERVER_MESSAGES.invalidCredentials,
  is_authenticated: false,
  error: IDENTITY_SERVER_MESSAGES.invalidCredentials,
};

describe("POST /api/v7/login", () => {
  it("signs in with a new session, an httpOnly cookie and the full sign-in answer", async () => {
    const user = await createUser(t, { email: "ada@maison.test" });
    const response = await login(t.app, "  Ada@Maison.test ", user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ is_authenticated: true, error: null, is_valid_phone: false });
    expect(body.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ id: user.id, email: "ada@maison.test", email_verified: true, roles: ["shopper"] });
    expect(body.user_hash).toBe(body.user.user_hash);
    expect(body.multipass_url).toMatch(new RegExp(`^${t.context.env.publicBaseUrl}/account/login/multipass/[A-Za-z0-9_-]{43}$`));
    expect(cookieOf(response)).toMatchObject({ value: body.auth_token, httpOnly: true, sameSite: "Lax", path: "/", maxAge: 15 * 24 * 3600 });
    expect(cookieOf(response)?.secure).toBeUndefined();

    const row = await t.context.db.kysely.selectFrom("users").select("last_login_at").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.last_login_at).toBe(t.clock.now().toISOString());
    const sessions = await t.app.inject({ method: "GET", url: "/api/v6/my-account/sessions/", headers: bearer(body.auth_token) });
    expect(sessions.json().sessions).toEqual([expect.objectContaining({ current: true, ip: "198.51.100.1" })]);
  });

  it("gives a new token on every sign-in", async () => {
    const user = await createUser(t);
    const first = (await login(t.app, user.email, user.password)).json().auth_token;
    const second = (await login(t.app, user.email, user.password)).json().auth_token;
    expect(second).not.toBe(first);
    const live = await t.context.db.kysely.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(live).toHaveLength(2);
  });

  it("answers an unknown e-mail and a wrong password identically, without a session", async () => {
    const user = await createUser(t);
    const unknown = await login(t.app, "nobody-here@maison.test", "whatever-password");
    const wrong = await login(t.app, user.email, "not-the-password");
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(INVALID);
    expect(wrong.json()).toEqual(INVALID);
    expect(cookieOf(wrong)).toBeUndefined();
    const sessions = await t.context.db.kysely.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(sessions).toEqual([]);
  });

  it("refuses malformed input with a 400 naming the field, in the login form's shape", async () => {
    const badEmail = await login(t.app, "someone@gnail.com", "whatever-password");
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ code: "invalid_request", field: "username", is_authenticated: false });
    expect(badEmail.json().error).toContain("Please check the spelling of your e-mail address.");
    const noPassword = await t.app.inject({ method: "POST", url: "/api/v7/login", payload: { username: "a@maison.test" } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ field: "password", is_authenticated: false });
    const notJson = await t.app.inject({ method: "POST", url: "/api/v7/login", headers: { "content-type": "application/json" }, payload: "{" });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: "invalid_json", is_authenticated: false });
  });

  it("accepts the sign-in form posted as a URL-encoded form", async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v7/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `username=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}&is_mobile=false`,
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers the right password on an unconfirmed account with the confirmation 403 and mails a code", async () => {
    const user = await createUser(t, { verified: false });
    const response = await login(t.app, user.email, user.password);
    expect(response.statusCode).toBe(403);
    const body = response.json();
    expect(body).toEqual({
      code: "email_confirmation_required",
      message: IDENTITY_SERVER_MESSAGES.emailConfirmationRequired,
      detail: IDENTITY_SERVER_MESSAGES.emailConfirmationRequired,
      is_authenticated: false,
      error: IDENTITY_SERVER_MESSAGES.emailConfirmationRequired,
      auth_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(cookieOf(response)?.value).toBe(body.auth_token);
    expect(await latestEmailCode(t, user.email)).toMatch(/^[0-9]{6}$/);
    const session = await t.context.db.kysely.selectFrom("sessions").select("kind").where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(session.kind).toBe("email_pending");

    // A second sign-in moments later keeps the code already sent (the sending limit), still 403.
    const again = await login(t.app, user.email, user.password);
    expect(again.statusCode).toBe(403);
    expect(await emailsTo(t, user.email)).toHaveLength(1);
    // The pending session may confirm the e-mail and nothing else.
    const profile = await t.app.inject({ method: "GET", url: "/api/v6/my-account/sessions/", headers: bearer(body.auth_token) });
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toMatchObject({ code: "email_confirmation_required" });
  });
});

describe("login lock-out", () => {
  it(`locks an account after ${LOGIN_ACCOUNT_LOCKOUT.limit} failures in the window, even for the right password, until the window ends`, async () => {
    t.clock.set("2026-11-18T13:00:00.000Z");
    const user = await createUser(t, { email: "locked@maison.test" });
    for (let i = 0; i < LOGIN_ACCOUNT_LOCKOUT.limit; i++) {
      expect((await login(t.app, user.email, `wrong-password-${i}`, "203.0.113.1")).statusCode).toBe(401);
    }
    t.clock.advance(5 * 60_000);
    const locked = await login(t.app, user.email, user.password, "203.0.113.2");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: "login_locked",
      message: IDENTITY_SERVER_MESSAGES.loginLocked,
      detail: IDENTITY_SERVER_MESSAGES.loginLocked,
      is_authenticated: false,
      error: IDENTITY_SERVER_MESSAGES.loginLocked,
    });
    expect(locked.headers["retry-after"]).toBe(String(10 * 60));
    expect(cookieOf(locked)).toBeUndefined();

    t.clock.set("2026-11-18T13:15:00.000Z");
    expect((await login(t.app, user.email, user.password, "203.0.113.2")).statusCode).toBe(200);
  });

  it("does not count right passwords against the account", async () => {
    t.clock.set("2026-11-18T14:00:00.000Z");
    const user = await createUser(t);
    for (let i = 0; i < LOGIN_ACCOUNT_LOCKOUT.limit - 1; i++) await login(t.app, user.email, "wrong-password", "203.0.113.3");
    for (let i = 0; i < 3; i++) expect((await login(t.app, user.email, user.password, "203.0.113.3")).statusCode).toBe(200);
    expect(await t.context.services.identity.throttle.failures(user.email)).toBe(LOGIN_ACCOUNT_LOCKOUT.limit - 1);
  });

  it("counts all of 20 parallel wrong passwords exactly and refuses every one, then follows the rule", async () => {
    t.clock.set("2026-11-18T15:00:00.000Z");
    const user = await createUser(t, { email: "parallel@maison.test" });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(t.app, user.email, `wrong-password-${i}`, `192.0.2.${i + 1}`)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // At most 10 passwords were checked: the rest were refused as locked before any check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ACCOUNT_LOCKOUT.limit);
    expect(responses.every((r) => r.json().is_authenticated === false && cookieOf(r) === undefined)).toBe(true);
    expect(await t.context.services.identity.throttle.failures(user.email)).toBe(20);
    expect(await counted(t, emailRateKey("login-failures:account", user.email))).toBe(20);
    const keys = await t.context.db.kysely.selectFrom("rate_limit_counters").select("key").execute();
    expect(keys.filter((k) => k.key.includes("@"))).toEqual([]);
    expect(await t.context.db.kysely.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toEqual([]);

    const whileLocked = await login(t.app, user.email, user.password, "192.0.2.100");
    expect(whileLocked.statusCode).toBe(429);
    expect(whileLocked.json().code).toBe("login_locked");

    t.clock.advance(LOGIN_ACCOUNT_LOCKOUT.windowMs);
    const after = await login(t.app, user.email, user.password, "192.0.2.100");
    expect(after.statusCode).toBe(200);
    expect(after.json().is_authenticated).toBe(true);
  });

  it("limits failures per network address across accounts", async () => {
    t.clock.set("2026-11-18T16:00:00.000Z");
    const ip = "203.0.113.50";
    await Promise.all(Array.from({ length: 50 }, (_, i) => login(t.app, `stranger${i}@maison.test`, "wrong-password", ip)));
    const user = await createUser(t);
    const refused = await login(t.app, user.email, user.password, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "rate_limited", error: IDENTITY_SERVER_MESSAGES.rateLimited });
    expect(Number(refused.headers["retry-after"])).toBe(15 * 60);
    // The account itself is not locked: from another address the right password works.
    expect((await login(t.app, user.email, user.password, "203.0.113.51")).statusCode).toBe(200);
  });
});

describe("in production", () => {
  it("marks the session cookie Secure", async () => {
    const production = await createTestApp({ env: { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), STOREFRONT_ACCESS_TOKEN: "t".repeat(32) } });
    try {
      const user = await createUser(production);
      const response = await login(production.app, user.email, user.password);
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
      const logout = await production.app.inject({ method: "GET", url: "/api/v6/logout", headers: bearer(response.json().auth_token) });
      expect(cookieOf(logout)).toMatchObject({ value: "", secure: true });
    } finally {
      await production.close();
    }
  });
});
