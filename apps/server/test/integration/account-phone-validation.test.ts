import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createSignedInUser, lastSmsCode, type SignedInUser } from "./account-fixtures.ts";

const URL = "/api/v6/my-account/phone_validation/";
const PHONE = "+12125550147";
let t: TestApp;
let user: SignedInUser;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // A fresh user per test, so the send limits of one test do not leak into the next.
  serial++;
  user = await createSignedInUser(t, { id: `usr_phone_${serial}`, email: `phone${serial}@example.com` });
});

const post = (payload: unknown, headers: Record<string, string> = user.headers) =>
  t.app.inject({ method: "POST", url: URL, payload: payload as object, headers });

async function profile() {
  return (await t.app.inject({ method: "GET", url: "/api/v6/my-account/", headers: user.headers })).json() as Record<string, unknown>;
}

async function requestCode(phone = PHONE): Promise<string> {
  const response = await post({ phone, force_resend: true });
  expect(response.statusCode).toBe(403);
  return lastSmsCode(t, phone);
}

describe("asking for a code: {phone, force_resend}", () => {
  it("stores the phone unverified, texts a 4-digit code and answers 403 (code sent)", async () => {
    const response = await post({ phone: "(212) 555-0147", force_resend: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "phone_code_sent",
      message: IDENTITY_SERVER_MESSAGES.codeSent,
      detail: IDENTITY_SERVER_MESSAGES.codeSent,
    });
    expect(await profile()).toMatchObject({ main_phone: PHONE, is_valid_phone: false, show_sms_validation: true });
    await t.context.outbox.drain();
    const mailbox = await t.app.inject({ method: "GET", url: `/api/dev/mailbox/?to=${encodeURIComponent(PHONE)}` });
    const [sms] = (mailbox.json() as { messages: Array<{ channel: string; text: string; to: string }> }).messages;
    expect(sms).toMatchObject({ channel: "sms", to: PHONE });
    expect(sms!.text).toMatch(/^Your Maison verification code is [0-9]{4}$/);
  });

  it("refuses a number that is not a phone number with a 400 naming phone, and sends nothing", async () => {
    for (const phone of ["12345", "call me maybe", "+1 212 555 0147 0000 99"]) {
      const response = await post({ phone, force_resend: true });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "phone_invalid",
        message: IDENTITY_SERVER_MESSAGES.phoneInvalid,
        detail: IDENTITY_SERVER_MESSAGES.phoneInvalid,
        field: "phone",
      });
    }
    const empty = await post({ phone: "", force_resend: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ detail: expect.any(String) });
    expect(await profile()).toMatchObject({ main_phone: null });
    const codes = await t.context.db.kysely.selectFrom("verification_codes").select("id").where("user_id", "=", user.id).execute();
    expect(codes).toEqual([]);
    // Refused numbers do not use up the send limit.
    expect((await post({ phone: PHONE, force_resend: true })).statusCode).toBe(403);
  });

  it("limits sending: one code every 30 seconds and five an hour (429)", async () => {
    expect((await post({ phone: PHONE, force_resend: true })).statusCode).toBe(403);
    const tooSoon = await post({ phone: PHONE, force_resend: true });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: "too_many_codes", detail: IDENTITY_SERVER_MESSAGES.tooManyCodes });
    for (let i = 2; i <= 5; i++) {
      t.clock.advance(30_001);
      expect((await post({ phone: PHONE, force_resend: true })).statusCode).toBe(403);
    }
    t.clock.advance(30_001);
    expect((await post({ phone: PHONE, force_resend: true })).statusCode).toBe(429);
    t.clock.advance(60 * 60_000);
    expect((await post({ phone: PHONE, force_resend: true })).statusCode).toBe(403);
  });

  it("is 401 without a session", async () => {
    const response = await t.app.inject({ method: "POST", url: URL, payload: { phone: PHONE, force_resend: true } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "authentication_required", detail: IDENTITY_SERVER_MESSAGES.signInRequired });
  });
});

