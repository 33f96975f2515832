import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createShopper } from "./catalog-member-fixtures.ts";

const FIRST_LOOK = "bc-filter-VIP Preview";
const GENERAL = "bc-filter-General View";

let t: TestApp;
let member: { authorization: string };
let shopper: { authorization: string };
let subject: { id: string };

interface Carousel {
  products: Array<{ handle: string; firstLookProduct: boolean; availableForSale: boolean }>;
  total: number;
  see_all_url: string | null;
  more_matches_available: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel", "Hermès", "Gucci"]);
  // The product page's piece: a $5,000 Chanel shoulder bag.
  subject = await insertProduct(db, { handle: "subject", vendor: "Chanel", price_cents: 5000_00, tags: [GENERAL] });
  await insertProduct(db, { handle: "chanel-near", vendor: "Chanel", price_cents: 6000_00, favorites_count: 1, tags: [GENERAL] });
  await insertProduct(db, { handle: "hermes-nearest", vendor: "Hermès", price_cents: 5100_00, favorites_count: 50, tags: [GENERAL] });
  await insertProduct(db, { handle: "gucci-far", vendor: "Gucci", price_cents: 8000_00, favorites_count: 40, tags: [GENERAL] });
  await insertProduct(db, { handle: "too-cheap", vendor: "Gucci", price_cents: 2000_00, favorites_count: 30, tags: [GENERAL] });
  await insertProduct(db, { handle: "other-type", vendor: "Hermès", item_type: "Tote", price_cents: 5000_00, favorites_count: 60, tags: [GENERAL] });
  await insertProduct(db, { handle: "sold-one", vendor: "Hermès", state: "sold", price_cents: 5000_00, favorites_count: 99 });
  await insertProduct(db, { handle: "draft-one", vendor: "Hermès", state: "draft", price_cents: 5000_00, favorites_count: 98 });
  await insertProduct(db, { handle: "watch", vendor: "Hermès", category: "watches", item_type: "Wristwatch", favorites_count: 97 });
  await insertProduct(db, {
    handle: "vip-piece",
    vendor: "Hermès",
    price_cents: 5050_00,
    favorites_count: 96,
    first_look_ends_at: "2026-11-19T00:00:00.000Z",
    tags: [FIRST_LOOK, "new-arrivals"],
  });
  member = (await createShopper(t, "active")).headers;
  shopper = (await createShopper(t)).headers;
});

afterAll(async () => {
  await t.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers });
}

describe("GET /api/v6/shop/similar-items/product/{id}/", () => {
  it("offers the same category and item type near the price, the same designer first, never the product itself", async () => {
    const response = await get(`/api/v6/shop/similar-items/product/${subject.id}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Carousel;
    expect(body.products.map((p) => p.handle)).toEqual(["chanel-near", "hermes-nearest", "gucci-far"]);
    expect(body.total).toBe(3);
    expect(body.see_all_url).toBe("/collections/all-bags");
    expect(body.more_matches_available).toBe(false);
  });

  it("adds first-look pieces only for a member who asks with with_vip_preview=1", async () => {
    const handles = async (query: string, headers: Record<string, string> = {}) =>
      ((await get(`/api/v6/shop/similar-items/product/${subject.id}/${query}`, headers)).json() as Carousel).products.map((p) => p.handle);
    expect(await handles("?with_vip_preview=1", member)).toEqual(["chanel-near", "vip-piece", "hermes-nearest", "gucci-far"]);
    expect(await handles("", member)).not.toContain("vip-piece");
    expect(await handles("?with_vip_preview=1", shopper)).not.toContain("vip-piece");
    expect(await handles("?with_vip_preview=1")).not.toContain("vip-piece");
  });

  it("answers 404 for an unknown or draft product and 400 naming a bad id or flag", async () => {
    expect((await get("/api/v6/shop/similar-items/product/12345/")).statusCode).toBe(404);
    const bad = await get("/api/v6/shop/similar-items/product/not-a-number/");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "id" });
    const flag = await get(`/api/v6/shop/similar-items/product/${subject.id}/?with_vip_preview=yes`);
    expect(flag.statusCode).toBe(400);
    expect(flag.json()).toMatchObject({ field: "with_vip_preview" });
  });
});

describe("GET /api/v6/shop/other-you-may-like/product/{id}/", () => {
  it("offers the same category from other designers, the most favourited first, for sale only", async () => {
    const body = (await get(`/api/v6/shop/other-you-may-like/product/${subject.id}/`)).json() as Carousel;
    expect(body.products.map((p) => p.handle)).toEqual(["other-type", "hermes-nearest", "gucci-far", "too-cheap"]);
    expect(body.total).toBe(4);
    expect(body.see_all_url).toBe("/collections/all-bags?sort=most-popular");
    expect(body.products.every((p) => p.availableForSale)).toBe(true);
  });

  it("includes the VIP preview piece for a member asking for it", async () => {
    const body = (await get(`/api/v6/shop/other-you-may-like/product/${subject.id}/?with_vip_preview=1`, member)).json() as Carousel;
    expect(body.products[0]).toMatchObject({ handle: "vip-piece", firstLookProduct: true });
    expect(body.total).toBe(5);
  });
});

describe("'More Matches Available' (total over 14 with a see-all link)", () => {
  it("is offered once more than 14 pieces match, while the carousel still holds 20 at most", async () => {
    const db = t.context.db.kysely;
    const lone = await insertProduct(db, { handle: "lone-clutch", vendor: "Gucci", item_type: "Clutch", price_cents: 1000_00 });
    for (let n = 1; n <= 14; n++) await insertProduct(db, { handle: `clutch-${n}`, vendor: "Chanel", item_type: "Clutch", price_cents: (900 + n) * 100 });
    const fourteen = (await get(`/api/v6/shop/similar-items/product/${lone.id}/`)).json() as Carousel;
    expect(fourteen.total).toBe(14);
    expect(fourteen.more_matches_available).toBe(false);
    for (let n = 15; n <= 25; n++) await insertProduct(db, { handle: `clutch-${n}`, vendor: "Chanel", item_type: "Clutch", price_cents: (900 + n) * 100 });
    const many = (await get(`/api/v6/shop/similar-items/product/${lone.id}/`)).json() as Carousel;
    expect(many.total).toBe(25);
    expect(many.products).toHaveLength(20);
    expect(many.more_matches_available).toBe(true);
  });
});

describe("GET /api/v6/shop/new-arrivals-pop-up/", () => {
  it("shows new arrivals for sale in the general view to visitors and shoppers", async () => {
    for (const headers of [{}, shopper]) {
      const body = (await get("/api/v6/shop/new-arrivals-pop-up/", headers)).json() as Carousel;
      expect(body.products.map((p) => p.handle)).not.toContain("vip-piece");
      expect(body.see_all_url).toBe("/collections/new-arrivals");
    }
  });

  it("drops the general-view filter for a member (can_see_first_look with the navbar message on)", async () => {
    const body = (await get("/api/v6/shop/new-arrivals-pop-up/", member)).json() as Carousel;
    expect(body.products.map((p) => p.handle)).toEqual(["vip-piece"]);
    expect(body.total).toBe(1);
  });
});
