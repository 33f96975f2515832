import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// The catalog keeps each listing's card, tags, photos and details under its updated_at (ListingPartsCache),
// and each card's JSON with it (decision 100): what a request shows must still be what the database holds.
// Outside production every answer is also written whole and compared; in production the kept JSON is sent
// as it is, so both modes are run.
const PRODUCTION = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), STOREFRONT_ACCESS_TOKEN: "t".repeat(32) };

describe.each([
  { mode: "checked against zod", env: {} as Record<string, string> },
  { mode: "production", env: PRODUCTION },
])("kept listings, $mode", ({ env }) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env });
    await insertCollections(t.context.db.kysely, ["Chanel"]);
  });

  afterAll(async () => {
    await t.close();
  });

  const product = async (handle: string) => (await t.app.inject({ method: "GET", url: `/api/v6/shop/product/${handle}/` })).json().product;
  const card = async (handle: string) => {
    const body = (await t.app.inject({ method: "GET", url: "/api/v6/shop/product/?collection=all-bags" })).json();
    return body.products.find((p: { handle: string }) => p.handle === handle);
  };
  // With a filter the list call is answered by the search engine (its cards kept as JSON too).
  const filteredCard = async (handle: string) => {
    const body = (await t.app.inject({ method: "GET", url: "/api/v6/shop/product/?collection=all-bags&designer=Chanel" })).json();
    return body.products.find((p: { handle: string }) => p.handle === handle);
  };
  const searchCard = async (handle: string) => {
    const body = (await t.app.inject({ method: "POST", url: "/api/v6/search/", payload: { pageCategories: ["all-bags"] } })).json();
    return body.records.map((r: { allMeta: { handle: string } }) => r.allMeta).find((p: { handle: string }) => p.handle === handle);
  };

  describe("kept listing versions never show a stale state, price or favorites count", () => {
    it("shows a piece sold, repriced and favorited at once, even when its updated_at did not move", async () => {
      const db = t.context.db.kysely;
      const row = await insertProduct(db, { handle: "kept-flap", price_cents: 5000_00, published_at: "2026-10-02T00:00:00.000Z" });
      // Read once through every path, so each keeps this version.
      expect((await product("kept-flap")).availableForSale).toBe(true);
      expect((await card("kept-flap")).availableForSale).toBe(true);
      expect((await searchCard("kept-flap")).availableForSale).toBe(true);
      expect((await filteredCard("kept-flap")).availableForSale).toBe(true);
      await db.updateTable("products").set({ state: "sold", price_cents: 4000_00, favorites_count: 7 }).where("id", "=", row.id).execute();
      for (const shown of [await product("kept-flap"), await card("kept-flap"), await searchCard("kept-flap"), await filteredCard("kept-flap")]) {
        expect(shown.availableForSale).toBe(false);
        expect(shown.price).toBe(4000);
        expect(shown.favorites_count).toBe(7);
      }
      const page = await product("kept-flap");
      expect(page.product_variant.available).toBe(false);
      expect(page.product_variant.price.amount).toBe("4000.00");
    });

    it("shows new tags, photos and details once the listing's updated_at moves", async () => {
      const db = t.context.db.kysely;
      const row = await insertProduct(db, { handle: "retagged-flap", tags: ["vintage"], published_at: "2026-10-03T00:00:00.000Z" });
      expect((await product("retagged-flap")).tags).toEqual(["vintage"]);
      expect((await card("retagged-flap")).tags).toEqual(["vintage"]);
      await db.deleteFrom("product_tags").where("product_id", "=", row.id).execute();
      await db.insertInto("product_tags").values({ product_id: row.id, tag: "price-drop" }).execute();
      await db.insertInto("product_details").values({ product_id: row.id, key: "case_size", title: "Case Size", value: "41mm", position: 1, section: "Details" }).execute();
      await db.updateTable("products").set({ updated_at: "2026-11-01T00:00:00.000Z" }).where("id", "=", row.id).execute();
      const page = await product("retagged-flap");
      expect(page.tags).toEqual(["price-drop"]);
      expect(page.has_pricedrop_tag).toBe(true);
      expect(page.product_details.case_size).toEqual({ position: 1, title: "Case Size", value: "41mm", section: "Details" });
      const shown = await card("retagged-flap");
      expect(shown.tags).toEqual(["price-drop"]);
      expect(shown.has_pricedrop_tag).toBe(true);
      expect((await searchCard("retagged-flap")).tags).toEqual(["price-drop"]);
    });

    it("shows a card's first look ending when the clock passes its window, nothing else having changed", async () => {
      const db = t.context.db.kysely;
      const ends = new Date(t.clock.now().getTime() + 60_000).toISOString();
      await insertProduct(db, { handle: "preview-flap", tags: ["bc-filter-VIP Preview"], first_look_ends_at: ends, published_at: "2026-10-05T00:00:00.000Z" });
      expect((await card("preview-flap")).firstLookProduct).toBe(true);
      expect((await card("preview-flap")).firstLookProduct).toBe(true);
      t.clock.advance(120_000);
      expect((await card("preview-flap")).firstLookProduct).toBe(false);
    });

    it("keeps nothing of a listing stamped just now: a second write in the same millisecond is seen", async () => {
      const db = t.context.db.kysely;
      const now = t.clock.now().toISOString();
      const row = await insertProduct(db, { handle: "fresh-flap", tags: ["vintage"], updated_at: now, published_at: "2026-10-04T00:00:00.000Z" });
      expect((await product("fresh-flap")).tags).toEqual(["vintage"]);
      expect((await card("fresh-flap")).tags).toEqual(["vintage"]);
      await db.deleteFrom("product_tags").where("product_id", "=", row.id).execute();
      await db.updateTable("products").set({ title: "Renamed Flap", updated_at: now }).where("id", "=", row.id).execute();
      expect((await product("fresh-flap")).tags).toEqual([]);
      expect((await product("fresh-flap")).title).toBe("Renamed Flap");
      expect((await card("fresh-flap")).tags).toEqual([]);
      expect((await card("fresh-flap")).title).toBe("Renamed Flap");
    });
  });
});
