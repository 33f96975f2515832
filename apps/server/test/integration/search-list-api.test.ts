import { ListFilterParams } from "@maison/contracts/search";
import { FILTER_DEFINITIONS } from "@maison/domain/search/filters";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel", "Hermès"]);
  const bag = (vendor: string, colors: string[], dollars: number, published: string, extra: Record<string, unknown> = {}) =>
    insertProduct(db, { vendor, colors: JSON.stringify(colors), price_cents: dollars * 100, published_at: published, ...extra });
  await bag("Chanel", ["Black"], 900, "2026-10-01T00:00:00.000Z");
  await bag("Chanel", ["Black", "Gold"], 1_500, "2026-10-02T00:00:00.000Z");
  await bag("Hermès", ["Red"], 12_000, "2026-10-03T00:00:00.000Z");
  await bag("Hermès", ["Black"], 2_400, "2026-10-04T00:00:00.000Z", { tags: ["whnew", "wholesale"] });
  await bag("Chanel", ["Black"], 800, "2026-10-05T00:00:00.000Z", { category: "shoes", item_type: "Pumps" });
});
afterAll(async () => t.close());

function list(query: string) {
  return t.app.inject({ method: "GET", url: `/api/v6/shop/product/?${query}` });
}

describe("GET /api/v6/shop/product/ with filters", () => {
  it("takes every search filter as a query parameter", () => {
    expect(Object.keys(ListFilterParams.shape).filter((k) => k !== "currency").sort()).toEqual(FILTER_DEFINITIONS.map((f) => f.name).sort());
  });

  it("narrows a collection by a filter, in the list call's shape and sort", async () => {
    const response = await list("collection=all-bags&color=Black");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.collection).toMatchObject({ handle: "all-bags", title: "All Bags", product_count: 4 });
    expect(body.products.map((p: { price: number }) => p.price)).toEqual([2_400, 1_500, 900]);
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 48, page_count: 1, sort: "newest", has_more: false });
  });

  it("ORs repeated values, ANDs filters, reads ranges in dollars, sorts and pages", async () => {
    const body = (await list("collection=all-bags&color=Black&color=Red&price=1000-&sort=price-asc&limit=1&page=2")).json();
    expect(body.total).toBe(3);
    expect(body.products.map((p: { price: number }) => p.price)).toEqual([2_400]);
    expect(body).toMatchObject({ page: 2, page_size: 1, page_count: 3, sort: "price-asc", has_more: true });
    const designer = (await list("collection=chanel&designer=chanel&availability=In%20Stock")).json();
    expect(designer.products.map((p: { price: number }) => p.price)).toEqual([800, 1_500, 900]);
  });

  it("refuses business-only filters to others, naming the parameter", async () => {
    const response = await list("collection=all-bags&wholesale=whnew");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "filter_forbidden", field: "wholesale" });
  });

  it("answers bad filters with a 400 naming the parameter, and unknown collections with a 404", async () => {
    expect((await list("price=2500-1000")).json()).toMatchObject({ code: "invalid_refinement", field: "price" });
    const malformed = await list("price=cheap");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe("price");
    expect((await list("availability=Soon")).json()).toMatchObject({ code: "invalid_refinement", field: "availability" });
    const unknown = await list("collection=no-such-thing&color=Black");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "collection_not_found", field: "collection" });
  });

  it("leaves unfiltered lists to the catalog", async () => {
    const body = (await list("collection=all-bags")).json();
    expect(body.total).toBe(4);
  });
});
