import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { call, productCounters, shopper } from "./favorites-fixtures.ts";

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel", "Hermès", "Bottega Veneta"]);
  const make = async (key: string, fixture: Parameters<typeof insertProduct>[1]) => {
    ids[key] = (await insertProduct(db, fixture)).id;
  };
  await make("chanel", { vendor: "Chanel", price_cents: 4_500_00 });
  await make("hermes", { vendor: "Hermès", price_cents: 12_000_00 });
  await make("bottega", { vendor: "Bottega Veneta", price_cents: 2_800_50 });
  await make("sold", { vendor: "Chanel", price_cents: 3_000_00, state: "sold" });
  await make("held", { vendor: "Hermès", price_cents: 9_000_00, state: "held" });
  await make("draft", { vendor: "Chanel", state: "draft" });
  alice = await shopper(t, { firstName: "Alice" });
  bob = await shopper(t, { firstName: "Bob" });
});
afterAll(async () => {
  await t.close();
});

describe("visitors are asked to sign in (spec 1 §5: favorites require login)", () => {
  it.each([
    ["GET", "/api/v6/favorites/"],
    ["POST", "/api/v6/favorites/"],
    ["DELETE", "/api/v6/favorites/9000000000001/"],
    ["POST", "/api/v6/favorites/share/"],
    ["DELETE", "/api/v6/favorites/share/"],
    ["GET", "/api/v6/my-account/favorites-p/"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const before = await productCounters(t, ids.chanel!);
    const response = await call(t, null, method, url, method === "POST" ? { product_id: ids.chanel } : undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "authentication_required" });
    expect(await productCounters(t, ids.chanel!)).toEqual(before);
  });
});

describe("POST /api/v6/favorites/ and DELETE /api/v6/favorites/{id}/", () => {
  it("favors a product once: 201, then 200 with the same count; the change stamp stays", async () => {
    const before = await productCounters(t, ids.chanel!);
    const first = await call(t, alice, "POST", "/api/v6/favorites/", { product_id: ids.chanel });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ product_id: ids.chanel, is_favorite: true, favorites_count: 1, added_at: "2026-11-18T12:00:00.000Z" });
    const again = await call(t, alice, "POST", "/api/v6/favorites/", { product_id: Number(ids.chanel) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await productCounters(t, ids.chanel!)).toEqual({ favorites_count: 1, updated_at: before.updated_at });
    expect((await call(t, alice, "GET", "/api/v6/favorites/")).json()).toEqual({ product_ids: [ids.chanel] });
  });

  it("reads a Shopify-style product gid as the product id", async () => {
    const response = await call(t, bob, "POST", "/api/v6/favorites/", { product_id: `gid://shopify/Product/${ids.chanel}` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ product_id: ids.chanel, favorites_count: 2 });
    expect((await call(t, bob, "DELETE", `/api/v6/favorites/${ids.chanel}/`)).json()).toMatchObject({ favorites_count: 1 });
  });

  it("refuses unknown and draft products with 404 naming product_id, and bad ids with 400", async () => {
    for (const productId of ["9999999999999", ids.draft]) {
      const response = await call(t, alice, "POST", "/api/v6/favorites/", { product_id: productId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "product_not_found", field: "product_id" });
    }
    for (const payload of [{ product_id: "abc" }, {}, { product_id: ids.chanel, product_ids: [ids.hermes] }]) {
      const response = await call(t, alice, "POST", "/api/v6/favorites/", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_request", field: "product_id" });
    }
    expect(await productCounters(t, ids.draft!)).toMatchObject({ favorites_count: 0 });
  });

  it("removes the user's own favorite: 200 with the new count, then 404; the count never goes below zero", async () => {
    await call(t, bob, "POST", "/api/v6/favorites/", { product_id: ids.hermes });
    const removed = await call(t, bob, "DELETE", `/api/v6/favorites/${ids.hermes}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ product_id: ids.hermes, is_favorite: false, favorites_count: 0, added_at: null });
    const again = await call(t, bob, "DELETE", `/api/v6/favorites/${ids.hermes}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: "favorite_not_found", field: "id" });
    expect(await productCounters(t, ids.hermes!)).toMatchObject({ favorites_count: 0 });
    expect((await call(t, bob, "DELETE", "/api/v6/favorites/not-an-id/")).statusCode).toBe(400);
  });

  it("B cannot remove A's favorite: 404, and A's favorite and the count are unchanged", async () => {
    const before = await productCounters(t, ids.chanel!);
    const response = await call(t, bob, "DELETE", `/api/v6/favorites/${ids.chanel}/`);
    expect(response.statusCode).toBe(404);
    expect(await productCounters(t, ids.chanel!)).toEqual(before);
    expect((await call(t, alice, "GET", "/api/v6/favorites/")).json()).toEqual({ product_ids: [ids.chanel] });
    expect((await call(t, bob, "GET", "/api/v6/favorites/")).json()).toEqual({ product_ids: [] });
  });

  it("syncs up to 15 favorites picked before sign-in, skipping products no longer listed", async () => {
    const carol = await shopper(t);
    const response = await call(t, carol, "POST", "/api/v6/favorites/", { product_ids: [ids.bottega, ids.draft, "9999999999999", ids.bottega] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [{ product_id: ids.bottega, is_favorite: true, favorites_count: 1, added_at: "2026-11-18T12:00:00.000Z" }],
    });
    const tooMany = await call(t, carol, "POST", "/api/v6/favorites/", { product_ids: Array.from({ length: 16 }, () => ids.chanel) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ field: "product_ids" });
    expect((await call(t, carol, "GET", "/api/v6/favorites/")).json()).toEqual({ product_ids: [ids.bottega] });
  });
});

