import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutBuyer } from "../../src/modules/checkout/checkout-view.ts";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { checkoutKit, TEST_CARD, US_ADDRESS, type CheckoutKit } from "../support/checkout-fixtures.ts";
import { emailsTo } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let kit: CheckoutKit;
const guest: CheckoutBuyer = { userId: null, email: null, isMember: false, isB2b: false };
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  kit = checkoutKit(t);
});
afterAll(async () => {
  await t.close();
});

/** A guest cart holding `productIds`, ready to complete (e-mail, US address, US Standard). */
async function readyCart(productIds: string[], email = `buyer${++sequence}@maison.test`): Promise<string> {
  const token = `cart${String(++sequence).padStart(8, "0")}`;
  kit.cart.open(token, productIds);
  await kit.checkout.updateContact(token, guest, email);
  await kit.checkout.updateShippingAddress(token, guest, US_ADDRESS);
  await kit.checkout.updateShippingMethod(token, guest, "us-standard");
  return token;
}

const settle = <T>(promise: Promise<T>) => promise.then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error: error as { code?: string; message?: string; field?: string } }));
const orderCount = async (token?: string) =>
  (await t.context.db.kysely.selectFrom("orders").select("id").$if(token !== undefined, (q) => q.where("cart_token", "=", token!)).execute()).length;

describe("placing an order", () => {
  it("sells the item, moves the change stamp, captures the payment and e-mails the buyer", async () => {
    const product = await insertProduct(t.context.db.kysely, { price_cents: 1200_00 });
    const token = await readyCart([product.id], "guest-order@maison.test");
    const placed = await kit.placement.place({ token, buyer: guest, idempotencyKey: "key-first-order", payment: TEST_CARD });
    expect(placed.thank_you_url).toBe(`/thank_you?order=${placed.order_id}&key=${placed.access_key}`);

    const row = await t.context.db.kysely.selectFrom("products").select(["state", "updated_at"]).where("id", "=", product.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "sold", updated_at: t.clock.now().toISOString() });
    expect(kit.gateway.records.map((r) => [r.amountCents, r.status])).toEqual([[1220_00, "captured"]]);

    const order = await kit.orders.get(placed.order_id, { userId: null, key: placed.access_key! });
    expect(order).toMatchObject({ state: "paid", email: "guest-order@maison.test", totals: { subtotal_cents: 1200_00, shipping_cents: 20_00, total_cents: 1220_00 } });
    await expect(kit.orders.get(placed.order_id, { userId: null, key: "wrong" })).rejects.toMatchObject({ code: "order_not_found" });
    await expect(kit.orders.get(placed.order_id, { userId: "usr_someone", key: undefined })).rejects.toMatchObject({ code: "order_not_found" });

    const mails = await emailsTo(t, "guest-order@maison.test");
    expect(mails.map((m) => m.subject)).toEqual([`Your Maison order #${placed.order_number}`]);
    expect(mails[0]!.text).toContain("Total charged: $1220.00.");
  });

  it("a retry of the same cart returns the same order without charging again", async () => {
    const product = await insertProduct(t.context.db.kysely);
    const token = await readyCart([product.id]);
    const first = await kit.placement.place({ token, buyer: guest, idempotencyKey: "key-retry-1", payment: TEST_CARD });
    const again = await kit.placement.place({ token, buyer: guest, idempotencyKey: "key-retry-2", payment: TEST_CARD });
    expect(again).toEqual(first);
    expect(kit.gateway.records.filter((r) => r.key.startsWith(`checkout:${token}:`))).toHaveLength(1);
  });

  it("a declined card releases the hold: the item stays available and can be bought", async () => {
    const product = await insertProduct(t.context.db.kysely);
    const token = await readyCart([product.id]);
    const declined = await settle(kit.placement.place({ token, buyer: guest, idempotencyKey: "key-decline", payment: { ...TEST_CARD, number: "4000000000000002" } }));
    expect(declined.ok || declined.error).toMatchObject({ message: "Your card was declined.", field: "payment" });
    expect(await t.context.db.kysely.selectFrom("item_holds").select("product_id").where("product_id", "=", product.id).execute()).toEqual([]);
    const other = await readyCart([product.id]);
    await kit.placement.place({ token: other, buyer: guest, idempotencyKey: "key-after-decline", payment: TEST_CARD });
    expect(await orderCount(other)).toBe(1);
  });
});

