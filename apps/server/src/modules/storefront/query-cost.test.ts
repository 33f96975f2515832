import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { queryCost, STOREFRONT_MAX_NODES } from "./query-cost.ts";

const cost = (query: string, variables: Record<string, unknown> = {}, name?: string) => queryCost(parse(query), name, variables);

describe("a storefront query's calculated cost (Shopify's model: scalars 0, objects 1, connections page × item)", () => {
  it("counts objects and multiplies connections by their page size", () => {
    expect(cost("{ shop { name } }")).toEqual({ cost: 1, nodes: 0, depth: 2 });
    expect(cost("{ products(first: 10) { nodes { id title } } }")).toEqual({ cost: 20, nodes: 10, depth: 3 });
    expect(cost("{ products(first: 10) { nodes { id featuredImage { url } images(first: 2) { nodes { id } } } } }")).toEqual({ cost: 10 * (1 + 1 + 1 + 2 * 2), nodes: 10 * (1 + 2), depth: 5 });
  });

  it("bounds the connections that can never be full: a piece's one variant and twelve photos, a cart's hundred lines", () => {
    const product = "{ products(first: 20) { nodes { id images(first: 250) { nodes { url } } variants(first: 250) { nodes { id } } } } }";
    expect(cost(product)).toEqual({ cost: 20 * (1 + 1 + 12 * 2 + 1 * 2), nodes: 20 * (1 + 12 + 1), depth: 5 });
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

  it("measures depth through nesting", () => {
    expect(cost("{ a { b { c { d { e } } } } }").depth).toBe(5);
  });
});
