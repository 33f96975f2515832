import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOMEPAGE_SALE_TIERS } from "@maison/domain/content/sale-tiers";
import { insertSale } from "../../src/modules/content/content.repository.ts";
import { VISITOR_CART_VIEWER } from "../support/cart-fixtures.ts";
import { listedProduct } from "../support/checkout-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The running sale kept in memory while the sales' change stamp has not moved (decision 095): the
 * stamp is moved by the database's triggers, so a write that does not go through the content module
 * (another process, the seed, SQL of its own) is seen by the very next cart change all the same.
 */
let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function cartOfPrice(priceCents: number): Promise<string> {
  const bag = await listedProduct(t, { price_cents: priceCents });
  const { cart } = await t.context.services.cart.create({ lines: [{ merchandiseId: bag.variant_id }] }, VISITOR_CART_VIEWER);
  return cart!.id;
}

/** The sale's allocation on the cart's piece after one change (its note rewritten), in cents; 0 without one. */
async function saleOffAfterAChange(cartId: string, note: string): Promise<number> {
  const { cart, userErrors } = await t.context.services.cart.updateNote(cartId, note, VISITOR_CART_VIEWER);
  expect(userErrors).toEqual([]);
  const allocations = cart!.lines.find((l) => l.kind === "product")!.discountAllocations.filter((a) => a.code === null);
  return allocations.reduce((sum, a) => sum + a.amountCents, 0);
}

describe("the running sale in memory behind the sales' change stamp", () => {
  it("is read once while nothing changes, and every kind of write is seen by the next change", async () => {
    const promotions = t.context.services.promotions;
    const cartId = await cartOfPrice(1_000_00);
    expect(await saleOffAfterAChange(cartId, "a")).toBe(0);

    // Through the content module's own write.
    const now = t.clock.now().getTime();
    await insertSale(t.context.db.kysely, { id: "sale-stamp", title: "Stamp sale", startsAt: new Date(now - DAY).toISOString(), endsAt: new Date(now + 10 * DAY).toISOString(), tiers: HOMEPAGE_SALE_TIERS }, t.clock.now().toISOString());
    expect(await saleOffAfterAChange(cartId, "b")).toBe(60_00);

    // Nothing written: the sales are not read again.
    const loads = promotions.saleLoads;
    expect(await saleOffAfterAChange(cartId, "c")).toBe(60_00);
    expect(await saleOffAfterAChange(cartId, "d")).toBe(60_00);
    expect(promotions.saleLoads).toBe(loads);

    // SQL of its own, as another process or the seed would write: an UPDATE of the tiers…
    const tiers = JSON.stringify([{ min_subtotal_cents: 500_00, amount_off_cents: 75_00 }]);
    await sql`update sales set tiers = ${tiers} where id = 'sale-stamp'`.execute(t.context.db.kysely);
    expect(await saleOffAfterAChange(cartId, "e")).toBe(75_00);
    // …a DELETE…
    await sql`delete from sales where id = 'sale-stamp'`.execute(t.context.db.kysely);
    expect(await saleOffAfterAChange(cartId, "f")).toBe(0);
    // …and an INSERT.
    await sql`insert into sales (id, title, starts_at, ends_at, tiers, created_at) values ('sale-raw', 'Raw sale', ${new Date(now - DAY).toISOString()}, ${new Date(now + DAY).toISOString()}, ${tiers}, ${new Date(now).toISOString()})`.execute(t.context.db.kysely);
    expect(await saleOffAfterAChange(cartId, "g")).toBe(75_00);
    // The same cart read outside a change (and at checkout) sees it too.
    const read = await t.context.services.cart.get(cartId, VISITOR_CART_VIEWER);
    expect(read!.lines.find((l) => l.kind === "product")!.discountAllocations.map((a) => a.amountCents)).toEqual([75_00]);
  });

  it("a sale that ends, or one that starts later, follows the clock without a write", async () => {
    const cartId = await cartOfPrice(1_000_00);
    const now = t.clock.now().getTime();
    const tiers = JSON.stringify([{ min_subtotal_cents: 500_00, amount_off_cents: 10_00 }]);
    await sql`delete from sales`.execute(t.context.db.kysely);
    await sql`insert into sales (id, title, starts_at, ends_at, tiers, created_at) values ('sale-later', 'Later sale', ${new Date(now + DAY).toISOString()}, ${new Date(now + 2 * DAY).toISOString()}, ${tiers}, ${new Date(now).toISOString()})`.execute(t.context.db.kysely);
    expect(await saleOffAfterAChange(cartId, "a")).toBe(0);
    t.clock.advance(DAY + 1);
    expect(await saleOffAfterAChange(cartId, "b")).toBe(10_00);
    t.clock.advance(DAY);
    expect(await saleOffAfterAChange(cartId, "c")).toBe(0);
  });
});
