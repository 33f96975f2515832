import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skuCode } from "@maison/domain/valuation/sell-sku";
import { seedDemoValuation } from "../../src/modules/valuation/demo-valuation.ts";
import { bearer, createUser, emailsTo, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { Headers } from "./ops-pieces-fixtures.ts";

let t: TestApp;
let seller: { email: string; headers: Headers };
let other: Headers;

const FLAP = skuCode("Chanel", "Classic Flap", "Caviar Leather", "Medium");

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A submission of the Classic Flap, accepted: ready to book how it comes in. */
async function acceptedTicket(): Promise<string> {
  const created = await call("POST", "/api/v6/sell/submissions/", seller.headers, { items: [{ sku: FLAP, condition_key: "excellent", color: "Black" }] });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: string }).id;
  expect((await call("PUT", `/api/v6/self-check-in/finalize-quote/${id}/`, seller.headers, { accepted: true })).statusCode).toBe(200);
  return id;
}

async function address(headers: Headers): Promise<string> {
  const response = await call("POST", "/api/v6/self-check-in/address/", headers, { first_name: "Ada", last_name: "Lane", address1: "12 Bank Street", city: "New York", province: "NY", zip: "10014" });
  return (response.json() as { id: string }).id;
}

beforeAll(async () => {
  t = await createTestApp(); // Wednesday 2026-11-18, 07:00 in New York
  await seedDemoValuation(t.context.db, t.clock.now());
  const user = await createUser(t);
  seller = { email: user.email, headers: bearer(await signIn(t.app, user.email, user.password)) };
  const another = await createUser(t);
  other = bearer(await signIn(t.app, another.email, another.password));
});
afterAll(async () => t.close());

describe("self check-in: how the piece comes in", () => {
  it("offers the three methods, pickup dates from tomorrow for two weeks without Sundays, the windows and the boutiques", async () => {
    const id = await acceptedTicket();
    const options = (await call("GET", `/api/v6/self-check-in/shipping/options/?quote=${id}`, seller.headers)).json() as {
      methods: Array<{ method: string; available: boolean }>;
      pickup_dates: string[];
      pickup_interval_starts: string[];
      stores: Array<{ handle: string }>;
    };
    expect(options.methods.map((m) => [m.method, m.available])).toEqual([["prepaid_label", true], ["courier_pickup", true], ["boutique_dropoff", true]]);
    expect(options.pickup_dates[0]).toBe("2026-11-19");
    expect(options.pickup_dates).not.toContain("2026-11-22");
    expect(options.pickup_dates).toHaveLength(12);
    expect(options.pickup_interval_starts).toEqual(["09:00", "11:00", "13:00", "15:00", "17:00"]);
    expect(options.stores.map((s) => s.handle)).toContain("new-york-soho");
    expect((await call("GET", `/api/v6/self-check-in/shipping/options/?quote=${id}`, other)).statusCode).toBe(404);
  });

  it("books a courier pickup only on a date and window it offers, naming the field otherwise", async () => {
    const id = await acceptedTicket();
    const home = await address(seller.headers);
    const base = { quote: id, shipping_method: "courier_pickup", address_id: home };
    const sunday = await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { ...base, pickup_date: "2026-11-22", pickup_interval_start: "11:00" });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().field).toBe("pickup_date");
    const noWindow = await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { ...base, pickup_date: "2026-11-19" });
    expect(noWindow.json().field).toBe("pickup_interval_start");
    const badWindow = await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { ...base, pickup_date: "2026-11-19", pickup_interval_start: "10:00" });
    expect(badWindow.statusCode).toBe(400);
    expect(badWindow.json().field).toBe("pickup_interval_start");
    const booked = await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { ...base, pickup_date: "2026-11-19", pickup_interval_start: "11:00", pickup_instructions: "Doorman will sign." });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().shipping).toMatchObject({ shipping_method: "courier_pickup", pickup_date: "2026-11-19", pickup_interval_start: "11:00", pickup_instructions: "Doorman will sign.", label_url: null });
    expect(booked.json().shipping.shipping_address).toContain("NY 10014");
    const mail = (await emailsTo(t, seller.email)).find((m) => m.subject?.startsWith("How your piece comes to us"));
    expect(mail?.text).toContain("2026-11-19 from 11:00");
  });

  it("books a drop-off at one of the boutiques, with no address and no tracking", async () => {
    const id = await acceptedTicket();
    const unknown = await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { quote: id, shipping_method: "boutique_dropoff", store_handle: "paris" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe("store_handle");
    const booked = await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { quote: id, shipping_method: "boutique_dropoff", store_handle: "new-york-soho" });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().shipping).toMatchObject({ shipping_method: "boutique_dropoff", store_handle: "new-york-soho", tracking_number: null, shipping_address: null });
  });

  it("sends a piece accepted after shipping was booked the same way as the others", async () => {
    const created = (await call("POST", "/api/v6/sell/submissions/", seller.headers, { items: [{ sku: FLAP, condition_key: "excellent" }, { sku: FLAP, condition_key: "good" }] })).json() as { id: string; items: Array<{ id: string }> };
    const [first, second] = created.items;
    await call("PUT", `/api/v6/self-check-in/finalize-quote/${created.id}/`, seller.headers, { accepted: [first!.id] });
    await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { quote: created.id, shipping_method: "boutique_dropoff", store_handle: "new-york-soho" });
    const later = await call("PUT", `/api/v6/self-check-in/finalize-quote/${created.id}/`, seller.headers, { accepted: [second!.id] });
    expect(later.statusCode, later.body).toBe(200);
    expect((later.json() as { items: Array<{ state: string; actions: string[] }> }).items.map((i) => [i.state, i.actions])).toEqual([
      ["in_transit", []],
      ["in_transit", []],
    ]);
  });

  it("refuses to book before anything is accepted", async () => {
    const created = (await call("POST", "/api/v6/sell/submissions/", seller.headers, { items: [{ sku: FLAP, condition_key: "good" }] })).json() as { id: string };
    const home = await address(seller.headers);
    const early = await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { quote: created.id, shipping_method: "prepaid_label", address_id: home });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("no_piece_to_ship");
  });
});

