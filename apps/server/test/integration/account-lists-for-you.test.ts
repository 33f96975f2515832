import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { call, shopper } from "./favorites-fixtures.ts";

const FILTERS = "/api/v6/my-account/for-you-filters/";
const RECS = "/api/v6/shop/personalized-recommendations/";
const HOME = "/api/v6/meta/for-you-homepage/";
let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel", "Hermès", "Rolex"]);
  const make = async (key: string, fixture: Parameters<typeof insertProduct>[1], day: number) => {
    ids[key] = (await insertProduct(db, { ...fixture, published_at: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z` })).id;
  };
  await make("chanelFav", { vendor: "Chanel", colors: JSON.stringify(["Black"]) }, 1);
  await make("chanelOld", { vendor: "Chanel", colors: JSON.stringify(["Beige"]) }, 2);
  await make("chanelRed", { vendor: "Chanel", colors: JSON.stringify(["Red"]), condition: "Pristine" }, 3);
  await make("hermes", { vendor: "Hermès", colors: JSON.stringify(["Gold"]) }, 4);
  await make("rolex", { vendor: "Rolex", category: "watches", item_type: "Wristwatch", colors: JSON.stringify(["Silver"]) }, 5);
  await make("chanelSold", { vendor: "Chanel", state: "sold" }, 6);
  await make("chanelVip", { vendor: "Chanel", tags: ["bc-filter-VIP Preview"], first_look_ends_at: "2026-11-20T00:00:00.000Z" }, 7);
  await make("chanelDraft", { vendor: "Chanel", state: "draft" }, 8);
  await make("newest", { vendor: "Hermès", colors: JSON.stringify(["Black"]) }, 9);
});
afterAll(async () => {
  await t.close();
});

const names = (body: { products: Array<{ id: string }> }) => body.products.map((c) => Object.keys(ids).find((k) => ids[k] === c.id));

describe("visitors", () => {
  it("are asked to sign in for filters and the personalized list", async () => {
    for (const [method, url] of [["GET", FILTERS], ["PUT", FILTERS], ["GET", RECS]] as const) {
      const response = await call(t, null, method, url, method === "PUT" ? { categories: ["bags"] } : undefined);
      expect(response.statusCode).toBe(401);
    }
    expect(await t.context.db.kysely.selectFrom("for_you_filters").selectAll().execute()).toEqual([]);
  });

  it("see the newest available pieces on the homepage strip, without VIP preview items", async () => {
    const response = await call(t, null, "GET", HOME);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ title: "Just In", personalized: false, view_all_url: "/for-you" });
    expect(names(body)).toEqual(["newest", "rolex", "hermes", "chanelRed", "chanelOld", "chanelFav"]);
  });
});

describe("saved For You filters (spec 2 §3: designers, categories, color, condition)", () => {
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    alice = await shopper(t);
    bob = await shopper(t);
  });

  it("start empty, are replaced by PUT (repeats kept once) and read back", async () => {
    expect((await call(t, alice, "GET", FILTERS)).json()).toEqual({ designers: [], categories: [], color: [], condition: [] });
    const saved = await call(t, alice, "PUT", FILTERS, { designers: ["chanel", "chanel"], categories: ["bags"], color: ["Black"], condition: ["Excellent"] });
    expect(saved.statusCode).toBe(200);
    const expected = { designers: ["chanel"], categories: ["bags"], color: ["Black"], condition: ["Excellent"] };
    expect(saved.json()).toEqual(expected);
    expect((await call(t, alice, "GET", FILTERS)).json()).toEqual(expected);
    expect((await call(t, alice, "PUT", FILTERS, { categories: ["watches"] })).json()).toEqual({ designers: [], categories: ["watches"], color: [], condition: [] });
  });

  it("refuses unknown categories and conditions with 400 naming the field", async () => {
    for (const [payload, field] of [
      [{ categories: ["boats"] }, /^categories/],
      [{ condition: ["Mint"] }, /^condition/],
      [{ designers: ["Not A Handle"] }, /^designers/],
    ] as const) {
      const response = await call(t, alice, "PUT", FILTERS, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toMatch(field);
    }
    expect((await call(t, alice, "GET", FILTERS)).json().categories).toEqual(["watches"]);
  });

  it("are each user's own", async () => {
    expect((await call(t, bob, "GET", FILTERS)).json()).toEqual({ designers: [], categories: [], color: [], condition: [] });
    await call(t, bob, "PUT", FILTERS, { color: ["Red"] });
    expect((await call(t, alice, "GET", FILTERS)).json().categories).toEqual(["watches"]);
  });
});

describe("GET /api/v6/shop/personalized-recommendations/", () => {
  it("without favorites or views lists the newest available pieces, not personalized", async () => {
    const fresh = await shopper(t);
    const body = (await call(t, fresh, "GET", RECS)).json();
    expect(body.personalized).toBe(false);
    expect(names(body)).toEqual(["newest", "rolex", "hermes", "chanelRed", "chanelOld", "chanelFav"]);
  });

  it("ranks by the user's favorites and views, leaving out favorites, sold, draft and VIP preview items", async () => {
    const user = await shopper(t);
    await call(t, user, "POST", "/api/v6/favorites/", { product_id: ids.chanelFav });
    await call(t, user, "POST", "/api/v6/shop/recently-viewed/", { store_front_id: ids.rolex });
    const body = (await call(t, user, "GET", `${RECS}?email=someone-else@example.com`)).json();
    expect(body.personalized).toBe(true);
    // Chanel (a favorite) leads; then a black bag; the viewed Rolex ranks above a bag of another color.
    expect(names(body)).toEqual(["chanelOld", "chanelRed", "newest", "rolex", "hermes"]);
  });

  it("applies the saved filters", async () => {
    const user = await shopper(t);
    await call(t, user, "POST", "/api/v6/favorites/", { product_id: ids.chanelFav });
    await call(t, user, "PUT", FILTERS, { color: ["black", "gold"] });
    expect(names((await call(t, user, "GET", RECS)).json())).toEqual(["newest", "hermes"]);
    await call(t, user, "PUT", FILTERS, { categories: ["watches"] });
    expect(names((await call(t, user, "GET", RECS)).json())).toEqual(["rolex"]);
    await call(t, user, "PUT", FILTERS, { designers: ["chanel"], condition: ["Pristine"] });
    expect(names((await call(t, user, "GET", RECS)).json())).toEqual(["chanelRed"]);
  });

  it("with_vip_preview adds VIP preview items for members only", async () => {
    const member = await shopper(t, { member: true });
    const plain = await shopper(t);
    for (const user of [member, plain]) await call(t, user, "POST", "/api/v6/favorites/", { product_id: ids.chanelFav });
    expect(names((await call(t, member, "GET", `${RECS}?with_vip_preview=1`)).json())[0]).toBe("chanelVip");
    expect(names((await call(t, member, "GET", RECS)).json())).not.toContain("chanelVip");
    expect(names((await call(t, plain, "GET", `${RECS}?with_vip_preview=1`)).json())).not.toContain("chanelVip");
  });

  it("respects limit and refuses bad values with 400 naming the field", async () => {
    const user = await shopper(t);
    expect((await call(t, user, "GET", `${RECS}?limit=2`)).json().count).toBe(2);
    const bad = await call(t, user, "GET", `${RECS}?limit=500`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "limit" });
  });

  it("the homepage strip is the personalized list once the user has taste", async () => {
    const user = await shopper(t);
    await call(t, user, "POST", "/api/v6/favorites/", { product_id: ids.rolex });
    const body = (await call(t, user, "GET", HOME)).json();
    expect(body).toMatchObject({ title: "For You", personalized: true, view_all_url: "/for-you" });
    expect(names(body)[0]).toBe("newest");
    expect(names(body)).not.toContain("rolex");
  });
});
