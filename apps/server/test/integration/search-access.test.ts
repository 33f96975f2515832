import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SearchService } from "../../src/modules/search/search.service.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createSignedInUser, type SignedInUser } from "./account-fixtures.ts";

let t: TestApp;
let shopper: SignedInUser;
let business: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2026-11-21T12:00:00.000Z");
  const db = t.context.db.kysely;
  await insertCollections(db, ["Goyard", "Chanel", "Celine"]);
  // Designer, title and description matches of one word, for ranking.
  await insertProduct(db, { vendor: "Celine", title: "Triomphe Shoulder Bag", description: "A Goyard-style canvas.", model: "Triomphe", tags: ["trending"] });
  await insertProduct(db, { vendor: "Goyard", title: "Saint Louis Tote", model: "Saint Louis", tags: ["whnew", "wholesale"] });
  await insertProduct(db, { vendor: "Chanel", title: "Goyard Print Scarf", model: null, category: "accessories", item_type: "Scarf", tags: ["TRENDING"] });
  await insertProduct(db, { vendor: "Chanel", title: "Classic Flap", tags: ["whreduced", "wholesale"], state: "sold" });
  shopper = await createSignedInUser(t, { id: "usr_shopper", email: "shopper@maison.test" });
  business = await createSignedInUser(t, { id: "usr_business", email: "buyer@maison.test" });
  await db.updateTable("users").set({ is_b2b: 1 }).where("id", "=", business.id).execute();
});
afterAll(async () => t.close());

function post(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/v6/search/", payload, headers });
}

const names = (body: { availableNavigation: Array<{ name: string }> }) => body.availableNavigation.map((n) => n.name);
const wholesale = { navigationName: "wholesale", type: "Value", value: "Wholesale New" };
const vip = { navigationName: "vip", type: "Value", value: "Sold" };

describe("ranking", () => {
  it("puts a designer match above a title match above a description match", async () => {
    const body = (await post({ query: "goyard " })).json();
    expect(body.records.map((r: { allMeta: { title: string } }) => r.allMeta.title)).toEqual([
      "Saint Louis Tote",
      "Goyard Print Scarf",
      "Triomphe Shoulder Bag",
    ]);
  });

  it("keeps the index in step with the catalog: renamed titles and changed tags are found", async () => {
    const db = t.context.db.kysely;
    const [row] = await db.selectFrom("products").select("id").where("title", "=", "Classic Flap").execute();
    await db.updateTable("products").set({ title: "Boy Bag", updated_at: "2026-11-21T11:00:00.000Z" }).where("id", "=", row!.id).execute();
    await db.insertInto("product_tags").values({ product_id: row!.id, tag: "vintage" }).execute();
    expect((await post({ query: "boy " })).json().totalRecordCount).toBe(1);
    expect((await post({ query: "vintage " })).json().totalRecordCount).toBe(1);
    await db.deleteFrom("product_tags").where("product_id", "=", row!.id).where("tag", "=", "vintage").execute();
    await db.updateTable("products").set({ updated_at: "2026-11-21T11:01:00.000Z" }).where("id", "=", row!.id).execute();
    expect((await post({ query: "vintage " })).json().totalRecordCount).toBe(0);
  });
});

describe("wholesale filters are for business users only (spec 2 §6)", () => {
  it("refuses them to visitors and shoppers with a 403 naming the refinement, and does not offer them", async () => {
    for (const headers of [{}, shopper.headers]) {
      const refused = await post({ refinements: [wholesale] }, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "filter_forbidden", field: "refinements.0.navigationName" });
      expect(names((await post({}, headers)).json())).not.toContain("wholesale");
    }
  });

  it("offers and applies them to business users", async () => {
    const body = (await post({ refinements: [wholesale] }, business.headers)).json();
    expect(body.totalRecordCount).toBe(1);
    expect(body.records[0].allMeta.wholesaleTag).toBe("whnew");
    const all = (await post({}, business.headers)).json();
    expect(all.availableNavigation.find((n: { name: string }) => n.name === "wholesale").refinements).toEqual([
      { type: "Value", value: "Wholesale New", count: 1 },
      { type: "Value", value: "Wholesale Reduced", count: 1 },
    ]);
  });
});

describe("rank-gated filters (spec 2 §5)", () => {
  it("refuses the VIP filter below Bronze unless the account is a business one", async () => {
    const refused = await post({ refinements: [vip] }, shopper.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().field).toBe("refinements.0.navigationName");
    expect(names((await post({}, shopper.headers)).json())).not.toContain("vip");
    const business_ = await post({ refinements: [vip] }, business.headers);
    expect(business_.statusCode).toBe(200);
    expect(business_.json().totalRecordCount).toBe(1);
  });

  it("lets a Bronze shopper use it", async () => {
    const service = new SearchService(t.context.db, t.clock, t.context.services.products);
    const body = await service.search(
      { collection: "products", area: "Production", query: "", skip: 0, pageSize: 48, refinements: [{ ...vip, type: "Value" }], preFilter: [], pageCategories: [], currency: "USD" },
      { userId: shopper.id, tierRank: 2, isB2b: false, currency: "USD" },
    );
    expect(body.totalRecordCount).toBe(1);
    expect(body.availableNavigation.map((n) => n.name)).toContain("vip");
  });
});

describe("price filter and currency (spec 2 §5)", () => {
  it("hides the price filter when the currency is not USD and refuses a price refinement", async () => {
    expect(names((await post({ currency: "EUR" })).json())).not.toContain("price");
    expect(names((await post({ currency: "USD" })).json())).toContain("price");
    const refused = await post({ currency: "EUR", refinements: [{ navigationName: "price", type: "Range", low: 0, high: 1000 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "filter_unavailable", field: "refinements.0.navigationName" });
  });
});

describe("filters limited to those allowed in configuration (spec 2 §5)", () => {
  it("offers only the configured filters and refuses the others", async () => {
    const service = new SearchService(t.context.db, t.clock, t.context.services.products, { allowedFilters: ["designer", "category"] });
    const request = { collection: "products" as const, area: "Production" as const, query: "", skip: 0, pageSize: 48, refinements: [], preFilter: [], pageCategories: [], currency: "USD" };
    const viewer = { userId: null, tierRank: 0, isB2b: false, currency: "USD" };
    const body = await service.search(request, viewer);
    expect(body.availableNavigation.map((n) => n.name)).toEqual(["category", "designer"]);
    await expect(
      service.search({ ...request, refinements: [{ navigationName: "color", type: "Value", value: "Black" }] }, viewer),
    ).rejects.toMatchObject({ code: "unknown_filter", field: "refinements.0.navigationName" });
  });
});

describe("promo tag filtering is case-insensitive (spec 2 §5)", () => {
  it("matches tags whatever their case, by label or by tag", async () => {
    for (const value of ["Trending", "trending", "TRENDING"]) {
      const body = (await post({ refinements: [{ navigationName: "featured", type: "Value", value }] })).json();
      expect(body.totalRecordCount).toBe(2);
    }
  });
});
