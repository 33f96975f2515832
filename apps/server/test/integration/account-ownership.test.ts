import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { accountSnapshot, createSignedInUser, lastSmsCode, type SignedInUser } from "./account-fixtures.ts";

/**
 * No account path carries a user id: the user is the one whose session signs the request. These tests
 * prove that A's token only ever reads and changes A, and that B's stored data is untouched.
 */
let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
const BOB_PHONE = "+14155550199";

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t, { id: "usr_alice", email: "alice@example.com", firstName: "Alice", lastName: "Martin" });
  bob = await createSignedInUser(t, { id: "usr_bob", email: "bob@example.com", firstName: "Bob", lastName: "Petit" });
  // Bob has a verified phone, marketing consent and an open phone code of his own.
  await t.context.db.kysely
    .updateTable("users")
    .set({ main_phone: BOB_PHONE, phone_verified_at: "2026-11-01T00:00:00.000Z", sms_subscribed: 1, email_subscribed: 1 })
    .where("id", "=", bob.id)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const as = (user: SignedInUser, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

describe("a user's token reaches only their own account", () => {
  it("reads A's profile and subscriptions with A's token, and B's with B's", async () => {
    expect((await as(alice, "GET", "/api/v6/my-account/")).json()).toMatchObject({ id: "usr_alice", email: "alice@example.com" });
    expect((await as(bob, "GET", "/api/v6/my-account/")).json()).toMatchObject({ id: "usr_bob", email: "bob@example.com" });
    expect((await as(alice, "GET", "/api/v6/register/subscriptions/")).json()).toEqual({ sms_subscribed: false, email_subscribed: false });
    expect((await as(bob, "GET", "/api/v6/register/subscriptions/")).json()).toEqual({ sms_subscribed: true, email_subscribed: true });
  });

  it("A's changes of profile, subscriptions and phone leave B unchanged", async () => {
    const bobBefore = await accountSnapshot(t, bob.id);
    await t.app.inject({ method: "POST", url: "/api/v6/my-account/phone_validation/", headers: bob.headers, payload: { phone: BOB_PHONE, force_resend: true } });
    const bobWithCode = await accountSnapshot(t, bob.id);
    expect(bobWithCode.codes).toHaveLength(1);

    expect((await as(alice, "PUT", "/api/v6/my-account/", { first_name: "Alicia", main_phone: BOB_PHONE })).statusCode).toBe(200);
    expect((await as(alice, "PUT", "/api/v6/my-account/subscriptions/", { sms_subscribed: true, email_subscribed: false })).statusCode).toBe(200);
    t.clock.advance(30_001);
    expect((await as(alice, "POST", "/api/v6/my-account/phone_validation/", { phone: "+442079460958", force_resend: true })).statusCode).toBe(403);
    const aliceCode = await lastSmsCode(t, "+442079460958");
    expect((await as(alice, "POST", "/api/v6/my-account/phone_validation/", { code: aliceCode })).statusCode).toBe(200);

    const aliceAfter = await accountSnapshot(t, alice.id);
    expect(aliceAfter.user).toMatchObject({ first_name: "Alicia", main_phone: "+442079460958", sms_subscribed: 1, email_subscribed: 0 });
    expect(aliceAfter.user.phone_verified_at).not.toBeNull();
    expect(await accountSnapshot(t, bob.id)).toEqual(bobWithCode);
    expect(bobWithCode.user).toEqual(bobBefore.user);
  });

  it("A cannot confirm a phone with the code texted to B, and B's code stays usable by B only", async () => {
    t.clock.advance(60 * 60_000);
    await t.context.db.kysely.updateTable("users").set({ phone_verified_at: null }).where("id", "=", bob.id).execute();
    expect((await as(bob, "POST", "/api/v6/my-account/phone_validation/", { phone: BOB_PHONE, force_resend: true })).statusCode).toBe(403);
    const bobCode = await lastSmsCode(t, BOB_PHONE);
    await as(alice, "PUT", "/api/v6/my-account/", { main_phone: BOB_PHONE });
    const bobBefore = await accountSnapshot(t, bob.id);

    const stolen = await as(alice, "POST", "/api/v6/my-account/phone_validation/", { code: bobCode });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: "code_invalid", field: "code" });
    expect((await as(alice, "GET", "/api/v6/my-account/")).json()).toMatchObject({ main_phone: BOB_PHONE, is_valid_phone: false });
    expect(await accountSnapshot(t, bob.id)).toEqual(bobBefore);

    expect((await as(bob, "POST", "/api/v6/my-account/phone_validation/", { code: bobCode })).statusCode).toBe(200);
  });

  it("trusts no id from the input: ids or e-mails in the body are refused, and nothing changes for anyone", async () => {
    const aliceBefore = await accountSnapshot(t, alice.id);
    const bobBefore = await accountSnapshot(t, bob.id);
    for (const payload of [
      { id: "usr_bob", first_name: "Mallory" },
      { user_id: "usr_bob", first_name: "Mallory" },
      { email: "bob@example.com" },
    ]) {
      expect((await as(alice, "PUT", "/api/v6/my-account/", payload)).statusCode).toBe(400);
    }
    expect((await as(alice, "PUT", "/api/v6/my-account/subscriptions/", { user_id: "usr_bob", sms_subscribed: false })).statusCode).toBe(400);
    expect((await as(alice, "POST", "/api/v6/my-account/phone_validation/", { code: "1234", user_id: "usr_bob" })).statusCode).toBe(400);
    const query = await as(alice, "GET", "/api/v6/my-account/?user_id=usr_bob&id=usr_bob");
    expect(query.json()).toMatchObject({ id: "usr_alice" });
    expect(await accountSnapshot(t, alice.id)).toEqual(aliceBefore);
    expect(await accountSnapshot(t, bob.id)).toEqual(bobBefore);
  });

  it("a signed-out request changes nobody", async () => {
    const aliceBefore = await accountSnapshot(t, alice.id);
    const bobBefore = await accountSnapshot(t, bob.id);
    const calls = [
      t.app.inject({ method: "PUT", url: "/api/v6/my-account/", payload: { first_name: "Nobody" } }),
      t.app.inject({ method: "PUT", url: "/api/v6/my-account/subscriptions/", payload: { sms_subscribed: false } }),
      t.app.inject({ method: "POST", url: "/api/v6/my-account/phone_validation/", payload: { phone: BOB_PHONE, force_resend: true } }),
      t.app.inject({ method: "POST", url: "/api/v6/my-account/phone_validation/", payload: { code: "1234" } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
    expect(await accountSnapshot(t, alice.id)).toEqual(aliceBefore);
    expect(await accountSnapshot(t, bob.id)).toEqual(bobBefore);
  });
});
