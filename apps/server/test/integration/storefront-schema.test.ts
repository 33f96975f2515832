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
/** Shopify's official introspection of the Storefront API 2025-01, as @shopify/hydrogen-react 2025.1.x ships it (installed under an alias). */
const OFFICIAL_SCHEMA_2025_01 = path.resolve(import.meta.dirname, "../../../../compat/shopify/node_modules/hydrogen-react-2025-01/storefront.schema.json");

function officialSchema(file: string, version: RegExp): GraphQLSchema {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm ci --prefix compat/shopify (npm test does it)`);
  const pkg = JSON.parse(fs.readFileSync(path.resolve(file, "../package.json"), "utf8")) as { version: string };
  expect(pkg.version).toMatch(version);
  const introspection = JSON.parse(fs.readFileSync(file, "utf8")) as IntrospectionQuery | { data: IntrospectionQuery };
  return buildClientSchema("data" in introspection ? introspection.data : introspection);
}

/** The schema a version's endpoint serves, read through its own introspection. */
async function servedSchema(app: TestApp, url: string): Promise<GraphQLSchema> {
  const response = await app.app.inject({
    method: "POST",
    url,
    headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
    payload: { query: getIntrospectionQuery({ inputValueDeprecation: true }) },
  });
  return buildClientSchema((response.json() as { data: IntrospectionQuery }).data);
}

let t: TestApp;
let official: GraphQLSchema;
let served: GraphQLSchema;
let official2025: GraphQLSchema;
let served2025: GraphQLSchema;

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
  official2025 = officialSchema(OFFICIAL_SCHEMA_2025_01, /^2025\.1\./);
  served2025 = await servedSchema(t, "/api/2025-01/graphql.json");
});
afterAll(async () => t.close());

describe("the storefront schema against Shopify's Storefront API 2024-07", () => {
  it("is a strict subset: every type, field, argument, input field, enum value and directive exists there with the same type", () => {
    expect(official.getQueryType()?.name).toBe("QueryRoot");
    expect(schemaSubsetProblems(served, official)).toEqual([]);
  });

  it("serves every operation of the storefront", () => {
    expect(Object.keys(served.getQueryType()!.getFields()).sort()).toEqual([
      "article",
      "articles",
      "blog",
      "blogs",
      "cart",
      "collection",
      "collectionByHandle",
      "collections",
      "menu",
      "node",
      "nodes",
      "page",
      "pages",
      "predictiveSearch",
      "product",
      "productByHandle",
      "products",
      "search",
      "shop",
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

describe("the storefront schema against Shopify's Storefront API 2025-01 (decision 081)", () => {
  it("is a strict subset of Shopify's own 2025-01 introspection", () => {
    expect(official2025.getQueryType()?.name).toBe("QueryRoot");
    expect(schemaSubsetProblems(served2025, official2025)).toEqual([]);
  });

  it("is the 2024-07 schema plus the 2025-01 fields and types the JS Buy SDK selects", () => {
    // Everything served at 2024-07 is served at 2025-01 with the same types.
    expect(schemaSubsetProblems(served, served2025)).toEqual([]);
    expect(Object.keys(served2025.getMutationType()!.getFields()).filter((name) => !served.getMutationType()!.getFields()[name])).toEqual(["cartGiftCardCodesRemove"]);
    const added = Object.keys(served2025.getTypeMap()).filter((name) => !name.startsWith("__") && !served.getType(name)).sort();
    expect(added).toEqual(
      [
        "CartCustomDiscountAllocation",
        "CartDeliveryCoordinatesPreference",
        "CartDeliveryGroupType",
        "CartDeliveryOption",
        "CartDeliveryPreference",
        "CartDiscountApplication",
        "CartGiftCardCodesRemovePayload",
        "CartPreferences",
        "CartWarning",
        "CartWarningCode",
        "DeliveryAddress",
        "DeliveryMethodType",
        "DiscountApplicationAllocationMethod",
        "DiscountApplicationTargetSelection",
        "MailingAddress",
        "PreferenceDeliveryMethodType",
        "PricingPercentageValue",
        "PricingValue",
      ].sort(),
    );
  });

  it("is not a subset of 2024-07: the 2025-01 additions are exactly what Shopify's 2024-07 lacks", () => {
    const problems = schemaSubsetProblems(served2025, official);
    expect(problems).toEqual(expect.arrayContaining(['CartDiscountAllocation.discountApplication does not exist in the official schema', "CartCreatePayload.warnings does not exist in the official schema"]));
    // 2024-07 itself stays inside 2024-07.
    expect(schemaSubsetProblems(served, official)).toEqual([]);
  });
});