describe("one-of-a-kind items under concurrency", () => {
  it("20 buyers at once: exactly one order; 19 get item_already_sold and are never charged", async () => {
    const product = await insertProduct(t.context.db.kysely);
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await readyCart([product.id]));
    const before = kit.gateway.records.length;
    const results = await Promise.all(tokens.map((token, i) => settle(kit.placement.place({ token, buyer: guest, idempotencyKey: `key-race-${i}`, payment: TEST_CARD }))));
    const won = results.filter((r) => r.ok);
    const lost = results.filter((r) => !r.ok);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(r.ok || r.error).toMatchObject({ code: "item_already_sold", message: "This item has already been sold.", field: `items.${product.id}` });
    const ordersForItem = await t.context.db.kysely.selectFrom("order_lines").select("order_id").where("product_id", "=", product.id).execute();
    expect(ordersForItem).toHaveLength(1);
    const charged = kit.gateway.records.slice(before);
    expect(charged.filter((r) => r.status === "captured")).toHaveLength(1);
    expect(charged.filter((r) => r.status === "authorized")).toEqual([]);
  });

  it("the same Idempotency-Key 10 times at once places one order", async () => {
    const product = await insertProduct(t.context.db.kysely);
    const token = await readyCart([product.id]);
    const results = await Promise.all(Array.from({ length: 10 }, () => settle(kit.placement.place({ token, buyer: guest, idempotencyKey: "key-same-ten", payment: TEST_CARD }))));
    const ids = new Set(results.filter((r) => r.ok).map((r) => (r.ok ? r.value.order_id : "")));
    expect(ids.size).toBe(1);
    expect(await orderCount(token)).toBe(1);
    expect(kit.gateway.records.filter((r) => r.key === `checkout:${token}:key-same-ten`).map((r) => r.status)).toEqual(["captured"]);
  });

  it("a hold lost while the payment was authorised (expired and taken by another buyer) voids the payment", async () => {
    const product = await insertProduct(t.context.db.kysely);
    const slow = await readyCart([product.id]);
    const fast = await readyCart([product.id]);
    kit.gateway.duringAuthorize = async () => {
      kit.gateway.duringAuthorize = null;
      t.clock.advance(11 * 60_000);
      await kit.placement.place({ token: fast, buyer: guest, idempotencyKey: "key-fast", payment: TEST_CARD });
    };
    const slowResult = await settle(kit.placement.place({ token: slow, buyer: guest, idempotencyKey: "key-slow", payment: TEST_CARD }));
    expect(slowResult.ok || slowResult.error).toMatchObject({ code: "item_already_sold" });
    expect(kit.gateway.records.find((r) => r.key === `checkout:${slow}:key-slow`)?.status).toBe("voided");
    expect(kit.gateway.records.find((r) => r.key === `checkout:${fast}:key-fast`)?.status).toBe("captured");
    expect(await orderCount(slow)).toBe(0);
    expect(await orderCount(fast)).toBe(1);
  });

  it("the hold-expiry job deletes lapsed holds", async () => {
    const product = await insertProduct(t.context.db.kysely);
    const token = await readyCart([product.id]);
    kit.gateway.duringAuthorize = async () => {
      kit.gateway.duringAuthorize = null;
      throw new Error("gateway unreachable");
    };
    await settle(kit.placement.place({ token, buyer: guest, idempotencyKey: "key-crash", payment: TEST_CARD }));
    // The undo released the hold already; put a lapsed one back as a crashed process would leave it.
    await t.context.db.kysely.insertInto("item_holds").values({ product_id: product.id, holder: token, expires_at: t.clock.now().toISOString(), created_at: t.clock.now().toISOString() }).execute();
    t.clock.advance(11 * 60_000);
    await t.context.jobs.drain();
    expect(await t.context.db.kysely.selectFrom("item_holds").select("product_id").where("product_id", "=", product.id).execute()).toEqual([]);
  });
});
