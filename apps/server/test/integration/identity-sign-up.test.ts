import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { PASSWORD_PROBLEM_MESSAGES } from "@maison/domain/identity/password-policy";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { bearer, cookieOf, createUser, emailsTo, latestEmailCode, login, TEST_PASSWORD } from "../support/identity-fixtures.ts";
import { CAPTCHA_TEST_TOKEN } from "../../src/platform/captcha/development-captcha-verifier.ts";

let t: TestApp;
let ipSequence = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each call comes from its own address unless told, so the per-address limits stay out of the way. */
function createAccount(payload: Record<string, unknown>, ip = `198.18.0.${++ipSequence}`) {
  return t.app.inject({ method: "POST", url: "/api/v7/create-account", payload, remoteAddress: ip });
}

function verifyEmail(token: string, payload: Record<string, unknown>, ip = "198.18.1.1") {
  return t.app.inject({ method: "POST", url: "/api/v6/verify-email/", headers: bearer(token), payload, remoteAddress: ip });
}

async function userRow(email: string) {
  return t.context.db.kysely.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
}

describe("POST /api/v7/create-account", () => {
  it("creates an unconfirmed account, mails a code and answers the 403 that opens the confirmation step", async () => {
    const response = await createAccount({
      email: "New.Client@Maison.test",
      password: TEST_PASSWORD,
      first_name: "Léa",
      initial_url: "https://maison.test/collections/all-bags",
      utm_source: "newsletter",
      is_mobile: "true",
      gc_token: CAPTCHA_TEST_TOKEN,
    });
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
    expect(cookieOf(response)).toMatchObject({ value: body.auth_token, httpOnly: true, sameSite: "Lax" });

    const user = await userRow("new.client@maison.test");
    expect(user).toMatchObject({ first_name: "Léa", last_name: "", email_verified_at: null, email_subscribed: 0 });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.parse(user.signup_context)).toEqual({
      initial_url: "https://maison.test/collections/all-bags",
      utm_source: "newsletter",
      is_mobile: true,
    });
    const [mail] = await emailsTo(t, "new.client@maison.test");
    expect(mail?.subject).toBe("Your Maison confirmation code");
    expect(mail?.text).toMatch(/\b[0-9]{6}\b/);
  });

  it("refuses an e-mail that already has an account, naming the field", async () => {
    const existing = await createUser(t);
    const response = await createAccount({ email: existing.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "email_taken",
      message: IDENTITY_SERVER_MESSAGES.emailTaken,
      field: "email",
      detail: IDENTITY_SERVER_MESSAGES.emailTaken,
      is_authenticated: false,
      error: IDENTITY_SERVER_MESSAGES.emailTaken,
    });
    expect(cookieOf(response)).toBeUndefined();
  });

  it("creates one account when two sign-ups for the same e-mail race", async () => {
    const [a, b] = await Promise.all([
      createAccount({ email: "twice@maison.test", password: TEST_PASSWORD }),
      createAccount({ email: "twice@maison.test", password: TEST_PASSWORD }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([400, 403]);
    expect([a!.json().code, b!.json().code].sort()).toEqual(["email_confirmation_required", "email_taken"]);
    const rows = await t.context.db.kysely.selectFrom("users").select("id").where("email", "=", "twice@maison.test").execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses short and common passwords and one containing the e-mail, naming the field", async () => {
    const cases = [
      ["short@maison.test", "Sh0rt!x", "password_too_short", PASSWORD_PROBLEM_MESSAGES.too_short],
      ["common@maison.test", "Password123", "password_common", PASSWORD_PROBLEM_MESSAGES.common],
      ["valentina@maison.test", "valentina-2026!", "password_contains_email", PASSWORD_PROBLEM_MESSAGES.contains_email],
    ] as const;
    for (const [email, password, code, message] of cases) {
      const response = await createAccount({ email, password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, message, field: "password", error: message });
    }
    const none = await t.context.db.kysely.selectFrom("users").select("id").where("email", "in", cases.map((c) => c[0])).execute();
    expect(none).toEqual([]);
  });

  it("accepts a long passphrase", async () => {
    const response = await createAccount({ email: "poet@maison.test", password: "the quiet harbour lights at dusk over saint-malo ".repeat(4) });
    expect(response.statusCode).toBe(403);
  });

  it("refuses malformed input with a 400 naming the field", async () => {
    const typo = await createAccount({ email: "someone@gmail.con", password: TEST_PASSWORD });
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({ code: "invalid_request", field: "email" });
    expect(typo.json().error).toContain("Please check the ending of your e-mail address.");
    const missing = await createAccount({ email: "x@maison.test" });
    expect(missing.json()).toMatchObject({ code: "invalid_request", field: "password" });
  });

  it("limits attempts per e-mail and per network address, with Retry-After", async () => {
    t.clock.set("2026-11-18T20:00:00.000Z");
    for (let i = 0; i < 5; i++) await createAccount({ email: "eager@maison.test", password: "Sh0rt" });
    const perEmail = await createAccount({ email: "eager@maison.test", password: TEST_PASSWORD });
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json()).toMatchObject({ code: "rate_limited", error: IDENTITY_SERVER_MESSAGES.rateLimited });
    expect(perEmail.headers["retry-after"]).toBe("3600");

    const ip = "198.18.9.9";
    for (let i = 0; i < 10; i++) await createAccount({ email: `batch${i}@maison.test`, password: "Sh0rt" }, ip);
    const perIp = await createAccount({ email: "batch-next@maison.test", password: TEST_PASSWORD }, ip);
    expect(perIp.statusCode).toBe(429);
    expect(perIp.json().code).toBe("rate_limited");
    t.clock.advance(60 * 60_000);
    expect((await createAccount({ email: "batch-next@maison.test", password: TEST_PASSWORD }, ip)).statusCode).toBe(403);
  });
});

describe("POST /api/v6/verify-email/", () => {
  async function signUp(email: string): Promise<string> {
    const response = await createAccount({ email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    return response.json().auth_token as string;
  }

  it("confirms the e-mail with the mailed code and completes the sign-in on the same token", async () => {
    const token = await signUp("confirm@maison.test");
    const code = await latestEmailCode(t, "confirm@maison.test");
    const response = await verifyEmail(token, { code });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ is_authenticated: true, error: null, auth_token: token, is_valid_phone: false });
    expect(body.user).toMatchObject({ email: "confirm@maison.test", email_verified: true });
    expect(body.multipass_url).toContain("/account/login/multipass/");
    expect((await userRow("confirm@maison.test")).email_verified_at).toBe(t.clock.now().toISOString());

    const sessions = await t.app.inject({ method: "GET", url: "/api/v6/my-account/sessions/", headers: bearer(token) });
    expect(sessions.statusCode).toBe(200);
    const used = await t.context.db.kysely.selectFrom("verification_codes").select("consumed_at").where("target", "=", "confirm@maison.test").execute();
    expect(used.map((c) => c.consumed_at)).toEqual([t.clock.now().toISOString()]);
    // The account now signs in with a full session straight away.
    expect((await login(t.app, "confirm@maison.test", TEST_PASSWORD, "198.18.2.1")).statusCode).toBe(200);
  });

  it("refuses a wrong code, spends the code after 5 wrong guesses, and keeps the session pending", async () => {
    const token = await signUp("guesser@maison.test");
    const code = await latestEmailCode(t, "guesser@maison.test");
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await verifyEmail(token, { code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({
      code: "code_invalid",
      message: IDENTITY_SERVER_MESSAGES.codeInvalid,
      field: "code",
      detail: IDENTITY_SERVER_MESSAGES.codeInvalid,
      is_authenticated: false,
      error: IDENTITY_SERVER_MESSAGES.codeInvalid,
    });
    for (let i = 0; i < 3; i++) expect((await verifyEmail(token, { code: wrong })).json().code).toBe("code_invalid");
    expect((await verifyEmail(token, { code: wrong })).json().code).toBe("code_attempts_exceeded");
    const spent = await verifyEmail(token, { code });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toMatchObject({ code: "code_attempts_exceeded", error: IDENTITY_SERVER_MESSAGES.codeAttemptsExceeded });
    expect((await userRow("guesser@maison.test")).email_verified_at).toBeNull();
    const { id } = await userRow("guesser@maison.test");
    const sessions = await t.context.db.kysely.selectFrom("sessions").select("kind").where("user_id", "=", id).execute();
    expect(sessions).toEqual([{ kind: "email_pending" }]);
  });

  it("refuses an expired code", async () => {
    const token = await signUp("slow@maison.test");
    const code = await latestEmailCode(t, "slow@maison.test");
    t.clock.advance(10 * 60_000);
    const response = await verifyEmail(token, { code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "code_expired", message: IDENTITY_SERVER_MESSAGES.codeExpired, field: "code" });
  });

  it("resends a new code that replaces the old one, and limits how often", async () => {
    const token = await signUp("resend@maison.test");
    const oldCode = await latestEmailCode(t, "resend@maison.test");
    const tooSoon = await verifyEmail(token, { force_resend: true });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: "too_many_codes", error: IDENTITY_SERVER_MESSAGES.tooManyCodes });
    expect(Number(tooSoon.headers["retry-after"])).toBeGreaterThan(0);

    t.clock.advance(30_000);
    const resent = await verifyEmail(token, { force_resend: true });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ detail: IDENTITY_SERVER_MESSAGES.codeSent });
    expect(await emailsTo(t, "resend@maison.test")).toHaveLength(2);
    const newCode = await latestEmailCode(t, "resend@maison.test");

    if (newCode !== oldCode) expect((await verifyEmail(token, { code: oldCode })).json().code).toBe("code_invalid");
    expect((await verifyEmail(token, { code: newCode })).statusCode).toBe(200);
    // Confirmed: asking again sends nothing.
    t.clock.advance(30_000);
    const after = await verifyEmail(token, { force_resend: true });
    expect(after.json()).toEqual({ detail: IDENTITY_SERVER_MESSAGES.emailConfirmed });
    expect(await emailsTo(t, "resend@maison.test")).toHaveLength(2);
  });

  it("needs a session, and a well-formed body", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/v6/verify-email/", payload: { code: "123456" } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "authentication_required", is_authenticated: false });
    const token = await signUp("malformed@maison.test");
    const short = await verifyEmail(token, { code: "123" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: "invalid_request", is_authenticated: false });
    const both = await verifyEmail(token, { code: "123456", force_resend: true });
    expect(both.statusCode).toBe(400);
  });

  it("limits code checks per account", async () => {
    t.clock.set("2026-11-18T22:00:00.000Z");
    const token = await signUp("patient@maison.test");
    for (let i = 0; i < 10; i++) await verifyEmail(token, { code: "999999" }, `198.18.3.${i}`);
    const refused = await verifyEmail(token, { code: "999999" }, "198.18.3.200");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate_limited");
    expect(refused.headers["retry-after"]).toBe(String(15 * 60));
  });
});
