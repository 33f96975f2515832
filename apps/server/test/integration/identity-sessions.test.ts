import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { PASSWORD_PROBLEM_MESSAGES } from "@maison/domain/identity/password-policy";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { bearer, cookieOf, createUser, login, signIn } from "../support/identity-fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = "harbour-lantern-velvet-9";

function listSessions(token: string) {
  return t.app.inject({ method: "GET", url: "/api/v6/my-account/sessions/", headers: bearer(token) });
}

function changePassword(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/v6/my-account/password/change/", headers: bearer(token), payload, remoteAddress: "198.20.0.1" });
}

describe("GET /api/v6/logout", () => {
  it("revokes the presenting session and clears the cookie", async () => {
    const user = await createUser(t);
    const token = await signIn(t.app, user.email, user.password);
    const other = await signIn(t.app, user.email, user.password);
    const response = await t.app.inject({ method: "GET", url: "/api/v6/logout", cookies: { auth_token: token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: IDENTITY_SERVER_MESSAGES.loggedOut });
    expect(cookieOf(response)).toMatchObject({ value: "", path: "/", httpOnly: true });
    expect((await listSessions(token)).statusCode).toBe(401);
    expect((await listSessions(other)).statusCode).toBe(200);
  });

  it("answers 200 without a session, and with a revoked or unknown token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v6/logout" })).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: "GET", url: "/api/v6/logout", headers: bearer("u".repeat(43)) });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ detail: IDENTITY_SERVER_MESSAGES.loggedOut });
  });
});

describe("my devices: /api/v6/my-account/sessions/", () => {
  it("lists the user's live sessions, marking the current one, and nobody else's", async () => {
    const user = await createUser(t);
    const stranger = await createUser(t);
    const phone = await signIn(t.app, user.email, user.password, "198.20.1.1");
    t.clock.advance(2 * 60 * 60_000);
    const laptop = await signIn(t.app, user.email, user.password, "198.20.1.2");
    await signIn(t.app, stranger.email, stranger.password);
    const response = await listSessions(laptop);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s: { ip: string; current: boolean }) => [s.ip, s.current])).toEqual([
      ["198.20.1.2", true],
      ["198.20.1.1", false],
    ]);
    expect(sessions[0]).toEqual({
      id: expect.stringMatching(/^ses_[a-z0-9]+$/),
      created_at: t.clock.now().toISOString(),
      last_seen_at: t.clock.now().toISOString(),
      user_agent: "lightMyRequest",
      ip: "198.20.1.2",
      current: true,
    });
    const fromPhone = (await listSessions(phone)).json().sessions;
    expect(fromPhone.find((s: { current: boolean }) => s.current).id).toBe(sessions[1].id);
  });

  it("signs one device out, and refuses ids that are not the user's", async () => {
    const user = await createUser(t);
    const stranger = await createUser(t);
    const phone = await signIn(t.app, user.email, user.password);
    const laptop = await signIn(t.app, user.email, user.password);
    const strangers = await signIn(t.app, stranger.email, stranger.password);
    const phoneId = (await listSessions(phone)).json().sessions.find((s: { current: boolean }) => s.current).id;
    const strangerId = (await listSessions(strangers)).json().sessions[0].id;

    const foreign = await t.app.inject({ method: "DELETE", url: `/api/v6/my-account/sessions/${strangerId}/`, headers: bearer(laptop) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      code: "session_not_found",
      message: IDENTITY_SERVER_MESSAGES.sessionNotFound,
      field: "id",
      detail: IDENTITY_SERVER_MESSAGES.sessionNotFound,
    });
    expect((await listSessions(strangers)).statusCode).toBe(200);

    const ended = await t.app.inject({ method: "DELETE", url: `/api/v6/my-account/sessions/${phoneId}/`, headers: bearer(laptop) });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ detail: IDENTITY_SERVER_MESSAGES.sessionEnded });
    expect(cookieOf(ended)).toBeUndefined();
    expect((await listSessions(phone)).statusCode).toBe(401);
    const twice = await t.app.inject({ method: "DELETE", url: `/api/v6/my-account/sessions/${phoneId}/`, headers: bearer(laptop) });
    expect(twice.statusCode).toBe(404);

    const malformed = await t.app.inject({ method: "DELETE", url: "/api/v6/my-account/sessions/not-an-id/", headers: bearer(laptop) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "invalid_request", field: "id" });
  });

  it("signs out every other device, keeping this one", async () => {
    const user = await createUser(t);
    const others = [await signIn(t.app, user.email, user.password), await signIn(t.app, user.email, user.password)];
    const current = await signIn(t.app, user.email, user.password);
    const response = await t.app.inject({ method: "POST", url: "/api/v6/my-account/sessions/end-others/", headers: bearer(current) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: IDENTITY_SERVER_MESSAGES.otherSessionsEnded, ended: 2 });
    for (const token of others) expect((await listSessions(token)).statusCode).toBe(401);
    expect((await listSessions(current)).json().sessions).toHaveLength(1);
  });

  it("needs a full session", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v6/my-account/sessions/" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "authentication_required", detail: IDENTITY_SERVER_MESSAGES.signInRequired });
    const end = await t.app.inject({ method: "POST", url: "/api/v6/my-account/sessions/end-others/" });
    expect(end.statusCode).toBe(401);
  });
});