describe("malformed bodies", () => {
  it.each([
    [{}, "phone"],
    [{ code: 1234 }, "code"],
    [{ phone: 2125550147 }, "phone"],
    [{ phone: "+12125550147", code: "1234" }, "code"],
    [{ phone: "+12125550147", user_id: "usr_other" }, "body"],
  ])("refuses %j with a 400 naming %s", async (body, field) => {
    const response = await post(body as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_request", field });
  });
});

describe("confirming: {code}", () => {
  it("verifies the phone with the right code (200) and the profile shows it verified", async () => {
    const code = await requestCode();
    const response = await post({ code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: IDENTITY_SERVER_MESSAGES.phoneVerified, is_valid_phone: true });
    expect(await profile()).toMatchObject({ main_phone: PHONE, is_valid_phone: true, show_sms_validation: false });
    const row = await t.context.db.kysely.selectFrom("users").select("phone_verified_at").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.phone_verified_at).toBe(t.clock.now().toISOString());
  });

  it("refuses a used code", async () => {
    const code = await requestCode();
    expect((await post({ code })).statusCode).toBe(200);
    const again = await post({ code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: "code_invalid",
      message: IDENTITY_SERVER_MESSAGES.codeInvalid,
      detail: IDENTITY_SERVER_MESSAGES.codeInvalid,
      field: "code",
    });
  });

  it("refuses a wrong code with the detail, leaving the phone unverified", async () => {
    const code = await requestCode();
    const wrong = code === "0000" ? "0001" : "0000";
    const response = await post({ code: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "code_invalid", detail: IDENTITY_SERVER_MESSAGES.codeInvalid, field: "code" });
    expect(await profile()).toMatchObject({ is_valid_phone: false, show_sms_validation: true });
  });

  it("refuses an expired code (after 10 minutes)", async () => {
    const code = await requestCode();
    t.clock.advance(10 * 60_000);
    const response = await post({ code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "code_expired", detail: IDENTITY_SERVER_MESSAGES.codeExpired, field: "code" });
    expect(await profile()).toMatchObject({ is_valid_phone: false });
  });

  it("accepts a code just before it expires", async () => {
    const code = await requestCode();
    t.clock.advance(10 * 60_000 - 1);
    expect((await post({ code })).statusCode).toBe(200);
  });

  it("spends the code after five wrong guesses: even the right one then fails", async () => {
    const code = await requestCode();
    const wrong = code === "0000" ? "0001" : "0000";
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await post({ code: wrong })).json().code);
    expect(answers).toEqual(["code_invalid", "code_invalid", "code_invalid", "code_invalid", "code_attempts_exceeded"]);
    const right = await post({ code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: "code_attempts_exceeded", detail: IDENTITY_SERVER_MESSAGES.codeAttemptsExceeded });
    const stored = await t.context.db.kysely.selectFrom("verification_codes").select("attempts").where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(stored.attempts).toBe(5);
  });

  it("accepts only the newest code", async () => {
    const first = await requestCode();
    t.clock.advance(30_001);
    const second = await requestCode();
    if (first !== second) expect((await post({ code: first })).json()).toMatchObject({ code: "code_invalid" });
    expect((await post({ code: second })).statusCode).toBe(200);
  });

  it("refuses a code sent to a number the user has since replaced", async () => {
    const code = await requestCode();
    await t.app.inject({ method: "PUT", url: "/api/v6/my-account/", payload: { main_phone: "+442079460958" }, headers: user.headers });
    const response = await post({ code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "code_invalid", field: "code" });
    expect(await profile()).toMatchObject({ main_phone: "+442079460958", is_valid_phone: false });
  });

  it("needs exactly 4 digits: anything else is a 400 with the detail, not counted as a guess", async () => {
    await requestCode();
    for (const code of ["123", "12345", "12a4", "-123", " "]) {
      const response = await post({ code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "code_malformed", field: "code", detail: "Please enter the 4-digit code." });
    }
    const stored = await t.context.db.kysely.selectFrom("verification_codes").select("attempts").where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(stored.attempts).toBe(0);
    const notAString = await post({ code: 1234 });
    expect(notAString.statusCode).toBe(400);
    expect(notAString.json()).toMatchObject({ code: "invalid_request", detail: expect.any(String) });
    const neither = await post({});
    expect(neither.statusCode).toBe(400);
  });

  it("is 401 without a session", async () => {
    const response = await t.app.inject({ method: "POST", url: URL, payload: { code: "1234" } });
    expect(response.statusCode).toBe(401);
  });
});
