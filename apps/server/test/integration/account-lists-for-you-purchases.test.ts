import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { cartOf, completeCheckout, fillCheckout, signedIn } from "../support/checkout-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { call, shopper } from "./favorites-fixtures.ts";

const RECS = "/api/v6/shop/personalized-recommendations/";
let t: TestApp;
const ids: Record<string, string> = {};
const variants: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel", "Hermès", "Rolex"]);
  const make = async (key: string, fixture: Parameters<typeof insertProduct>[1], day: number) => {
    const row = await insertProduct(db, { ...fixture, published_at: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z` });
    ids[key] = row.id;
    variants[key] = row.variant_id;
  };
  await make("rolexBought", { vendor: "Rolex", category: "watches", item_type: "Wristwatch", price_cents: 900_00 }, 1);
  await make("rolexOther", { vendor: "Rolex", category: "watches", item_type: "Wristwatch" }, 2);
  await make("chanelFav", { vendor: "Chanel" }, 3);
  await make("chanelOther", { vendor: "Chanel" }, 4);
  await make("hermesNewest", { vendor: "Hermès" }, 5);
});
afterAll(async () => {
  await t.close();
});

const names = (body: { products: Array<{ id: string }> }) => body.products.map((c) => Object.keys(ids).find((k) => ids[k] === c.id));

describe("For You reads purchases as taste", () => {
  it("a bought designer outranks a favorite designer, and the bought piece itself is not offered again", async () => {
    const user = await shopper(t);
    await call(t, user, "POST", "/api/v6/favorites/", { product_id: ids.chanelFav });
    const before = (await call(t, user, "GET", RECS)).json();
    expect(names(before)[0]).toBe("chanelOther");

    const buyer = signedIn(user);
    const token = await cartOf(t, [variants.rolexBought!], buyer);
    await fillCheckout(t, token, buyer);
    const placed = await completeCheckout(t, token, buyer);
    expect(placed.statusCode).toBe(200);

    const after = (await call(t, user, "GET", RECS)).json();
    expect(after.personalized).toBe(true);
    expect(names(after)).toEqual(["rolexOther", "chanelOther", "hermesNewest"]);
  });

  it("someone else's purchases do not shape a user's list", async () => {
    const other = await shopper(t);
    const body = (await call(t, other, "GET", RECS)).json();
    expect(body.personalized).toBe(false);
    expect(names(body)[0]).toBe("hermesNewest");
  });
});
