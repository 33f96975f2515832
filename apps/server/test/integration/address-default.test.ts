import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createSignedInUser, type SignedInUser } from "./account-fixtures.ts";

let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  a = await createSignedInUser(t, { id: "usr_dflt_a", email: "dflt-a@maison.test" });
  b = await createSignedInUser(t, { id: "usr_dflt_b", email: "dflt-b@maison.test" });
});
afterAll(async () => {
  await t.close();
});

const LIST = "/api/v6/self-check-in/address/";
const one = (id: string) => `/api/v6/my-account/address/${id}/`;
const makeDefault = (id: string) => `/api/v6/my-account/address/${id}/default/`;
const home = { first_name: "Ines", last_name: "Morel", address: "12 Rue de Rivoli", city: "New York", state: "NY", zipcode: "10001" };

interface Saved {
  id: string;
  city: string;
  is_default: boolean;
}

async function save(user: SignedInUser, city: string): Promise<Saved> {
  const response = await t.app.inject({ method: "POST", url: LIST, headers: user.headers, payload: { ...home, city } });
  expect(response.statusCode).toBe(201);
  return response.json();
}
async function book(user: SignedInUser): Promise<Saved[]> {
  return (await t.app.inject({ method: "GET", url: LIST, headers: user.headers })).json().addresses;
}
const defaults = (list: Saved[]) => list.filter((x) => x.is_default).map((x) => x.city);

describe("the default address (decision 060)", () => {
  it("the first address is the default; later ones are not until chosen; choosing one moves the mark", async () => {
    const first = await save(a, "Albany");
    expect(first.is_default).toBe(true);
    const second = await save(a, "Buffalo");
    expect(second.is_default).toBe(false);
    const chosen = await t.app.inject({ method: "PUT", url: makeDefault(second.id), headers: a.headers });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: second.id, is_default: true });
    expect(defaults(await book(a))).toEqual(["Buffalo"]);
    // Choosing the default again changes nothing.
    expect((await t.app.inject({ method: "PUT", url: makeDefault(second.id), headers: a.headers })).statusCode).toBe(200);
    expect(defaults(await book(a))).toEqual(["Buffalo"]);
  });

  it("editing an address keeps its default mark", async () => {
    const current = (await book(a)).find((x) => x.is_default)!;
    const edited = await t.app.inject({ method: "PUT", url: one(current.id), headers: a.headers, payload: { ...home, city: "Rochester" } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ city: "Rochester", is_default: true });
  });

  it("deleting the default makes the newest remaining address the default", async () => {
    const third = await save(a, "Syracuse");
    const current = (await book(a)).find((x) => x.is_default)!;
    expect((await t.app.inject({ method: "DELETE", url: one(current.id), headers: a.headers })).statusCode).toBe(204);
    const left = await book(a);
    expect(left.map((x) => x.city)).toEqual(["Syracuse", "Albany"]);
    expect(defaults(left)).toEqual([third.city]);
  });

  it("user B cannot make user A's address their default, nor touch A's mark (404)", async () => {
    const mine = (await book(a)).find((x) => !x.is_default)!;
    const response = await t.app.inject({ method: "PUT", url: makeDefault(mine.id), headers: b.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ field: "id", detail: "This address does not exist." });
    expect(defaults(await book(a))).toEqual(["Syracuse"]);
    expect(await book(b)).toEqual([]);
  });

  it("refuses a malformed id with a message naming the field, and a visitor with 401", async () => {
    const bad = await t.app.inject({ method: "PUT", url: makeDefault("nope"), headers: a.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "id" });
    expect((await t.app.inject({ method: "PUT", url: makeDefault("adr_0000000000") })).statusCode).toBe(401);
  });

  it("racing choices leave exactly one default", async () => {
    const user = await createSignedInUser(t, { id: "usr_dflt_race", email: "dflt-race@maison.test" });
    const saved = [await save(user, "Ithaca"), await save(user, "Utica"), await save(user, "Troy"), await save(user, "Elmira")];
    const answers = await Promise.all(saved.flatMap((x) => [0, 1].map(() => t.app.inject({ method: "PUT", url: makeDefault(x.id), headers: user.headers }))));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(defaults(await book(user))).toHaveLength(1);
  });

  it("racing creations of a first address leave exactly one default", async () => {
    const user = await createSignedInUser(t, { id: "usr_dflt_race2", email: "dflt-race2@maison.test" });
    const answers = await Promise.all(["Ithaca", "Utica", "Troy"].map((city) => t.app.inject({ method: "POST", url: LIST, headers: user.headers, payload: { ...home, city } })));
    expect(answers.map((r) => r.statusCode).filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const list = await book(user);
    expect(defaults(list)).toHaveLength(1);
  });
});
