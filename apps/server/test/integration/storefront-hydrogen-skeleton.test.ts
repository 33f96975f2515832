import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITORIAL, HOUSE } from "@maison/domain/content/house";
import { FOOTER_GROUPS, mainNavigationFor } from "@maison/domain/content/navigation";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { seedDemoDiscountCodes } from "../../src/modules/cart/demo-discount-codes.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { bearer, createUser, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { giftCard } from "../support/wallet-fixtures.ts";
import { signedInStaff } from "./ops-pieces-fixtures.ts";

/**
 * Shopify's Hydrogen 2024.7 skeleton template, unchanged: its route documents read out of the template
 * as Shopify's CLI package ships it (compat/shopify/skeleton-documents.mjs), sent by Hydrogen's own
 * storefront client and cart handler; and @shopify/hydrogen-react's <CartProvider> requests with its
 * default cart fragment. All against a listening server. The shop's pages and articles are written
 * and published by staff through the console's API, as on the site (decision 065).
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
const DOCUMENT_NAMES = [
  "HEADER_QUERY",
  "FOOTER_QUERY",
  "CART_QUERY_FRAGMENT",
  "FEATURED_COLLECTION_QUERY",
  "RECOMMENDED_PRODUCTS_QUERY",
  "PRODUCT_QUERY",
  "VARIANTS_QUERY",
  "COLLECTIONS_QUERY",
  "COLLECTION_QUERY",
  "CATALOG_QUERY",
  "SEARCH_QUERY",
  "PREDICTIVE_SEARCH_QUERY",
  "PAGE_QUERY",
  "BLOGS_QUERY",
  "BLOG_QUERY",
  "ARTICLE_QUERY",
  "POLICIES_QUERY",
  "POLICY_CONTENT_QUERY",
  "ROBOTS_QUERY",
  "SITEMAP_QUERY",
] as const;
type Documents = { version: string } & Record<(typeof DOCUMENT_NAMES)[number], string>;
interface SkeletonModule {
  skeletonDocuments(): Documents;
  skeletonInventory(): string[];
  SKELETON_DOCUMENTS: Array<[file: string, name: string, as?: string]>;
  CUSTOMER_ACCOUNT_DIR: string;
}

let t: TestApp;
let origin: string;
let clients: Clients;
let docs: Documents;
let skeleton: SkeletonModule;
let base: string;
const v: Record<string, string> = {};
/** Content ids by slug, as staff created them. */
const content: Record<string, string> = {};

