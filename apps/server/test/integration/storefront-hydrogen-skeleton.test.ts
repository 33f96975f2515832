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

/**
 * Shopify's Hydrogen 2024.7 skeleton template, unchanged: its route documents read out of the template
 * as Shopify's CLI package ships it (compat/shopify/skeleton-documents.mjs), sent by Hydrogen's own
 * storefront client and cart handler; and @shopify/hydrogen-react's <CartProvider> requests with its
 * default cart fragment. All against a listening server.
 */
const COMPAT = path.resolve(import.meta.dirname, "../../../../compat/shopify");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
interface Clients {
  hydrogenStorefront(options: { origin: string; token: string }): Json;
  hydrogenCart(options: { origin: string; token: string; cartQueryFragment?: string }): Json;
  cartProviderActions(options: { origin: string; token: string }): Json;
  getSelectedProductOptions(request: Request): Array<{ name: string; value: string }>;
}
interface Documents {
  version: string;
  PRODUCT_QUERY: string;
  VARIANTS_QUERY: string;
  CART_QUERY_FRAGMENT: string;
  COLLECTIONS_QUERY: string;
  COLLECTION_QUERY: string;
  CATALOG_QUERY: string;
  SEARCH_QUERY: string;
  PREDICTIVE_SEARCH_QUERY: string;
}

let t: TestApp;
let origin: string;
let clients: Clients;
let docs: Documents;
const v: Record<string, string> = {};

