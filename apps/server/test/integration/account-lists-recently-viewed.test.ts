import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { call, shopper } from "./favorites-fixtures.ts";

const URL = "/api/v6/shop/recently-viewed/";
let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
const p: string[] = [];
let draft: string;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 4; i++) p.push((await insertProduct(t.context.db.kysely)).id);
  draft = (await insertProduct(t.context.db.kysely, { state: "draft" })).id;
  alice = await shopper(t);
  bob = await shopper(t);
});
afterAll(async () => {
  await t.close();
});

const stored = async () => t.context.db.kysely.selectFrom("recently_viewed").selectAll().orderBy("viewed_at").execute();
const cardIds = (body: { products: Array<{ id: string }> }) => body.products.map((c) => c.id);

describe("visitors keep their list in the browser", () => {
  it("POST answers recorded: false and stores nothing", async () => {
    const response = await call(t, null, "POST", URL, { store_front_id: p[0] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ store_front_id: p[0], recorded: false, viewed_at: null });
    expect(await stored()).toEqual([]);
  });

  it("GET returns the cards of the ids they send, in their order, without the product on screen or unlisted ones", async () => {
    const response = await call(t, null, "GET", `${URL}?ids=${p[2]},${draft},${p[0]},${p[1]}&exclude=${p[1]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: 2, minimum: 2, show_carousel: true });
    expect(cardIds(response.json())).toEqual([p[2], p[0]]);
  });

  it("shows no carousel below the minimum of 2 (spec 2 §5)", async () => {
    const one = (await call(t, null, "GET", `${URL}?ids=${p[2]},${p[1]}&exclude=${p[1]}`)).json();
    expect(one).toMatchObject({ count: 1, show_carousel: false });
    expect((await call(t, null, "GET", URL)).json()).toEqual({ count: 0, minimum: 2, show_carousel: false, products: [] });
  });

  it("refuses unknown products with 404 and malformed ids with 400, naming the field", async () => {
    const unknown = await call(t, null, "POST", URL, { store_front_id: "9999999999999" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "product_not_found", field: "store_front_id" });
    expect((await call(t, null, "POST", URL, { store_front_id: draft })).statusCode).toBe(404);
    const bad = await call(t, null, "POST", URL, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "store_front_id" });
    const badIds = await call(t, null, "GET", `${URL}?ids=1,abc`);
    expect(badIds.statusCode).toBe(400);
    expect(badIds.json().field).toMatch(/^ids/);
  });
});

describe("signed-in users' views are stored", () => {
  it("lists views newest first; viewing again moves a product to the front", async () => {
    for (const id of [p[0], p[1], p[2], p[0]]) {
      t.clock.advance(1000);
      const response = await call(t, alice, "POST", URL, { store_front_id: id });
      expect(response.json()).toEqual({ store_front_id: id, recorded: true, viewed_at: t.clock.now().toISOString() });
    }
    const body = (await call(t, alice, "GET", URL)).json();
    expect(cardIds(body)).toEqual([p[0], p[2], p[1]]);
    expect(body).toMatchObject({ count: 3, show_carousel: true });
    expect(cardIds((await call(t, alice, "GET", `${URL}?exclude=${p[0]}&limit=1`)).json())).toEqual([p[2]]);
  });

  it("each user reads only their own views; ids sent by a signed-in user are ignored", async () => {
    expect((await call(t, bob, "GET", URL)).json()).toMatchObject({ count: 0, products: [] });
    expect((await call(t, bob, "GET", `${URL}?ids=${p[3]}`)).json()).toMatchObject({ count: 0 });
    await call(t, bob, "POST", URL, { store_front_id: p[3] });
    expect(cardIds((await call(t, bob, "GET", URL)).json())).toEqual([p[3]]);
    expect(cardIds((await call(t, alice, "GET", URL)).json())).toEqual([p[0], p[2], p[1]]);
  });

  it("keeps only the newest 50 views of a user", async () => {
    const carol = await shopper(t);
    const ids: string[] = [];
    for (let i = 0; i < 53; i++) {
      ids.push((await insertProduct(t.context.db.kysely)).id);
      t.clock.advance(1000);
      await call(t, carol, "POST", URL, { store_front_id: ids[i] });
    }
    const rows = await t.context.db.kysely.selectFrom("recently_viewed").select("product_id").where("user_id", "=", carol.id).execute();
    expect(rows).toHaveLength(50);
    expect(rows.map((r) => r.product_id)).not.toContain(ids[2]);
    expect(rows.map((r) => r.product_id)).toContain(ids[3]);
    const body = (await call(t, carol, "GET", `${URL}?limit=50`)).json();
    expect(body.count).toBe(50);
    expect(body.products[0].id).toBe(ids[52]);
  });
});
