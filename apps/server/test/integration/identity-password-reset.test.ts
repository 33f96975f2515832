import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { LOGIN_ACCOUNT_LOCKOUT } from "@maison/domain/identity/sign-in-limits";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { bearer, createUser, emailsTo, latestResetToken, login, signIn } from "../support/identity-fixtures.ts";

let t: TestApp;
let ipSequence = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = "harbour-lantern-velvet-9";
const SENT = { detail: IDENTITY_SERVER_MESSAGES.resetSent };

function requestReset(email: string, ip = `198.19.0.${++ipSequence}`) {
  return t.app.inject({ method: "POST", url: "/api/v6/reset_password", payload: { email }, remoteAddress: ip });
}

function confirmReset(token: string, password: string, ip = "198.19.1.1") {
  return t.app.inject({ method: "POST", url: "/api/v6/reset_password/confirm/", payload: { token, password }, remoteAddress: ip });
}

describe("POST /api/v6/reset_password", () => {
  it("mails a single-use link to the reset page, and answers the same for an unknown e-mail", async () => {
    const user = await createUser(t);
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset("no-account@maison.test");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(SENT);
    expect(unknown.json()).toEqual(SENT);

    const [mail] = await emailsTo(t, user.email);
    expect(mail?.subject).toBe("Reset your Maison password");
    expect(mail?.text).toContain(`${t.context.env.publicBaseUrl}/reset-password/`);
    expect(await emailsTo(t, "no-account@maison.test")).toEqual([]);
    const stored = await t.context.db.kysely.selectFrom("one_time_tokens").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    const token = await latestResetToken(t, user.email);
    expect(stored).toMatchObject({ purpose: "reset_password", consumed_at: null, expires_at: "2026-11-18T13:00:00.000Z" });
    expect(stored.token_hash).not.toContain(token);
  });

  it("refuses a malformed e-mail with a 400 naming the field", async () => {
    const response = await requestReset("not-an-email");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_request", field: "email", is_authenticated: false });
  });

  it("limits requests per e-mail, whether or not it has an account, with Retry-After", async () => {
    t.clock.set("2026-11-18T18:00:00.000Z");
    const user = await createUser(t);
    for (const email of [user.email, "ghost@maison.test"]) {
      for (let i = 0; i < 3; i++) expect((await requestReset(email)).statusCode).toBe(200);
      const refused = await requestReset(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: "rate_limited", error: IDENTITY_SERVER_MESSAGES.rateLimited });
      expect(refused.headers["retry-after"]).toBe("3600");
    }
    expect(await emailsTo(t, user.email)).toHaveLength(3);
  });

  it("limits requests per network address", async () => {
    t.clock.set("2026-11-18T19:00:00.000Z");
    for (let i = 0; i < 10; i++) await requestReset(`someone${i}@maison.test`, "198.19.9.9");
    const refused = await requestReset("someone-else@maison.test", "198.19.9.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate_limited");
  });
});

describe("POST /api/v6/reset_password/confirm/", () => {
  it("sets the new password, signs out every device, and the link works only once", async () => {
    t.clock.set("2026-11-19T09:00:00.000Z");
    const user = await createUser(t);
    const phone = await signIn(t.app, user.email, user.password);
    const laptop = await signIn(t.app, user.email, user.password);
    await requestReset(user.email);
    const token = await latestResetToken(t, user.email);

    const response = await confirmReset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: IDENTITY_SERVER_MESSAGES.passwordReset });
    for (const old of [phone, laptop]) {
      expect((await t.app.inject({ method: "GET", url: "/api/v6/my-account/sessions/", headers: bearer(old) })).statusCode).toBe(401);
    }
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await confirmReset(token, "another-fine-passphrase");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: "reset_link_invalid",
      message: IDENTITY_SERVER_MESSAGES.resetLinkInvalid,
      field: "token",
      error: IDENTITY_SERVER_MESSAGES.resetLinkInvalid,
    });
    expect((await login(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a link after an hour, and an older link once a newer one is sent", async () => {
    t.clock.set("2026-11-19T10:00:00.000Z");
    const user = await createUser(t);
    await requestReset(user.email);
    const first = await latestResetToken(t, user.email);
    t.clock.advance(60_000);
    await requestReset(user.email);
    const second = await latestResetToken(t, user.email);
    expect(second).not.toBe(first);
    expect((await confirmReset(first, NEW_PASSWORD)).json().code).toBe("reset_link_invalid");
    t.clock.advance(60 * 60_000);
    expect((await confirmReset(second, NEW_PASSWORD)).json().code).toBe("reset_link_invalid");
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it("checks the new password against the policy, keeping the link usable", async () => {
    const user = await createUser(t, { email: "gabrielle@maison.test" });
    await requestReset(user.email);
    const token = await latestResetToken(t, user.email);
    const weak = await confirmReset(token, "password1");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: "password_common", field: "password" });
    const containsEmail = await confirmReset(token, "gabrielle-in-paris");
    expect(containsEmail.json()).toMatchObject({ code: "password_contains_email", field: "password" });
    expect((await confirmReset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses an unknown or malformed token, naming the field", async () => {
    expect((await confirmReset("x".repeat(43), NEW_PASSWORD)).json()).toMatchObject({ code: "reset_link_invalid", field: "token" });
    const short = await confirmReset("abc", NEW_PASSWORD);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: "invalid_request", field: "token" });
  });

  it("lifts the lock-out and confirms an unconfirmed address", async () => {
    t.clock.set("2026-11-19T11:00:00.000Z");
    const user = await createUser(t, { verified: false });
    for (let i = 0; i <= LOGIN_ACCOUNT_LOCKOUT.limit; i++) await login(t.app, user.email, "wrong-password", "198.19.5.5");
    expect((await login(t.app, user.email, user.password, "198.19.5.6")).json().code).toBe("login_locked");

    await requestReset(user.email);
    expect((await confirmReset(await latestResetToken(t, user.email), NEW_PASSWORD)).statusCode).toBe(200);
    const signedIn = await login(t.app, user.email, NEW_PASSWORD, "198.19.5.6");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email_verified).toBe(true);
  });

  it("limits attempts per network address", async () => {
    t.clock.set("2026-11-19T12:00:00.000Z");
    for (let i = 0; i < 20; i++) await confirmReset(`${"y".repeat(40)}${i}`.padEnd(43, "z"), NEW_PASSWORD, "198.19.7.7");
    const refused = await confirmReset("z".repeat(43), NEW_PASSWORD, "198.19.7.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate_limited");
  });
});
