import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../src/db/transaction.ts";
import type { CartService } from "../../src/modules/cart/cart.service.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { viewerFor, VISITOR_CART_VIEWER } from "../support/cart-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { call, shopper } from "./favorites-fixtures.ts";
import type { SignedInUser } from "./account-fixtures.ts";

let t: TestApp;
let cart: CartService;
let alice: SignedInUser;
let bob: SignedInUser;
let variant: string;
const gid = (token: string) => `gid://shopify/Cart/${token}`;

beforeAll(async () => {
  t = await createTestApp();
  cart = t.context.services.cart;
  await insertCollections(t.context.db.kysely, ["Chanel"]);
  variant = (await insertProduct(t.context.db.kysely, { price_cents: 300_00 })).variant_id;
  alice = await shopper(t, { firstName: "Alice" });
  bob = await shopper(t, { firstName: "Bob" });
});
afterAll(async () => {
  await t.close();
});

const lastCartRow = (userId: string) => t.context.db.kysely.selectFrom("last_carts").selectAll().where("user_id", "=", userId).executeTakeFirst();

describe("GET/POST /api/v6/last-cart/ (spec 1 §6, §7)", () => {
  it("visitors are refused with 401", async () => {
    expect((await call(t, null, "GET", "/api/v6/last-cart/")).statusCode).toBe(401);
    const { cart: c } = await cart.create({}, VISITOR_CART_VIEWER);
    const post = await call(t, null, "POST", "/api/v6/last-cart/", { storefront_id: gid(c!.id), checkout_url: c!.checkoutUrl });
    expect(post.statusCode).toBe(401);
    expect(post.json()).toMatchObject({ code: "authentication_required" });
  });

  it("answers nulls when the user has no last cart", async () => {
    const response = await call(t, alice, "GET", "/api/v6/last-cart/");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ storefront_id: null, checkout_url: null });
  });

  it("saves the user's own cart and gives it back", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: variant }] }, viewerFor(alice));
    const saved = await call(t, alice, "POST", "/api/v6/last-cart/", { storefront_id: gid(c!.id), checkout_url: c!.checkoutUrl });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ storefront_id: gid(c!.id), checkout_url: `${t.context.env.publicBaseUrl}/checkouts/${c!.id}` });
    expect((await call(t, alice, "GET", "/api/v6/last-cart/")).json()).toEqual(saved.json());
    expect((await call(t, bob, "GET", "/api/v6/last-cart/")).json()).toEqual({ storefront_id: null, checkout_url: null });
  });

  it("a visitor cart named by its bare token becomes the user's", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: variant }] }, VISITOR_CART_VIEWER);
    const saved = await call(t, bob, "POST", "/api/v6/last-cart/", { storefront_id: c!.id, checkout_url: c!.checkoutUrl });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ storefront_id: gid(c!.id) });
    expect(await cart.get(c!.id, VISITOR_CART_VIEWER)).toBeNull();
    expect((await cart.get(c!.id, viewerFor(bob)))!.buyerIdentity.customerId).toBe(bob.id);
  });

  it("user A can neither read nor overwrite user B's last cart, nor save B's cart as theirs", async () => {
    const { cart: bobs } = await cart.create({ lines: [{ merchandiseId: variant }] }, viewerFor(bob));
    await call(t, bob, "POST", "/api/v6/last-cart/", { storefront_id: gid(bobs!.id), checkout_url: bobs!.checkoutUrl });
    const bobBefore = await lastCartRow(bob.id);
    const aliceBefore = await lastCartRow(alice.id);
    const stolen = await call(t, alice, "POST", "/api/v6/last-cart/", { storefront_id: gid(bobs!.id), checkout_url: bobs!.checkoutUrl });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: "cart_not_found", field: "storefront_id" });
    expect(await lastCartRow(bob.id)).toEqual(bobBefore);
    expect(await lastCartRow(alice.id)).toEqual(aliceBefore);
    expect((await call(t, alice, "GET", "/api/v6/last-cart/")).json().storefront_id).not.toBe(gid(bobs!.id));
    expect((await call(t, bob, "GET", "/api/v6/last-cart/")).json()).toMatchObject({ storefront_id: gid(bobs!.id) });
  });

  it("refuses malformed and unknown ids with the field named", async () => {
    for (const body of [{ storefront_id: "gid://shopify/Cart/nope", checkout_url: "https://x.test/c" }, { storefront_id: "", checkout_url: "https://x.test/c" }, { checkout_url: "https://x.test/c" }]) {
      const response = await call(t, alice, "POST", "/api/v6/last-cart/", body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_request", field: "storefront_id" });
    }
    const missing = await call(t, alice, "POST", "/api/v6/last-cart/", { storefront_id: gid(`c1-${"0".repeat(32)}`), checkout_url: "https://x.test/c" });
    expect(missing.statusCode).toBe(404);
    const badUrl = await call(t, alice, "POST", "/api/v6/last-cart/", { storefront_id: gid(`c1-${"0".repeat(32)}`), checkout_url: "" });
    expect(badUrl.json()).toMatchObject({ code: "invalid_request", field: "checkout_url" });
  });

  it("a checked-out cart cannot be saved, and a saved one that was checked out reads as none", async () => {
    const { cart: c } = await cart.create({ lines: [{ merchandiseId: variant }] }, viewerFor(alice));
    await call(t, alice, "POST", "/api/v6/last-cart/", { storefront_id: gid(c!.id), checkout_url: c!.checkoutUrl });
    await inTransaction(t.context.db, (tx) => cart.markCompleted(tx, c!.id, "ord_lc"));
    expect((await call(t, alice, "GET", "/api/v6/last-cart/")).json()).toEqual({ storefront_id: null, checkout_url: null });
    const again = await call(t, alice, "POST", "/api/v6/last-cart/", { storefront_id: gid(c!.id), checkout_url: c!.checkoutUrl });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "cart_completed", field: "storefront_id" });
  });
});
