import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createSignedInUser, type SignedInUser } from "./account-fixtures.ts";

let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  a = await createSignedInUser(t, { id: "usr_addr_a", email: "addr-a@maison.test" });
  b = await createSignedInUser(t, { id: "usr_addr_b", email: "addr-b@maison.test" });
});
afterAll(async () => {
  await t.close();
});

const PATH = "/api/v6/self-check-in/address/";
const home = { first_name: "Ines", last_name: "Morel", address: "12 Rue de Rivoli", city: "New York", state: "NY", zipcode: "10001", phone: "+12125550100" };

describe("saved addresses (spec 1 §7 self-check-in)", () => {
  it("saves an address sent with the spec 2 names and lists it under addresses", async () => {
    const created = await t.app.inject({ method: "POST", url: PATH, headers: a.headers, payload: home });
    expect(created.statusCode).toBe(201);
    const address = created.json();
    expect(address).toMatchObject({ first_name: "Ines", address1: "12 Rue de Rivoli", address: "12 Rue de Rivoli", province: "NY", state: "NY", zip: "10001", zipcode: "10001", country_code: "US", address2: "" });
    const list = await t.app.inject({ method: "GET", url: PATH, headers: a.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().addresses).toEqual([address]);
  });

  it("refuses a missing field with detail naming it, and stores nothing", async () => {
    const response = await t.app.inject({ method: "POST", url: PATH, headers: b.headers, payload: { ...home, city: "" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_request", field: "city", detail: "city: Please enter a city." });
    expect((await t.app.inject({ method: "GET", url: PATH, headers: b.headers })).json().addresses).toEqual([]);
  });

  it("refuses a country we do not ship to", async () => {
    const response = await t.app.inject({ method: "POST", url: PATH, headers: b.headers, payload: { ...home, country_code: "JP" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "country_code", detail: "country_code: We do not ship to this country yet." });
  });

  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: PATH })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: PATH, payload: home })).statusCode).toBe(401);
  });

  it("user B can neither see, change nor delete user A's address", async () => {
    const mine = (await t.app.inject({ method: "POST", url: PATH, headers: a.headers, payload: { ...home, city: "Boston" } })).json();
    expect((await t.app.inject({ method: "GET", url: PATH, headers: b.headers })).json().addresses).toEqual([]);
    const put = await t.app.inject({ method: "PUT", url: `/api/v6/my-account/address/${mine.id}/`, headers: b.headers, payload: home });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({ method: "DELETE", url: `/api/v6/my-account/address/${mine.id}/`, headers: b.headers });
    expect(del.statusCode).toBe(404);
    expect(del.json().detail).toBe("This address does not exist.");
    const stillThere = (await t.app.inject({ method: "GET", url: PATH, headers: a.headers })).json().addresses;
    expect(stillThere.find((x: { id: string }) => x.id === mine.id)).toMatchObject({ city: "Boston" });
  });

  it("the owner changes and deletes an address", async () => {
    const mine = (await t.app.inject({ method: "POST", url: PATH, headers: b.headers, payload: home })).json();
    const put = await t.app.inject({ method: "PUT", url: `/api/v6/my-account/address/${mine.id}/`, headers: b.headers, payload: { ...home, city: "Chicago" } });
    expect(put.statusCode).toBe(200);
    expect(put.json().city).toBe("Chicago");
    expect((await t.app.inject({ method: "DELETE", url: `/api/v6/my-account/address/${mine.id}/`, headers: b.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: PATH, headers: b.headers })).json().addresses).toEqual([]);
  });
});