describe("GET /api/v6/my-account/favorites-p/ (the favorites view)", () => {
  let dana: SignedInUser;
  beforeAll(async () => {
    dana = await shopper(t);
    // Added in this order, a minute apart: hermes, sold, bottega, held, chanel.
    for (const key of ["hermes", "sold", "bottega", "held", "chanel"]) {
      t.clock.advance(60_000);
      expect((await call(t, dana, "POST", "/api/v6/favorites/", { product_id: ids[key] })).statusCode).toBe(201);
    }
  });

  const view = async (query = "") => (await call(t, dana, "GET", `/api/v6/my-account/favorites-p/${query}`)).json();
  const handles = (items: Array<{ product_id: string }>) => items.map((i) => Object.keys(ids).find((k) => ids[k] === i.product_id));

  it("lists available favorites, then unavailable (sold or held) apart, newest first by default", async () => {
    const body = await view();
    expect(body).toMatchObject({ sort: "date-added", count: 5, available_count: 3, unavailable_count: 2, page: 1, page_size: 48, page_count: 1 });
    expect(handles(body.available)).toEqual(["chanel", "bottega", "hermes"]);
    expect(handles(body.unavailable)).toEqual(["held", "sold"]);
    expect(body.available[0].product).toMatchObject({ id: ids.chanel, vendor: "Chanel", availableForSale: true });
    expect(body.unavailable[1].product.availableForSale).toBe(false);
  });

  it("sorts by designer A-Z, price low-high and price high-low", async () => {
    const designer = await view("?sort=designer-az");
    expect(handles(designer.available)).toEqual(["bottega", "chanel", "hermes"]);
    const low = await view("?sort=price-asc");
    expect(handles(low.available)).toEqual(["bottega", "chanel", "hermes"]);
    expect(handles(low.unavailable)).toEqual(["sold", "held"]);
    const high = await view("?sort=price-desc");
    expect(handles(high.available)).toEqual(["hermes", "chanel", "bottega"]);
  });

  it("refuses an unknown sort with 400 naming sort", async () => {
    const response = await call(t, dana, "GET", "/api/v6/my-account/favorites-p/?sort=popular");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "sort" });
  });

  it("shows each user only their own favorites", async () => {
    const aliceView = (await call(t, alice, "GET", "/api/v6/my-account/favorites-p/")).json();
    expect(aliceView.count).toBe(1);
    expect(aliceView.available[0].product_id).toBe(ids.chanel);
  });
});

