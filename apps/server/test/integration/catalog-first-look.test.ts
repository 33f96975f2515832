import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createShopper } from "./catalog-member-fixtures.ts";

const FIRST_LOOK = "bc-filter-VIP Preview";
const GENERAL = "bc-filter-General View";

let t: TestApp;
let member: { authorization: string };
let cancelled: { authorization: string };
let shopper: { authorization: string };

interface Card {
  id: string;
  handle: string;
  firstLookProduct: boolean;
}
interface ListBody {
  products: Card[];
  total: number;
  page_count: number;
  has_more: boolean;
  first_look_count: number;
  general_page_size: number;
}

beforeAll(async () => {
  t = await createTestApp(); // the clock reads 2026-11-18T12:00:00Z
  const db = t.context.db.kysely;
  await insertCollections(db);
  // 50 general-view new arrivals, general-1 the newest.
  for (let n = 1; n <= 50; n++) {
    const minute = String(59 - n).padStart(2, "0");
    await insertProduct(db, { handle: `general-${n}`, published_at: `2026-11-17T10:${minute}:00.000Z`, tags: ["new-arrivals", GENERAL] });
  }
  // This week's VIP preview: three pieces in first look until tomorrow midnight, vip-1 the newest.
  for (let n = 1; n <= 3; n++) {
    await insertProduct(db, {
      handle: `vip-${n}`,
      published_at: `2026-11-18T0${5 - n}:00:00.000Z`,
      first_look_ends_at: "2026-11-19T00:00:00.000Z",
      tags: ["new-arrivals", FIRST_LOOK],
    });
  }
  // Last week's preview piece: its first look is over, so it belongs to the general view.
  await insertProduct(db, { handle: "last-week-vip", published_at: "2026-11-11T09:00:00.000Z", first_look_ends_at: "2026-11-12T00:00:00.000Z", tags: ["new-arrivals", FIRST_LOOK] });
  member = (await createShopper(t, "active")).headers;
  cancelled = (await createShopper(t, "cancelled")).headers;
  shopper = (await createShopper(t)).headers;
});

afterAll(async () => {
  await t.close();
});

async function newArrivals(page: number, headers: Record<string, string> = {}): Promise<ListBody> {
  const response = await t.app.inject({ method: "GET", url: `/api/v6/shop/product/?collection=new-arrivals&page=${page}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as ListBody;
}

describe("page 1 of new arrivals leads with the VIP preview (46 general-view cards when first-look pieces exist, else 48)", () => {
  it("gives a member every first-look piece first, then 46 general-view pieces", async () => {
    const body = await newArrivals(1, member);
    expect(body.first_look_count).toBe(3);
    expect(body.general_page_size).toBe(46);
    expect(body.products).toHaveLength(49);
    expect(body.products.slice(0, 3).map((p) => p.handle)).toEqual(["vip-1", "vip-2", "vip-3"]);
    expect(body.products.slice(0, 3).every((p) => p.firstLookProduct)).toBe(true);
    expect(body.products.slice(3).every((p) => !p.firstLookProduct)).toBe(true);
    expect(body.products[3]?.handle).toBe("general-1");
    expect(body.total).toBe(51 + 3);
  });

  it("gives visitors two first-look teaser cards (with the overlay flag), then 46 general-view pieces", async () => {
    const body = await newArrivals(1);
    expect(body.first_look_count).toBe(2);
    expect(body.general_page_size).toBe(46);
    expect(body.products).toHaveLength(48);
    expect(body.products.slice(0, 2).map((p) => [p.handle, p.firstLookProduct])).toEqual([["vip-1", true], ["vip-2", true]]);
    expect(body.products.slice(2).some((p) => p.handle.startsWith("vip-"))).toBe(false);
    expect(body.total).toBe(51 + 2);
  });

  it("treats signed-in shoppers without an active membership like visitors", async () => {
    for (const headers of [shopper, cancelled]) {
      const body = await newArrivals(1, headers);
      expect(body.first_look_count).toBe(2);
      expect(body.products).toHaveLength(48);
    }
  });

  it("continues the general view on page 2 exactly where page 1 stopped", async () => {
    const first = await newArrivals(1);
    const second = await newArrivals(2);
    expect(first.page_count).toBe(2);
    expect(first.has_more).toBe(true);
    expect(second.first_look_count).toBe(0);
    expect(second.products.map((p) => p.handle)).toEqual(["general-47", "general-48", "general-49", "general-50", "last-week-vip"]);
    expect(second.has_more).toBe(false);
    const general = [...first.products.slice(2), ...second.products].map((p) => p.id);
    expect(new Set(general).size).toBe(51);
  });

  it("keeps 48 general-view pieces once the first look is over", async () => {
    t.clock.set("2026-11-19T00:00:00.000Z");
    try {
      for (const headers of [member, {}]) {
        const body = await newArrivals(1, headers);
        expect(body.first_look_count).toBe(0);
        expect(body.general_page_size).toBe(48);
        expect(body.products).toHaveLength(48);
        expect(body.products[0]?.handle).toBe("vip-1");
        expect(body.products.every((p) => !p.firstLookProduct)).toBe(true);
        expect(body.total).toBe(54);
      }
    } finally {
      t.clock.set("2026-11-18T12:00:00.000Z");
    }
  });

  it("leaves other collections and other page sizes alone", async () => {
    const all = (await t.app.inject({ method: "GET", url: "/api/v6/shop/product/?collection=all" })).json() as ListBody;
    expect(all.products).toHaveLength(48);
    expect(all.first_look_count).toBeUndefined();
    const small = (await t.app.inject({ method: "GET", url: "/api/v6/shop/product/?collection=new-arrivals&limit=10" })).json() as ListBody;
    expect(small.products).toHaveLength(10);
    expect(small.first_look_count).toBeUndefined();
  });
});
