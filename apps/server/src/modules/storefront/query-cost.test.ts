import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { queryCost, STOREFRONT_MAX_ALIASES, STOREFRONT_MAX_NODES } from "./query-cost.ts";

const cost = (query: string, variables: Record<string, unknown> = {}, name?: string) => queryCost(parse(query), name, variables);

describe("a storefront query's calculated cost (Shopify's model: scalars 0, objects 1, connections page × item)", () => {
  it("counts objects and multiplies connections by their page size", () => {
    expect(cost("{ shop { name } }")).toEqual({ cost: 1, nodes: 0, depth: 2, aliases: 0 });
    expect(cost("{ products(first: 10) { nodes { id title } } }")).toEqual({ cost: 20, nodes: 10, depth: 3, aliases: 0 });
    expect(cost("{ products(first: 10) { nodes { id featuredImage { url } images(first: 2) { nodes { id } } } } }")).toEqual({ cost: 10 * (1 + 1 + 1 + 2 * 2), nodes: 10 * (1 + 2), depth: 5, aliases: 0 });
  });

  it("bounds the connections that can never be full: a piece's one variant and twelve photos, a cart's hundred lines", () => {
    const product = "{ products(first: 20) { nodes { id images(first: 250) { nodes { url } } variants(first: 250) { nodes { id } } } } }";
    expect(cost(product)).toEqual({ cost: 20 * (1 + 1 + 12 * 2 + 1 * 2), nodes: 20 * (1 + 12 + 1), depth: 5, aliases: 0 });
    expect(cost("{ cart(id: \"x\") { lines(first: 250) { nodes { id } } } }").nodes).toBe(100);
    expect(cost("{ products(first: 250) { nodes { id } } }").nodes).toBe(250);
  });

  it("bounds a cart's delivery groups to one and a group's lines to the cart's hundred (API 2025-01, the JS Buy SDK's cart fragment)", () => {
    // The SDK asks for 250 lines and 10 delivery groups of 250 lines each: 250 + 10 × (1 + 250) = 2,760 nodes unbounded.
    const sdkShape = "{ cart(id: \"x\") { lines(first: 250) { edges { node { id } } } deliveryGroups(first: 10) { edges { node { id cartLines(first: 250) { edges { node { id } } } } } } } }";
    const bounded = cost(sdkShape);
    expect(bounded.nodes).toBe(100 + 1 * (1 + 100));
    expect(bounded.nodes).toBeLessThanOrEqual(STOREFRONT_MAX_NODES);
    // A field of the same name elsewhere is bounded alike; a list the schema does not bound is not.
    expect(cost("{ products(first: 250) { nodes { id } } }").nodes).toBe(250);
  });

  it("bounds the shop's blogs to its one blog, while a blog's articles count their page (the skeleton's blog page)", () => {
    expect(cost("{ blogs(first: 250) { nodes { handle articles(first: 10) { nodes { id } } } } }").nodes).toBe(1 * (1 + 10));
    expect(cost("{ articles(first: 250) { nodes { id } } }").nodes).toBe(250);
  });

  it("adds up aliases, so thirty pages of 250 products are 7,500 nodes", () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `p${i}: products(first: 250) { nodes { id } }`).join(" ");
    expect(cost(`{ ${aliases} }`).nodes).toBe(30 * 250);
  });

  it("reads page sizes from variables, takes a missing or absurd one as the largest page, and goes through fragments", () => {
    const query = "query Q($n: Int) { ...F } fragment F on QueryRoot { products(first: $n) { ...N } } fragment N on ProductConnection { nodes { id } }";
    expect(cost(query, { n: 4 }).nodes).toBe(4);
    expect(cost(query, {}).nodes).toBe(250);
    expect(cost(query, { n: 1e9 }).nodes).toBe(250);
    expect(cost("{ products(last: 3) { nodes { id } } }").nodes).toBe(3);
  });

  it("measures the operation asked for, and a self-spreading fragment does not loop", () => {
    const two = "query A { shop { name } } query B { products(first: 5) { nodes { id } } }";
    expect(cost(two, {}, "B").nodes).toBe(5);
    expect(cost(two, {}, "A").nodes).toBe(0);
    expect(cost("{ ...F } fragment F on QueryRoot { ...F shop { name } }").cost).toBe(1);
  });

  it("counts the fields asked for under another name, where they are written and wherever a fragment holding them is spread", () => {
    expect(cost("{ shop { name } a: shop { name } b: shop { n: name } }").aliases).toBe(3);
    // An alias that is the field's own name asks for nothing more.
    expect(cost("{ shop: shop { name: name } }").aliases).toBe(0);
    // Inside a list, an alias is one more field of each item, not one per item (the cost counts the items).
    expect(cost("{ products(first: 250) { nodes { a: title b: title } } }").aliases).toBe(2);
    expect(cost("{ ...F x: shop { ...F } } fragment F on QueryRoot { p: shop { name } }").aliases).toBe(3);
    const aliased = Array.from({ length: STOREFRONT_MAX_ALIASES + 1 }, (_, i) => `c${i}: cart(id: "x") { id }`).join(" ");
    expect(cost(`{ ${aliased} }`)).toMatchObject({ aliases: STOREFRONT_MAX_ALIASES + 1, nodes: 0 });
  });

  it("multiplies what nodes(ids:) answers by its ids, written or in a variable: 250 collections of 250 products are 62,750 nodes", () => {
    const collections = "query N($ids: [ID!]!) { nodes(ids: $ids) { ... on Collection { products(first: 250) { nodes { id } } } } }";
    const ids = Array.from({ length: 250 }, (_, i) => `gid://shopify/Collection/c${i}`);
    expect(cost(collections, { ids })).toMatchObject({ nodes: 250 * (1 + 250), cost: 250 * (1 + 250 * 2) });
    // A connection's own `nodes` field is not QueryRoot.nodes.
    expect(cost("{ products(first: 3) { nodes { id } } }")).toMatchObject({ nodes: 3, cost: 6 });
    expect(cost(collections, { ids: ids.slice(0, 2) }).nodes).toBe(2 * (1 + 250));
    // A single id stands for a list of one; no ids, nothing.
    expect(cost(collections, { ids: "gid://shopify/Collection/c" }).nodes).toBe(1 + 250);
    expect(cost(collections, {}).nodes).toBe(0);
    expect(cost('{ nodes(ids: ["a", "b", "c"]) { id } }')).toMatchObject({ nodes: 3, cost: 3 });
  });

  it("multiplies the lists of predictiveSearch by its limit (10 when not given)", () => {
    const query = "query S($n: Int) { predictiveSearch(query: \"a\", limit: $n) { products { id } collections { ...C } } } fragment C on Collection { products(first: 250) { nodes { id } } }";
    expect(cost(query, {}).nodes).toBe(10 * 1 + 10 * (1 + 250));
    expect(cost(query, { n: 2 }).nodes).toBe(2 * 1 + 2 * (1 + 250));
    expect(cost('{ predictiveSearch(query: "a", limit: 1) { queries { text } } }')).toMatchObject({ nodes: 1, cost: 2 });
  });

  it("measures a fragment once however often it is spread, so a chain that doubles at each link is refused, not walked", () => {
    const links = 25;
    const fragments = Array.from({ length: links }, (_, i) => `fragment F${i} on QueryRoot { ${i === links - 1 ? "products(first: 1) { nodes { id } }" : `...F${i + 1} ...F${i + 1}`} }`).join(" ");
    const started = performance.now();
    const measured = cost(`{ ...F0 } ${fragments}`);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(measured.nodes).toBe(2 ** (links - 1));
  });

  it("measures depth through nesting", () => {
    expect(cost("{ a { b { c { d { e } } } } }").depth).toBe(5);
  });
});
