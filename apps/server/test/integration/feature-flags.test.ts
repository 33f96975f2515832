import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { listedProduct } from "../support/checkout-fixtures.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { bearer, createUser, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { multipartBody, signedInStaff, type Headers } from "./ops-pieces-fixtures.ts";

/** Feature flags through OpenFeature with the database provider (decision 067). */
let t: TestApp;
let flagsStaff: { id: string; headers: Headers };
let packer: Headers;
let shopper: Headers;
let business: Headers;

const call = (method: "GET" | "PUT" | "POST", url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

type OpsFlag = { key: string; type: string; default_value: boolean | string | number; enabled: boolean; rules: unknown[]; version: number; updated_by: string };
const opsFlag = async (key: string): Promise<OpsFlag> => ((await call("GET", "/api/ops/flags/", flagsStaff.headers)).json().flags as OpsFlag[]).find((f) => f.key === key)!;
const put = (key: string, body: Record<string, unknown>, headers = flagsStaff.headers) => call("PUT", `/api/ops/flags/${key}/`, headers, body);
const values = (keys: string, headers: Headers = {}) => call("GET", `/api/v6/flags/?keys=${keys}`, headers);
const identity = (n: number) => ({ cookie: `maison_ff_id=ff_${n.toString(16).padStart(32, "0")}` });

const CART = `lines(first: 10) { nodes { merchandise { ... on ProductVariant { product { title } } } } }`;
async function newCart(variantId: string): Promise<string[]> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/2024-07/graphql.json",
    headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
    payload: { query: `mutation($input: CartInput) { cartCreate(input: $input) { cart { ${CART} } } }`, variables: { input: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variantId}`, quantity: 1 }] } } },
  });
  const body = response.json() as { data: { cartCreate: { cart: { lines: { nodes: Array<{ merchandise: { product: { title: string } } }> } } } } };
  return body.data.cartCreate.cart.lines.nodes.map((n) => n.merchandise.product.title);
}

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
  flagsStaff = await signedInStaff(t, ["flags"]);
  packer = (await signedInStaff(t, ["fulfilment"], "Iris")).headers;
  const ada = await createUser(t, { firstName: "Ada" });
  shopper = bearer(await signIn(t.app, ada.email, ada.password));
  const bea = await createUser(t, { firstName: "Bea" });
  await t.context.db.kysely.updateTable("users").set({ is_b2b: 1 }).where("id", "=", bea.id).execute();
  business = bearer(await signIn(t.app, bea.email, bea.password));
});
afterAll(() => t.close());

describe("feature flags (spec 2 §6)", () => {
  it("refuses the console's flag calls to visitors, shoppers and staff without the flags capability", async () => {
    for (const headers of [{}, shopper, business, packer]) {
      expect((await call("GET", "/api/ops/flags/", headers)).statusCode).toBe(403);
      expect((await put("wholesale", { default_value: false, enabled: true, rules: [], version: 1 }, headers)).statusCode).toBe(403);
    }
    const refused = await call("GET", "/api/ops/flags/", packer);
    expect(refused.json().message).toBe("This needs the flags permission.");
    expect((await opsFlag("wholesale")).version).toBe(1);
  });

  it("seeds the six flags of spec 2 §6 and serves their defaults", async () => {
    const list = (await call("GET", "/api/ops/flags/", flagsStaff.headers)).json() as { flags: OpsFlag[] };
    expect(list.flags.map((f) => [f.key, f.default_value, f.enabled])).toEqual([
      ["product-dynamic-promo", true, true],
      ["personalization-test", "control", true],
      ["search-ui-version", "v1", true],
      ["shipping-protection", true, true],
      ["wholesale", true, true],
      ["b2b", true, true],
    ]);
    const served = await values("shipping-protection,search-ui-version,personalization-test");
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual({ flags: { "shipping-protection": true, "search-ui-version": "v1", "personalization-test": "control" } });
  });

  it("answers an unknown flag with the caller's default, and leaves it out of the storefront's values", async () => {
    expect((await values("no-such-flag,wholesale")).json()).toEqual({ flags: { wholesale: true } });
    const viewer = { actor: { kind: "customer" as const, id: "visitor", capabilities: [], steppedUpAt: null }, userId: null, b2b: false, member: false, identity: null };
    expect(await t.context.services.flags.isOn("no-such-flag", viewer, undefined, true)).toBe(true);
    expect(await t.context.services.flags.isOn("no-such-flag", viewer, undefined, false)).toBe(false);
    // A flag read as another type than it is: the default too.
    expect(await t.context.services.flags.text("wholesale", viewer, "fallback")).toBe("fallback");
    expect((await values("Not A Key")).statusCode).toBe(400);
  });

  it("evaluates the rules by the asker: b2b, the actor's kind, a stable percentage of identities", async () => {
    const wholesale = await opsFlag("wholesale");
    const changed = await put("wholesale", { default_value: false, enabled: true, rules: [{ b2b: true, value: true }, { audiences: ["staff"], value: true }], version: wholesale.version });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await values("wholesale")).json().flags.wholesale).toBe(false);
    expect((await values("wholesale", shopper)).json().flags.wholesale).toBe(false);
    expect((await values("wholesale", business)).json().flags.wholesale).toBe(true);
    expect((await values("wholesale", packer)).json().flags.wholesale).toBe(true);

    const test = await opsFlag("personalization-test");
    expect((await put("personalization-test", { default_value: "control", enabled: true, rules: [{ percentage: 50, value: "for-you" }], version: test.version })).statusCode).toBe(200);
    const seen: string[] = [];
    for (let n = 1; n <= 60; n++) seen.push((await values("personalization-test", identity(n))).json().flags["personalization-test"] as string);
    expect(seen.filter((v) => v === "for-you").length).toBeGreaterThan(15);
    expect(seen.filter((v) => v === "control").length).toBeGreaterThan(15);
    for (let n = 1; n <= 10; n++) expect((await values("personalization-test", identity(n))).json().flags["personalization-test"]).toBe(seen[n - 1]);

    // Switched off: everyone gets the default value, the rules kept.
    const current = await opsFlag("wholesale");
    expect((await put("wholesale", { default_value: false, enabled: false, rules: current.rules, version: current.version })).statusCode).toBe(200);
    expect((await values("wholesale", business)).json().flags.wholesale).toBe(false);
    expect((await opsFlag("wholesale")).rules).toHaveLength(2);
  });

  it("refuses a value or rule that does not fit, naming the field", async () => {
    const flag = await opsFlag("search-ui-version");
    const badValue = await put("search-ui-version", { default_value: "v3", enabled: true, rules: [], version: flag.version });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json()).toMatchObject({ code: "flag_invalid", field: "default_value", message: "The default value must be one of v1, v2." });
    const badRule = await put("shipping-protection", { default_value: true, enabled: true, rules: [{ value: "yes" }], version: (await opsFlag("shipping-protection")).version });
    expect(badRule.statusCode).toBe(400);
    expect(badRule.json()).toMatchObject({ code: "flag_invalid", field: "rules" });
    const badShape = await put("shipping-protection", { default_value: true, enabled: "yes", rules: [], version: 1 });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().field).toContain("enabled");
    expect((await put("no-such-flag", { default_value: true, enabled: true, rules: [], version: 1 })).statusCode).toBe(404);
  });

  it("lets one of two racing changes win; the other is told the flag changed", async () => {
    const flag = await opsFlag("search-ui-version");
    const [a, b] = await Promise.all([
      put("search-ui-version", { default_value: "v2", enabled: true, rules: [], version: flag.version }),
      put("search-ui-version", { default_value: "v1", enabled: false, rules: [], version: flag.version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ code: "flag_changed", field: "version" });
    const after = await opsFlag("search-ui-version");
    expect(after.version).toBe(flag.version + 1);
    const winner = a.statusCode === 200 ? a : b;
    expect(after.default_value).toBe(winner.json().default_value);
  });

  it("turns shipping protection off for new cart changes at once, audited with the staff member, and back on", async () => {
    const piece = await listedProduct(t, { price_cents: 1000_00, title: "Flagged Tote" });
    expect(await newCart(piece.variant_id)).toEqual(["Flagged Tote", "Shipping Protection"]);
    const flag = await opsFlag("shipping-protection");
    const loadsBefore = t.context.services.flags.storeLoads;
    const off = await put("shipping-protection", { default_value: false, enabled: true, rules: [], version: flag.version });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ default_value: false, updated_by: flagsStaff.id });
    expect(await newCart(piece.variant_id)).toEqual(["Flagged Tote"]);
    expect((await values("shipping-protection")).json().flags["shipping-protection"]).toBe(false);
    // The rows were read once after the change, then served from the cache.
    expect(t.context.services.flags.storeLoads).toBe(loadsBefore + 1);

    const list = (await call("GET", "/api/ops/flags/", flagsStaff.headers)).json() as { changes: Array<{ key: string; actor_kind: string; actor_id: string; before: string; after: string }> };
    expect(list.changes[0]).toEqual(expect.objectContaining({ key: "shipping-protection", actor_kind: "staff", actor_id: flagsStaff.id, before: "on, default true, 0 rules", after: "on, default false, 0 rules" }));

    const back = await put("shipping-protection", { default_value: true, enabled: true, rules: [], version: off.json().version });
    expect(back.statusCode).toBe(200);
    expect(await newCart(piece.variant_id)).toEqual(["Flagged Tote", "Shipping Protection"]);
  });

  it("hides the wholesale menu from b2b accounts when the wholesale flag is off", async () => {
    // As seeded (an earlier test switched it off).
    expect((await put("wholesale", { default_value: true, enabled: true, rules: [], version: (await opsFlag("wholesale")).version })).statusCode).toBe(200);
    expect((await call("GET", "/api/v6/my-account/", business)).json().can_see_wholesale_menu).toBe(true);
    expect((await call("GET", "/api/v6/my-account/", shopper)).json().can_see_wholesale_menu).toBe(false);
    const flag = await opsFlag("wholesale");
    expect((await put("wholesale", { default_value: false, enabled: true, rules: [], version: flag.version })).statusCode).toBe(200);
    expect((await call("GET", "/api/v6/my-account/", business)).json().can_see_wholesale_menu).toBe(false);
    const off = await opsFlag("wholesale");
    expect((await put("wholesale", { default_value: true, enabled: true, rules: [], version: off.version })).statusCode).toBe(200);
    expect((await call("GET", "/api/v6/my-account/", business)).json().can_see_wholesale_menu).toBe(true);
  });

  it("pauses the business signup when the b2b flag is off, and opens it again", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const upload = async () => {
      const body = await multipartBody("file", pdf, "resale-certificate.pdf", "application/pdf");
      const response = await t.app.inject({ method: "POST", url: "/api/v6/wholesale-form-submission/resale-certificate/", headers: { ...shopper, ...body.headers }, payload: body.payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().key as string;
    };
    const form = (key: string) => ({ company_name: "Lane & Co. Resale", tax_id: "12-3456789", business_type: "boutique", monthly_volume: "10k_50k", resale_certificate_key: key, resale_certificate_name: "resale-certificate.pdf" });
    const flag = await opsFlag("b2b");
    expect((await put("b2b", { default_value: false, enabled: true, rules: [], version: flag.version })).statusCode).toBe(200);
    const paused = await call("POST", "/api/v6/wholesale-form-submission/", shopper, form(await upload()));
    expect(paused.statusCode).toBe(403);
    expect(paused.json()).toMatchObject({ code: "feature_off", message: "Applications for business accounts are paused just now. Please come back soon." });
    const off = await opsFlag("b2b");
    expect((await put("b2b", { default_value: true, enabled: true, rules: [], version: off.version })).statusCode).toBe(200);
    const open = await call("POST", "/api/v6/wholesale-form-submission/", shopper, form(await upload()));
    expect(open.statusCode, open.body).toBe(201);
  });

  it("gives a page visit without one a feature-flag identity for 30 days, and keeps one it has", async () => {
    const first = await t.app.inject({ method: "GET", url: "/", headers: { accept: "text/html" } });
    const cookie = first.cookies.find((c) => c.name === "maison_ff_id");
    expect(cookie?.value).toMatch(/^ff_[a-f0-9]{32}$/);
    expect(cookie).toMatchObject({ maxAge: 2_592_000, path: "/", httpOnly: true, sameSite: "Lax" });
    const again = await t.app.inject({ method: "GET", url: "/", headers: { accept: "text/html", cookie: `maison_ff_id=${cookie!.value}` } });
    expect(again.cookies.find((c) => c.name === "maison_ff_id")).toBeUndefined();
    const api = await t.app.inject({ method: "GET", url: "/api/v6/flags/?keys=wholesale", headers: { accept: "text/html" } });
    expect(api.cookies.find((c) => c.name === "maison_ff_id")).toBeUndefined();
  });
});