describe("POST /api/v6/my-account/password/change/", () => {
  it("changes the password, signs the other devices out and keeps this one", async () => {
    const user = await createUser(t);
    const other = await signIn(t.app, user.email, user.password);
    const current = await signIn(t.app, user.email, user.password);
    const response = await changePassword(current, { old_password: user.password, new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: IDENTITY_SERVER_MESSAGES.passwordChanged });
    expect((await listSessions(other)).statusCode).toBe(401);
    expect((await listSessions(current)).statusCode).toBe(200);
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong old password with the message first in detail, changing nothing", async () => {
    const user = await createUser(t);
    const token = await signIn(t.app, user.email, user.password);
    const before = await t.context.db.kysely.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    const response = await changePassword(token, { old_password: "not-my-password", new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "old_password_wrong",
      message: IDENTITY_SERVER_MESSAGES.oldPasswordWrong,
      field: "old_password",
      detail: [IDENTITY_SERVER_MESSAGES.oldPasswordWrong],
    });
    const after = await t.context.db.kysely.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("checks the new password against the policy", async () => {
    const user = await createUser(t);
    const token = await signIn(t.app, user.email, user.password);
    const response = await changePassword(token, { old_password: user.password, new_password: "short" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "password_too_short",
      message: PASSWORD_PROBLEM_MESSAGES.too_short,
      field: "new_password",
      detail: [PASSWORD_PROBLEM_MESSAGES.too_short],
    });
    const missing = await changePassword(token, { old_password: user.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "invalid_request", field: "new_password", detail: [expect.stringContaining("new_password")] });
  });

  it("counts wrong old passwords under the lock-out rule", async () => {
    t.clock.set("2026-11-20T08:00:00.000Z");
    const user = await createUser(t);
    const token = await signIn(t.app, user.email, user.password);
    for (let i = 0; i < 10; i++) await changePassword(token, { old_password: `guess-${i}`, new_password: NEW_PASSWORD });
    const locked = await changePassword(token, { old_password: user.password, new_password: NEW_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: "login_locked", detail: [IDENTITY_SERVER_MESSAGES.loginLocked] });
    expect(locked.headers["retry-after"]).toBe(String(15 * 60));
  });

  it("needs a signed-in user", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v6/my-account/password/change/", payload: { old_password: "a", new_password: "b" } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "authentication_required", detail: [IDENTITY_SERVER_MESSAGES.signInRequired] });
  });
});

describe("GET /account/login/multipass/{token}", () => {
  async function multipassPath(): Promise<{ path: string; user: { id: string } }> {
    const user = await createUser(t);
    const url = (await login(t.app, user.email, user.password)).json().multipass_url as string;
    return { path: url.slice(t.context.env.publicBaseUrl.length), user };
  }

  it("opens a new session, sets its cookie and goes on to the same-site return path", async () => {
    const { path, user } = await multipassPath();
    const response = await t.app.inject({ method: "GET", url: `${path}?return_to=${encodeURIComponent("/collections/all-bags?page=2")}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/collections/all-bags?page=2");
    expect(response.headers["cache-control"]).toBe("no-store");
    const cookie = cookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 15 * 24 * 3600 });
    const sessions = await t.app.inject({ method: "GET", url: "/api/v6/my-account/sessions/", cookies: { auth_token: cookie!.value } });
    expect(sessions.statusCode).toBe(200);
    const rows = await t.context.db.kysely.selectFrom("sessions").select("kind").where("user_id", "=", user.id).execute();
    expect(rows).toEqual([{ kind: "full" }, { kind: "full" }]);
  });

  it("works once", async () => {
    const { path } = await multipassPath();
    expect(cookieOf(await t.app.inject({ method: "GET", url: path }))).toBeDefined();
    const again = await t.app.inject({ method: "GET", url: `${path}?return_to=/account` });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe("/account");
    expect(cookieOf(again)).toBeUndefined();
  });

  it("expires after two minutes", async () => {
    const { path } = await multipassPath();
    t.clock.advance(2 * 60_000);
    const response = await t.app.inject({ method: "GET", url: path });
    expect(response.statusCode).toBe(302);
    expect(cookieOf(response)).toBeUndefined();
  });

  it("never sends the browser to another site", async () => {
    for (const returnTo of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const { path } = await multipassPath();
      const response = await t.app.inject({ method: "GET", url: `${path}?return_to=${encodeURIComponent(returnTo)}` });
      expect(response.headers.location).toBe("/");
      expect(cookieOf(response)).toBeDefined();
    }
    const garbage = await t.app.inject({ method: "GET", url: "/account/login/multipass/short?return_to=/x" });
    expect(garbage.statusCode).toBe(302);
    expect(garbage.headers.location).toBe("/x");
  });

  it("stops working once the password is changed", async () => {
    const user = await createUser(t);
    const signedIn = (await login(t.app, user.email, user.password)).json();
    await changePassword(signedIn.auth_token, { old_password: user.password, new_password: NEW_PASSWORD });
    const response = await t.app.inject({ method: "GET", url: signedIn.multipass_url.slice(t.context.env.publicBaseUrl.length) });
    expect(cookieOf(response)).toBeUndefined();
  });
});