beforeAll(async () => {
  if (!fs.existsSync(path.join(COMPAT, "node_modules/@shopify/cli-hydrogen"))) {
    throw new Error("compat/shopify is not installed: run npm ci --prefix compat/shopify (npm test does it)");
  }
  clients = (await import(pathToFileURL(path.join(COMPAT, "shopify-clients.mjs")).href)) as Clients;
  skeleton = (await import(pathToFileURL(path.join(COMPAT, "skeleton-documents.mjs")).href)) as SkeletonModule;
  docs = skeleton.skeletonDocuments();
  t = await createTestApp();
  base = t.context.env.publicBaseUrl;
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

  // The shop's pages and the magazine, written and published by staff a day apart; some left unpublished.
  const editor = (await signedInStaff(t, ["content"])).headers;
  const write = async (entry: { kind: string; slug: string; title: string; summary: string; body: string; image_url?: string }, publish = true) => {
    const created = await t.app.inject({ method: "POST", url: "/api/ops/content/", headers: editor, payload: { image_url: null, piece_ids: [], ...entry } });
    expect(created.statusCode, created.body).toBe(201);
    content[entry.slug] = created.json().id;
    if (publish) expect((await t.app.inject({ method: "POST", url: `/api/ops/content/${content[entry.slug]}/publish/`, headers: editor })).statusCode).toBe(200);
    t.clock.advance(86_400_000);
  };
  await write({ kind: "page", slug: "about-us", title: "About Us", summary: "Maison buys, authenticates and sells pre-owned luxury.", body: "Maison is a marketplace for pre-owned luxury.\n\n## What we believe\n\nA beautiful piece deserves more than one life & a second owner." });
  await write({ kind: "page", slug: "refund-policy", title: "Returns and Refunds", summary: "", body: "Return a piece within 14 days of delivery.\n\n## Refunds\n\nRefunds go back to what you paid with." });
  await write({ kind: "page", slug: "store", title: "Our Stores", summary: "Visit Maison.", body: "By appointment." }, false);
  await write({ kind: "article", slug: "how-we-authenticate-a-kelly", title: "How We Authenticate a Kelly", summary: "From the stitching to the date code.", body: "Every Kelly is examined before it is listed.\n\n## The details\n\nStitching, hardware <and> the date code.", image_url: "/images/products/kelly.jpg" });
  await write({ kind: "article", slug: "caring-for-silk", title: "Caring for a Silk Carré", summary: "Simple habits that keep a scarf bright.", body: "Store it flat, away from light." });
  await write({ kind: "article", slug: "the-next-issue", title: "The Next Issue", summary: "Not yet.", body: "Draft." }, false);

  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const gid = (id: string) => `gid://shopify/ProductVariant/${id}`;
/** A document sent as the skeleton's loaders send it; `request` adds headers (a signed-in shopper). */
async function raw(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: "POST", url: "/api/2024-07/graphql.json", headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN, ...headers }, payload: { query, variables } });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}
interface MenuItem {
  id: string;
  resourceId: string | null;
  tags: string[];
  title: string;
  type: string;
  url: string | null;
  items?: MenuItem[];
}
const pick = (object: Json, keys: string[]) => Object.fromEntries(keys.map((k) => [k, object[k]]));
const everyItem = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...everyItem(item.items ?? [])]);
const storefront = () => clients.hydrogenStorefront({ origin, token: DEV_STOREFRONT_ACCESS_TOKEN });
/** The selected options the product route reads from its URL, as the skeleton does. */
const selectedOptions = (search: string) => clients.getSelectedProductOptions(new Request(`https://shop.test/products/skeleton-kelly${search}`));

