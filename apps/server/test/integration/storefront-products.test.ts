import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const PATH = "/api/2024-07/graphql.json";
let t: TestApp;

async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: "POST",
    url: PATH,
    headers: { "content-type": "application/json", "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN, ...headers },
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json() };
}

const GENERAL = "bc-filter-General View";
const VIP = "bc-filter-VIP Preview";

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel", "Hermès"]);
  const product = (fixture: Parameters<typeof insertProduct>[1]) => insertProduct(db, fixture);
  await product({ id: "100", variant_id: "500", handle: "flap-a", title: "Alma Flap", vendor: "Chanel", price_cents: 900_00, created_at: "2026-10-01T00:00:00.000Z", updated_at: "2026-10-09T00:00:00.000Z", tags: ["new-arrivals", GENERAL], original_price_cents: 1_200_00, images: 2 });
  await product({ id: "101", variant_id: "501", handle: "birkin-b", title: "Birkin 30", vendor: "Hermès", item_type: "Top Handle", price_cents: 12_000_50, created_at: "2026-10-03T00:00:00.000Z", updated_at: "2026-10-02T00:00:00.000Z", tags: ["new-arrivals", GENERAL] });
  await product({ id: "102", variant_id: "502", handle: "kelly-c", title: "Kelly 25", vendor: "Hermès", item_type: "Top Handle", price_cents: 9_000_00, created_at: "2026-10-02T00:00:00.000Z", updated_at: "2026-10-05T00:00:00.000Z", tags: ["new-arrivals", VIP] });
  await product({ id: "103", variant_id: "503", handle: "sold-d", title: "Boy Bag", vendor: "Chanel", price_cents: 4_000_00, created_at: "2026-10-04T00:00:00.000Z", state: "sold", tags: ["new-arrivals", GENERAL] });
  await product({ id: "104", variant_id: "504", handle: "draft-e", title: "Draft Bag", state: "draft", tags: ["new-arrivals", GENERAL] });
});
afterAll(async () => t.close());

const handles = (body: { data: { products: { nodes: Array<{ handle: string }> } } }) => body.data.products.nodes.map((p) => p.handle);

describe("storefront GraphQL access", () => {
  it("answers Shopify's 401 without the access token or with a wrong one", async () => {
    for (const headers of [{ "x-shopify-storefront-access-token": "" }, { "x-shopify-storefront-access-token": "wrong-token-wrong-token" }]) {
      const { status, body } = await gql("{ products(first: 1) { nodes { id } } }", {}, headers);
      expect(status).toBe(401);
      expect(body).toEqual({ errors: [{ message: expect.any(String), extensions: { code: "UNAUTHORIZED" } }] });
    }
  });

  it("takes the configured token and refuses the development one in production", async () => {
    const production = await createTestApp({
      env: { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), STOREFRONT_ACCESS_TOKEN: "the-production-storefront-token" },
    });
    try {
      const ask = (token: string) =>
        production.app.inject({ method: "POST", url: PATH, headers: { "x-shopify-storefront-access-token": token }, payload: { query: "{ products(first: 1) { nodes { id } } }" } });
      expect((await ask(DEV_STOREFRONT_ACCESS_TOKEN)).statusCode).toBe(401);
      const ok = await ask("the-production-storefront-token");
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.products.nodes).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it("refuses to start in production without a token", async () => {
    await expect(createTestApp({ env: { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) } })).rejects.toThrow(/STOREFRONT_ACCESS_TOKEN is required/);
  });

  it("accepts @inContext and reports unknown fields as GraphQL errors", async () => {
    const ok = await gql(`query Q($country: CountryCode = ZZ, $language: LanguageCode) @inContext(country: $country, language: $language) { products(first: 1) { nodes { id } } }`, { country: "FR", language: "EN" });
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();
    const bad = await gql("{ products(first: 1) { nodes { giftWrap } } }");
    expect(bad.body.errors[0].message).toMatch(/giftWrap/);
    expect(bad.body.data).toBeUndefined();
  });
});

