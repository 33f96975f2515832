import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel", "Hermès", "Rolex"]);
  // 60 bags, newest first by published_at; prices rise with n.
  for (let n = 1; n <= 60; n++) {
    const day = String(1 + (n % 28)).padStart(2, "0");
    await insertProduct(db, {
      handle: `chanel-bag-${n}`,
      price_cents: n * 100_00,
      favorites_count: n % 7,
      published_at: `2026-${n <= 28 ? "09" : "10"}-${day}T10:00:00.000Z`,
      tags: n <= 5 ? ["new-arrivals"] : [],
    });
  }
  await insertProduct(db, { handle: "rolex-submariner", vendor: "Rolex", category: "watches", item_type: "Wristwatch", price_cents: 12_500_00, estimated_retail_cents: 13_000_00, tags: ["wholesale", "whnew", "investment-piece"], images: 2, details: [{ key: "condition", title: "Condition", value: "Excellent", section: "Condition" }, { key: "case_size", title: "Case Size", value: "41mm", section: "Details" }] });
  await insertProduct(db, { handle: "hermes-sold", vendor: "Hermès", state: "sold", price_cents: 20_000_00 });
  await insertProduct(db, { handle: "hermes-draft", vendor: "Hermès", state: "draft" });
  await insertProduct(db, { handle: "chanel-price-drop", original_price_cents: 9000_00, price_cents: 6000_00, tags: ["price-drop", "investment-piece"] });
});

afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  return t.app.inject({ method: "GET", url: `/api/v6/shop/product/?${query}` });
}

describe("GET /api/v6/shop/product/ (collection list)", () => {
  it("pages by 48: page 1 has 48 cards, page 2 the rest, skip = 48 × (page − 1)", async () => {
    const first = (await list("collection=all-bags")).json();
    expect(first.total).toBe(62);
    expect(first.products).toHaveLength(48);
    expect(first.page_count).toBe(2);
    expect(first.has_more).toBe(true);
    const second = (await list("collection=all-bags&page=2")).json();
    expect(second.products).toHaveLength(14);
    expect(second.has_more).toBe(false);
    const ids = new Set([...first.products, ...second.products].map((p: { id: string }) => p.id));
    expect(ids.size).toBe(62);
  });

  it("hides drafts, but keeps sold items listed as unavailable", async () => {
    const all = (await list("collection=all&limit=100")).json();
    const handles = all.products.map((p: { handle: string }) => p.handle);
    expect(handles).not.toContain("hermes-draft");
    const sold = all.products.find((p: { handle: string }) => p.handle === "hermes-sold");
    expect(sold.availableForSale).toBe(false);
  });

  it("sorts by price both ways and by newest", async () => {
    const asc = (await list("collection=all-bags&sort=price-asc&limit=5")).json();
    expect(asc.products.map((p: { price: number }) => p.price)).toEqual([100, 200, 300, 400, 500]);
    const desc = (await list("collection=all-bags&sort=price-desc&limit=2")).json();
    expect(desc.products.map((p: { price: number }) => p.price)).toEqual([20_000, 6000]);
    const newest = (await list("collection=all-bags&sort=newest&limit=10")).json();
    const dates = newest.products.map((p: { handle: string }) => p.handle);
    expect(dates).toHaveLength(10);
  });

  it("serves tag and designer collections", async () => {
    const arrivals = (await list("collection=new-arrivals")).json();
    expect(arrivals.total).toBe(5);
    expect(arrivals.collection.title).toBe("New Arrivals");
    const rolex = (await list("collection=rolex")).json();
    expect(rolex.products.map((p: { handle: string }) => p.handle)).toEqual(["rolex-submariner"]);
  });

  it("returns the product card fields of the storefront in whole dollars", async () => {
    const card = (await list("collection=rolex")).json().products[0];
    expect(card).toMatchObject({
      title: expect.any(String),
      vendor: "Rolex",
      handle: "rolex-submariner",
      product_url: "/products/rolex-submariner",
      price: 12_500,
      condition_label: "Excellent",
      item_size: "Medium",
      availableForSale: true,
      has_pricedrop_tag: false,
      productTag: "Investment Piece",
      wholesaleTag: null,
      firstLookProduct: false,
    });
    expect(card.image).toMatch(/^\/images\/medium\/products\/\d+\/1\.webp$/);
  });

  it("hides the investment-piece label on a price-drop item and sends the original price", async () => {
    const all = (await list("collection=all&limit=100")).json();
    const dropped = all.products.find((p: { handle: string }) => p.handle === "chanel-price-drop");
    expect(dropped.has_pricedrop_tag).toBe(true);
    expect(dropped.productTag).toBeNull();
    expect(dropped.product_details.original_price).toEqual({ value: 9000 });
  });

  it("counts a newly listed product at once (the count cache follows catalog changes)", async () => {
    const before = (await list("collection=rolex")).json().total;
    await insertProduct(t.context.db.kysely, {
      handle: "rolex-daytona",
      vendor: "Rolex",
      category: "watches",
      updated_at: "2026-11-18T11:00:00.000Z",
    });
    const after = (await list("collection=rolex")).json();
    expect(after.total).toBe(before + 1);
    await t.context.db.kysely.deleteFrom("product_images").where("product_id", "=", after.products.find((p: { handle: string }) => p.handle === "rolex-daytona").id).execute();
    await t.context.db.kysely.deleteFrom("products").where("handle", "=", "rolex-daytona").execute();
  });

  it("sorts by percent off retail, deepest first", async () => {
    const body = (await list("collection=all-bags&sort=percent-off-retail&limit=3")).json();
    const off = body.products.map((p: { price: number }) => p.price);
    expect(off).toEqual([100, 200, 300]);
  });

  it("answers 404 with a code for an unknown collection", async () => {
    const response = await list("collection=no-such-collection");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "collection_not_found", field: "collection" });
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["limit=500", "limit"],
    ["sort=cheapest", "sort"],
    ["collection=Bad%20Handle!", "collection"],
  ])("rejects %s with a 400 naming the field", async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("invalid_request");
    expect(body.field).toBe(field);
    expect(body.message).toContain(field);
  });
});

