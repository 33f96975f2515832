import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSteppedUp } from "@maison/domain/actor/actor";
import { bearer, createUser, emailsTo, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function person() {
  const user = await createUser(t);
  const token = await signIn(t.app, user.email, user.password);
  return { ...user, token, headers: bearer(token) };
}

const actorOf = async (token: string) => (await t.context.services.sessions.resolve(token, { userAgent: null, ip: null }))!.actor;

async function codeSentTo(email: string): Promise<string> {
  await t.context.outbox.drain();
  const mail = (await emailsTo(t, email)).find((m) => m.subject === "Your Maison security code");
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

describe("step-up with a fresh code", () => {
  it("sends a code to the e-mail, and a right code steps the session up for ten minutes only", async () => {
    const who = await person();
    expect(isSteppedUp(await actorOf(who.token), t.clock.now())).toBe(false);
    const sent = await t.app.inject({ method: "POST", url: "/api/step-up/", headers: who.headers });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ channel: "email", destination: expect.stringMatching(/^p•••@maison\.test$/) });
    const code = await codeSentTo(who.email);

    const verified = await t.app.inject({ method: "POST", url: "/api/step-up/verify/", headers: who.headers, payload: { code } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ stepped_up_at: t.clock.now().toISOString() });
    expect(t.context.services.identity.stepUp.requireFresh(await actorOf(who.token))).toBeUndefined();

    t.clock.advance(10 * 60_000 + 1);
    const stale = await actorOf(who.token);
    expect(stale.steppedUpAt).toBe(verified.json().stepped_up_at);
    expect(() => t.context.services.identity.stepUp.requireFresh(stale)).toThrow(
      expect.objectContaining({ kind: "precondition_failed", code: "step_up_required" }),
    );
    // The code is spent: it does not work twice.
    const again = await t.app.inject({ method: "POST", url: "/api/step-up/verify/", headers: who.headers, payload: { code } });
    expect([again.statusCode, again.json().code]).toEqual([400, "code_invalid"]);
  });

  it("counts wrong guesses and spends the code after five; another person's session is not stepped up", async () => {
    const who = await person();
    const other = await person();
    await t.app.inject({ method: "POST", url: "/api/step-up/", headers: who.headers });
    const code = await codeSentTo(who.email);
    const wrong = code === "000000" ? "111111" : "000000";
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await t.app.inject({ method: "POST", url: "/api/step-up/verify/", headers: who.headers, payload: { code: wrong } })).json().code);
    expect(codes).toEqual(["code_invalid", "code_invalid", "code_invalid", "code_invalid", "code_attempts_exceeded"]);
    const late = await t.app.inject({ method: "POST", url: "/api/step-up/verify/", headers: who.headers, payload: { code } });
    expect(late.json().code).toBe("code_attempts_exceeded");
    const stolen = await t.app.inject({ method: "POST", url: "/api/step-up/verify/", headers: other.headers, payload: { code } });
    expect(stolen.json().code).toBe("code_invalid");
    expect((await actorOf(who.token)).steppedUpAt).toBeNull();
    expect((await actorOf(other.token)).steppedUpAt).toBeNull();
  });

  it("refuses visitors, malformed codes, and codes asked for too often", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/step-up/" })).statusCode).toBe(401);
    const who = await person();
    const malformed = await t.app.inject({ method: "POST", url: "/api/step-up/verify/", headers: who.headers, payload: { code: "12ab" } });
    expect([malformed.statusCode, malformed.json().field]).toEqual([400, "code"]);
    expect((await t.app.inject({ method: "POST", url: "/api/step-up/", headers: who.headers })).statusCode).toBe(200);
    const soon = await t.app.inject({ method: "POST", url: "/api/step-up/", headers: who.headers });
    expect([soon.statusCode, soon.json().code]).toEqual([429, "too_many_codes"]);
  });
});