describe("the Hydrogen 2024.7 skeleton's own documents", () => {
  it("are the skeleton's, read out of Shopify's CLI package: every storefront document of its routes and lib", () => {
    expect(docs.version).toMatch(/^2024\.7\./);
    expect(Object.keys(docs).filter((k) => k !== "version").sort()).toEqual([...DOCUMENT_NAMES].sort());
    // Every #graphql constant of the app folder is one of these documents, a fragment they interpolate, or a Customer Account API document.
    const served = new Set(skeleton.SKELETON_DOCUMENTS.map(([file, name]) => `${file}: ${name}`));
    const rest = skeleton.skeletonInventory().filter((entry) => !served.has(entry) && !entry.startsWith(skeleton.CUSTOMER_ACCOUNT_DIR));
    expect(rest.filter((entry) => !/_FRAGMENT$/.test(entry))).toEqual([]);
    expect(skeleton.skeletonInventory().filter((entry) => entry.startsWith(skeleton.CUSTOMER_ACCOUNT_DIR))).toHaveLength(10);
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

  it("search page: SEARCH_QUERY finds pieces by title or designer, and the published pages and articles whose title or summary hold the term", async () => {
    const found = await storefront().query(docs.SEARCH_QUERY, { variables: { term: "kelly", first: 8 } });
    expect(found.errors).toBeUndefined();
    expect(found.products.nodes.map((p: Json) => p.handle)).toEqual(["skeleton-kelly"]);
    expect(found.products.nodes[0]).toMatchObject({ __typename: "Product", vendor: "Hermès", trackingParameters: null, variants: { nodes: [{ id: gid(v.bag!), price: { amount: "12500.0" } }] } });
    expect(found.articles.nodes).toEqual([{ __typename: "Article", handle: "how-we-authenticate-a-kelly", id: `gid://shopify/Article/${content["how-we-authenticate-a-kelly"]}`, title: "How We Authenticate a Kelly", trackingParameters: null }]);
    expect(found.pages.nodes).toEqual([]);
    const pages = await storefront().query(docs.SEARCH_QUERY, { variables: { term: "pre-owned luxury", first: 8 } });
    expect(pages.pages.nodes).toEqual([{ __typename: "Page", handle: "about-us", id: `gid://shopify/Page/${content["about-us"]}`, title: "About Us", trackingParameters: null }]);
    // Unpublished entries are not found.
    expect((await storefront().query(docs.SEARCH_QUERY, { variables: { term: "next issue", first: 8 } })).articles.nodes).toEqual([]);

    // All types in one list: the pieces, then the pages, then the articles, paged with cursors either way.
    const SEARCH_ALL = `query ($term: String!, $first: Int, $last: Int, $after: String, $before: String, $reverse: Boolean) {
      search(query: $term, first: $first, last: $last, after: $after, before: $before, reverse: $reverse) {
        totalCount
        edges { cursor node { __typename ... on Product { handle } ... on Article { handle } ... on Page { handle } } }
        pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
      }
    }`;
    const handles = (result: Json) => result.search.edges.map((e: Json) => `${e.node.__typename}:${e.node.handle}`);
    const one = await raw(SEARCH_ALL, { term: "carré", first: 1 });
    expect(one.search).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    expect(handles(one)).toEqual(["Product:skeleton-carre"]);
    const two = await raw(SEARCH_ALL, { term: "carré", first: 5, after: one.search.pageInfo.endCursor });
    expect(handles(two)).toEqual(["Article:caring-for-silk"]);
    expect(two.search.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(handles(await raw(SEARCH_ALL, { term: "carré", last: 5, before: two.search.pageInfo.startCursor }))).toEqual(["Product:skeleton-carre"]);
    expect(handles(await raw(SEARCH_ALL, { term: "carré", last: 1 }))).toEqual(["Article:caring-for-silk"]);
    expect(handles(await raw(SEARCH_ALL, { term: "carré", first: 5, reverse: true }))).toEqual(["Article:caring-for-silk", "Product:skeleton-carre"]);
    expect(handles(await raw(SEARCH_ALL, { term: "luxury", first: 5 }))).toEqual(["Page:about-us"]);
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
    const silk = await storefront().query(docs.PREDICTIVE_SEARCH_QUERY, { variables: { term: "silk", limit: 10, limitScope: "EACH" } });
    expect(silk.predictiveSearch.articles).toEqual([{ __typename: "Article", id: `gid://shopify/Article/${content["caring-for-silk"]}`, title: "Caring for a Silk Carré", handle: "caring-for-silk", blog: { handle: "editorial" }, image: null, trackingParameters: null }]);
    const about = await storefront().query(docs.PREDICTIVE_SEARCH_QUERY, { variables: { term: "about", limit: 10, limitScope: "EACH" } });
    expect(about.predictiveSearch.pages).toEqual([{ __typename: "Page", id: `gid://shopify/Page/${content["about-us"]}`, title: "About Us", handle: "about-us", trackingParameters: null }]);
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

describe("the skeleton's root, home, page, blog, policy, robots and sitemap documents", () => {
  it("every page: HEADER_QUERY gives the house and the site's main navigation, each collection item a real collection", async () => {
    const header = await storefront().query(docs.HEADER_QUERY, { variables: { headerMenuHandle: "main-menu" } });
    expect(header.shop).toEqual({
      id: "gid://shopify/Shop/maison",
      name: "Maison",
      description: HOUSE.description,
      primaryDomain: { url: base },
      // The wordmark is text: no logo image (the square mark is brand.squareLogo).
      brand: { logo: null },
    });
    const brand = await raw(`{ shop { primaryDomain { host sslEnabled } brand { slogan squareLogo { alt image { url width height } } } } }`, {});
    expect(brand.shop).toEqual({
      primaryDomain: { host: new URL(base).host, sslEnabled: base.startsWith("https:") },
      brand: { slogan: HOUSE.slogan, squareLogo: { alt: "Maison", image: { url: `${base}/favicon.svg`, width: 64, height: 64 } } },
    });
    const menu = header.menu;
    expect(menu.id).toBe("gid://shopify/Menu/main-menu");
    // The header's entries as the web app renders them for a visitor: no Wholesale.
    expect(menu.items.map((i: MenuItem) => i.title)).toEqual(mainNavigationFor({ canSeeWholesaleMenu: false }).map((e) => e.label));
    const byTitle = (title: string) => menu.items.find((i: MenuItem) => i.title === title);
    expect(byTitle("New Arrivals")).toMatchObject({ type: "COLLECTION", resourceId: "gid://shopify/Collection/new-arrivals", url: `${base}/collections/new-arrivals`, tags: [] });
    expect(byTitle("Designers")).toMatchObject({ type: "COLLECTIONS", resourceId: null, url: `${base}/collections/` });
    expect(byTitle("For You")).toMatchObject({ type: "HTTP", resourceId: null, url: `${base}/for-you` });
    expect(byTitle("VIP Preview")).toMatchObject({ type: "HTTP", url: null, items: [] });
    expect(byTitle("Editorial")).toMatchObject({ type: "BLOG", resourceId: "gid://shopify/Blog/editorial", url: `${base}/editorial/` });
    // A category's featured designers that have a collection here (Hermès and Chanel), in the menu's order.
    expect(byTitle("Bags")).toMatchObject({ type: "COLLECTION", resourceId: "gid://shopify/Collection/all-bags" });
    expect(byTitle("Bags").items.map((i: MenuItem) => [i.title, i.url])).toEqual([
      ["Hermès", `${base}/collections/hermes`],
      ["Chanel", `${base}/collections/chanel`],
    ]);
    expect(byTitle("Clearance").items.map((i: MenuItem) => i.title)).toEqual(["Up to 20% Off", "Up to 30% Off", "Up to 40% Off", "Last Call"]);

    // Every collection item resolves to a collection whose address is the item's.
    const collectionItems = everyItem(menu.items).filter((i) => i.type === "COLLECTION");
    expect(collectionItems.length).toBeGreaterThan(10);
    const { nodes } = await raw(`query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Collection { id handle onlineStoreUrl } } }`, { ids: collectionItems.map((i) => i.resourceId) });
    expect(nodes.map((n: Json) => n?.onlineStoreUrl)).toEqual(collectionItems.map((i) => i.url));
    expect(new Set(everyItem(menu.items).map((i) => i.id)).size).toBe(everyItem(menu.items).length);

    // A business account inside the wholesale window sees the Wholesale entry, as in the web's header.
    const user = await createUser(t);
    await t.context.db.kysely.updateTable("users").set({ is_b2b: 1 }).where("id", "=", user.id).execute();
    const business = await raw(docs.HEADER_QUERY, { headerMenuHandle: "main-menu" }, bearer(await signIn(t.app, user.email, user.password)));
    expect(business.menu.items.map((i: MenuItem) => i.title)).toEqual(mainNavigationFor({ canSeeWholesaleMenu: true }).map((e) => e.label));
    expect(business.menu.items.find((i: MenuItem) => i.title === "Wholesale")).toMatchObject({ type: "COLLECTION", url: `${base}/collections/wholesale` });

    expect((await storefront().query(docs.HEADER_QUERY, { variables: { headerMenuHandle: "no-such-menu" } })).menu).toBeNull();
  });

  it("every page: FOOTER_QUERY gives the footer's groups, each a heading over its links, pages typed as pages when published", async () => {
    const { menu } = await storefront().query(docs.FOOTER_QUERY, { variables: { footerMenuHandle: "footer" } });
    expect(menu.id).toBe("gid://shopify/Menu/footer");
    expect(menu.items.map((i: MenuItem) => [i.title, i.type, i.url])).toEqual(FOOTER_GROUPS.map((g) => [g.heading, "HTTP", null]));
    const company = menu.items.find((i: MenuItem) => i.title === "Company");
    expect(company.items.map((i: MenuItem) => i.title)).toEqual(FOOTER_GROUPS.find((g) => g.heading === "Company")!.links.map((l) => l.label));
    expect(company.items.find((i: MenuItem) => i.title === "About Us")).toMatchObject({ type: "PAGE", resourceId: `gid://shopify/Page/${content["about-us"]}`, url: `${base}/about-us/` });
    // Our Stores is not published: a plain link, as the footer shows it.
    expect(company.items.find((i: MenuItem) => i.title === "Our Stores")).toMatchObject({ type: "HTTP", resourceId: null, url: `${base}/store/` });
    const buy = menu.items.find((i: MenuItem) => i.title === "Buy");
    expect(buy.items.find((i: MenuItem) => i.title === "Bags")).toMatchObject({ type: "COLLECTION", resourceId: "gid://shopify/Collection/all-bags", url: `${base}/collections/all-bags` });
    const { node } = await raw(`query ($id: ID!) { node(id: $id) { ... on Page { handle title onlineStoreUrl } } }`, { id: `gid://shopify/Page/${content["about-us"]}` });
    expect(node).toEqual({ handle: "about-us", title: "About Us", onlineStoreUrl: `${base}/about-us/` });
  });

  it("home page: FEATURED_COLLECTION_QUERY and RECOMMENDED_PRODUCTS_QUERY give a collection and the last changed pieces", async () => {
    const featured = await storefront().query(docs.FEATURED_COLLECTION_QUERY, { variables: {} });
    const visible = (await storefront().query(docs.COLLECTIONS_QUERY, { variables: { first: 100 } })).collections.nodes;
    expect(featured.collections.nodes).toHaveLength(1);
    expect(featured.collections.nodes[0]).toEqual({ ...pick(visible.at(-1), ["id", "title", "handle"]), image: null });
    const { products } = await storefront().query(docs.RECOMMENDED_PRODUCTS_QUERY, { variables: {} });
    expect(products.nodes.map((p: Json) => p.handle).sort()).toEqual(["skeleton-carre", "skeleton-flap", "skeleton-kelly", "skeleton-sold-kelly"]);
    for (const product of products.nodes) {
      expect(product.priceRange.minVariantPrice.currencyCode).toBe("USD");
      expect(product.images.nodes).toHaveLength(1);
      expect(product.images.nodes[0].url).toMatch(/^https?:\/\//);
    }
  });

  it("page: PAGE_QUERY gives a published content page, its body as HTML; an unpublished or unknown page is null", async () => {
    const { page } = await storefront().query(docs.PAGE_QUERY, { variables: { handle: "about-us" } });
    expect(page).toEqual({
      id: `gid://shopify/Page/${content["about-us"]}`,
      title: "About Us",
      body: "<p>Maison is a marketplace for pre-owned luxury.</p>\n<h2>What we believe</h2>\n<p>A beautiful piece deserves more than one life &amp; a second owner.</p>",
      seo: { description: "Maison buys, authenticates and sells pre-owned luxury.", title: "About Us" },
    });
    expect((await storefront().query(docs.PAGE_QUERY, { variables: { handle: "store" } })).page).toBeNull();
    expect((await storefront().query(docs.PAGE_QUERY, { variables: { handle: "no-such-page" } })).page).toBeNull();
  });

  it("blogs: BLOGS_QUERY lists the Editorial magazine, BLOG_QUERY pages through its published articles, ARTICLE_QUERY reads one", async () => {
    const { blogs } = await storefront().query(docs.BLOGS_QUERY, { variables: { first: 10 } });
    expect(blogs.nodes).toEqual([{ title: EDITORIAL.title, handle: "editorial", seo: { title: EDITORIAL.title, description: EDITORIAL.description } }]);
    expect(blogs.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });

    const first = await storefront().query(docs.BLOG_QUERY, { variables: { blogHandle: "editorial", first: 1 } });
    expect(first.blog).toMatchObject({ title: "Editorial", seo: { title: "Editorial" } });
    expect(first.blog.articles.nodes).toEqual([
      {
        author: null,
        contentHtml: "<p>Every Kelly is examined before it is listed.</p>\n<h2>The details</h2>\n<p>Stitching, hardware &lt;and&gt; the date code.</p>",
        handle: "how-we-authenticate-a-kelly",
        id: `gid://shopify/Article/${content["how-we-authenticate-a-kelly"]}`,
        image: { id: null, altText: null, url: `${base}/images/products/kelly.jpg`, width: null, height: null },
        publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        title: "How We Authenticate a Kelly",
        blog: { handle: "editorial" },
      },
    ]);
    expect(first.blog.articles.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = await storefront().query(docs.BLOG_QUERY, { variables: { blogHandle: "editorial", first: 5, endCursor: first.blog.articles.pageInfo.endCursor } });
    // The draft is not in the magazine.
    expect(next.blog.articles.nodes.map((a: Json) => a.handle)).toEqual(["caring-for-silk"]);
    expect(next.blog.articles.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(Date.parse(next.blog.articles.nodes[0].publishedAt)).toBeGreaterThan(Date.parse(first.blog.articles.nodes[0].publishedAt));
    expect((await storefront().query(docs.BLOG_QUERY, { variables: { blogHandle: "news", first: 5 } })).blog).toBeNull();

    const { blog } = await storefront().query(docs.ARTICLE_QUERY, { variables: { blogHandle: "editorial", articleHandle: "caring-for-silk" } });
    expect(blog.articleByHandle).toEqual({
      title: "Caring for a Silk Carré",
      contentHtml: "<p>Store it flat, away from light.</p>",
      publishedAt: next.blog.articles.nodes[0].publishedAt,
      author: null,
      image: null,
      seo: { description: "Simple habits that keep a scarf bright.", title: "Caring for a Silk Carré" },
    });
    expect((await storefront().query(docs.ARTICLE_QUERY, { variables: { blogHandle: "editorial", articleHandle: "the-next-issue" } })).blog.articleByHandle).toBeNull();
  });

  it("policies: POLICIES_QUERY and POLICY_CONTENT_QUERY give the published policy pages, null for the policies the shop has not written", async () => {
    const { shop } = await storefront().query(docs.POLICIES_QUERY, { variables: {} });
    expect(shop).toEqual({
      privacyPolicy: null,
      shippingPolicy: null,
      termsOfService: null,
      refundPolicy: { id: "gid://shopify/ShopPolicy/refund-policy", title: "Returns and Refunds", handle: "refund-policy" },
      subscriptionPolicy: null,
    });
    const flags = { privacyPolicy: false, shippingPolicy: false, termsOfService: false, refundPolicy: false };
    const refund = await storefront().query(docs.POLICY_CONTENT_QUERY, { variables: { ...flags, refundPolicy: true, language: "EN" } });
    expect(refund.shop).toEqual({
      refundPolicy: {
        body: "<p>Return a piece within 14 days of delivery.</p>\n<h2>Refunds</h2>\n<p>Refunds go back to what you paid with.</p>",
        handle: "refund-policy",
        id: "gid://shopify/ShopPolicy/refund-policy",
        title: "Returns and Refunds",
        url: `${base}/refund-policy/`,
      },
    });
    expect((await storefront().query(docs.POLICY_CONTENT_QUERY, { variables: { ...flags, privacyPolicy: true } })).shop).toEqual({ privacyPolicy: null });
  });

  it("robots.txt and sitemap: ROBOTS_QUERY gives the shop's id, SITEMAP_QUERY the listed pieces, the visible collections and the published pages", async () => {
    expect(await storefront().query(docs.ROBOTS_QUERY, { variables: {} })).toEqual({ shop: { id: "gid://shopify/Shop/maison" } });
    const sitemap = await storefront().query(docs.SITEMAP_QUERY, { variables: { urlLimits: 250, language: "EN" } });
    expect(sitemap.products.nodes.map((p: Json) => p.handle).sort()).toEqual(["skeleton-carre", "skeleton-flap", "skeleton-kelly", "skeleton-sold-kelly"]);
    expect(sitemap.products.nodes.every((p: Json) => p.onlineStoreUrl === `${base}/products/${p.handle}` && p.updatedAt && p.featuredImage.url)).toBe(true);
    const visible = (await storefront().query(docs.COLLECTIONS_QUERY, { variables: { first: 100 } })).collections.nodes.map((c: Json) => c.handle);
    expect(sitemap.collections.nodes.map((c: Json) => c.handle)).toEqual(visible);
    expect(sitemap.pages.nodes).toEqual([
      { updatedAt: expect.any(String), handle: "about-us", onlineStoreUrl: `${base}/about-us/` },
      { updatedAt: expect.any(String), handle: "refund-policy", onlineStoreUrl: `${base}/refund-policy/` },
    ]);
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
