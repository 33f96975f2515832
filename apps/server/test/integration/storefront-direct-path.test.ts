import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { STOREFRONT_DIRECT } from "../../src/modules/storefront/storefront.routes.ts";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Plain POST JSON requests are answered from Yoga's parameters on, without its Fetch layer (decision
 * 089); every other request goes through Yoga whole. The same requests through both paths give the
 * same status, content type and body, in development and in production (masked errors, no hints, no
 * introspection), at both API versions.
 */
const PATHS = ["/api/2024-07/graphql.json", "/api/2025-01/graphql.json"];
const PRODUCTION_TOKEN = "the-production-storefront-token";
let dev: TestApp;
let production: TestApp;
/** Each app's piece: its variant's gid. */
const variants = new Map<TestApp, string>();
const handle = "direct-path-bag";

beforeAll(async () => {
  dev = await createTestApp();
  production = await createTestApp({ env: { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), STOREFRONT_ACCESS_TOKEN: PRODUCTION_TOKEN } });
  for (const app of [dev, production]) {
    const product = await insertProduct(app.context.db.kysely, { handle });
    variants.set(app, `gid://shopify/ProductVariant/${product.variant_id}`);
  }
});
afterAll(async () => {
  await dev?.close();
  await production?.close();
});
afterEach(() => {
  STOREFRONT_DIRECT.enabled = true;
});

interface Ask {
  payload: unknown;
  headers?: Record<string, string>;
}

async function answer(app: TestApp, path: string, ask: Ask, direct: boolean) {
  STOREFRONT_DIRECT.enabled = direct;
  const token = app === production ? PRODUCTION_TOKEN : DEV_STOREFRONT_ACCESS_TOKEN;
  const response = await app.app.inject({
    method: "POST",
    url: path,
    headers: { "x-shopify-storefront-access-token": token, "content-type": "application/json", ...ask.headers },
    payload: typeof ask.payload === "string" ? ask.payload : JSON.stringify(ask.payload),
  });
  STOREFRONT_DIRECT.enabled = true;
  return { status: response.statusCode, type: response.headers["content-type"], cors: response.headers["access-control-allow-origin"], body: response.body };
}

/** Ids and instants a mutation makes anew on each run, replaced by placeholders. */
function stable(body: string): string {
  return body
    .replace(/gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+(\?key=[A-Za-z0-9_-]+)?/g, "CART")
    .replace(/gid:\/\/shopify\/CartLine\/[A-Za-z0-9_-]+(\?cart=[A-Za-z0-9_-]+)?/g, "LINE")
    .replace(/"checkoutUrl":"[^"]*"/g, '"checkoutUrl":"URL"')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "INSTANT");
}

