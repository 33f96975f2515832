import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { STOREFRONT_MAX_ALIASES, STOREFRONT_MAX_NODES } from "../../src/modules/storefront/query-cost.ts";
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
  for (let i = 0; i < 3; i += 1) handles.push((await insertProduct(t.context.db.kysely, {})).handle);
});
const handles: string[] = [];
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

  it(`more than ${STOREFRONT_MAX_ALIASES} aliased fields are refused before anything runs, in the shape of the other limits; ${STOREFRONT_MAX_ALIASES} answer`, async () => {
    // Each alias of a lookup is one more lookup, though it costs 1 and lists nothing.
    const lookups = (count: number) => Array.from({ length: count }, (_, i) => `p${i}: product(handle: "${handles[i % handles.length]}") { id }`).join(" ");
    const refused = await ask(t, `{ ${lookups(STOREFRONT_MAX_ALIASES + 1)} }`);
    expect(refused.status).toBe(200);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        message: `Query has ${STOREFRONT_MAX_ALIASES + 1} aliases, which exceeds the maximum of ${STOREFRONT_MAX_ALIASES}`,
        extensions: { code: "MAX_ALIASES_EXCEEDED", aliases: STOREFRONT_MAX_ALIASES + 1, maxAliases: STOREFRONT_MAX_ALIASES },
      }),
    ]);
    // Aliases in a fragment count wherever it is spread.
    const spread = await ask(t, `{ a: products(first: 1) { nodes { id } } ...F b: products(first: 1) { ...S } } fragment F on QueryRoot { ${lookups(STOREFRONT_MAX_ALIASES - 1)} } fragment S on ProductConnection { n: nodes { id } }`);
    expect(spread.body.errors[0].extensions, JSON.stringify(spread.body.errors)).toMatchObject({ code: "MAX_ALIASES_EXCEEDED", aliases: STOREFRONT_MAX_ALIASES + 2 });
    const fits = await ask(t, `{ ${lookups(STOREFRONT_MAX_ALIASES)} }`);
    expect(fits.body.errors).toBeUndefined();
    expect(fits.body.data.p0.id).toMatch(/^gid:\/\/shopify\/Product\//);
  });

  it("nodes(ids:) answers one object per id: 250 collections of 250 products each are refused as 62,750 nodes; a few ids answer", async () => {
    const collections = (await ask(t, "{ collections(first: 250) { nodes { id handle } } }")).body.data.collections.nodes as Array<{ id: string; handle: string }>;
    expect(collections.length).toBeGreaterThan(1);
    const ids = Array.from({ length: 250 }, (_, i) => collections[i % collections.length]!.id);
    const query = "query N($ids: [ID!]!) { nodes(ids: $ids) { ... on Collection { handle products(first: 250) { nodes { id } } } } }";
    const refused = await ask(t, query, { ids });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ message: `Query asks for ${250 * 251} nodes, which exceeds the maximum of ${STOREFRONT_MAX_NODES}`, extensions: { code: "MAX_NODES_EXCEEDED", nodes: 250 * 251, maxNodes: STOREFRONT_MAX_NODES } }),
    ]);
    // The same written in the document.
    const written = await ask(t, `{ nodes(ids: [${ids.map((id) => JSON.stringify(id)).join(", ")}]) { ... on Collection { products(first: 250) { nodes { id } } } } }`);
    expect(written.body.errors[0].extensions.code).toBe("MAX_NODES_EXCEEDED");
    // Two collections with a page each fit, and answer.
    const fits = await ask(t, query, { ids: ids.slice(0, 2) });
    expect(fits.body.errors, JSON.stringify(fits.body.errors)).toBeUndefined();
    expect(fits.body.data.nodes.map((n: { handle: string }) => n.handle)).toEqual([collections[0]!.handle, collections[1]!.handle]);
  });

  it("predictiveSearch's lists are as long as its limit: ten collections of 250 products each are refused", async () => {
    const refused = await ask(t, '{ predictiveSearch(query: "c") { collections { products(first: 250) { nodes { id } } } } }');
    expect(refused.body.errors[0].extensions).toMatchObject({ code: "MAX_NODES_EXCEEDED", nodes: 10 * 251 });
    const fits = await ask(t, '{ predictiveSearch(query: "c", limit: 2) { collections { products(first: 250) { nodes { id } } } } }');
    expect(fits.body.errors, JSON.stringify(fits.body.errors)).toBeUndefined();
  });

  it("a chain of fragments each spreading the next twice is measured at once and refused (its walk took minutes)", async () => {
    const links = 30;
    const fragments = Array.from({ length: links }, (_, i) => `fragment F${i} on QueryRoot { ${i === links - 1 ? "products(first: 1) { nodes { id } }" : `...F${i + 1} ...F${i + 1}`} }`).join(" ");
    const started = performance.now();
    const refused = await ask(t, `{ ...F0 } ${fragments}`);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: "MAX_NODES_EXCEEDED", nodes: 2 ** (links - 1) });
  });

  it("a NUL character written as an escape in the query text is refused once parsed, with a 400 naming the argument, before it reaches the database", async () => {
    const created = await ask(t, 'mutation { cartCreate(input: { note: "first" }) { cart { id } } }');
    const cartId = created.body.data.cartCreate.cart.id as string;
    // JSON carries the six characters \u0000 inside the query text: only GraphQL's parser makes them a NUL.
    const note = await ask(t, `mutation { cartNoteUpdate(cartId: "${cartId}", note: "a\\u0000b") { cart { note } } }`);
    expect(note.status).toBe(400);
    expect(note.body).toEqual({ errors: [{ message: "note: This field cannot contain a NUL character.", extensions: { code: "invalid_character", field: "note" } }] });
    const nested = await ask(t, `mutation { cartAttributesUpdate(cartId: "${cartId}", attributes: [{ key: "gift", value: "x\\u0000" }]) { cart { id } } }`);
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0].extensions).toEqual({ code: "invalid_character", field: "attributes.0.value" });
    // PostgreSQL answered 500 to a NUL in a lookup.
    const lookup = await ask(t, '{ product(handle: "bag\\u0000") { id } }');
    expect(lookup.status).toBe(400);
    expect(lookup.body.errors[0].extensions).toEqual({ code: "invalid_character", field: "handle" });
    const readBack = await ask(t, `{ cart(id: "${cartId}") { note attributes { key } } }`);
    expect(readBack.body.data.cart.note).toBe("first");
    expect(readBack.body.data.cart.attributes).not.toContainEqual({ key: "gift" });
  });

  it("in production no error keeps a \"Did you mean\" hint: not a misspelt input field or enum value in the variables", async () => {
    const token = "the-production-storefront-token";
    const create = "mutation C($input: CartInput) { cartCreate(input: $input) { cart { id } } }";
    const sort = "query P($s: ProductSortKeys) { products(first: 1, sortKey: $s) { nodes { id } } }";
    const field = await ask(production, create, { input: { lnes: [] } }, token);
    expect(field.body.errors.map((e: { message: string }) => e.message)).toEqual(['Variable "$input" got invalid value { lnes: [] }; Field "lnes" is not defined by type "CartInput".']);
    const value = await ask(production, sort, { s: "PRCE" }, token);
    expect(value.body.errors.map((e: { message: string }) => e.message)).toEqual(['Variable "$s" got invalid value "PRCE"; Value "PRCE" does not exist in "ProductSortKeys" enum.']);
    const argument = await ask(production, "{ products(frist: 1) { nodes { id } } }", {}, token);
    expect(JSON.stringify(argument.body.errors)).not.toContain("Did you mean");
    // Outside production the hints stay, for developers.
    expect((await ask(t, create, { input: { lnes: [] } })).body.errors[0].message).toMatch(/Did you mean "lines"\?/);
    expect((await ask(t, sort, { s: "PRCE" })).body.errors[0].message).toMatch(/Did you mean the enum value "PRICE"\?/);
  });
});