describe("GET /api/v6/shop/product/:handle/", () => {
  it("returns the normalised product with gallery and details", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v6/shop/product/rolex-submariner/" });
    expect(response.statusCode).toBe(200);
    const { product } = response.json();
    expect(product.images).toHaveLength(2);
    expect(product.images_info[0]).toEqual({ width: 1500, height: 1500, src: product.images[0] });
    expect(product.images[0]).toMatch(/^\/images\/big\//);
    expect(product.product_details.case_size).toEqual({ position: 2, title: "Case Size", value: "41mm", section: "Details" });
    expect(product.product_variant).toMatchObject({ price: { amount: "12500.00", currency: "USD" }, available: true });
    expect(product.estimated_retail_price).toBe(13_000);
    expect(product.is_exotic).toBe(false);
  });

  it("answers 404 for an unknown or draft product", async () => {
    for (const handle of ["nope", "hermes-draft"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/v6/shop/product/${handle}/` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("product_not_found");
    }
  });

  it("rejects a malformed handle with a 400 naming the field", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v6/shop/product/%3Cscript%3E/" });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("handle");
  });
});

describe("GET /api/v6/designers/", () => {
  it("lists designers by name with their listed item counts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v6/designers/" });
    expect(response.statusCode).toBe(200);
    expect(response.json().designers).toEqual([
      { name: "Chanel", handle: "chanel", product_count: 61 },
      { name: "Hermès", handle: "hermes", product_count: 1 },
      { name: "Rolex", handle: "rolex", product_count: 1 },
    ]);
  });

  it("rejects unknown query parameters", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v6/designers/?x=1" });
    expect(response.statusCode).toBe(400);
  });
});