describe("products", () => {
  it("runs the spec's query: tag, available_for_sale and the General View tag clause, newest first", async () => {
    const { body } = await gql(
      `query P($query: String) { products(first: 20, query: $query, sortKey: CREATED_AT, reverse: true) { edges { cursor node { id handle } } pageInfo { hasNextPage hasPreviousPage } } }`,
      { query: `tag:new-arrivals AND available_for_sale:true AND tag:${GENERAL}` },
    );
    expect(body.data.products.edges.map((e: { node: { handle: string } }) => e.node.handle)).toEqual(["birkin-b", "flap-a"]);
    expect(body.data.products.edges[0].node.id).toBe("gid://shopify/Product/101");
    expect(body.data.products.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
    // Without the General View clause members also get the VIP preview piece.
    const all = await gql(`{ products(first: 20, query: "tag:new-arrivals AND available_for_sale:true", sortKey: CREATED_AT, reverse: true) { nodes { handle } } }`);
    expect(handles(all.body)).toEqual(["birkin-b", "kelly-c", "flap-a"]);
  });

  it("filters by title, vendor, product type, price, NOT and OR; drafts never show", async () => {
    const ask = async (query: string) => handles((await gql(`query P($q: String) { products(first: 50, query: $q) { nodes { handle } } }`, { q: query })).body);
    expect(await ask("vendor:Hermès")).toEqual(["birkin-b", "kelly-c"]);
    expect(await ask('vendor:"hermes" AND product_type:"Top Handle" AND -tag:"bc-filter-VIP Preview"')).toEqual(["birkin-b"]);
    expect(await ask("title:kelly OR title:flap")).toEqual(["flap-a", "kelly-c"]);
    expect(await ask("NOT available_for_sale:true")).toEqual(["sold-d"]);
    expect(await ask("variants.price:>=9000")).toEqual(["birkin-b", "kelly-c"]);
    expect(await ask("boy")).toEqual(["sold-d"]);
    expect(await ask("")).toEqual(["flap-a", "birkin-b", "kelly-c", "sold-d"]);
    const bad = await gql(`{ products(first: 5, query: "colour:red") { nodes { id } } }`);
    expect(bad.body.errors[0]).toMatchObject({ message: expect.stringContaining("colour"), extensions: { code: "BAD_USER_INPUT", argument: "query" } });
  });

  it("sorts by every ProductSortKeys value, reversed on request", async () => {
    const order = async (sortKey: string, reverse = false) =>
      handles((await gql(`query P($s: ProductSortKeys, $r: Boolean) { products(first: 10, sortKey: $s, reverse: $r) { nodes { handle } } }`, { s: sortKey, r: reverse })).body);
    expect(await order("PRICE")).toEqual(["flap-a", "sold-d", "kelly-c", "birkin-b"]);
    expect(await order("PRICE", true)).toEqual(["birkin-b", "kelly-c", "sold-d", "flap-a"]);
    expect(await order("TITLE")).toEqual(["flap-a", "birkin-b", "sold-d", "kelly-c"]);
    expect(await order("CREATED_AT")).toEqual(["flap-a", "kelly-c", "birkin-b", "sold-d"]);
    expect(await order("UPDATED_AT", true)).toEqual(["flap-a", "kelly-c", "birkin-b", "sold-d"]);
    expect(await order("ID", true)).toEqual(["sold-d", "kelly-c", "birkin-b", "flap-a"]);
    expect(await order("VENDOR")).toEqual(["flap-a", "sold-d", "birkin-b", "kelly-c"]);
    expect(await order("BEST_SELLING")).toHaveLength(4);
    expect(await order("RELEVANCE")).toHaveLength(4);
  });

  it("pages with first/after and last/before cursors, and needs first or last", async () => {
    const page1 = (await gql(`{ products(first: 2, sortKey: PRICE) { nodes { handle } pageInfo { hasNextPage endCursor } } }`)).body.data.products;
    expect(page1.nodes.map((p: { handle: string }) => p.handle)).toEqual(["flap-a", "sold-d"]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await gql(`query P($after: String) { products(first: 2, after: $after, sortKey: PRICE) { nodes { handle } pageInfo { hasNextPage hasPreviousPage startCursor } } }`, { after: page1.pageInfo.endCursor })).body.data.products;
    expect(page2.nodes.map((p: { handle: string }) => p.handle)).toEqual(["kelly-c", "birkin-b"]);
    expect(page2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = (await gql(`query P($before: String) { products(last: 1, before: $before, sortKey: PRICE) { nodes { handle } } }`, { before: page2.pageInfo.startCursor })).body.data.products;
    expect(back.nodes.map((p: { handle: string }) => p.handle)).toEqual(["sold-d"]);
    const neither = await gql(`{ products { nodes { handle } } }`);
    expect(neither.body.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT" });
  });
});

const PRODUCT_FIELDS = `
  id handle title vendor tags productType availableForSale createdAt updatedAt publishedAt isGiftCard requiresSellingPlan totalInventory
  description(truncateAt: 10) descriptionHtml onlineStoreUrl seo { title description }
  featuredImage { url width height altText }
  images(first: 5) { nodes { url } }
  priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
  compareAtPriceRange { minVariantPrice { amount currencyCode } }
  variants(first: 1) { nodes { id title sku price { amount currencyCode } compareAtPrice { amount } availableForSale currentlyNotInStock quantityAvailable requiresShipping taxable barcode unitPrice { amount } selectedOptions { name value } product { handle } image { url } } }
`;

describe("product and nodes", () => {
  it("reads a product by handle and by gid with Shopify's field shapes and MoneyV2 amounts", async () => {
    const byHandle = (await gql(`query P($h: String) { product(handle: $h) { ${PRODUCT_FIELDS} } }`, { h: "flap-a" })).body.data.product;
    expect(byHandle).toMatchObject({
      id: "gid://shopify/Product/100",
      handle: "flap-a",
      title: "Alma Flap",
      vendor: "Chanel",
      tags: expect.arrayContaining(["new-arrivals", GENERAL]),
      availableForSale: true,
      createdAt: "2026-10-01T00:00:00.000Z",
      isGiftCard: false,
      totalInventory: 1,
      description: "A test...",
      priceRange: { minVariantPrice: { amount: "900.0", currencyCode: "USD" }, maxVariantPrice: { amount: "900.0", currencyCode: "USD" } },
      compareAtPriceRange: { minVariantPrice: { amount: "1200.0", currencyCode: "USD" } },
    });
    expect(byHandle.images.nodes).toHaveLength(2);
    expect(byHandle.featuredImage.url).toMatch(/^http:\/\/localhost:\d+\//);
    expect(byHandle.variants.nodes[0]).toMatchObject({
      id: "gid://shopify/ProductVariant/500",
      title: "Default Title",
      price: { amount: "900.0", currencyCode: "USD" },
      compareAtPrice: { amount: "1200.0" },
      quantityAvailable: 1,
      currentlyNotInStock: false,
      selectedOptions: [
        { name: "Size", value: "Medium" },
        { name: "Color", value: "Black" },
        { name: "Condition", value: "Excellent" },
      ],
      product: { handle: "flap-a" },
    });
    const byId = (await gql(`{ product(id: "gid://shopify/Product/101") { handle priceRange { minVariantPrice { amount } } } }`)).body.data.product;
    expect(byId).toEqual({ handle: "birkin-b", priceRange: { minVariantPrice: { amount: "12000.5" } } });
    expect((await gql(`{ product(handle: "draft-e") { id } }`)).body.data.product).toBeNull();
    expect((await gql(`{ product(handle: "no-such") { id } }`)).body.data.product).toBeNull();
  });

  it("resolves nodes by Product and ProductVariant gids in order, null for unknown ones", async () => {
    const { body } = await gql(
      `query N($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Product { handle } ... on ProductVariant { sku product { handle } } } }`,
      { ids: ["gid://shopify/ProductVariant/502", "gid://shopify/Product/100", "gid://shopify/Product/104", "gid://shopify/Product/999", "not-a-gid", "gid://shopify/Cart/nope"] },
    );
    expect(body.data.nodes).toEqual([
      { __typename: "ProductVariant", id: "gid://shopify/ProductVariant/502", sku: expect.any(String), product: { handle: "kelly-c" } },
      { __typename: "Product", id: "gid://shopify/Product/100", handle: "flap-a" },
      null,
      null,
      null,
      null,
    ]);
  });
});
