import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { login } from "../support/identity-fixtures.ts";
import { createSignedInUser, type SignedInUser } from "./account-fixtures.ts";

let t: TestApp;
let a: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  a = await createSignedInUser(t, { id: "usr_guard_a", email: "guard-a@maison.test" });
});
afterAll(async () => {
  await t.close();
});

const ADDRESSES = "/api/v6/self-check-in/address/";
const home = { first_name: "Ines", last_name: "Morel", address: "12 Rue de Rivoli", city: "New York", state: "NY", zipcode: "10001", phone: "+12125550100" };
const cookieOf = (user: SignedInUser) => ({ cookie: `auth_token=${user.token}` });
const addressCount = async () => (await t.context.db.kysely.selectFrom("addresses").select("id").where("user_id", "=", a.id).execute()).length;

describe("a NUL character is refused once, for every field, with a 400 naming it (never a 500 from the database)", () => {
  it("in a JSON body: sign-in, sign-up, an address", async () => {
    const signIn = await t.app.inject({ method: "POST", url: "/api/v7/login", payload: { username: "guard-a@maison.test\u0000", password: "x" } });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({ code: "invalid_character", field: "username" });
    const address = await t.app.inject({ method: "POST", url: ADDRESSES, headers: a.headers, payload: { ...home, city: "New\u0000York" } });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toMatchObject({ code: "invalid_character", field: "city", message: "city: This field cannot contain a NUL character." });
    expect(await addressCount()).toBe(0);
  });

  it("in a nested field, a form body and a query", async () => {
    const nested = await t.app.inject({ method: "POST", url: ADDRESSES, headers: a.headers, payload: { ...home, extra: { notes: ["fine", "bad\u0000"] } } });
    expect(nested.json()).toMatchObject({ code: "invalid_character", field: "extra.notes.1" });
    const form = await t.app.inject({ method: "POST", url: "/api/v7/login", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "username=a%00b&password=x" });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ code: "invalid_character", field: "username" });
    const query = await t.app.inject({ method: "GET", url: "/api/v6/shop/product/?collection=all-bags%00" });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: "invalid_character", field: "collection" });
  });

  it("however deep in the body (it stopped looking below 32 levels)", async () => {
    let deep: unknown = "bad\u0000";
    for (let n = 0; n < 40; n += 1) deep = { a: deep };
    const before = await addressCount();
    const response = await t.app.inject({ method: "POST", url: ADDRESSES, headers: a.headers, payload: { ...home, extra: deep } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_character", field: `extra.${Array(40).fill("a").join(".")}` });
    expect(await addressCount()).toBe(before);
  });

  it("in a path segment: an order, a cash-out (PostgreSQL answered 500)", async () => {
    for (const url of ["/api/v6/my-account/wallet/cash-out/a%00b/", "/api/v6/my-account/order/%00/"]) {
      const response = await t.app.inject({ method: "GET", url, headers: a.headers });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json()).toMatchObject({ code: "invalid_character", field: expect.stringMatching(/^(id|number)$/) });
    }
  });

  it("in a storefront GraphQL variable", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/2024-07/graphql.json",
      headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
      payload: { query: "query ($h: String!) { product(handle: $h) { id } }", variables: { h: "x\u0000" } },
    });
    expect(response.statusCode).toBe(400);
    // In GraphQL's own shape, which is all Shopify's clients read.
    expect(response.json()).toEqual({ errors: [{ message: "variables.h: This field cannot contain a NUL character.", extensions: { code: "invalid_character", field: "variables.h" } }] });
  });
});

describe("a change sent from another site's page with this site's cookies is refused (cross-site request forgery)", () => {
  it("by Origin, and by the browser's Sec-Fetch-Site, whatever the body's type; nothing is written", async () => {
    for (const headers of [
      { origin: "http://127.0.0.1:9999" },
      { origin: "https://evil.example" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    ]) {
      const json = await t.app.inject({ method: "POST", url: ADDRESSES, headers: { ...cookieOf(a), ...headers }, payload: home });
      expect(json.statusCode).toBe(403);
      expect(json.json()).toMatchObject({ code: "cross_site_request" });
      const form = await t.app.inject({
        method: "POST",
        url: ADDRESSES,
        headers: { ...cookieOf(a), ...headers, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(home).toString(),
      });
      expect(form.statusCode).toBe(403);
    }
    const endOthers = await t.app.inject({ method: "POST", url: "/api/v6/my-account/sessions/end-others/", headers: { ...cookieOf(a), origin: "https://evil.example" } });
    expect(endOthers.statusCode).toBe(403);
    expect(await addressCount()).toBe(0);
  });

  it("lets through the site's own pages, reads, and calls that carry no cookie (a token, a headless shop)", async () => {
    const own = await t.app.inject({ method: "POST", url: ADDRESSES, headers: { ...cookieOf(a), origin: "http://localhost:80", "sec-fetch-site": "same-origin" }, payload: home });
    expect(own.statusCode).toBe(201);
    const byHost = await t.app.inject({ method: "POST", url: ADDRESSES, headers: { ...cookieOf(a), origin: "http://localhost:80", host: "localhost:80" }, payload: home });
    expect(byHost.statusCode).toBe(201);
    const read = await t.app.inject({ method: "GET", url: ADDRESSES, headers: { ...cookieOf(a), "sec-fetch-site": "cross-site" } });
    expect(read.statusCode).toBe(200);
    const token = await t.app.inject({ method: "POST", url: ADDRESSES, headers: { ...a.headers, origin: "https://partner.example" }, payload: home });
    expect(token.statusCode).toBe(201);
    const headless = await t.app.inject({
      method: "POST",
      url: "/api/2024-07/graphql.json",
      headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN, origin: "https://shop.example", "sec-fetch-site": "cross-site" },
      payload: { query: "{ shop { name } }" },
    });
    expect(headless.statusCode).toBe(200);
  });
});

describe("security headers on every answer", () => {
  it("no sniffing, no framing, a referrer policy; a route's stricter referrer policy stays", async () => {
    for (const url of ["/healthz", "/api/v6/shop/product/?collection=all-bags", "/api/no-such-call/"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
    const refused = await login(t.app, "nobody@maison.test", "wrong-password");
    expect(refused.headers["x-frame-options"]).toBe("DENY");
  });
});