const QUERIES: Record<string, (app: TestApp) => Ask> = {
  "a query": () => ({ payload: { query: "{ shop { name } }" } }),
  "a product by handle, from a variable": () => ({ payload: { query: "query P($h: String!) { product(handle: $h) { id title handle variants(first: 1) { nodes { id price { amount currencyCode } } } } }", variables: { h: handle } } }),
  "null variables and operation name": () => ({ payload: { query: "{ shop { name } }", variables: null, operationName: null } }),
  "one of two operations by name": () => ({ payload: { query: "query A { shop { name } } query B { products(first: 2) { nodes { handle } } }", operationName: "B" } }),
  "two operations without a name": () => ({ payload: { query: "query A { shop { name } } query B { shop { name } }" } }),
  "an unknown operation name": () => ({ payload: { query: "query A { shop { name } }", operationName: "Z" } }),
  "a misspelt field (validation)": () => ({ payload: { query: "{ shop { nam } }" } }),
  "a syntax error": () => ({ payload: { query: "{ shop { " } }),
  "a missing required variable": () => ({ payload: { query: "query Q($id: ID!) { cart(id: $id) { id } }" } }),
  "a variable of the wrong type": () => ({ payload: { query: "query Q($n: Int!) { products(first: $n) { nodes { id } } }", variables: { n: "many" } } }),
  "a misspelt enum value in a variable": () => ({ payload: { query: "query Q($k: ProductSortKeys) { products(first: 1, sortKey: $k) { nodes { id } } }", variables: { k: "PRICEE" } } }),
  "an unknown cart": () => ({ payload: { query: '{ cart(id: "gid://shopify/Cart/nothing-here") { id } }' } }),
  "introspection": () => ({ payload: { query: "{ __schema { queryType { name } } }" } }),
  "a list over the input size limit in the variables": () => ({ payload: { query: "query N($ids: [ID!]!) { nodes(ids: $ids) { id } }", variables: { ids: Array.from({ length: 300 }, (_, i) => `gid://shopify/Product/${i}`) } } }),
  "too many aliased pages": () => ({ payload: { query: `{ ${Array.from({ length: 30 }, (_, i) => `p${i}: products(first: 250) { nodes { id } }`).join(" ")} }` } }),
  "a NUL escape in an argument": () => ({ payload: { query: 'mutation { cartCreate(input: { note: "a\\u0000b" }) { cart { id } } }' } }),
  "a cart made with a line": (app) => ({ payload: { query: "mutation C($input: CartInput) { cartCreate(input: $input) { cart { id checkoutUrl createdAt totalQuantity cost { subtotalAmount { amount currencyCode } } lines(first: 5) { nodes { id quantity merchandise { ... on ProductVariant { id title } } } } } userErrors { field message code } } }", variables: { input: { lines: [{ merchandiseId: variants.get(app), quantity: 1 }] } } } }),
  "a mutation with an unknown variant": () => ({ payload: { query: "mutation C($input: CartInput) { cartCreate(input: $input) { cart { id } userErrors { field message code } } }", variables: { input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/0", quantity: 1 }] } } } }),
  "a batch (Yoga's own path)": () => ({ payload: [{ query: "{ shop { name } }" }] }),
  "a persisted-query extension (Yoga's own path)": () => ({ payload: { query: "{ shop { name } }", extensions: { persistedQuery: { version: 1, sha256Hash: "abc" } } } }),
  "a body that is not JSON": () => ({ payload: "{ shop", headers: {} }),
  "with an Origin (Yoga's own path, CORS headers)": () => ({ payload: { query: "{ shop { name } }" }, headers: { origin: "https://elsewhere.example" } }),
  "asking for graphql-response+json (Yoga's own path)": () => ({ payload: { query: "{ shop { nam } }" }, headers: { accept: "application/graphql-response+json" } }),
  "asking for JSON": () => ({ payload: { query: "{ shop { nam } }" }, headers: { accept: "application/json" } }),
};

describe.each(PATHS)("the storefront's direct path answers as Yoga does at %s", (path) => {
  for (const [name, ask] of Object.entries(QUERIES)) {
    it(name, async () => {
      for (const app of [dev, production]) {
        const direct = await answer(app, path, ask(app), true);
        const yoga = await answer(app, path, ask(app), false);
        expect({ ...direct, body: stable(direct.body) }, app === dev ? "development" : "production").toEqual({ ...yoga, body: stable(yoga.body) });
      }
    });
  }

  it("a cart's line added and removed through the direct path reads back the same through Yoga", async () => {
    const made = JSON.parse((await answer(dev, path, QUERIES["a cart made with a line"]!(dev), true)).body);
    expect(made.data.cartCreate.userErrors).toEqual([]);
    const cartId = made.data.cartCreate.cart.id as string;
    const lineId = made.data.cartCreate.cart.lines.nodes[0].id as string;
    const read = { payload: { query: "query Q($id: ID!) { cart(id: $id) { id totalQuantity lines(first: 5) { nodes { id quantity } } cost { totalAmount { amount } } } }", variables: { id: cartId } } };
    expect((await answer(dev, path, read, true)).body).toBe((await answer(dev, path, read, false)).body);
    const removed = await answer(dev, path, { payload: { query: "mutation R($c: ID!, $l: [ID!]!) { cartLinesRemove(cartId: $c, lineIds: $l) { cart { totalQuantity } userErrors { message } } }", variables: { c: cartId, l: [lineId] } } }, true);
    expect(JSON.parse(removed.body).data.cartLinesRemove.cart.totalQuantity).toBe(0);
    expect(JSON.parse((await answer(dev, path, read, false)).body).data.cart.totalQuantity).toBe(0);
  });
});
