import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { call, productCounters, shopper } from "./favorites-fixtures.ts";

/** products.favorites_count moves in the same transaction as the favorite row, by one atomic delta. */
let t: TestApp;
let users: SignedInUser[];

beforeAll(async () => {
  t = await createTestApp();
  users = [];
  for (let i = 0; i < 20; i++) users.push(await shopper(t));
});
afterAll(async () => {
  await t.close();
});

const favoriteRows = async (productId: string) =>
  (await t.context.db.kysely.selectFrom("favorites").select("user_id").where("product_id", "=", productId).execute()).length;

describe("favorites_count under concurrency", () => {
  it("20 users favoring one product at once count exactly 20", async () => {
    const product = await insertProduct(t.context.db.kysely);
    const responses = await Promise.all(users.map((u) => call(t, u, "POST", "/api/v6/favorites/", { product_id: product.id })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect((await productCounters(t, product.id)).favorites_count).toBe(20);
    expect(await favoriteRows(product.id)).toBe(20);
  });

  it("one user favoring one product ten times at once counts once", async () => {
    const product = await insertProduct(t.context.db.kysely);
    const responses = await Promise.all(Array.from({ length: 10 }, () => call(t, users[0]!, "POST", "/api/v6/favorites/", { product_id: product.id })));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(responses.every((r) => r.json().favorites_count === 1)).toBe(true);
    expect((await productCounters(t, product.id)).favorites_count).toBe(1);
    expect(await favoriteRows(product.id)).toBe(1);
  });

  it("parallel removals and re-adds never take the count below zero and end exact", async () => {
    const product = await insertProduct(t.context.db.kysely);
    const five = users.slice(0, 5);
    await Promise.all(five.map((u) => call(t, u, "POST", "/api/v6/favorites/", { product_id: product.id })));
    // Each of the five removes twice at once: one removal per user succeeds, the other finds nothing.
    const removals = await Promise.all(five.flatMap((u) => [0, 1].map(() => call(t, u, "DELETE", `/api/v6/favorites/${product.id}/`))));
    expect(removals.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(removals.filter((r) => r.statusCode === 404)).toHaveLength(5);
    expect(removals.every((r) => r.statusCode !== 200 || r.json().favorites_count >= 0)).toBe(true);
    expect((await productCounters(t, product.id)).favorites_count).toBe(0);

    const mixed = await Promise.all(
      users.slice(0, 10).flatMap((u, i) => [
        call(t, u, "POST", "/api/v6/favorites/", { product_id: product.id }),
        ...(i % 2 === 0 ? [call(t, u, "DELETE", `/api/v6/favorites/${product.id}/`)] : []),
      ]),
    );
    expect(mixed.every((r) => [200, 201, 404].includes(r.statusCode))).toBe(true);
    const stored = (await productCounters(t, product.id)).favorites_count;
    expect(stored).toBe(await favoriteRows(product.id));
    expect(stored).toBeGreaterThanOrEqual(5);
  });
});
