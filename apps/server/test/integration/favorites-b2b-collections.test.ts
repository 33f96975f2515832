import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { call, shopper } from "./favorites-fixtures.ts";

const BASE = "/api/v6/my-account/b2b-collections/";
let t: TestApp;
let acme: SignedInUser;
let globex: SignedInUser;
let plainShopper: SignedInUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel", "Hermès"]);
  ids.chanel = (await insertProduct(db, { vendor: "Chanel", title: "Classic Flap, Medium", price_cents: 4_500_00, tags: ["wholesale", "whnew"] })).id;
  ids.hermes = (await insertProduct(db, { vendor: "Hermès", title: "Kelly 28", price_cents: 12_000_00 })).id;
  ids.sold = (await insertProduct(db, { vendor: "Chanel", title: "Boy Bag", state: "sold", price_cents: 3_000_00 })).id;
  ids.draft = (await insertProduct(db, { state: "draft" })).id;
  acme = await shopper(t, { b2b: true });
  globex = await shopper(t, { b2b: true });
  plainShopper = await shopper(t);
});
afterAll(async () => {
  await t.close();
});

const listOf = async (user: SignedInUser) => (await call(t, user, "GET", BASE)).json();

describe("b2b collections are for business users only", () => {
  it("visitors get 401 and shoppers 403 on every call, and nothing is stored", async () => {
    const calls = [
      ["GET", BASE],
      ["POST", BASE],
      ["PUT", `${BASE}fcl_0000000000000000000000000/`],
      ["DELETE", `${BASE}fcl_0000000000000000000000000/`],
      ["GET", `${BASE}fcl_0000000000000000000000000/favorites-p/`],
      ["GET", `${BASE}fcl_0000000000000000000000000/favorites/export/`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === "POST" ? { name: "Spring" } : method === "PUT" ? { product_id: ids.chanel } : undefined;
      expect((await call(t, null, method, url, payload)).statusCode).toBe(401);
      const refused = await call(t, plainShopper, method, url, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "forbidden" });
    }
    expect(await t.context.db.kysely.selectFrom("b2b_collections").selectAll().execute()).toEqual([]);
  });
});

describe("naming a list (spec 2 §5)", () => {
  it("makes a list with a tidy name: 201", async () => {
    const response = await call(t, acme, "POST", BASE, { name: "  Spring   Buys " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: "Spring Buys", favorites: [], created_at: "2026-11-18T12:00:00.000Z" });
    expect(response.json().id).toMatch(/^fcl_/);
  });

  it("an empty name answers 'Please name your list'", async () => {
    for (const payload of [{ name: "" }, { name: "   " }, {}]) {
      const response = await call(t, acme, "POST", BASE, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "favorites_list_name_missing", message: "Please name your list", detail: "Please name your list", field: "name" });
    }
  });

  it("a name already used (any case or spacing) answers the duplicate message; another user may use it", async () => {
    const response = await call(t, acme, "POST", BASE, { name: "spring buys" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "favorites_list_name_taken",
      message: "That favorite collections already exists. Please use a new name.",
      field: "name",
    });
    expect((await listOf(acme)).count).toBe(1);
    expect((await call(t, globex, "POST", BASE, { name: "Spring Buys" })).statusCode).toBe(201);
  });

  it("the same new name sent twice at once makes one list", async () => {
    const responses = await Promise.all([0, 1, 2].map(() => call(t, acme, "POST", BASE, { name: "Holiday" })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await listOf(acme)).results.map((c: { name: string }) => c.name)).toEqual(["Spring Buys", "Holiday"]);
  });
});

describe("filling, reading, exporting and deleting a list", () => {
  let listId: string;
  beforeAll(async () => {
    listId = (await listOf(acme)).results[0].id;
  });

  it("adds products with product_id (twice keeps one) and removes them with remove_product_id", async () => {
    for (const key of ["hermes", "sold", "chanel", "chanel"]) {
      t.clock.advance(60_000);
      const response = await call(t, acme, "PUT", `${BASE}${listId}/`, { product_id: ids[key] });
      expect(response.statusCode).toBe(200);
    }
    expect((await listOf(acme)).results[0].favorites).toEqual([ids.chanel, ids.sold, ids.hermes]);
    const removed = await call(t, acme, "PUT", `${BASE}${listId}/`, { remove_product_id: ids.hermes });
    expect(removed.json().favorites).toEqual([ids.chanel, ids.sold]);
    await call(t, acme, "PUT", `${BASE}${listId}/`, { product_id: ids.hermes });
  });

  it("refuses unknown products (404 naming product_id) and bodies with neither or both fields (400)", async () => {
    for (const productId of ["9999999999999", ids.draft]) {
      const response = await call(t, acme, "PUT", `${BASE}${listId}/`, { product_id: productId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "product_not_found", field: "product_id" });
    }
    for (const payload of [{}, { product_id: ids.chanel, remove_product_id: ids.hermes }]) {
      const response = await call(t, acme, "PUT", `${BASE}${listId}/`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: "product_id" });
    }
  });

  it("reads favorites.count and favorites.results with product_id, in the chosen sort, wholesale tags shown", async () => {
    const response = await call(t, acme, "GET", `${BASE}${listId}/favorites-p/?sort=price-desc`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: listId, name: "Spring Buys", sort: "price-desc", page: 1, page_count: 1 });
    expect(body.favorites.count).toBe(3);
    expect(body.favorites.results.map((r: { product_id: string }) => r.product_id)).toEqual([ids.hermes, ids.chanel, ids.sold]);
    expect(body.favorites.results[1].product).toMatchObject({ id: ids.chanel, wholesaleTag: "whnew" });
  });

  it("exports the list as CSV", async () => {
    const response = await call(t, acme, "GET", `${BASE}${listId}/favorites/export/?sort=price-asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="spring-buys.csv"');
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("product_id,designer,title,condition,size,price_usd,available,url,added_at");
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([ids.chanel, ids.hermes, ids.sold]);
    expect(lines[1]).toContain(',"Classic Flap, Medium",');
    expect(lines[3]).toContain(",false,");
  });

  it("another business user cannot read, change, export or delete the list: 404, and it is unchanged", async () => {
    const before = await listOf(acme);
    for (const [method, url, payload] of [
      ["GET", `${BASE}${listId}/favorites-p/`, undefined],
      ["GET", `${BASE}${listId}/favorites/export/`, undefined],
      ["PUT", `${BASE}${listId}/`, { remove_product_id: ids.chanel }],
      ["PUT", `${BASE}${listId}/`, { product_id: ids.hermes }],
      ["DELETE", `${BASE}${listId}/`, undefined],
    ] as const) {
      const response = await call(t, globex, method, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "favorites_list_not_found" });
    }
    expect(await listOf(acme)).toEqual(before);
    expect((await listOf(globex)).results.map((c: { name: string }) => c.name)).toEqual(["Spring Buys"]);
  });

  it("deletes the owner's list: 204, then 404", async () => {
    expect((await call(t, acme, "DELETE", `${BASE}${listId}/`)).statusCode).toBe(204);
    expect((await call(t, acme, "DELETE", `${BASE}${listId}/`)).statusCode).toBe(404);
    expect((await listOf(acme)).results.map((c: { name: string }) => c.name)).toEqual(["Holiday"]);
    const items = await t.context.db.kysely.selectFrom("b2b_collection_items").selectAll().where("collection_id", "=", listId).execute();
    expect(items).toEqual([]);
  });

  it("refuses malformed list ids with 400 naming id", async () => {
    const response = await call(t, acme, "GET", `${BASE}not-a-list/favorites-p/`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "id" });
  });
});
