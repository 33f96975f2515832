import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { call, shopper } from "./favorites-fixtures.ts";

const SEARCHES = "/api/v6/my-account/saved-search/";
const SKUS = "/api/v6/my-account/saved-skus/";
let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await shopper(t);
  bob = await shopper(t);
});
afterAll(async () => {
  await t.close();
});

const rows = (table: "saved_searches" | "saved_skus", userId: string) =>
  t.context.db.kysely.selectFrom(table).selectAll().where("user_id", "=", userId).orderBy("id").execute();

describe("visitors", () => {
  it.each([
    ["GET", SEARCHES],
    ["POST", SEARCHES],
    ["PUT", `${SEARCHES}srch_0000000000000000/`],
    ["DELETE", `${SEARCHES}srch_0000000000000000/`],
    ["GET", SKUS],
    ["POST", SKUS],
    ["DELETE", `${SKUS}sku_0000000000000000/`],
  ] as const)("%s %s answers 401", async (method, url) => {
    const payload = method === "POST" || method === "PUT" ? { bc_url: "/search?q=kelly", search_text: "kelly", sku_id: "1" } : undefined;
    expect((await call(t, null, method, url, payload)).statusCode).toBe(401);
  });
});

describe("saved searches (spec 2 §3: id, bc_url, search_text)", () => {
  let kellyId: string;

  it("saves a search: 201, then listed newest first", async () => {
    const first = await call(t, alice, "POST", SEARCHES, { bc_url: "/search?q=kelly", search_text: "kelly" });
    expect(first.statusCode).toBe(201);
    kellyId = first.json().id;
    expect(first.json()).toEqual({
      id: expect.stringMatching(/^srch_/),
      bc_url: "/search?q=kelly",
      search_text: "kelly",
      created_at: "2026-11-18T12:00:00.000Z",
      updated_at: "2026-11-18T12:00:00.000Z",
    });
    t.clock.advance(1000);
    expect((await call(t, alice, "POST", SEARCHES, { bc_url: "/collections/all-bags?designer=chanel", search_text: "" })).statusCode).toBe(201);
    const list = (await call(t, alice, "GET", SEARCHES)).json();
    expect(list.count).toBe(2);
    expect(list.results.map((s: { bc_url: string }) => s.bc_url)).toEqual(["/collections/all-bags?designer=chanel", "/search?q=kelly"]);
  });

  it("saving the same page again keeps one entry with the newer text: 200", async () => {
    const again = await call(t, alice, "POST", SEARCHES, { bc_url: "/search?q=kelly", search_text: "Kelly 28" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: kellyId, search_text: "Kelly 28" });
    expect(await rows("saved_searches", alice.id)).toHaveLength(2);
  });

  it("refuses addresses off this site and over-long text with 400 naming the field", async () => {
    for (const [payload, field] of [
      [{ bc_url: "https://evil.example/x", search_text: "x" }, "bc_url"],
      [{ bc_url: "//evil.example/x", search_text: "x" }, "bc_url"],
      [{ search_text: "x" }, "bc_url"],
      [{ bc_url: "/search?q=x", search_text: "x".repeat(201) }, "search_text"],
    ] as const) {
      const response = await call(t, alice, "POST", SEARCHES, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
  });

  it("changes a saved search with PUT; an empty change is a 400; a taken address a 409", async () => {
    const changed = await call(t, alice, "PUT", `${SEARCHES}${kellyId}/`, { search_text: "kelly bags" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: kellyId, bc_url: "/search?q=kelly", search_text: "kelly bags" });
    expect((await call(t, alice, "PUT", `${SEARCHES}${kellyId}/`, {})).statusCode).toBe(400);
    const taken = await call(t, alice, "PUT", `${SEARCHES}${kellyId}/`, { bc_url: "/collections/all-bags?designer=chanel" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "saved_search_exists", field: "bc_url" });
  });

  it("B cannot read, change or delete A's saved searches: 404, and A's rows are unchanged", async () => {
    const before = await rows("saved_searches", alice.id);
    expect((await call(t, bob, "GET", SEARCHES)).json()).toEqual({ count: 0, results: [] });
    const put = await call(t, bob, "PUT", `${SEARCHES}${kellyId}/`, { search_text: "mine now" });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ code: "saved_search_not_found", field: "id" });
    expect((await call(t, bob, "DELETE", `${SEARCHES}${kellyId}/`)).statusCode).toBe(404);
    expect(await rows("saved_searches", alice.id)).toEqual(before);
  });

  it("deletes the owner's saved search: 204, then 404", async () => {
    expect((await call(t, alice, "DELETE", `${SEARCHES}${kellyId}/`)).statusCode).toBe(204);
    expect((await call(t, alice, "DELETE", `${SEARCHES}${kellyId}/`)).statusCode).toBe(404);
    expect((await call(t, alice, "GET", SEARCHES)).json().count).toBe(1);
  });
});

describe("saved skus (spec 2 §3: sku_id)", () => {
  let skuEntry: string;

  it("saves a sku given as text or number: 201, again 200 with the same entry", async () => {
    const first = await call(t, alice, "POST", SKUS, { sku_id: 48213 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.stringMatching(/^sku_/), sku_id: "48213", created_at: "2026-11-18T12:00:01.000Z" });
    skuEntry = first.json().id;
    const again = await call(t, alice, "POST", SKUS, { sku_id: "48213" });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(skuEntry);
    expect((await call(t, alice, "GET", SKUS)).json()).toEqual({ count: 1, results: [first.json()] });
  });

  it("refuses a missing or malformed sku_id with 400 naming sku_id", async () => {
    for (const payload of [{}, { sku_id: "" }, { sku_id: "a b" }, { sku_id: -1 }]) {
      const response = await call(t, alice, "POST", SKUS, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: "sku_id" });
    }
  });

  it("B cannot see or delete A's saved skus", async () => {
    const before = await rows("saved_skus", alice.id);
    expect((await call(t, bob, "GET", SKUS)).json()).toEqual({ count: 0, results: [] });
    const response = await call(t, bob, "DELETE", `${SKUS}${skuEntry}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "saved_sku_not_found" });
    expect(await rows("saved_skus", alice.id)).toEqual(before);
  });

  it("deletes the owner's saved sku: 204, then 404", async () => {
    expect((await call(t, alice, "DELETE", `${SKUS}${skuEntry}/`)).statusCode).toBe(204);
    expect((await call(t, alice, "DELETE", `${SKUS}${skuEntry}/`)).statusCode).toBe(404);
    expect((await call(t, alice, "GET", SKUS)).json().count).toBe(0);
  });
});
