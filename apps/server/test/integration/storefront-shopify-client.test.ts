import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { seedDemoDiscountCodes } from "../../src/modules/cart/demo-discount-codes.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { giftCard } from "../support/wallet-fixtures.ts";

/** Shopify's own clients, from the separate compat/shopify package (Hydrogen 2024.7 needs React 18). */
const CLIENTS = path.resolve(import.meta.dirname, "../../../../compat/shopify/shopify-clients.mjs");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
interface ShopifyClients {
  hydrogenCart(options: { origin: string; token: string }): Json;
  storefrontApiClient(options: { origin: string; token: string }): Promise<Json>;
}

let t: TestApp;
let origin: string;
let clients: ShopifyClients;
const v: Record<string, string> = {};

beforeAll(async () => {
  if (!fs.existsSync(path.resolve(CLIENTS, "../node_modules/@shopify/hydrogen"))) {
    throw new Error("compat/shopify is not installed: run npm ci --prefix compat/shopify (npm test does it)");
  }
  clients = (await import(pathToFileURL(CLIENTS).href)) as ShopifyClients;
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Hermès"]);
  v.bag = (await insertProduct(db, { handle: "client-bag", title: "Kelly 28", vendor: "Hermès", price_cents: 900_00, tags: ["new-arrivals", "bc-filter-General View"] })).variant_id;
  v.scarf = (await insertProduct(db, { handle: "client-scarf", title: "Carré 90", vendor: "Hermès", price_cents: 300_00, tags: ["new-arrivals", "bc-filter-General View"] })).variant_id;
  await seedDemoDiscountCodes(t.context.db, t.clock.now());
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const gid = (id: string) => `gid://shopify/ProductVariant/${id}`;

describe("Shopify's own clients against the listening server", () => {
  it("Hydrogen's createCartHandler runs its standard cart documents unchanged", async () => {
    const cart = clients.hydrogenCart({ origin, token: DEV_STOREFRONT_ACCESS_TOKEN });

    const created = await cart.create({ lines: [{ merchandiseId: gid(v.bag!), quantity: 1 }], note: "first" });
    expect(created.errors).toBeUndefined();
    expect(created.userErrors).toEqual([]);
    expect(created.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(created.cart.checkoutUrl).toContain("/checkouts/");

    const added = await cart.addLines([{ merchandiseId: gid(v.scarf!), quantity: 1 }]);
    expect(added.userErrors).toEqual([]);
    let read = await cart.get();
    const scarfLine = read.lines.edges.map((e: Json) => e.node).find((l: Json) => l.merchandise.id === gid(v.scarf!));
    expect(scarfLine).toMatchObject({ quantity: 1, merchandise: { product: { handle: "client-scarf", vendor: "Hermès" }, price: { amount: "300.0", currencyCode: "USD" } } });

    expect((await cart.updateLines([{ id: scarfLine.id, attributes: [{ key: "engraving", value: "IM" }] }])).userErrors).toEqual([]);
    read = await cart.get();
    expect(read.lines.edges.map((e: Json) => e.node).find((l: Json) => l.id === scarfLine.id).attributes).toEqual([{ key: "engraving", value: "IM" }]);

    expect((await cart.removeLines([scarfLine.id])).userErrors).toEqual([]);
    expect((await cart.updateAttributes([{ key: "gift_message", value: "For you" }])).userErrors).toEqual([]);
    expect((await cart.updateNote("Leave at the door")).userErrors).toEqual([]);
    expect((await cart.updateBuyerIdentity({ email: "hydrogen@maison.test", countryCode: "US" })).userErrors).toEqual([]);
    expect((await cart.updateDiscountCodes(["WELCOME10"])).userErrors).toEqual([]);
    const card = await giftCard(t, 50_00);
    expect((await cart.updateGiftCardCodes([card.code])).userErrors).toEqual([]);

    read = await cart.get();
    expect(read.errors).toBeUndefined();
    expect(read).toMatchObject({
      id: created.cart.id,
      note: "Leave at the door",
      buyerIdentity: { email: "hydrogen@maison.test", countryCode: "US", customer: null },
      discountCodes: [{ code: "WELCOME10", applicable: true }],
    });
    expect(read.attributes).toEqual(expect.arrayContaining([{ key: "gift_message", value: "For you" }]));
    const merchandise = read.lines.edges.map((e: Json) => e.node.merchandise.id);
    expect(merchandise).toContain(gid(v.bag!));
    expect(merchandise).not.toContain(gid(v.scarf!));
    expect(Number(read.cost.totalAmount.amount)).toBeLessThan(Number(read.cost.subtotalAmount.amount));
  });

  it("Shopify's storefront-api-client runs the spec's products query", async () => {
    const client = await clients.storefrontApiClient({ origin, token: DEV_STOREFRONT_ACCESS_TOKEN });
    const { data, errors } = await client.request(
      `query Products($query: String) { products(first: 20, query: $query, sortKey: CREATED_AT, reverse: true) { edges { node { id handle title priceRange { minVariantPrice { amount currencyCode } } } } } }`,
      { variables: { query: "tag:new-arrivals AND available_for_sale:true AND tag:bc-filter-General View" } },
    );
    expect(errors).toBeUndefined();
    expect(data.products.edges.map((e: Json) => e.node.handle).sort()).toEqual(["client-bag", "client-scarf"]);
    const wrongToken = await clients.storefrontApiClient({ origin, token: "not-the-storefront-token" });
    const refused = await wrongToken.request(`{ products(first: 1) { nodes { id } } }`);
    expect(refused.errors).toMatchObject({ networkStatusCode: 401 });
  });
});