beforeAll(async () => {
  if (!fs.existsSync(path.join(COMPAT, "node_modules/@shopify/cli-hydrogen"))) {
    throw new Error("compat/shopify is not installed: run npm ci --prefix compat/shopify (npm test does it)");
  }
  clients = (await import(pathToFileURL(path.join(COMPAT, "shopify-clients.mjs")).href)) as Clients;
  docs = ((await import(pathToFileURL(path.join(COMPAT, "skeleton-documents.mjs")).href)) as { skeletonDocuments(): Documents }).skeletonDocuments();
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Hermès", "Chanel"]);
  const bag = await insertProduct(db, { handle: "skeleton-kelly", title: "Kelly 28", vendor: "Hermès", item_type: "Top Handle", item_size: "28", colors: JSON.stringify(["Gold", "Black"]), condition: "Pristine", price_cents: 12_500_00, published_at: "2026-10-03T00:00:00.000Z" });
  const scarf = await insertProduct(db, { handle: "skeleton-carre", title: "Carré 90", vendor: "Hermès", item_type: "Scarf", item_size: null, colors: JSON.stringify([]), condition: "Great", price_cents: 390_00, published_at: "2026-10-02T00:00:00.000Z" });
  const flap = await insertProduct(db, { handle: "skeleton-flap", title: "Classic Flap", vendor: "Chanel", price_cents: 7_800_00, published_at: "2026-10-01T00:00:00.000Z" });
  v.sold = (await insertProduct(db, { handle: "skeleton-sold-kelly", title: "Kelly 32", vendor: "Hermès", state: "sold", price_cents: 11_000_00, published_at: "2026-09-01T00:00:00.000Z" })).variant_id;
  v.bag = bag.variant_id;
  v.scarf = scarf.variant_id;
  v.flap = flap.variant_id;
  await seedDemoDiscountCodes(t.context.db, t.clock.now());
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const gid = (id: string) => `gid://shopify/ProductVariant/${id}`;
const storefront = () => clients.hydrogenStorefront({ origin, token: DEV_STOREFRONT_ACCESS_TOKEN });
/** The selected options the product route reads from its URL, as the skeleton does. */
const selectedOptions = (search: string) => clients.getSelectedProductOptions(new Request(`https://shop.test/products/skeleton-kelly${search}`));

describe("the Hydrogen 2024.7 skeleton's own documents", () => {
  it("are the skeleton's, read out of Shopify's CLI package", () => {
    expect(docs.version).toMatch(/^2024\.7\./);
    expect(docs.PRODUCT_QUERY).toContain("variantBySelectedOptions(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true)");
    expect(docs.CART_QUERY_FRAGMENT).toContain("fragment CartLineComponent on ComponentizableCartLine");
  });

  it("product page: PRODUCT_QUERY gives the piece's size, color and condition as options and picks its variant from the URL", async () => {
    const { product } = await storefront().query(docs.PRODUCT_QUERY, { variables: { handle: "skeleton-kelly", selectedOptions: selectedOptions("?Size=28&Color=Gold%2C+Black&Condition=Pristine") } });
    expect(product).toMatchObject({
      title: "Kelly 28",
      vendor: "Hermès",
      handle: "skeleton-kelly",
      options: [
        { name: "Size", values: ["28"] },
        { name: "Color", values: ["Gold, Black"] },
        { name: "Condition", values: ["Pristine"] },
      ],
      selectedVariant: {
        id: gid(v.bag!),
        availableForSale: true,
        price: { amount: "12500.0", currencyCode: "USD" },
        product: { handle: "skeleton-kelly", title: "Kelly 28" },
        selectedOptions: [
          { name: "Size", value: "28" },
          { name: "Color", value: "Gold, Black" },
          { name: "Condition", value: "Pristine" },
        ],
        unitPrice: null,
      },
      seo: { title: "Hermès Kelly 28" },
    });
    expect(product.variants.nodes).toEqual([product.selectedVariant]);

    // caseInsensitiveMatch and ignoreUnknownOptions, as the skeleton sends them.
    const loose = await storefront().query(docs.PRODUCT_QUERY, { variables: { handle: "skeleton-kelly", selectedOptions: selectedOptions("?size=28&condition=pristine&utm_source=mail") } });
    expect(loose.product.selectedVariant?.id).toBe(gid(v.bag!));
    // No option in the URL (the skeleton then redirects to the first variant), or another value: no variant.
    expect((await storefront().query(docs.PRODUCT_QUERY, { variables: { handle: "skeleton-kelly", selectedOptions: selectedOptions("") } })).product.selectedVariant).toBeNull();
    expect((await storefront().query(docs.PRODUCT_QUERY, { variables: { handle: "skeleton-kelly", selectedOptions: selectedOptions("?Size=32") } })).product.selectedVariant).toBeNull();
    // A piece without size or colors has its condition only.
    const scarf = await storefront().query(docs.PRODUCT_QUERY, { variables: { handle: "skeleton-carre", selectedOptions: selectedOptions("?Condition=Great") } });
    expect(scarf.product.options).toEqual([{ name: "Condition", values: ["Great"] }]);
    expect(scarf.product.selectedVariant.id).toBe(gid(v.scarf!));
    expect((await storefront().query(docs.PRODUCT_QUERY, { variables: { handle: "no-such-piece", selectedOptions: [] } })).product).toBeNull();
  });

  it("product page: VARIANTS_QUERY lists the piece's one variant", async () => {
    const { product } = await storefront().query(docs.VARIANTS_QUERY, { variables: { handle: "skeleton-kelly" } });
    expect(product.variants.nodes.map((n: Json) => n.id)).toEqual([gid(v.bag!)]);
  });

  it("collections: COLLECTIONS_QUERY pages through the shop's collections with Shopify's cursors", async () => {
    const first = await storefront().query(docs.COLLECTIONS_QUERY, { variables: { first: 2 } });
    expect(first.collections.nodes).toHaveLength(2);
    expect(first.collections.nodes[0]).toMatchObject({ handle: "all", title: "All Items", image: null, id: "gid://shopify/Collection/all" });
    expect(first.collections.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const all: Json[] = [...first.collections.nodes];
    let pageInfo = first.collections.pageInfo;
    while (pageInfo.hasNextPage) {
      const next = await storefront().query(docs.COLLECTIONS_QUERY, { variables: { first: 10, endCursor: pageInfo.endCursor } });
      all.push(...next.collections.nodes);
      pageInfo = next.collections.pageInfo;
    }
    expect(new Set(all.map((c) => c.handle)).size).toBe(all.length);
    expect(all.map((c) => c.title)).toEqual(expect.arrayContaining(["All Items", "Hermès", "Chanel"]));
  });

  it("collection page: COLLECTION_QUERY lists a designer's listed pieces, newest first, and pages back with last/before", async () => {
    const hermes = (await storefront().query(docs.COLLECTIONS_QUERY, { variables: { first: 50 } })).collections.nodes.find((c: Json) => c.title === "Hermès");
    const { collection } = await storefront().query(docs.COLLECTION_QUERY, { variables: { handle: hermes.handle, first: 1 } });
    expect(collection).toMatchObject({ handle: hermes.handle, title: "Hermès", description: "Pre-owned Hermès, authenticated by Maison." });
    expect(collection.products.nodes.map((p: Json) => p.handle)).toEqual(["skeleton-kelly"]);
    expect(collection.products.nodes[0]).toMatchObject({ priceRange: { minVariantPrice: { amount: "12500.0" } }, variants: { nodes: [{ selectedOptions: [{ name: "Size", value: "28" }, { name: "Color", value: "Gold, Black" }, { name: "Condition", value: "Pristine" }] }] } });
    expect(collection.products.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = await storefront().query(docs.COLLECTION_QUERY, { variables: { handle: hermes.handle, first: 5, endCursor: collection.products.pageInfo.endCursor } });
    // A sold piece stays listed (spec 2), not for sale.
    expect(next.collection.products.nodes.map((p: Json) => p.handle)).toEqual(["skeleton-carre", "skeleton-sold-kelly"]);
    expect(next.collection.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await storefront().query(docs.COLLECTION_QUERY, { variables: { handle: hermes.handle, last: 5, startCursor: next.collection.products.pageInfo.startCursor } });
    expect(back.collection.products.nodes.map((p: Json) => p.handle)).toEqual(["skeleton-kelly"]);
    expect((await storefront().query(docs.COLLECTION_QUERY, { variables: { handle: "no-such-collection", first: 5 } })).collection).toBeNull();
  });

  it("catalog page: CATALOG_QUERY lists every listed piece", async () => {
    const { products } = await storefront().query(docs.CATALOG_QUERY, { variables: { first: 8 } });
    expect(products.nodes.map((p: Json) => p.handle).sort()).toEqual(["skeleton-carre", "skeleton-flap", "skeleton-kelly", "skeleton-sold-kelly"]);
  });

  it("search page: SEARCH_QUERY finds pieces by title or designer; the shop has no articles or pages", async () => {
    const found = await storefront().query(docs.SEARCH_QUERY, { variables: { term: "kelly", first: 8 } });
    expect(found.errors).toBeUndefined();
    expect(found.products.nodes.map((p: Json) => p.handle)).toEqual(["skeleton-kelly"]);
    expect(found.products.nodes[0]).toMatchObject({ __typename: "Product", vendor: "Hermès", trackingParameters: null, variants: { nodes: [{ id: gid(v.bag!), price: { amount: "12500.0" } }] } });
    expect(found.articles.nodes).toEqual([]);
    expect(found.pages.nodes).toEqual([]);
    const byDesigner = await storefront().query(docs.SEARCH_QUERY, { variables: { term: "Hermès", first: 1 } });
    expect(byDesigner.products.nodes).toHaveLength(1);
    expect(byDesigner.products.pageInfo.hasNextPage).toBe(true);
    const rest = await storefront().query(docs.SEARCH_QUERY, { variables: { term: "Hermès", first: 8, endCursor: byDesigner.products.pageInfo.endCursor } });
    expect([...byDesigner.products.nodes, ...rest.products.nodes].map((p: Json) => p.handle).sort()).toEqual(["skeleton-carre", "skeleton-kelly"]);
  });

  it("predictive search: PREDICTIVE_SEARCH_QUERY suggests pieces, collections and queries", async () => {
    const { predictiveSearch } = await storefront().query(docs.PREDICTIVE_SEARCH_QUERY, { variables: { term: "Cha", limit: 10, limitScope: "EACH" } });
    expect(predictiveSearch.products.map((p: Json) => p.handle)).toEqual(["skeleton-flap"]);
    expect(predictiveSearch.collections.map((c: Json) => c.title)).toContain("Chanel");
    expect(predictiveSearch.queries).toContainEqual({ __typename: "SearchQuerySuggestion", text: "chanel", styledText: "cha<mark>nel</mark>", trackingParameters: null });
    expect(predictiveSearch.articles).toEqual([]);
    expect(predictiveSearch.pages).toEqual([]);
    const one = await storefront().query(docs.PREDICTIVE_SEARCH_QUERY, { variables: { term: "Cha", limit: 1, limitScope: "ALL" } });
    expect(one.predictiveSearch.products.length + one.predictiveSearch.collections.length + one.predictiveSearch.queries.length).toBe(1);
  });

  it("cart: Hydrogen's cart handler with the skeleton's CART_QUERY_FRAGMENT — create, add, update, remove, codes, buyer identity, read back", async () => {
    const cart = clients.hydrogenCart({ origin, token: DEV_STOREFRONT_ACCESS_TOKEN, cartQueryFragment: docs.CART_QUERY_FRAGMENT });
    const created = await cart.create({ lines: [{ merchandiseId: gid(v.bag!), quantity: 1 }] });
    expect(created.errors).toBeUndefined();
    expect(created.userErrors).toEqual([]);
    const added = await cart.addLines([{ merchandiseId: gid(v.scarf!), quantity: 1 }]);
    expect(added.userErrors).toEqual([]);
    let read = await cart.get();
    expect(read.errors).toBeUndefined();
    const scarfLine = read.lines.nodes.find((l: Json) => l.merchandise.id === gid(v.scarf!));
    expect(scarfLine).toMatchObject({
      quantity: 1,
      cost: { totalAmount: { amount: "390.0", currencyCode: "USD" }, amountPerQuantity: { amount: "390.0" } },
      merchandise: { availableForSale: true, requiresShipping: true, product: { handle: "skeleton-carre", vendor: "Hermès" }, selectedOptions: [{ name: "Condition", value: "Great" }] },
    });

    // A piece is one unit in stock: asking for more keeps the one unit, as Shopify does (decision 071).
    expect((await cart.updateLines([{ id: scarfLine.id, quantity: 3 }])).userErrors).toEqual([]);
    expect((await cart.addLines([{ merchandiseId: gid(v.scarf!), quantity: 2 }])).userErrors).toEqual([]);
    read = await cart.get();
    expect(read.lines.nodes.filter((l: Json) => l.merchandise.id === gid(v.scarf!)).map((l: Json) => l.quantity)).toEqual([1]);

    expect((await cart.removeLines([scarfLine.id])).userErrors).toEqual([]);
    expect((await cart.updateBuyerIdentity({ email: "skeleton@maison.test", countryCode: "US" })).userErrors).toEqual([]);
    expect((await cart.updateDiscountCodes(["WELCOME10"])).userErrors).toEqual([]);
    const card = await giftCard(t, 50_00);
    expect((await cart.updateGiftCardCodes([card.code])).userErrors).toEqual([]);
    expect((await cart.updateNote("Skeleton note")).userErrors).toEqual([]);

    read = await cart.get();
    expect(read).toMatchObject({
      id: created.cart.id,
      note: "Skeleton note",
      buyerIdentity: { email: "skeleton@maison.test", countryCode: "US", customer: null },
      discountCodes: [{ code: "WELCOME10", applicable: true }],
      appliedGiftCards: [{ lastCharacters: card.code.slice(-4) }],
    });
    const merchandise = read.lines.nodes.map((l: Json) => l.merchandise.id);
    expect(merchandise).toContain(gid(v.bag!));
    expect(merchandise).not.toContain(gid(v.scarf!));
    expect(Number(read.cost.totalAmount.amount)).toBeLessThan(Number(read.cost.subtotalAmount.amount));

    // A sold piece is refused with the cart's userError, and the cart stays as it was.
    const sold = await cart.addLines([{ merchandiseId: gid(v.sold!), quantity: 1 }]);
    expect(sold.userErrors).toEqual([{ field: ["lines", "0", "merchandiseId"], message: "This item is no longer available.", code: "INVALID" }]);
    expect((await cart.get()).lines.nodes.map((l: Json) => l.merchandise.id)).not.toContain(gid(v.sold!));
  });
});

describe("@shopify/hydrogen-react's CartProvider requests, with its default cart fragment", () => {
  it("create, add, update, remove, note, attributes, buyer identity, discount codes, and read back", async () => {
    const actions = clients.cartProviderActions({ origin, token: DEV_STOREFRONT_ACCESS_TOKEN });
    const created = await actions.cartCreate({ lines: [{ merchandiseId: gid(v.flap!), quantity: 1 }], buyerIdentity: { countryCode: "US" } });
    expect(created.errors).toBeUndefined();
    const cart = created.data.cartCreate.cart;
    expect(cart).toMatchObject({ totalQuantity: expect.any(Number), buyerIdentity: { countryCode: "US" } });
    expect(cart.lines.edges.map((e: Json) => e.node.merchandise.id)).toContain(gid(v.flap!));

    const added = await actions.cartLineAdd(cart.id, [{ merchandiseId: gid(v.scarf!), quantity: 1 }]);
    expect(added.errors).toBeUndefined();
    const scarfLine = added.data.cartLinesAdd.cart.lines.edges.map((e: Json) => e.node).find((l: Json) => l.merchandise.id === gid(v.scarf!));
    expect(scarfLine.merchandise).toMatchObject({ title: "Default Title", product: { handle: "skeleton-carre" }, price: { amount: "390.0", currencyCode: "USD" } });

    const updated = await actions.cartLineUpdate(cart.id, [{ id: scarfLine.id, quantity: 2, attributes: [{ key: "gift", value: "yes" }] }]);
    expect(updated.errors).toBeUndefined();
    const updatedLine = updated.data.cartLinesUpdate.cart.lines.edges.map((e: Json) => e.node).find((l: Json) => l.id === scarfLine.id);
    expect(updatedLine).toMatchObject({ quantity: 1, attributes: [{ key: "gift", value: "yes" }] });

    expect((await actions.cartLineRemove(cart.id, [scarfLine.id])).errors).toBeUndefined();
    expect((await actions.noteUpdate(cart.id, "Provider note")).errors).toBeUndefined();
    expect((await actions.cartAttributesUpdate(cart.id, [{ key: "source", value: "provider" }])).errors).toBeUndefined();
    expect((await actions.buyerIdentityUpdate(cart.id, { email: "provider@maison.test", countryCode: "FR" })).errors).toBeUndefined();
    expect((await actions.discountCodesUpdate(cart.id, ["WELCOME10"])).errors).toBeUndefined();

    const fetched = await actions.cartFetch(cart.id);
    expect(fetched.errors).toBeUndefined();
    expect(fetched.data.cart).toMatchObject({
      id: cart.id,
      note: "Provider note",
      buyerIdentity: { email: "provider@maison.test", countryCode: "FR" },
      discountCodes: [{ code: "WELCOME10", applicable: true }],
    });
    expect(fetched.data.cart.attributes).toEqual(expect.arrayContaining([{ key: "source", value: "provider" }]));
    expect(fetched.data.cart.lines.edges.map((e: Json) => e.node.merchandise.id)).not.toContain(gid(v.scarf!));
  });
});
