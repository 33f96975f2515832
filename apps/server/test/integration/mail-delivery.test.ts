import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inTransaction } from "../../src/db/transaction.ts";
import { DevelopmentMailbox } from "../../src/platform/mail/development-mailbox.ts";
import { composeEmail } from "../../src/platform/mail/email-layout.ts";
import { registerMailDelivery } from "../../src/platform/mail/mail-delivery.ts";
import { EMAIL_TOPIC, SMS_TOPIC, type EmailMessage, type SmsMessage } from "../../src/platform/mail/message.ts";
import { Outbox } from "../../src/platform/outbox/outbox.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.context.db.kysely.deleteFrom("mailbox_messages").execute();
  await t.context.db.kysely.deleteFrom("outbox").execute();
});

async function send(topic: string, payload: unknown): Promise<void> {
  await inTransaction(t.context.db, (tx) => t.context.outbox.record(tx, topic, payload));
}

async function mailbox(query = "") {
  const response = await t.app.inject({ method: "GET", url: `/api/dev/mailbox/${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { messages: Array<Record<string, unknown>> };
}

describe("mail and SMS delivery to the development mailbox", () => {
  it("delivers an e-mail recorded in the outbox once its transaction commits", async () => {
    const email: EmailMessage = composeEmail({ to: "jane@example.com", subject: "Hello", paragraphs: ["Hi Jane."] });
    await send(EMAIL_TOPIC, email);
    expect((await mailbox()).messages).toEqual([]);
    expect(await t.context.outbox.drain()).toBe(1);
    const { messages } = await mailbox();
    expect(messages).toEqual([
      {
        id: expect.stringMatching(/^mail_/),
        channel: "email",
        to: "jane@example.com",
        subject: "Hello",
        text: email.text,
        html: email.html,
        created_at: t.clock.now().toISOString(),
      },
    ]);
    const row = await t.context.db.kysely.selectFrom("outbox").select(["dispatched_at", "attempts"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ dispatched_at: t.clock.now().toISOString(), attempts: 1 });
  });

  it("delivers a text message as an SMS without subject or HTML", async () => {
    const sms: SmsMessage = { to: "+12125550147", text: "Your Maison verification code is 1234" };
    await send(SMS_TOPIC, sms);
    await t.context.outbox.drain();
    const { messages } = await mailbox();
    expect(messages).toEqual([
      expect.objectContaining({ channel: "sms", to: "+12125550147", subject: null, text: sms.text, html: null }),
    ]);
  });

  it("does not deliver anything when the transaction rolls back", async () => {
    await expect(
      inTransaction(t.context.db, async (tx) => {
        await t.context.outbox.record(tx, EMAIL_TOPIC, { to: "a@example.com", subject: "x", text: "x" });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await t.context.outbox.drain()).toBe(0);
    expect((await mailbox()).messages).toEqual([]);
  });

  it("drops a malformed payload instead of retrying it for ever", async () => {
    await send(EMAIL_TOPIC, { to: "a@example.com" });
    expect(await t.context.outbox.drain()).toBe(1);
    const row = await t.context.db.kysely.selectFrom("outbox").select(["dispatched_at", "last_error"]).executeTakeFirstOrThrow();
    expect(row.dispatched_at).not.toBeNull();
    expect((await mailbox()).messages).toEqual([]);
  });
});

describe("GET /api/dev/mailbox/", () => {
  it("lists the newest first, at most 50", async () => {
    for (let i = 0; i < 52; i++) {
      await send(EMAIL_TOPIC, { to: `u${i}@example.com`, subject: `n${i}`, text: "x" });
      await t.context.outbox.drain();
      t.clock.advance(1000);
    }
    const { messages } = await mailbox();
    expect(messages).toHaveLength(50);
    expect(messages[0]!.subject).toBe("n51");
    expect(messages[49]!.subject).toBe("n2");
  });

  it("filters by recipient, whatever the case, and finds a phone number with or without its encoded +", async () => {
    await send(EMAIL_TOPIC, { to: "jane@example.com", subject: "for Jane", text: "x" });
    await send(EMAIL_TOPIC, { to: "paul@example.com", subject: "for Paul", text: "x" });
    await send(SMS_TOPIC, { to: "+12125550147", text: "sms" });
    await t.context.outbox.drain();
    expect((await mailbox("?to=JANE@example.com")).messages.map((m) => m.subject)).toEqual(["for Jane"]);
    expect((await mailbox("?to=%2B12125550147")).messages.map((m) => m.text)).toEqual(["sms"]);
    expect((await mailbox("?to=+12125550147")).messages.map((m) => m.text)).toEqual(["sms"]);
    expect((await mailbox("?to=nobody@example.com")).messages).toEqual([]);
  });

  it("refuses a recipient filter that is too long, naming it", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/dev/mailbox/?to=${"a".repeat(300)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_request", field: "to" });
  });

  it("DELETE empties it", async () => {
    await send(SMS_TOPIC, { to: "+12125550147", text: "sms" });
    await t.context.outbox.drain();
    const response = await t.app.inject({ method: "DELETE", url: "/api/dev/mailbox/" });
    expect(response.statusCode).toBe(204);
    expect((await mailbox()).messages).toEqual([]);
  });
});

describe("in production", () => {
  it("has no development mailbox route", async () => {
    const production = await createTestApp({
      env: { NODE_ENV: "production", SESSION_SECRET: "a-production-secret-of-at-least-32-characters", STOREFRONT_ACCESS_TOKEN: "t".repeat(32) },
    });
    try {
      expect(production.context.env.devToolsEnabled).toBe(false);
      const get = await production.app.inject({ method: "GET", url: "/api/dev/mailbox/" });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toMatchObject({ code: "route_not_found" });
      const del = await production.app.inject({ method: "DELETE", url: "/api/dev/mailbox/" });
      expect(del.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe("mail logs", () => {
  it("never contain the recipient, the subject or the body, also when delivery fails", async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    const logger = pino({ level: "trace" }, sink);
    const outbox = new Outbox(t.context.db, t.clock, logger);
    const mailbox = new DevelopmentMailbox(t.context.db, t.clock);
    let fail = true;
    registerMailDelivery(
      outbox,
      {
        email: mailbox.email,
        sms: {
          transport: "test",
          send: async (message) => {
            if (fail) throw new Error("provider unavailable");
            await mailbox.sms.send(message);
          },
        },
      },
      logger,
    );
    await inTransaction(t.context.db, async (tx) => {
      await outbox.record(tx, SMS_TOPIC, { to: "+12125550147", text: "Your Maison verification code is 9876" });
      await outbox.record(tx, EMAIL_TOPIC, { to: "secret@example.com", subject: "Private subject", text: "code 555111" });
    });
    expect(await outbox.drain()).toBe(2);
    fail = false;
    t.clock.advance(60_000);
    expect(await outbox.drain()).toBe(1);
    const log = lines.join("");
    expect(log).toContain("outbox delivery failed");
    expect(log).toContain("text message delivered");
    for (const secret of ["9876", "+12125550147", "secret@example.com", "Private subject", "555111"]) {
      expect(log).not.toContain(secret);
    }
  });
});
