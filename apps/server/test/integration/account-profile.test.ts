import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_SERVER_MESSAGES } from "@maison/domain/identity/messages";
import { userHash } from "../../src/modules/identity/user-profile.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createSignedInUser, type SignedInUser } from "./account-fixtures.ts";

let t: TestApp;
let jane: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  jane = await createSignedInUser(t, { id: "usr_jane", email: "jane@example.com", firstName: "Jane", lastName: "Doe" });
});
afterAll(async () => {
  await t.close();
});

const put = (url: string, payload: unknown, headers: Record<string, string> = jane.headers) =>
  t.app.inject({ method: "PUT", url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = jane.headers) => t.app.inject({ method: "GET", url, headers });

describe("GET /api/v6/my-account/", () => {
  it("answers the signed-in user's profile", async () => {
    const response = await get("/api/v6/my-account/");
    expect(response.statusCode).toBe(200);
    const hash = userHash("jane@example.com", t.context.env.userHashSecret);
    expect(response.json()).toEqual({
      id: "usr_jane",
      email: "jane@example.com",
      first_name: "Jane",
      last_name: "Doe",
      created_at: "2026-11-18T12:00:00.000Z",
      email_verified: true,
      main_phone: null,
      is_valid_phone: false,
      show_sms_validation: false,
      is_b2b: false,
      is_partner: false,
      is_staff: false,
      roles: ["shopper"],
      tier: { tier_key: expect.any(String), name: expect.any(String), rank: 0, spend_12m: 0, special_discount: null },
      rewards_membership_status: null,
      can_see_first_look: false,
      can_see_wholesale_menu: false,
      sms_subscribed: false,
      email_subscribed: false,
      user_hash: hash,
      intercom_user_hash: hash,
      points: 0,
      loyalty_points_value: 0,
      gfy_min_dollar_amount: 1000,
      wallet_gift_cards: [],
      rewards_gift_cards: [],
      rebag_credit_gift_cards: [],
      user_gift_card_total: 0,
      user_gift_card_gfy_total: 0,
    });
  });

  it("is 401 without a session, with an unknown token, and 403 while the e-mail awaits confirmation", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v6/my-account/" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      code: "authentication_required",
      message: IDENTITY_SERVER_MESSAGES.signInRequired,
      detail: IDENTITY_SERVER_MESSAGES.signInRequired,
    });
    const unknown = await get("/api/v6/my-account/", { authorization: `Token ${"x".repeat(43)}` });
    expect(unknown.statusCode).toBe(401);
    const pending = await createSignedInUser(t, { id: "usr_pending", email: "pending@example.com", sessionKind: "email_pending" });
    const refused = await get("/api/v6/my-account/", pending.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "email_confirmation_required" });
  });
});

describe("PUT /api/v6/my-account/", () => {
  it("changes the names and answers the new profile", async () => {
    const response = await put("/api/v6/my-account/", { first_name: " Janet ", last_name: "Dupont" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: "usr_jane", first_name: "Janet", last_name: "Dupont", email: "jane@example.com" });
    const row = await t.context.db.kysely.selectFrom("users").select(["first_name", "last_name"]).where("id", "=", "usr_jane").executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: "Janet", last_name: "Dupont" });
  });

  it("stores the phone in its canonical form, unverified, and asks for SMS validation", async () => {
    await t.context.db.kysely.updateTable("users").set({ main_phone: "+12125550147", phone_verified_at: "2026-11-01T00:00:00.000Z" }).where("id", "=", "usr_jane").execute();
    const same = await put("/api/v6/my-account/", { main_phone: "(212) 555-0147" });
    expect(same.json()).toMatchObject({ main_phone: "+12125550147", is_valid_phone: true, show_sms_validation: false });

    const changed = await put("/api/v6/my-account/", { main_phone: "+44 20 7946 0958" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ main_phone: "+442079460958", is_valid_phone: false, show_sms_validation: true });
    const row = await t.context.db.kysely.selectFrom("users").select(["main_phone", "phone_verified_at"]).where("id", "=", "usr_jane").executeTakeFirstOrThrow();
    expect(row).toEqual({ main_phone: "+442079460958", phone_verified_at: null });

    const removed = await put("/api/v6/my-account/", { main_phone: null });
    expect(removed.json()).toMatchObject({ main_phone: null, is_valid_phone: false, show_sms_validation: false });
  });

  it("refuses bad input with a 400 naming the field, and changes nothing", async () => {
    const before = await t.context.db.kysely.selectFrom("users").selectAll().where("id", "=", "usr_jane").executeTakeFirstOrThrow();
    const badPhone = await put("/api/v6/my-account/", { first_name: "Changed", main_phone: "call me" });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toEqual({
      code: "phone_invalid",
      message: IDENTITY_SERVER_MESSAGES.phoneInvalid,
      detail: IDENTITY_SERVER_MESSAGES.phoneInvalid,
      field: "main_phone",
    });
    const emptyName = await put("/api/v6/my-account/", { first_name: "  " });
    expect(emptyName.statusCode).toBe(400);
    expect(emptyName.json()).toMatchObject({ code: "invalid_request", field: "first_name" });
    const wrongType = await put("/api/v6/my-account/", { last_name: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ field: "last_name" });
    const email = await put("/api/v6/my-account/", { email: "other@example.com" });
    expect(email.statusCode).toBe(400);
    const notJson = await t.app.inject({ method: "PUT", url: "/api/v6/my-account/", headers: { ...jane.headers, "content-type": "application/json" }, payload: "{" });
    expect(notJson.statusCode).toBe(400);
    const after = await t.context.db.kysely.selectFrom("users").selectAll().where("id", "=", "usr_jane").executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("is 401 without a session", async () => {
    const response = await t.app.inject({ method: "PUT", url: "/api/v6/my-account/", payload: { first_name: "X" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("subscriptions", () => {
  it("GET /api/v6/register/subscriptions/ answers both flags", async () => {
    const response = await get("/api/v6/register/subscriptions/");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sms_subscribed: false, email_subscribed: false });
  });

  it("PUT /api/v6/my-account/subscriptions/ changes the flags given and keeps the others", async () => {
    const both = await put("/api/v6/my-account/subscriptions/", { sms_subscribed: true, email_subscribed: true });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual({ sms_subscribed: true, email_subscribed: true });
    const one = await put("/api/v6/my-account/subscriptions/", { sms_subscribed: false });
    expect(one.json()).toEqual({ sms_subscribed: false, email_subscribed: true });
    expect((await get("/api/v6/register/subscriptions/")).json()).toEqual({ sms_subscribed: false, email_subscribed: true });
    expect((await get("/api/v6/my-account/")).json()).toMatchObject({ sms_subscribed: false, email_subscribed: true });
  });

  it("refuses a value that is not a boolean, naming the field", async () => {
    const response = await put("/api/v6/my-account/subscriptions/", { email_subscribed: "maybe" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_request", field: "email_subscribed" });
    const unknown = await put("/api/v6/my-account/subscriptions/", { push_subscribed: true });
    expect(unknown.statusCode).toBe(400);
  });

  it("is 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v6/register/subscriptions/" })).statusCode).toBe(401);
    const put401 = await t.app.inject({ method: "PUT", url: "/api/v6/my-account/subscriptions/", payload: { sms_subscribed: true } });
    expect(put401.statusCode).toBe(401);
  });
});
