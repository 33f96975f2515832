import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoPartners } from "../../src/modules/partners/demo-partners.ts";
import { seedDemoValuation } from "../../src/modules/valuation/demo-valuation.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { bearer, createUser, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { multipartBody, photoBytes, signedInStaff, type Headers } from "./ops-pieces-fixtures.ts";

let t: TestApp;
let pricer: Headers;

const call = (method: "GET" | "POST", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function account(): Promise<{ id: string; headers: Headers }> {
  const user = await createUser(t, { firstName: "Claire" });
  return { id: user.id, headers: bearer(await signIn(t.app, user.email, user.password)) };
}

const partnerForm = (overrides: Record<string, unknown> = {}) => ({
  name: "Bergdorf Goodman",
  kind: "department_store",
  contact_name: "Claire Dubois",
  phone: "+1 212 555 0188",
  locations: ["new-york-soho", "miami-design-district"],
  ...overrides,
});

async function partner(): Promise<{ id: string; headers: Headers; code: string }> {
  const a = await account();
  const created = await call("POST", "/api/v6/create-partner/", a.headers, partnerForm());
  expect(created.statusCode, created.body).toBe(201);
  return { ...a, code: created.json().blm_partner_code };
}

async function photo(headers: Headers): Promise<string> {
  const body = await multipartBody("file", await photoBytes("jpeg"), "bag.jpg", "image/jpeg");
  const response = await t.app.inject({ method: "POST", url: "/api/v6/sell/photos/", headers: { ...headers, ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().key;
}

const lead = (photoKey: string, overrides: Record<string, unknown> = {}) => ({
  customer_name: "Ines Moreau",
  customer_email: "ines.moreau@example.com",
  customer_phone: "+1 917 555 0123",
  location_id: "new-york-soho",
  notes: "Brings them on Thursday.",
  items: [{ sku: null, designer: "Hermès", description: "Birkin 30 in Togo, gold hardware", condition_key: "excellent", photos: [photoKey] }],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoValuation(t.context.db, t.clock.now());
  await seedDemoPartners(t.context.db, t.clock.now());
  await insertCollections(t.context.db.kysely);
  pricer = (await signedInStaff(t, ["pricing"])).headers;
});
afterAll(() => t.close());

describe("the partner form's locations (spec 2 §7 /v6/locations-for-partner-form/)", () => {
  it("lists Maison's boutiques to anyone", async () => {
    const response = await call("GET", "/api/v6/locations-for-partner-form/", {});
    expect(response.statusCode).toBe(200);
    expect(response.json().locations.map((l: { id: string }) => l.id)).toEqual(["new-york-soho", "los-angeles-melrose", "miami-design-district", "chicago-gold-coast"]);
  });
});

describe("partner signup (create-partner/ → blm_partner_code)", () => {
  it("gives the account a partner code that the sell flow accepts, and the partner role", async () => {
    const p = await partner();
    expect(p.code).toMatch(/^BERGDORF\d{2}$/);
    expect((await call("GET", `/api/v6/sell/partner-code/?code=${p.code.toLowerCase()}`, p.headers)).json()).toEqual({ code: p.code, partner_name: "Bergdorf Goodman" });
    const profile = (await call("GET", "/api/v6/my-account/", p.headers)).json();
    expect(profile.is_partner).toBe(true);
    expect((await call("GET", "/api/v6/partner/", p.headers)).json()).toMatchObject({ blm_partner_code: p.code, kind: "department_store", locations: [{ id: "new-york-soho" }, { id: "miami-design-district" }] });
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const a = await account();
    for (const [field, value] of [["name", ""], ["kind", "mall"], ["locations", []], ["locations", ["atlantis"]]] as const) {
      const response = await call("POST", "/api/v6/create-partner/", a.headers, partnerForm({ [field]: value }));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().field).toMatch(new RegExp(`^${field}`));
    }
    expect((await call("POST", "/api/v6/create-partner/", {}, partnerForm())).statusCode).toBe(401);
  });

  it("makes one partner per account, even when two signups race", async () => {
    const a = await account();
    const results = await Promise.all([1, 2, 3].map(() => call("POST", "/api/v6/create-partner/", a.headers, partnerForm())));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: "already_partner", message: "This account is already a partner." });
  });
});

describe("partner leads", () => {
  it("turns a lead into a submission credited to the partner's code, which the partner follows to its outcome", async () => {
    const p = await partner();
    const created = await t.app.inject({ method: "POST", url: "/api/v6/partner-leads/", headers: { ...p.headers, "idempotency-key": "lead-1" }, payload: lead(await photo(p.headers)) });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ customer_name: "Ines Moreau", customer_email: "ines.moreau@example.com", location: { id: "new-york-soho" }, submission: { partner_code: p.code, items: [{ state: "submitted", designer: "Hermès" }] } });

    // The same key replays the same lead rather than making a second one.
    const replay = await t.app.inject({ method: "POST", url: "/api/v6/partner-leads/", headers: { ...p.headers, "idempotency-key": "lead-1" }, payload: lead(JSON.parse(created.body).submission.items[0].photos[0].key) });
    expect(replay.json().id).toBe(body.id);

    // Pricing quotes it in the console; the partner sees the outcome in its leads.
    const itemId = body.submission.items[0].id as string;
    const quoted = await call("POST", `/api/ops/submissions/${itemId}/quote/`, pricer, { amount_cents: 9_800_00, expected_resale_cents: 12_500_00, note: "" });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const leads = (await call("GET", "/api/v6/partner-leads/", p.headers)).json();
    expect(leads.leads).toHaveLength(1);
    expect(leads.leads[0].submission.items[0].state).toBe("quoted");
    expect(leads.partner.blm_partner_code).toBe(p.code);
  });

  it("makes one lead of a form sent twice at once with the same key", async () => {
    const p = await partner();
    const body = lead(await photo(p.headers));
    const sent = await Promise.all([1, 2].map(() => t.app.inject({ method: "POST", url: "/api/v6/partner-leads/", headers: { ...p.headers, "idempotency-key": "same-form" }, payload: body })));
    const created = sent.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
    for (const other of sent.filter((r) => r.statusCode !== 201)) expect(other.statusCode, other.body).toBe(409);
    expect((await call("GET", "/api/v6/partner-leads/", p.headers)).json().leads).toHaveLength(1);
  });

  it("refuses an account that is not a partner, a location the partner does not work from, and bad input", async () => {
    const a = await account();
    const p = await partner();
    const key = await photo(p.headers);
    const notPartner = await call("POST", "/api/v6/partner-leads/", a.headers, lead(await photo(a.headers)));
    expect(notPartner.statusCode).toBe(403);
    expect(notPartner.json()).toMatchObject({ code: "not_partner", message: "Sign up as a partner first to submit leads." });
    const elsewhere = await call("POST", "/api/v6/partner-leads/", p.headers, lead(key, { location_id: "chicago-gold-coast" }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: "unknown_location", field: "location_id" });
    for (const [field, value] of [["customer_email", "ines@gnail.com"], ["customer_name", ""], ["items", []]] as const) {
      const response = await call("POST", "/api/v6/partner-leads/", p.headers, lead(key, { [field]: value }));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().field).toMatch(new RegExp(`^${field}`));
    }
    const noPhoto = await call("POST", "/api/v6/partner-leads/", p.headers, lead(key, { items: [{ sku: null, designer: "Chanel", description: "Flap", condition_key: "good", photos: [] }] }));
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().field).toBe("items.0.photos");
  });

  it("shows a partner only its own leads: another partner's is 404", async () => {
    const a = await partner();
    const b = await partner();
    const created = (await call("POST", "/api/v6/partner-leads/", a.headers, lead(await photo(a.headers)))).json();
    expect((await call("GET", `/api/v6/partner-leads/${created.id}/`, a.headers)).statusCode).toBe(200);
    expect((await call("GET", `/api/v6/partner-leads/${created.id}/`, b.headers)).statusCode).toBe(404);
    expect((await call("GET", "/api/v6/partner-leads/", b.headers)).json().leads).toEqual([]);
  });
});
