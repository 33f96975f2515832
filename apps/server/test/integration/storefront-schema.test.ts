import fs from "node:fs";
import path from "node:path";
import { buildClientSchema, buildSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { schemaSubsetProblems } from "../../src/modules/storefront/schema-subset.ts";
import { STOREFRONT_SDL } from "../../src/modules/storefront/storefront-sdl.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** Shopify's official introspection of the Storefront API 2024-07, as @shopify/hydrogen-react 2024.7.x ships it. */
const OFFICIAL_SCHEMA = path.resolve(import.meta.dirname, "../../../../compat/shopify/node_modules/@shopify/hydrogen-react/storefront.schema.json");

let t: TestApp;
let official: GraphQLSchema;
let served: GraphQLSchema;

beforeAll(async () => {
  if (!fs.existsSync(OFFICIAL_SCHEMA)) throw new Error(`${OFFICIAL_SCHEMA} is missing: run npm ci --prefix compat/shopify (npm test does it)`);
  const pkg = JSON.parse(fs.readFileSync(path.resolve(OFFICIAL_SCHEMA, "../package.json"), "utf8")) as { version: string };
  expect(pkg.version).toMatch(/^2024\.7\./);
  const introspection = JSON.parse(fs.readFileSync(OFFICIAL_SCHEMA, "utf8")) as IntrospectionQuery | { data: IntrospectionQuery };
  official = buildClientSchema("data" in introspection ? introspection.data : introspection);
  t = await createTestApp();
  // The schema as the server serves it, read through its own introspection.
  const response = await t.app.inject({
    method: "POST",
    url: "/api/2024-07/graphql.json",
    headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
    payload: { query: getIntrospectionQuery({ inputValueDeprecation: true }) },
  });
  served = buildClientSchema((response.json() as { data: IntrospectionQuery }).data);
});
afterAll(async () => t.close());

describe("the storefront schema against Shopify's Storefront API 2024-07", () => {
  it("is a strict subset: every type, field, argument, input field, enum value and directive exists there with the same type", () => {
    expect(official.getQueryType()?.name).toBe("QueryRoot");
    expect(schemaSubsetProblems(served, official)).toEqual([]);
  });

  it("serves every operation of the storefront", () => {
    expect(Object.keys(served.getQueryType()!.getFields()).sort()).toEqual([
      "cart",
      "collection",
      "collectionByHandle",
      "collections",
      "node",
      "nodes",
      "predictiveSearch",
      "product",
      "productByHandle",
      "products",
      "search",
    ]);
    expect(Object.keys(served.getMutationType()!.getFields()).sort()).toEqual([
      "cartAttributesUpdate",
      "cartBuyerIdentityUpdate",
      "cartCreate",
      "cartDiscountCodesUpdate",
      "cartGiftCardCodesUpdate",
      "cartLinesAdd",
      "cartLinesRemove",
      "cartLinesUpdate",
      "cartNoteUpdate",
    ]);
    expect(served.getDirective("inContext")?.args.map((a) => a.name).sort()).toEqual(["buyer", "country", "language", "preferredLocationId"]);
  });

  it("catches a schema that is not a subset: extra fields, arguments, input fields and enum values, other types and nullability", () => {
    const wrongSdl = STOREFRONT_SDL.replace("  note: String\n  totalQuantity: Int!", "  note: String!\n  totalQuantity: Int!")
      .replace("  quantity: Int = 1\n", "  quantity: Int = 2\n")
      .replace("enum CurrencyCode {\n  USD\n", "enum CurrencyCode {\n  USD\n  BITCOIN\n")
      .replace("input CartInput {\n", "input CartInput {\n  giftWrap: Boolean\n")
      .replace("input BuyerInput {\n  companyLocationId: ID\n  customerAccessToken: String!\n}", "input BuyerInput {\n  companyLocationId: ID\n}")
      .replace("cart(id: ID!): Cart", "cart(id: ID!, secret: String): Cart")
      .replace("  sku: String\n", "  sku: String!\n")
      .replace("type CartDeliveryGroup {\n  id: ID!\n}", "type CartDeliveryGroup {\n  id: ID!\n}\n\ntype GiftWrap {\n  paper: String\n}\n\nextend type Cart {\n  giftWrap: GiftWrap\n}");
    expect(wrongSdl).not.toBe(STOREFRONT_SDL);
    const problems = schemaSubsetProblems(buildSchema(wrongSdl), official);
    expect(problems.sort()).toEqual(
      [
        "Cart.giftWrap does not exist in the official schema",
        "Cart.note is String!, officially String",
        "CartInput.giftWrap does not exist in the official schema",
        "CartLineInput.quantity defaults to 2, officially 1",
        "BuyerInput.customerAccessToken is required officially but missing here",
        "ProductVariant.sku is String!, officially String",
        "QueryRoot.cart(secret:) does not exist in the official schema",
        "enum CurrencyCode has BITCOIN, officially it does not",
        "type GiftWrap does not exist in the official schema",
      ].sort(),
    );
  });
});