describe("self check-in: payout profiles", () => {
  it("keeps a check address, lets the seller prefer it, and removes it; store credit stays", async () => {
    const home = await address(seller.headers);
    expect((await call("POST", "/api/v6/self-check-in/payments/create_profile/check/", other, { address_id: home })).statusCode).toBe(404);
    const check = await call("POST", "/api/v6/self-check-in/payments/create_profile/check/", seller.headers, { address_id: home });
    expect(check.statusCode, check.body).toBe(201);
    expect(check.json().label).toContain("12 Bank Street");
    const preferred = await call("PUT", `/api/v6/my-account/payments/profile/${check.json().id}/`, seller.headers, { is_preferred: true, is_preferred_for_wallet: true });
    expect(preferred.json()).toMatchObject({ is_preferred: true, is_preferred_for_wallet: true });
    const profiles = (await call("GET", "/api/v6/self-check-in/payments/profiles/", seller.headers)).json() as {
      check: Array<{ id: string }>;
      sitecredit: Array<{ id: string; is_preferred: boolean }>;
      wallet: Array<{ id: string }>;
      favorite_check_address: { id: string } | null;
    };
    expect(profiles.favorite_check_address?.id).toBe(check.json().id);
    expect(profiles.wallet.map((p) => p.id)).toEqual([check.json().id]);
    expect(profiles.sitecredit.every((p) => !p.is_preferred)).toBe(true);
    const siteCredit = profiles.sitecredit[0]!.id;
    expect((await call("DELETE", `/api/v6/my-account/payments/profile/${siteCredit}/`, seller.headers)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/v6/my-account/payments/profile/${check.json().id}/`, other)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/v6/my-account/payments/profile/${check.json().id}/`, seller.headers)).statusCode).toBe(204);
    const after = (await call("GET", "/api/v6/my-account/payments/profiles/", seller.headers)).json() as { check: unknown[]; sitecredit: unknown[] };
    expect(after.check).toEqual([]);
    expect(after.sitecredit).toHaveLength(1);
  });

  it("names the field of a bad bank account and keeps only the last four digits", async () => {
    const short = await call("POST", "/api/v6/self-check-in/payments/create_profile/ach/", seller.headers, { holder_name: "Ada Lane", routing_number: "011000015", account_number: "12" });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe("account_number");
    const noName = await call("POST", "/api/v6/self-check-in/payments/create_profile/ach/", seller.headers, { holder_name: "", routing_number: "011000015", account_number: "000123456789" });
    expect(noName.json().field).toBe("holder_name");
    const ok = await call("POST", "/api/v6/self-check-in/payments/create_profile/ach/", seller.headers, { holder_name: "Ada Lane", routing_number: "011000015", account_number: "000123456789", account_type: "savings", bank_name: "Chase" });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().label).toBe("Chase Savings ····6789");
    expect(ok.body).not.toContain("000123456789");
    const stored = JSON.stringify(await t.context.db.kysely.selectFrom("test_payout_recipients").selectAll().execute());
    expect(stored).not.toContain("000123456789");
  });
});
