import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import { buildClientSchema, getVariableValues, Kind, parse, validate, type GraphQLSchema, type IntrospectionQuery, type OperationDefinitionNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { seedDemoDiscountCodes } from "../../src/modules/cart/demo-discount-codes.ts";
import { queryCost, STOREFRONT_MAX_COST, STOREFRONT_MAX_NODES } from "../../src/modules/storefront/query-cost.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { giftCard } from "../support/wallet-fixtures.ts";

/** Shopify's JS Buy SDK 3.x (shopify-buy), unchanged, against a listening server (decision 072). */
const SHIPPING_PROTECTION_HANDLE = "shipping-protection";
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
let official2025: GraphQLSchema;
const p: Record<string, { id: string; variant: string }> = {};

beforeAll(async () => {
  if (!fs.existsSync(path.join(COMPAT, "node_modules/shopify-buy"))) throw new Error("compat/shopify is not installed: run npm ci --prefix compat/shopify (npm test does it)");
  const sdk = JSON.parse(fs.readFileSync(path.join(COMPAT, "node_modules/shopify-buy/package.json"), "utf8")) as { version: string };
  expect(sdk.version).toMatch(/^3\./);
  clients = (await import(pathToFileURL(path.join(COMPAT, "shopify-clients.mjs")).href)) as Clients;
  const introspection = JSON.parse(fs.readFileSync(path.join(COMPAT, "node_modules/@shopify/hydrogen-react/storefront.schema.json"), "utf8")) as IntrospectionQuery | { data: IntrospectionQuery };
  official = buildClientSchema("data" in introspection ? introspection.data : introspection);
  const introspection2025 = JSON.parse(fs.readFileSync(path.join(COMPAT, "node_modules/hydrogen-react-2025-01/storefront.schema.json"), "utf8")) as IntrospectionQuery | { data: IntrospectionQuery };
  official2025 = buildClientSchema("data" in introspection2025 ? introspection2025.data : introspection2025);
  t = await createTestApp();
  await seedDemoDiscountCodes(t.context.db, t.clock.now());
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
/** A checkout model as plain data, without the SDK's type descriptions (`type: { kind, name… }`). */
const bare = (model: Json): Json => JSON.parse(JSON.stringify(model), (key, value) => (key === "type" && typeof value === "object" && value !== null && "kind" in value ? undefined : value));
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

describe("the JS Buy SDK's checkout calls, served at Storefront API 2025-01 (decision 081)", () => {
  const error = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e);
  const productLines = (checkout: Json) => checkout.lineItems.filter((l: Json) => l.variant.product.handle !== SHIPPING_PROTECTION_HANDLE);

  it("create, fetch, add, update, remove, discounts, gift cards, attributes and e-mail run unchanged with real data", async () => {
    const { client, sent } = sdk();
    const created = bare(await client.checkout.create({
      email: "buyer@maison.test",
      lineItems: [{ variantId: p.pouch!.variant, quantity: 1 }],
      customAttributes: [{ key: "gift", value: "yes" }],
      note: "Please wrap it",
    }));
    expect(created.userErrors).toEqual([]);
    expect(created).toMatchObject({ email: "buyer@maison.test", note: "Please wrap it", currencyCode: "USD", customAttributes: expect.arrayContaining([expect.objectContaining({ key: "gift", value: "yes" })]) });
    expect(productLines(created)).toHaveLength(1);
    expect(productLines(created)[0]).toMatchObject({ quantity: 1, title: "Senat Pouch", variant: { id: p.pouch!.variant, price: { amount: "720.0", currencyCode: "USD" } } });
    // The shipping protection the cart adds is a line like any other, as a protection app's product shows on Shopify.
    const protection = created.lineItems.find((l: Json) => l.variant.product.handle === SHIPPING_PROTECTION_HANDLE);
    expect(protection).toMatchObject({
      quantity: 1,
      title: "Shipping Protection",
      variant: { title: "$10", sku: "SHIPPING-PROTECTION-10", price: { amount: "10.0", currencyCode: "USD" }, product: { handle: SHIPPING_PROTECTION_HANDLE } },
    });
    expect(created.totalPrice).toMatchObject({ amount: "730.0", currencyCode: "USD" });
    const token = created.id.slice("gid://shopify/Cart/".length);
    expect(created.webUrl).toBe(`${t.context.env.publicBaseUrl}/checkouts/${token}?_fd=0`);

    const fetched = bare(await client.checkout.fetch(created.id));
    expect(fetched).toMatchObject({ id: created.id, email: "buyer@maison.test", lineItems: created.lineItems.map((l: Json) => expect.objectContaining({ id: l.id })) });

    const added = bare(await client.checkout.addLineItems(created.id, [{ variantId: p.ring!.variant, quantity: 1 }]));
    expect(productLines(added).map((l: Json) => l.variant.id)).toEqual([p.pouch!.variant, p.ring!.variant]);

    // Two of a one-of-a-kind piece: the line keeps its one unit and says so, as Shopify does for a product with one unit in stock.
    const pouchLine = productLines(added).find((l: Json) => l.variant.id === p.pouch!.variant);
    const updated = bare(await client.checkout.updateLineItems(created.id, [{ id: pouchLine.id, quantity: 2 }]));
    expect(productLines(updated).find((l: Json) => l.id === pouchLine.id).quantity).toBe(1);
    expect(updated.userErrors).toEqual([{ code: "NOT_ENOUGH_IN_STOCK", message: "Only 1 item was added to your cart due to availability." }]);

    const ringLine = productLines(updated).find((l: Json) => l.variant.id === p.ring!.variant);
    const removed = bare(await client.checkout.removeLineItems(created.id, [ringLine.id]));
    expect(productLines(removed).map((l: Json) => l.variant.id)).toEqual([p.pouch!.variant]);

    const discounted = bare(await client.checkout.addDiscount(created.id, "WELCOME10"));
    expect(discounted.discountApplications).toEqual([expect.objectContaining({ code: "WELCOME10", value: { percentage: 10 }, targetType: "LINE_ITEM", allocationMethod: "ACROSS", targetSelection: "ALL" })]);
    expect(productLines(discounted)[0].discountAllocations).toEqual([expect.objectContaining({ allocatedAmount: { amount: "72.0", currencyCode: "USD" } })]);
    const unknown = bare(await client.checkout.addDiscount(created.id, "NOSUCHCODE"));
    // An unknown code is refused with the cart's message (spec 1 §8); the code already applied stays.
    expect(unknown.userErrors).toEqual([{ code: "INVALID", field: ["discountCodes", "1"], message: JSON.stringify({ code: "discount_not_found", message: "We couldn't find this discount code. Please check it and try again." }) }]);
    expect(unknown.discountApplications).toEqual([expect.objectContaining({ code: "WELCOME10", applicable: true })]);
    const undiscounted = bare(await client.checkout.removeDiscount(created.id));
    expect(undiscounted.discountApplications).toEqual([]);

    const card = await giftCard(t, 50_00);
    const carded = bare(await client.checkout.addGiftCards(created.id, [card.code]));
    expect(carded.appliedGiftCards).toEqual([expect.objectContaining({ lastCharacters: card.code.slice(-4), amountUsed: { amount: "50.0", currencyCode: "USD" } })]);
    const uncarded = bare(await client.checkout.removeGiftCard(created.id, carded.appliedGiftCards[0].id));
    expect(uncarded.appliedGiftCards).toEqual([]);

    const attributed = bare(await client.checkout.updateAttributes(created.id, { customAttributes: [{ key: "source", value: "buy-sdk" }], note: "Leave with the concierge" }));
    expect(attributed).toMatchObject({ note: "Leave with the concierge", customAttributes: expect.arrayContaining([expect.objectContaining({ key: "source", value: "buy-sdk" })]) });
    const emailed = bare(await client.checkout.updateEmail(created.id, "other@maison.test"));
    expect(emailed.email).toBe("other@maison.test");

    const readBack = bare(await client.checkout.fetch(created.id));
    expect(readBack).toMatchObject({ email: "other@maison.test", note: "Leave with the concierge", discountApplications: [], appliedGiftCards: [] });
    expect(productLines(readBack).map((l: Json) => [l.variant.id, l.quantity])).toEqual([[p.pouch!.variant, 1]]);

    // The webUrl is this server's hosted checkout of the same cart.
    const hosted = await t.app.inject({ method: "GET", url: `/api/checkout/${token}/` });
    expect(hosted.statusCode).toBe(200);
    // Every document the SDK sent is valid against Shopify's own 2025-01 schema.
    for (const request of sent) expect(validate(official2025, parse(request.query)).map((e) => e.message)).toEqual([]);
    // Its cart fragment (250 lines, 10 delivery groups of 250 lines) fits the limits honestly: a cart has
    // at most 100 lines in one delivery group (query-cost.ts).
    for (const request of sent) {
      const measured = queryCost(parse(request.query), undefined, request.variables);
      expect(measured.nodes).toBeLessThanOrEqual(STOREFRONT_MAX_NODES);
      expect(measured.cost).toBeLessThanOrEqual(STOREFRONT_MAX_COST);
    }
  });

  it("a shipping address goes in at the hosted checkout: Shopify's 2025-01 has no delivery address input, and reads it back as the SDK's shippingAddress", async () => {
    const { client, sent } = sdk();
    const address = { address1: "1 Main Street", city: "New York", country: "United States", province: "New York", zip: "10001", firstName: "Ada", lastName: "Byron" };
    // checkout.create with a shippingAddress sends buyerIdentity.deliveryAddressPreferences, an input Shopify removed in 2025-01.
    const refusal = await error(client.checkout.create({ lineItems: [{ variantId: p.tote!.variant, quantity: 1 }], shippingAddress: address }));
    expect(refusal).toBeInstanceOf(Error);
    const messages = (JSON.parse((refusal as Error).message) as Array<{ message: string }>).map((e) => e.message);
    expect(messages.join(" ")).toContain('Field "deliveryAddressPreferences" is not defined by type "CartBuyerIdentityInput".');
    const refused = sent.at(-1)!;
    const operation = parse(refused.query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const officially = getVariableValues(official2025, operation.variableDefinitions ?? [], refused.variables);
    expect("errors" in officially && officially.errors?.map((e) => e.message).join(" ")).toContain('Field "deliveryAddressPreferences" is not defined by type "CartBuyerIdentityInput".');

    const checkout = bare(await client.checkout.create({ lineItems: [{ variantId: p.tote!.variant, quantity: 1 }] }));
    expect(checkout.shippingAddress).toBeNull();
    expect(await error(client.checkout.updateShippingAddress(checkout.id, address))).toBeInstanceOf(Error);

    const token = checkout.id.slice("gid://shopify/Cart/".length);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/checkout/${token}/shipping-address/`,
      payload: { first_name: "Ada", last_name: "Byron", address1: "1 Main Street", city: "New York", province: "New York", zip: "10001", country_code: "US" },
    });
    expect(put.statusCode, put.body).toBe(200);
    const fetched = bare(await client.checkout.fetch(checkout.id));
    expect(fetched.shippingAddress).toMatchObject({
      address1: "1 Main Street",
      city: "New York",
      country: "United States",
      countryCodeV2: "US",
      province: "NY",
      provinceCode: "NY",
      zip: "10001",
      firstName: "Ada",
      lastName: "Byron",
      name: "Ada Byron",
      // The SDK keeps a list of strings as `{ value }` models.
      formatted: [{ value: "1 Main Street" }, { value: "New York NY 10001" }, { value: "United States" }],
      formattedArea: "New York, NY, United States",
    });

    // The cart's one delivery group: the address, the methods it allows, and the lines that ship.
    const groups = await t.app.inject({
      method: "POST",
      url: "/api/2025-01/graphql",
      headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
      payload: {
        query: `query G($id: ID!) { cart(id: $id) { deliveryGroups(first: 10) { nodes { groupType deliveryAddress { zip } deliveryOptions { handle title deliveryMethodType estimatedCost { amount } } selectedDeliveryOption { handle } cartLines(first: 250) { nodes { merchandise { ... on ProductVariant { id } } } } } } } }`,
        variables: { id: checkout.id },
      },
    });
    const group = groups.json().data.cart.deliveryGroups.nodes;
    expect(group).toHaveLength(1);
    expect(group[0]).toMatchObject({ groupType: "ONE_TIME_PURCHASE", deliveryAddress: { zip: "10001" }, selectedDeliveryOption: null, cartLines: { nodes: [{ merchandise: { id: p.tote!.variant } }] } });
    expect(group[0].deliveryOptions.length).toBeGreaterThan(0);
    expect(group[0].deliveryOptions.every((o: Json) => o.deliveryMethodType === "SHIPPING" && /^\d+(\.\d+)?$/.test(o.estimatedCost.amount))).toBe(true);
  });
});
