import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { STOREFRONT_MAX_NODES } from "../../src/modules/storefront/query-cost.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** Both API versions answer under the same limits (decision 081). */
const PATHS = ["/api/2024-07/graphql.json", "/api/2025-01/graphql.json"];
let PATH = PATHS[0]!;
let t: TestApp;
let production: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  production = await createTestApp({ env: { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), STOREFRONT_ACCESS_TOKEN: "the-production-storefront-token" } });
  // Many collections: work done once per collection for one request shows as a stall.
  await insertCollections(t.context.db.kysely, ["Chanel", ...Array.from({ length: 150 }, (_, i) => `Atelier ${i}`)]);
  for (let i = 0; i < 3; i += 1) await insertProduct(t.context.db.kysely, {});
});
afterAll(async () => {
  await t?.close();
  await production?.close();
});

async function ask(app: TestApp, query: string, variables: Record<string, unknown> = {}, token = DEV_STOREFRONT_ACCESS_TOKEN) {
  const response = await app.app.inject({ method: "POST", url: PATH, headers: { "x-shopify-storefront-access-token": token }, payload: { query, variables } });
  return { status: response.statusCode, body: response.json() };
}

describe.each(PATHS)("one storefront request cannot ask for unbounded work at %s", (path) => {
  beforeAll(() => {
    PATH = path;
  });

  it("thirty aliased pages of 250 products are refused before anything runs, as Shopify answers (200 with errors)", async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `p${i}: products(first: 250) { nodes { id title } }`).join(" ");
    const refused = await ask(t, `{ ${aliases} }`);
    expect(refused.status).toBe(200);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ message: `Query asks for 7500 nodes, which exceeds the maximum of ${STOREFRONT_MAX_NODES}`, extensions: { code: "MAX_NODES_EXCEEDED", nodes: 7500, maxNodes: STOREFRONT_MAX_NODES } }),
    ]);
    // The same page four times fits, and answers.
    const four = Array.from({ length: 4 }, (_, i) => `p${i}: products(first: 250) { nodes { id } }`).join(" ");
    const fits = await ask(t, `{ ${four} }`);
    expect(fits.body.errors).toBeUndefined();
    expect(fits.body.data.p0.nodes).toHaveLength(3);
  });

  it("a page size hidden in a variable counts as asked, and nested connections multiply", async () => {
    // A piece has one variant and at most twelve photos (query-cost.ts): a collection's products are what nest without bound.
    const nested = await ask(t, "query Q($n: Int!) { collections(first: $n) { nodes { products(first: 250) { nodes { id } } } } }", { n: 5 });
    expect(nested.body.errors[0].extensions.code).toBe("MAX_NODES_EXCEEDED");
  });

  it("a page size in a variable is counted on every request, not once per document", async () => {
    const query = "query Q($n: Int!) { collections(first: $n) { nodes { products(first: 250) { nodes { id } } } } }";
    const first = await ask(t, query, { n: 1 });
    expect(first.body.errors, JSON.stringify(first.body.errors)).toBeUndefined();
    expect((await ask(t, query, { n: 5 })).body.errors[0].extensions.code).toBe("MAX_NODES_EXCEEDED");
  });

  it("a query costing more than the limit by its objects is refused with MAX_COMPLEXITY_EXCEEDED", async () => {
    const money = "{ amount currencyCode }";
    const variant = `price ${money} compareAtPrice ${money} unitPrice ${money} image { url } product { id featuredImage { url } priceRange { minVariantPrice ${money} maxVariantPrice ${money} } compareAtPriceRange { minVariantPrice ${money} maxVariantPrice ${money} } }`;
    const query = `{ products(first: 250) { nodes { featuredImage { url } priceRange { minVariantPrice ${money} maxVariantPrice ${money} } compareAtPriceRange { minVariantPrice ${money} maxVariantPrice ${money} } variants(first: 1) { nodes { ${variant} } } } } }`;
    const refused = await ask(t, query);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: "MAX_COMPLEXITY_EXCEEDED", maxComplexity: 5000 });
  });

  it("a query nested deeper than 15 is refused, and a document of more than 5,000 tokens fails while it is parsed", async () => {
    const hop = (inner: string) => `variants(first: 1) { nodes { product { ${inner} } } }`;
    const deep = await ask(t, `{ products(first: 1) { nodes { ${hop(hop(hop(hop(hop("id")))))} } } }`);
    expect(deep.body.errors[0].extensions).toMatchObject({ code: "MAX_DEPTH_EXCEEDED", maxDepth: 15 });
    const huge = await ask(t, `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: __typename`).join(" ")} }`);
    expect(huge.status).toBe(200);
    expect(huge.body.errors[0].message).toBe("Syntax Error: Document contains more that 5000 tokens. Parsing aborted.");
  });

  it("a collections search of 300,000 characters is read once per request, not once per collection", async () => {
    // Folded for each of the 169 collections it held the event loop for seconds (the fuzz suite's /healthz probe saw it late).
    const started = performance.now();
    const searched = await ask(t, "query C($q: String) { collections(first: 5, query: $q) { nodes { id } } }", { q: "é".repeat(300_000) });
    const ms = performance.now() - started;
    expect(searched.body.errors).toBeUndefined();
    expect(searched.body.data.collections.nodes).toEqual([]);
    expect(ms).toBeLessThan(1_000);
    // The same query still finds by title and handle.
    const found = await ask(t, "query C($q: String) { collections(first: 5, query: $q) { nodes { handle } } }", { q: "title:atelier handle:atelier-149" });
    expect(found.body.data.collections.nodes.map((n: { handle: string }) => n.handle)).toEqual(["atelier-149"]);
  });

  it("a list argument of more than 250 items (ids to nodes, cart lines) is refused before it runs, as Shopify answers", async () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => `gid://shopify/Product/${i}`);
    const refused = await ask(t, "query N($ids: [ID!]!) { nodes(ids: $ids) { id } }", { ids });
    expect(refused.status).toBe(200);
    expect(refused.body.errors).toEqual([expect.objectContaining({ message: "The input array size of 5000 is greater than the maximum allowed of 250.", extensions: { code: "MAX_INPUT_SIZE_EXCEEDED", size: 5000, maxSize: 250 } })]);
    const fits = await ask(t, "query N($ids: [ID!]!) { nodes(ids: $ids) { id } }", { ids: ids.slice(0, 250) });
    expect(fits.body.errors).toBeUndefined();
  });

  it("in production the schema is closed to introspection and a misspelt field gets no hint", async () => {
    const token = "the-production-storefront-token";
    const introspection = await ask(production, "{ __schema { types { name } } }", {}, token);
    expect(introspection.body.data).toBeUndefined();
    expect(introspection.body.errors[0].message).toMatch(/introspection has been disabled/);
    const misspelt = await ask(production, "{ products(first: 1) { nodes { titel } } }", {}, token);
    expect(misspelt.body.errors[0].message).toBe('Cannot query field "titel" on type "Product".');
    // Outside production both stay, for developers.
    expect((await ask(t, "{ __schema { queryType { name } } }")).body.data.__schema.queryType.name).toBe("QueryRoot");
    expect((await ask(t, "{ products(first: 1) { nodes { titel } } }")).body.errors[0].message).toMatch(/Did you mean "title"\?/);
  });
});
