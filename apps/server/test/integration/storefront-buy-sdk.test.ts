import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import { buildClientSchema, parse, validate, type GraphQLSchema, type IntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** Shopify's JS Buy SDK 3.x (shopify-buy), unchanged, against a listening server (decision 072). */
const COMPAT = path.resolve(import.meta.dirname, "../../../../compat/shopify");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
interface Clients {
  buyClient(options: { origin: string; token: string }): { client: Json; sent: Array<{ query: string; variables: Record<string, unknown> }> };
}

let t: TestApp;
let origin: string;
let clients: Clients;
let official: GraphQLSchema;
const p: Record<string, { id: string; variant: string }> = {};

beforeAll(async () => {
  if (!fs.existsSync(path.join(COMPAT, "node_modules/shopify-buy"))) throw new Error("compat/shopify is not installed: run npm ci --prefix compat/shopify (npm test does it)");
  const sdk = JSON.parse(fs.readFileSync(path.join(COMPAT, "node_modules/shopify-buy/package.json"), "utf8")) as { version: string };
  expect(sdk.version).toMatch(/^3\./);
  clients = (await import(pathToFileURL(path.join(COMPAT, "shopify-clients.mjs")).href)) as Clients;
  const introspection = JSON.parse(fs.readFileSync(path.join(COMPAT, "node_modules/@shopify/hydrogen-react/storefront.schema.json"), "utf8")) as IntrospectionQuery | { data: IntrospectionQuery };
  official = buildClientSchema("data" in introspection ? introspection.data : introspection);
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Goyard", "Cartier"]);
  for (const [key, fixture] of Object.entries({
    tote: { handle: "sdk-saint-louis", title: "Saint Louis PM", vendor: "Goyard", item_size: "PM", colors: JSON.stringify(["Black"]), condition: "Excellent", price_cents: 1_650_00, original_price_cents: 2_100_00, images: 3, published_at: "2026-10-03T00:00:00.000Z" },
    pouch: { handle: "sdk-senat", title: "Senat Pouch", vendor: "Goyard", item_size: "MM", colors: JSON.stringify(["Green"]), condition: "Great", price_cents: 720_00, published_at: "2026-10-02T00:00:00.000Z" },
    ring: { handle: "sdk-love-ring", title: "Love Ring", vendor: "Cartier", item_size: "52", colors: JSON.stringify(["Yellow Gold"]), condition: "Pristine", price_cents: 1_900_00, published_at: "2026-10-01T00:00:00.000Z" },
  })) {
    const row = await insertProduct(db, fixture);
    p[key] = { id: `gid://shopify/Product/${row.id}`, variant: `gid://shopify/ProductVariant/${row.variant_id}` };
  }
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const sdk = () => clients.buyClient({ origin, token: DEV_STOREFRONT_ACCESS_TOKEN });
/** The SDK's models as plain data; it keeps an option's values as `{ value }` models. */
const toPlain = (model: Json): Json => JSON.parse(JSON.stringify(model), (key, value) => (key === "values" && Array.isArray(value) ? value.map((v) => v?.value ?? v) : value));

describe("the JS Buy SDK's product and collection calls", () => {
  it("product.fetchAll lists the pieces with their options, variant, images, weight and unit price measurement", async () => {
    const { client } = sdk();
    const products = toPlain(await client.product.fetchAll());
    // Shopify's default order, by id: the order the pieces were listed in.
    expect(products.map((x: Json) => x.handle)).toEqual(["sdk-saint-louis", "sdk-senat", "sdk-love-ring"]);
    const tote = products.find((x: Json) => x.handle === "sdk-saint-louis");
    expect(tote).toMatchObject({
      id: p.tote!.id,
      title: "Saint Louis PM",
      vendor: "Goyard",
      availableForSale: true,
      options: [
        { name: "Size", values: ["PM"] },
        { name: "Color", values: ["Black"] },
        { name: "Condition", values: ["Excellent"] },
      ],
    });
    expect(tote.images).toHaveLength(3);
    expect(tote.images[0].src).toMatch(/^http/);
    expect(tote.variants).toHaveLength(1);
    expect(tote.variants[0]).toMatchObject({
      id: p.tote!.variant,
      available: true,
      price: { amount: "1650.0", currencyCode: "USD" },
      priceV2: { amount: "1650.0", currencyCode: "USD" },
      compareAtPrice: { amount: "2100.0", currencyCode: "USD" },
      weight: 0,
      unitPrice: null,
      unitPriceMeasurement: { measuredType: null, quantityUnit: null, quantityValue: 0, referenceUnit: null, referenceValue: 0 },
      selectedOptions: [
        { name: "Size", value: "PM" },
        { name: "Color", value: "Black" },
        { name: "Condition", value: "Excellent" },
      ],
    });
  });

  it("product.fetch, fetchMultiple and fetchByHandle find pieces by id and handle; unknown ones are null", async () => {
    const { client } = sdk();
    expect(toPlain(await client.product.fetch(p.ring!.id))).toMatchObject({ handle: "sdk-love-ring", options: [{ name: "Size", values: ["52"] }, { name: "Color", values: ["Yellow Gold"] }, { name: "Condition", values: ["Pristine"] }] });
    const multiple = toPlain(await client.product.fetchMultiple([p.pouch!.id, p.tote!.id]));
    expect(multiple.map((x: Json) => x.handle)).toEqual(["sdk-senat", "sdk-saint-louis"]);
    expect(toPlain(await client.product.fetchByHandle("sdk-senat"))).toMatchObject({ id: p.pouch!.id, variants: [{ id: p.pouch!.variant, selectedOptions: [{ name: "Size", value: "MM" }, { name: "Color", value: "Green" }, { name: "Condition", value: "Great" }] }] });
    expect(await client.product.fetchByHandle("no-such-piece")).toBeNull();
    expect(await client.product.fetch("gid://shopify/Product/1")).toBeNull();
  });

  it("product.fetchQuery filters and sorts as Shopify's products query does", async () => {
    const { client } = sdk();
    const goyard = toPlain(await client.product.fetchQuery({ first: 10, query: "vendor:Goyard", sortKey: "PRICE", reverse: true }));
    expect(goyard.map((x: Json) => x.handle)).toEqual(["sdk-saint-louis", "sdk-senat"]);
  });

  it("collection.fetchAllWithProducts and fetchWithProducts give the shop's collections with their pieces", async () => {
    const { client } = sdk();
    const collections = toPlain(await client.collection.fetchAllWithProducts({ first: 50, productsFirst: 1 }));
    expect(collections[0]).toMatchObject({ handle: "all", title: "All Items" });
    const goyard = collections.find((c: Json) => c.title === "Goyard");
    expect(goyard).toMatchObject({ description: "Pre-owned Goyard, authenticated by Maison.", image: null });
    expect(goyard.products.map((x: Json) => x.handle)).toEqual(["sdk-saint-louis"]);
    expect(goyard.products[0].variants[0]).toMatchObject({ id: p.tote!.variant, weight: 0 });
    const both = toPlain(await client.collection.fetchWithProducts(goyard.id, { productsFirst: 5 }));
    expect(both.products.map((x: Json) => x.handle)).toEqual(["sdk-saint-louis", "sdk-senat"]);
    expect(toPlain(await client.collection.fetchByHandle(goyard.handle))).toMatchObject({ id: goyard.id, title: "Goyard" });
  });

  it("the SDK's default of 20 collections of 20 full products each is over the storefront's bound and refused as Shopify refuses it", async () => {
    const { client } = sdk();
    const refusal = await client.collection.fetchAllWithProducts().then(
      () => null,
      (error: unknown) => error,
    );
    expect(JSON.stringify(refusal)).toContain("exceeds the maximum of 1000");
  });

  it("every product and collection document the SDK sent is valid against Shopify's own 2024-07 schema", async () => {
    const { client, sent } = sdk();
    await client.product.fetchAll();
    await client.product.fetchByHandle("sdk-senat");
    await client.collection.fetchAllWithProducts({ first: 5, productsFirst: 5 });
    await client.collection.fetchByHandle("all");
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const request of sent) expect(validate(official, parse(request.query)).map((e) => e.message)).toEqual([]);
  });
});

describe("the JS Buy SDK's checkout calls (its Cart API documents)", () => {
  it("select Storefront API 2025-01 fields that Shopify's own 2024-07 schema lacks, so a 2024-07 storefront refuses them (decision 072)", async () => {
    const { client, sent } = sdk();
    const refusal = await client.checkout.create({ lineItems: [{ variantId: p.pouch!.variant, quantity: 1 }] }).then(
      () => null,
      (error: unknown) => error,
    );
    // Refused by validation, before anything runs: no cart was made.
    expect(refusal).toBeInstanceOf(Error);
    // The SDK's error message is the JSON of the response's errors.
    const errors = JSON.parse((refusal as Error).message) as Array<{ message: string }>;
    expect(errors.map((e) => e.message)).toContain('Cannot query field "discountApplication" on type "CartDiscountAllocation".');
    const cartCreate = sent.find((request) => request.query.includes("cartCreate"))!;
    const officially = validate(official, parse(cartCreate.query)).map((e) => e.message);
    expect(officially).toEqual(
      expect.arrayContaining([
        'Cannot query field "discountApplication" on type "CartDiscountAllocation".',
        'Cannot query field "warnings" on type "CartCreatePayload".',
      ]),
    );
  });
});
