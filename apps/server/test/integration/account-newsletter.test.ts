import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EMAIL_PROBLEM_MESSAGES } from "@maison/domain/identity/email-check";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { NEWSLETTER_MESSAGES, NEWSLETTER_RATE_RULE } from "../../src/modules/account/newsletter.service.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createSignedInUser } from "./account-fixtures.ts";

const URL = "/api/trendlee/subscribe/";
let t: TestApp;
let ip = 0;
let remoteAddress: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each test signs up from its own address, so the per-IP limit is tested on its own.
  remoteAddress = `10.0.0.${++ip}`;
  await t.context.db.kysely.deleteFrom("newsletter_subscribers").execute();
  await t.context.db.kysely.deleteFrom("mailbox_messages").execute();
});

const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: URL, payload: payload as object, headers, remoteAddress });

const subscribers = () => t.context.db.kysely.selectFrom("newsletter_subscribers").selectAll().orderBy("email").execute();

async function mailboxFor(to: string) {
  await t.context.outbox.drain();
  const response = await t.app.inject({ method: "GET", url: `/api/dev/mailbox/?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: Array<{ subject: string | null; html: string | null }> }).messages;
}

describe("POST /api/trendlee/subscribe/", () => {
  it("signs a visitor's e-mail up and sends one welcome e-mail", async () => {
    const response = await subscribe({ email: " Jane@Example.com ", phone: "212 555 0147" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: NEWSLETTER_MESSAGES.subscribed });
    expect(await subscribers()).toEqual([
      {
        email: "jane@example.com",
        phone: "+12125550147",
        source: "newsletter_form",
        created_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      },
    ]);
    const mail = await mailboxFor("jane@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(NEWSLETTER_MESSAGES.welcomeSubject);
    expect(mail[0]!.html).toContain("MAISON");
  });

  it("is idempotent: signing up again keeps one row, keeps the phone and sends no second e-mail", async () => {
    await subscribe({ email: "jane@example.com", phone: "+12125550147" });
    t.clock.advance(60_000);
    const again = await subscribe({ email: "JANE@example.com" });
    expect(again.statusCode).toBe(200);
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: "+12125550147", updated_at: t.clock.now().toISOString() });
    expect(await mailboxFor("jane@example.com")).toHaveLength(1);
    await subscribe({ email: "jane@example.com", phone: "+442079460958" });
    expect((await subscribers())[0]!.phone).toBe("+442079460958");
  });

  it("refuses an e-mail that fails the e-mail check with a 400 naming email", async () => {
    for (const [email, problem] of [
      ["jane@gnail.com", "typo_domain"],
      ["jane@gmail.con", "typo_ending"],
      ["not-an-email", "pattern"],
    ] as const) {
      const response = await subscribe({ email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_request", field: "email" });
      expect(response.json().message).toContain(EMAIL_PROBLEM_MESSAGES[problem]);
    }
    expect((await subscribe({})).json()).toMatchObject({ field: "email" });
    expect(await subscribers()).toEqual([]);
  });

  it("refuses a phone that is not a phone number with a 400 naming phone; an empty phone is no phone", async () => {
    const response = await subscribe({ email: "jane@example.com", phone: "not a phone" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "phone_invalid", field: "phone", detail: IDENTITY_SERVER_MESSAGES.phoneInvalid });
    expect(await subscribers()).toEqual([]);
    expect((await subscribe({ email: "jane@example.com", phone: "" })).statusCode).toBe(200);
    expect((await subscribers())[0]!.phone).toBeNull();
  });

  it("turns on the e-mail consent of a signed-in user who signs up their own address, not of anyone else", async () => {
    const ann = await createSignedInUser(t, { id: "usr_ann", email: "ann@example.com" });
    const other = await subscribe({ email: "friend@example.com" }, ann.headers);
    expect(other.statusCode).toBe(200);
    const flags = () => t.app.inject({ method: "GET", url: "/api/v6/register/subscriptions/", headers: ann.headers }).then((r) => r.json());
    expect(await flags()).toEqual({ sms_subscribed: false, email_subscribed: false });
    expect((await subscribe({ email: "ANN@example.com" }, ann.headers)).statusCode).toBe(200);
    expect(await flags()).toEqual({ sms_subscribed: false, email_subscribed: true });
  });

  it("does not change an account when a visitor signs up its address", async () => {
    const bob = await createSignedInUser(t, { id: "usr_bob", email: "bob@example.com" });
    expect((await subscribe({ email: "bob@example.com" })).statusCode).toBe(200);
    const flags = await t.app.inject({ method: "GET", url: "/api/v6/register/subscriptions/", headers: bob.headers });
    expect(flags.json()).toEqual({ sms_subscribed: false, email_subscribed: false });
  });

  it("limits sign-ups per IP address (429 with Retry-After)", async () => {
    for (let i = 0; i < NEWSLETTER_RATE_RULE.limit; i++) {
      expect((await subscribe({ email: `reader${i}@example.com` })).statusCode).toBe(200);
    }
    const refused = await subscribe({ email: "one-more@example.com" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "rate_limited", detail: IDENTITY_SERVER_MESSAGES.rateLimited });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await subscribers()).map((s) => s.email)).not.toContain("one-more@example.com");
    const elsewhere = await t.app.inject({ method: "POST", url: URL, payload: { email: "one-more@example.com" }, remoteAddress: "10.9.9.9" });
    expect(elsewhere.statusCode).toBe(200);
  });
});