describe("POST /api/v6/favorites/share/ (a read-only link)", () => {
  it("gives the same link until sharing stops; anyone may read it; the owner shows by first name only", async () => {
    const first = await call(t, alice, "POST", "/api/v6/favorites/share/", {});
    expect(first.statusCode).toBe(200);
    const { share_url, token } = first.json();
    expect(share_url).toBe(`${t.context.env.publicBaseUrl}/favorites/shared/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await call(t, alice, "POST", "/api/v6/favorites/share/")).json().token).toBe(token);

    const shared = await call(t, null, "GET", `/api/v6/favorites/shared/${token}/`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ owner_first_name: "Alice", count: 1, available: [{ product_id: ids.chanel }] });
    expect(JSON.stringify(shared.json())).not.toContain(alice.email);

    const bobsToken = (await call(t, bob, "POST", "/api/v6/favorites/share/")).json().token;
    expect(bobsToken).not.toBe(token);
    expect((await call(t, null, "GET", `/api/v6/favorites/shared/${bobsToken}/`)).json()).toMatchObject({ owner_first_name: "Bob", count: 0 });

    expect((await call(t, alice, "DELETE", "/api/v6/favorites/share/")).statusCode).toBe(204);
    const gone = await call(t, null, "GET", `/api/v6/favorites/shared/${token}/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: "favorites_share_not_found" });
    expect((await call(t, null, "GET", `/api/v6/favorites/shared/${bobsToken}/`)).statusCode).toBe(200);
    expect((await call(t, alice, "POST", "/api/v6/favorites/share/")).json().token).not.toBe(token);
  });
});

describe("an account keeps at most 1,000 favorites", () => {
  it("refuses the 1,001st with 409 naming product_id; favoring a kept one again still answers 200", async () => {
    const erin = await shopper(t);
    const db = t.context.db.kysely;
    const template = await productCounters(t, ids.chanel!);
    const products = Array.from({ length: 1000 }, (_, i) => ({
      id: String(7_000_000_000_000 + i),
      handle: `bulk-${i}`,
      title: `Bulk ${i}`,
      vendor: "Chanel",
      vendor_handle: "chanel",
      category: "bags",
      item_type: "Shoulder Bag",
      condition: "Good",
      description: "",
      colors: "[]",
      is_exotic: 0,
      gender: "women",
      state: "available",
      favorites_count: 0,
      price_cents: 1000_00,
      sku: `BULK-${i}`,
      variant_id: String(48_000_000_000_000 + i),
      created_at: template.updated_at,
      updated_at: template.updated_at,
    }));
    for (let i = 0; i < products.length; i += 250) await db.insertInto("products").values(products.slice(i, i + 250)).execute();
    for (let i = 0; i < products.length; i += 250) {
      await db
        .insertInto("favorites")
        .values(products.slice(i, i + 250).map((p) => ({ user_id: erin.id, product_id: p.id, created_at: template.updated_at })))
        .execute();
    }
    const refused = await call(t, erin, "POST", "/api/v6/favorites/", { product_id: ids.hermes });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "favorites_limit_reached", field: "product_id" });
    expect((await call(t, erin, "POST", "/api/v6/favorites/", { product_id: products[0]!.id })).statusCode).toBe(200);
    const view = (await call(t, erin, "GET", "/api/v6/my-account/favorites-p/?page=21")).json();
    expect(view).toMatchObject({ count: 1000, page: 21, page_count: 21 });
    expect(view.available).toHaveLength(1000 - 20 * 48);
  });
});
