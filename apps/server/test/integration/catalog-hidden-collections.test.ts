import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db);
  // Sales history: two Birkins and one Speedy have sold; no Keepall has.
  await insertProduct(db, { handle: "sold-birkin-1", vendor: "Hermès", model: "Birkin", state: "sold" });
  await insertProduct(db, { handle: "sold-birkin-2", vendor: "Hermès", model: "Birkin", state: "sold" });
  await insertProduct(db, { handle: "sold-speedy", vendor: "Louis Vuitton", model: "Speedy", state: "sold" });
  await insertProduct(db, { handle: "mens-keepall", vendor: "Louis Vuitton", model: "Keepall", favorites_count: 90, gender: "men", tags: ["men", "clair-picks"] });
  await insertProduct(db, { handle: "mens-speedy", vendor: "Louis Vuitton", model: "Speedy", favorites_count: 5, gender: "men", tags: ["men"] });
  await insertProduct(db, { handle: "mens-birkin", vendor: "Hermès", model: "Birkin", favorites_count: 1, gender: "men", tags: ["men", "vintage"] });
  // A "Birkin" of another house does not borrow Hermès's sales.
  await insertProduct(db, { handle: "fake-birkin-name", vendor: "Gucci", model: "Birkin", favorites_count: 80, gender: "unisex", tags: ["men"] });
  await insertProduct(db, { handle: "winter-boot", vendor: "Gucci", category: "shoes", item_type: "Boots", model: null, style: "Horsebit Boot", tags: ["winter-edit"] });
  await insertProduct(db, { handle: "womens-bag", tags: [] });
});

afterAll(async () => {
  await t.close();
});

const handles = async (query: string) => {
  const response = await t.app.inject({ method: "GET", url: `/api/v6/shop/product/?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { sort: string; products: Array<{ handle: string }>; collection: { title: string } };
};

describe("hidden collections (Clair Picks, The Winter Edit, Vintage, Men's Styles), sorted best-selling", () => {
  it("serves each by URL with its title and tag rule", async () => {
    expect((await handles("collection=clair-picks")).products.map((p) => p.handle)).toEqual(["mens-keepall"]);
    expect((await handles("collection=the-winter-edit")).collection.title).toBe("The Winter Edit");
    expect((await handles("collection=the-winter-edit")).products.map((p) => p.handle)).toEqual(["winter-boot"]);
    expect((await handles("collection=vintage")).products.map((p) => p.handle)).toEqual(["mens-birkin"]);
  });

  it("sorts Men's Styles best-selling: most sales of the same designer and model first, then favourites", async () => {
    const body = await handles("collection=mens-styles");
    expect(body.sort).toBe("best-selling");
    expect(body.collection.title).toBe("Men's Styles");
    expect(body.products.map((p) => p.handle)).toEqual(["mens-birkin", "mens-speedy", "mens-keepall", "fake-birkin-name"]);
  });

  it("keeps hidden collections out of the navigation list while any list can ask for best-selling", async () => {
    const hidden = await t.context.db.kysely.selectFrom("collections").select("handle").where("hidden", "=", 1).orderBy("handle").execute();
    expect(hidden.map((c) => c.handle)).toEqual(["clair-picks", "mens-styles", "the-winter-edit", "vintage"]);
    const all = await handles("collection=all&sort=best-selling&limit=3");
    // The three Hermès Birkins share two sales; among them the favourite leads, then the newest id.
    expect(all.products.map((p) => p.handle)).toEqual(["mens-birkin", "sold-birkin-2", "sold-birkin-1"]);
  });
});
