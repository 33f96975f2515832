import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_MESSAGES } from "../../src/platform/captcha/captcha-gate.ts";
import { CaptchaUnavailableError } from "../../src/platform/captcha/captcha-verifier.ts";
import { CAPTCHA_TEST_TOKEN } from "../../src/platform/captcha/development-captcha-verifier.ts";
import { GoogleCaptchaVerifier } from "../../src/platform/captcha/google-captcha-verifier.ts";
import { startFakeSiteverify, type FakeSiteverify } from "../support/fake-siteverify.ts";
import { createUser, TEST_PASSWORD } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** reCAPTCHA's `gc_token` on /v7/login and /v7/create-account through the captcha port (decision 070). */
const SECRET = "test-recaptcha-secret";
let fake: FakeSiteverify;
let ipSequence = 0;

beforeAll(async () => {
  // Google's protocol: the secret and the token in a form; v3 answers a score and the action.
  fake = await startFakeSiteverify((form) => {
    if (form.get("secret") !== SECRET) return { json: { success: false, "error-codes": ["invalid-input-secret"] } };
    const token = form.get("response");
    if (token === "person-login") return { json: { success: true, score: 0.9, action: "login" } };
    if (token === "person-signup") return { json: { success: true, score: 0.9, action: "signup" } };
    if (token === "bot") return { json: { success: true, score: 0.1, action: "signup" } };
    if (token === "outage") return { status: 503 };
    if (token === "slow") return { hang: true };
    if (token === "garbled") return { json: { nothing: "here" } };
    return { json: { success: false, "error-codes": ["invalid-input-response"] } };
  });
});
afterAll(() => fake.close());

const post = (t: TestApp, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: `198.51.100.${(ipSequence++ % 200) + 10}` });
const signUp = (t: TestApp, email: string, gc_token?: string) => post(t, "/api/v7/create-account", { email, password: TEST_PASSWORD, ...(gc_token === undefined ? {} : { gc_token }) });
const logIn = (t: TestApp, username: string, gc_token?: string) => post(t, "/api/v7/login", { username, password: TEST_PASSWORD, ...(gc_token === undefined ? {} : { gc_token }) });

function expectRefused(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: "captcha_refused", field: "gc_token", message: CAPTCHA_MESSAGES.refused, error: CAPTCHA_MESSAGES.refused, is_authenticated: false });
}

describe("the development verifier (no RECAPTCHA_SECRET)", () => {
  let t: TestApp;
  let strict: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    strict = await createTestApp({ env: { RECAPTCHA_ALLOW_MISSING: "false" } });
  });
  afterAll(async () => {
    await t.close();
    await strict.close();
  });

  it("accepts the documented test token and, by default, no token; refuses any other token naming gc_token", async () => {
    expect((await signUp(t, "with-token@maison.test", CAPTCHA_TEST_TOKEN)).statusCode).toBe(403);
    expect((await signUp(t, "without-token@maison.test")).statusCode).toBe(403);
    expectRefused(await signUp(t, "bot@maison.test", "made-up"));
    expect(await t.context.db.kysely.selectFrom("users").select("id").where("email", "=", "bot@maison.test").executeTakeFirst()).toBeUndefined();

    const user = await createUser(t, { firstName: "Ada" });
    expect((await logIn(t, user.email, CAPTCHA_TEST_TOKEN)).statusCode).toBe(200);
    expect((await logIn(t, user.email)).statusCode).toBe(200);
    expectRefused(await logIn(t, user.email, "made-up"));
  });

  it("refuses a missing token when RECAPTCHA_ALLOW_MISSING=false", async () => {
    expectRefused(await signUp(strict, "nobody@maison.test"));
    expect((await signUp(strict, "somebody@maison.test", CAPTCHA_TEST_TOKEN)).statusCode).toBe(403);
    const user = await createUser(strict, { firstName: "Bea" });
    expectRefused(await logIn(strict, user.email));
    expect((await logIn(strict, user.email, CAPTCHA_TEST_TOKEN)).statusCode).toBe(200);
  });
});

describe("Google's siteverify (RECAPTCHA_SECRET set), against a local server speaking its protocol", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: fake.url, RECAPTCHA_TIMEOUT_MS: "300" } });
  });
  afterAll(() => t.close());

  it("posts the secret, the token and the address; accepts a person, refuses a low score, another action, a bad or missing token", async () => {
    const before = fake.received.length;
    const created = await t.app.inject({ method: "POST", url: "/api/v7/create-account", payload: { email: "person@maison.test", password: TEST_PASSWORD, gc_token: "person-signup" }, remoteAddress: "203.0.113.7" });
    expect(created.statusCode).toBe(403);
    const form = fake.received[before]!;
    expect(Object.fromEntries(form)).toEqual({ secret: SECRET, response: "person-signup", remoteip: "203.0.113.7" });

    expectRefused(await signUp(t, "bot@maison.test", "bot"));
    expectRefused(await signUp(t, "replayed@maison.test", "person-login"));
    expectRefused(await signUp(t, "forged@maison.test", "forged"));
    expectRefused(await signUp(t, "tokenless@maison.test"));

    const user = await createUser(t, { firstName: "Cleo" });
    expect((await logIn(t, user.email, "person-login")).statusCode).toBe(200);
    expectRefused(await logIn(t, user.email, "forged"));
    expectRefused(await logIn(t, user.email));
  });

  it("fails closed on sign-up (502 captcha_unavailable) and open on login when Google cannot answer", async () => {
    for (const token of ["outage", "slow", "garbled"]) {
      const refused = await signUp(t, `during-${token}@maison.test`, token);
      expect(refused.statusCode, `${token}: ${refused.body}`).toBe(502);
      expect(refused.json()).toMatchObject({ code: "captcha_unavailable", field: "gc_token", message: CAPTCHA_MESSAGES.unavailable });
    }
    expect(await t.context.db.kysely.selectFrom("users").select("id").where("email", "like", "during-%").execute()).toEqual([]);
    const user = await createUser(t, { firstName: "Dora" });
    expect((await logIn(t, user.email, "outage")).statusCode).toBe(200);
    // Still the password decides: a wrong one is refused as ever.
    const wrong = await t.app.inject({ method: "POST", url: "/api/v7/login", payload: { username: user.email, password: "not-the-password-1", gc_token: "outage" }, remoteAddress: "198.51.100.250" });
    expect(wrong.statusCode).toBe(401);
  });

  it("says unreachable when nothing listens at the address", async () => {
    const verifier = new GoogleCaptchaVerifier({ secret: SECRET, verifyUrl: "http://127.0.0.1:9/siteverify", minScore: 0.5, timeoutMs: 300, allowMissing: false });
    await expect(verifier.verify("person-login", { action: "login", ip: null })).rejects.toBeInstanceOf(CaptchaUnavailableError);
    const viaFake = new GoogleCaptchaVerifier({ secret: SECRET, verifyUrl: fake.url, minScore: 0.95, timeoutMs: 300, allowMissing: true });
    expect(await viaFake.verify("person-login", { action: "login", ip: null })).toEqual({ ok: false, reason: "low_score" });
    expect(await viaFake.verify(undefined, { action: "login", ip: null })).toEqual({ ok: true, score: null });
  });
});
