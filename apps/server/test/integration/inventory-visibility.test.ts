import { VISITOR_CART_VIEWER } from "../../src/modules/cart/cart.port.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@maison/domain/actor/actor";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { inTransaction } from "../../src/db/transaction.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
const lister: Actor = { kind: "staff", id: "usr_lister", capabilities: ["listing"], steppedUpAt: null };

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely, ["Chanel"]);
});
afterAll(async () => {
  await t.close();
});

async function seenBy(handle: string, id: string, variantId: string, title: string) {
  const list = (await t.app.inject({ method: "GET", url: "/api/v6/shop/product/?collection=all&limit=100" })).json() as { products: Array<{ handle: string }> };
  const search = (await t.app.inject({ method: "POST", url: "/api/v6/search/", payload: { query: title } })).json() as { records: Array<{ _id: string }> };
  const page = await t.app.inject({ method: "GET", url: `/api/v6/shop/product/${handle}/` });
  const graph = await t.app.inject({
    method: "POST",
    url: "/api/2024-07/graphql.json",
    headers: { "content-type": "application/json", "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
    payload: { query: "query($handle: String!) { product(handle: $handle) { id } }", variables: { handle } },
  });
  const cart = await t.context.services.cart.create({ lines: [{ merchandiseId: variantId }] }, VISITOR_CART_VIEWER);
  return {
    list: list.products.some((p) => p.handle === handle),
    search: search.records.some((r) => r._id === id),
    page: page.statusCode,
    graphql: (graph.json() as { data: { product: unknown } }).data.product !== null,
    cart: (cart.cart?.lines.length ?? 0) > 0,
  };
}

describe("what the public sees of a piece follows its state", () => {
  it("a withdrawn piece leaves lists, search, its page, the storefront GraphQL and carts; published again, it is back", async () => {
    const product = await insertProduct(t.context.db.kysely, { vendor: "Chanel", title: "Withdrawn Visibility Proof", handle: "withdrawn-visibility-proof" });
    const see = () => seenBy(product.handle, product.id, product.variant_id, product.title);
    expect(await see()).toEqual({ list: true, search: true, page: 200, graphql: true, cart: true });

    t.clock.advance(1000);
    await inTransaction(t.context.db, (tx) => t.context.services.inventory.transition(tx, product.id, "withdraw", lister, { reason: "strap to be repaired" }));
    expect(await see()).toEqual({ list: false, search: false, page: 404, graphql: false, cart: false });

    t.clock.advance(1000);
    await inTransaction(t.context.db, async (tx) => {
      await t.context.services.inventory.transition(tx, product.id, "prepare_listing", lister);
      await t.context.services.inventory.transition(tx, product.id, "publish", lister);
    });
    expect(await see()).toEqual({ list: true, search: true, page: 200, graphql: true, cart: true });
  });
});
