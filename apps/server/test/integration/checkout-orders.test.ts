import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailsTo } from "../support/identity-fixtures.ts";
import { insertCode } from "../support/cart-fixtures.ts";
import {
  authorisationsOf,
  paymentsOf,
  beforeNextAuthorisation,
  cartOf,
  checkoutCall,
  completeCheckout,
  DECLINED_CARD,
  errorOf,
  fillCheckout,
  gate,
  GUEST,
  listedProduct,
  ordersOf,
  TEST_CARD,
} from "../support/checkout-fixtures.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { AuthorizeRequest, AuthorizeResult } from "../../src/platform/payments/payment-gateway.ts";

let t: TestApp;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
});
afterAll(async () => {
  await t.close();
});

/** A guest cart holding these variants with its checkout filled in (e-mail, US address, US Standard). */
async function readyGuestCart(variantIds: string[], email = `buyer${++sequence}@maison.test`): Promise<string> {
  const token = await cartOf(t, variantIds);
  await fillCheckout(t, token, GUEST, { email });
  return token;
}

const productState = (id: string) => t.context.db.kysely.selectFrom("products").select(["state", "updated_at"]).where("id", "=", id).executeTakeFirstOrThrow();

async function searchedAvailability(productId: string): Promise<boolean | undefined> {
  const search = await t.app.inject({ method: "POST", url: "/api/v6/search/", payload: { query: "Kelly Checkout Proof" } });
  const records = (search.json() as { records: Array<{ _id: string; allMeta: { availableForSale: boolean } }> }).records;
  return records.find((r) => r._id === productId)?.allMeta.availableForSale;
}

describe("placing an order through POST /api/checkout/{token}/complete/", () => {
  it("sells the item, moves the change stamp, captures the payment, e-mails the buyer; lists and search show it sold", async () => {
    const product = await listedProduct(t, { price_cents: 1200_00, title: "Kelly Checkout Proof" });
    const token = await readyGuestCart([product.variant_id], "guest-order@maison.test");
    // The search snapshot is built before the sale and must be refreshed by the change stamp.
    expect(await searchedAvailability(product.id)).toBe(true);
    const state = (await checkoutCall(t, "GET", `${token}/`, GUEST)).json() as { totals: { shipping_protection_cents: number; tax_cents: number; total_cents: number } };
    const protection = state.totals.shipping_protection_cents;
    expect(protection).toBe(20_00);
    // New York City's 8.875 % on the piece, its shipping and its protection (all taxed in New York): $1,240 → $110.05.
    expect(state.totals.tax_cents).toBe(110_05);
    const charged = 1220_00 + protection + 110_05;
    expect(state.totals.total_cents).toBe(charged);
    t.clock.advance(60_000);
    const response = await completeCheckout(t, token, GUEST);
    expect(response.statusCode).toBe(200);
    const placed = response.json() as { order_id: string; order_number: string; access_key: string; thank_you_url: string };
    expect(placed.thank_you_url).toBe(`/thank_you?order=${placed.order_id}&key=${placed.access_key}`);

    expect(await productState(product.id)).toEqual({ state: "sold", updated_at: t.clock.now().toISOString() });
    expect((await authorisationsOf(t, token)).map((a) => [a.amount_cents, a.status])).toEqual([[charged, "captured"]]);

    const order = await t.app.inject({ method: "GET", url: `/api/orders/${placed.order_id}/?key=${placed.access_key}` });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ state: "paid", email: "guest-order@maison.test", totals: { subtotal_cents: 1200_00, shipping_cents: 20_00, tax_cents: 110_05, total_cents: charged } });
    expect((await t.app.inject({ method: "GET", url: `/api/orders/${placed.order_id}/?key=wrong` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/orders/${placed.order_id}/` })).statusCode).toBe(404);

    const mails = await emailsTo(t, "guest-order@maison.test");
    expect(mails.map((m) => m.subject)).toEqual([`Your Maison order #${placed.order_number}`]);
    expect(mails[0]!.text).toContain("Sales tax (New York City, NY · 8.875%): $110.05");
    expect(mails[0]!.text).toContain("Total charged: $1,350.05");

    const cart = await t.context.services.cart.get(token, GUEST.viewer);
    expect(cart?.completedOrderId).toBe(placed.order_id);
    const listed = await t.app.inject({ method: "GET", url: "/api/v6/shop/product/?collection=all&limit=100" });
    const list = listed.json() as { products: Array<{ handle: string; availableForSale: boolean }> };
    expect(list.products.find((p) => p.handle === product.handle)?.availableForSale).toBe(false);
    expect(await searchedAvailability(product.id)).toBe(false);
  });

  it("a guest checkout needs an e-mail", async () => {
    const product = await listedProduct(t);
    const token = await cartOf(t, [product.variant_id]);
    await fillCheckout(t, token, GUEST);
    const response = await completeCheckout(t, token, GUEST);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: "email_required", field: "email", message: "Please enter your e-mail address." });
    expect(await ordersOf(t, token)).toEqual([]);
    expect((await productState(product.id)).state).toBe("available");
  });

  it("a declined card (4000 0000 0000 0002) releases the hold: the item stays available and another buyer gets it", async () => {
    const product = await listedProduct(t);
    const token = await readyGuestCart([product.variant_id]);
    const declined = await completeCheckout(t, token, GUEST, { payment: DECLINED_CARD });
    expect(declined.statusCode).toBe(422);
    expect(errorOf(declined)).toMatchObject({ code: "payment_card_declined", message: "Your card was declined.", field: "payment" });
    expect(await t.context.db.kysely.selectFrom("item_holds").select("product_id").where("product_id", "=", product.id).execute()).toEqual([]);
    const other = await readyGuestCart([product.variant_id]);
    expect((await completeCheckout(t, other, GUEST)).statusCode).toBe(200);
    expect(await ordersOf(t, other)).toHaveLength(1);
  });

  it("a discount code's usage counter moves once, replays included", async () => {
    await insertCode(t, { code: "ONCEONLY", kind: "percent", value: 10, usageLimit: 5 });
    const product = await listedProduct(t, { price_cents: 1000_00 });
    const token = await cartOf(t, [product.variant_id]);
    const applied = await t.context.services.cart.updateDiscountCodes(token, ["ONCEONLY"], GUEST.viewer);
    expect(applied.userErrors).toEqual([]);
    await fillCheckout(t, token, GUEST, { email: "discount@maison.test" });
    const state = (await checkoutCall(t, "GET", `${token}/`, GUEST)).json() as { totals: { discounts_cents: number; total_cents: number } };
    expect(state.totals).toMatchObject({ discounts_cents: 100_00 });
    const first = await completeCheckout(t, token, GUEST, { payment: TEST_CARD }, "key-discount-once");
    const again = await completeCheckout(t, token, GUEST, { payment: TEST_CARD }, "key-discount-once");
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const code = await t.context.db.kysely.selectFrom("discount_codes").select("used_count").where("code", "=", "ONCEONLY").executeTakeFirstOrThrow();
    expect(code.used_count).toBe(1);
    expect((await authorisationsOf(t, token)).map((a) => a.amount_cents)).toEqual([state.totals.total_cents]);
  });

  it("the same Idempotency-Key with another body is a 422", async () => {
    const product = await listedProduct(t);
    const token = await readyGuestCart([product.variant_id]);
    expect((await completeCheckout(t, token, GUEST, { payment: TEST_CARD }, "key-other-body")).statusCode).toBe(200);
    const other = await completeCheckout(t, token, GUEST, { payment: { ...TEST_CARD, name: "Someone Else" } }, "key-other-body");
    expect(other.statusCode).toBe(422);
    expect(errorOf(other)).toMatchObject({ code: "idempotency_key_reused", field: "Idempotency-Key" });
  });
});

describe("one-of-a-kind items under concurrency", () => {
  it("20 buyers at once: exactly one order; 19 get 409 item_already_sold and are never charged", async () => {
    const product = await listedProduct(t);
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await readyGuestCart([product.variant_id]));
    const responses = await Promise.all(tokens.map((token) => completeCheckout(t, token, GUEST)));
    const won = responses.filter((r) => r.statusCode === 200);
    const lost = responses.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) {
      expect(r.statusCode).toBe(409);
      expect(errorOf(r)).toMatchObject({ code: "item_already_sold", message: "This item has already been sold.", field: `items.${product.id}` });
    }
    expect(await t.context.db.kysely.selectFrom("order_lines").select("order_id").where("product_id", "=", product.id).execute()).toHaveLength(1);
    const winner = tokens[responses.indexOf(won[0]!)]!;
    for (const token of tokens) {
      const statuses = (await authorisationsOf(t, token)).map((a) => a.status);
      if (token === winner) expect(statuses).toEqual(["captured"]);
      else {
        expect(statuses).not.toContain("captured");
        expect(statuses).not.toContain("authorized");
      }
    }
  });

  it("the same Idempotency-Key sent 10 times at once: one order, 10 identical responses", async () => {
    const product = await listedProduct(t);
    const token = await readyGuestCart([product.variant_id]);
    const responses = await Promise.all(Array.from({ length: 10 }, () => completeCheckout(t, token, GUEST, { payment: TEST_CARD }, "key-same-ten")));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => r.headers["idempotent-replayed"] === "true")).toHaveLength(9);
    expect(await ordersOf(t, token)).toHaveLength(1);
    expect((await authorisationsOf(t, token)).map((a) => a.status)).toEqual(["captured"]);
  });

  it("ten tabs completing one cart with different Idempotency-Keys at once: one order, one authorisation, every answer that order", async () => {
    const product = await listedProduct(t);
    const token = await readyGuestCart([product.variant_id]);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => completeCheckout(t, token, GUEST, { payment: TEST_CARD }, `key-tab-${i}-${randomUUID()}`)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => (r.json() as { order_id: string }).order_id)).size).toBe(1);
    expect(await ordersOf(t, token)).toHaveLength(1);
    // The later tabs waited for the first before any payment call: one authorisation, no authorise-and-void pairs.
    expect((await authorisationsOf(t, token)).map((a) => a.status)).toEqual(["captured"]);
    const lease = await t.context.db.kysely.selectFrom("checkouts").select(["placing_key", "placing_until"]).where("token", "=", token).executeTakeFirstOrThrow();
    expect(lease).toEqual({ placing_key: null, placing_until: null });
  });

  it("a placement lease left by an attempt that died lapses, and the next attempt places the order", async () => {
    const product = await listedProduct(t);
    const token = await readyGuestCart([product.variant_id]);
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    await t.context.db.kysely.updateTable("checkouts").set({ placing_key: "lse_dead", placing_until: past }).where("token", "=", token).execute();
    const response = await completeCheckout(t, token, GUEST);
    expect(response.statusCode).toBe(200);
    expect(await ordersOf(t, token)).toHaveLength(1);
  });

  it("a hold lost while the card is charged (expired and re-taken by another cart) refunds the sale", async () => {
    const product = await listedProduct(t);
    const slow = await readyGuestCart([product.variant_id]);
    const fast = await readyGuestCart([product.variant_id]);
    let fastStatus = 0;
    beforeNextAuthorisation(t, async () => {
      t.clock.advance(11 * 60_000);
      fastStatus = (await completeCheckout(t, fast, GUEST)).statusCode;
    });
    const slowResponse = await completeCheckout(t, slow, GUEST);
    expect(fastStatus).toBe(200);
    expect(slowResponse.statusCode).toBe(409);
    expect(errorOf(slowResponse)).toMatchObject({ code: "item_already_sold" });
    expect(await paymentsOf(t, slow)).toEqual(["refunded"]);
    expect(await paymentsOf(t, fast)).toEqual(["captured"]);
    expect(await ordersOf(t, slow)).toEqual([]);
    expect(await ordersOf(t, fast)).toHaveLength(1);
  });

  it("a sale whose answer is lost (the gateway charged, then the call failed) is refunded and the item freed", async () => {
    const product = await listedProduct(t);
    const token = await readyGuestCart([product.variant_id]);
    const gateway = t.context.payments;
    const real = gateway.authorize.bind(gateway);
    gateway.authorize = async (request: AuthorizeRequest): Promise<AuthorizeResult> => {
      gateway.authorize = real;
      await real(request);
      throw new Error("socket hang up");
    };
    const failed = await completeCheckout(t, token, GUEST);
    expect(failed.statusCode).toBe(500);
    expect(await ordersOf(t, token)).toEqual([]);
    expect(await paymentsOf(t, token)).toEqual(["refunded"]);
    const other = await readyGuestCart([product.variant_id]);
    expect((await completeCheckout(t, other, GUEST)).statusCode).toBe(200);
  });

  it("a process that dies after the card is charged leaves no charge without its order: the hold-expiry job finds the sale by its key and refunds it", async () => {
    const product = await listedProduct(t);
    const token = await readyGuestCart([product.variant_id]);
    dieAfterAuthorising();
    void completeCheckout(t, token, GUEST);
    await expect.poll(async () => paymentsOf(t, token)).toEqual(["captured"]);
    // Past the item hold and the placement lease, the job runs.
    t.clock.advance(31 * 60_000);
    await t.context.jobs.drain();
    expect(await paymentsOf(t, token)).toEqual(["refunded"]);
    expect(await ordersOf(t, token)).toEqual([]);
    // The buyer tries again: one order, paid by one sale, the stranded one refunded.
    const retry = await completeCheckout(t, token, GUEST);
    expect(retry.statusCode).toBe(200);
    expect(await paymentsOf(t, token)).toEqual(["refunded", "captured"]);
  });

  /**
   * The next sale reaches the gateway (its row is committed, the money taken), then this attempt's process stops
   * for good: no order, no undo, its lease and its key's claim left to lapse.
   */
  function dieAfterAuthorising(): void {
    const gateway = t.context.payments;
    const real = gateway.authorize.bind(gateway);
    gateway.authorize = async (request) => {
      gateway.authorize = real;
      await real(request);
      return new Promise<never>(() => {});
    };
  }

  /** A retry after the dead attempt's lease (60 s) and key claim lapsed, long before its item hold (10 min) and its job. */
  async function strandedThenRetried(retry: { card: typeof TEST_CARD; sameKey: boolean }) {
    const product = await listedProduct(t, { price_cents: 640_00 });
    const token = await readyGuestCart([product.variant_id]);
    const key = `key-${randomUUID()}`;
    dieAfterAuthorising();
    void completeCheckout(t, token, GUEST, { payment: TEST_CARD }, key);
    await expect.poll(async () => paymentsOf(t, token)).toEqual(["captured"]);
    t.clock.advance(61_000);
    const response = await completeCheckout(t, token, GUEST, { payment: retry.card }, retry.sameKey ? key : `key-${randomUUID()}`);
    expect(response.statusCode, response.body).toBe(200);
    return { token, orderId: (response.json() as { order_id: string }).order_id };
  }

  /** Runs every job due after the item holds and leases lapsed (the hold-expiry job among them). */
  async function laterJobs(): Promise<void> {
    t.clock.advance(31 * 60_000);
    await t.context.jobs.drain();
  }

  it("a retry under the same key before the hold-expiry job runs takes over the dead attempt's sale: one order, one charge, nothing refunded", async () => {
    const { token, orderId } = await strandedThenRetried({ card: TEST_CARD, sameKey: true });
    const orders = await ordersOf(t, token);
    expect(orders.map((o) => [o.id, o.payment_status])).toEqual([[orderId, "captured"]]);
    // The same card for the same amount: the sale the dead attempt left is the order's; no second charge.
    const authorisations = await authorisationsOf(t, token);
    expect(authorisations.map((a) => a.status)).toEqual(["captured"]);
    expect(orders[0]!.payment_reference).toBe(authorisations[0]!.id);
    // The dead attempt's job runs later: the sale paying the order is left alone.
    await laterJobs();
    expect(await paymentsOf(t, token)).toEqual(["captured"]);
  });

  it("a dead attempt nobody retries is settled by the sweep once its hold lapses: its sale refunded, its hold gone; no job per attempt", async () => {
    const product = await listedProduct(t, { price_cents: 590_00 });
    const token = await readyGuestCart([product.variant_id]);
    const jobsBefore = await t.context.db.kysely.selectFrom("jobs").select("id").where("name", "=", "checkout.expire-holds").execute();
    dieAfterAuthorising();
    void completeCheckout(t, token, GUEST, { payment: TEST_CARD }, `key-${randomUUID()}`);
    await expect.poll(async () => paymentsOf(t, token)).toEqual(["captured"]);
    const attempt = () => t.context.db.kysely.selectFrom("payment_attempts").select(["state", "settled_at", "hold_expires_at"]).where("cart_token", "=", token).executeTakeFirstOrThrow();
    expect(await attempt()).toMatchObject({ state: "open", settled_at: null });
    // Written with the attempt, no job is enqueued for it: the sweep finds it by its lapse.
    expect(await t.context.db.kysely.selectFrom("jobs").select("id").where("name", "=", "checkout.expire-holds").execute()).toEqual(jobsBefore);
    // Before its hold lapses, the sweep leaves it alone.
    t.clock.advance(9 * 60_000);
    await t.context.jobs.drain();
    expect(await paymentsOf(t, token)).toEqual(["captured"]);
    expect(await attempt()).toMatchObject({ state: "open", settled_at: null });
    // After: the sale is refunded in full, the hold given up (its expiry recorded by the sweep), the piece on sale.
    t.clock.advance(2 * 60_000);
    expect(await t.context.jobs.drain()).toBeGreaterThan(0);
    expect(await paymentsOf(t, token)).toEqual(["refunded"]);
    expect(await attempt()).toMatchObject({ state: "abandoned", settled_at: expect.any(String) });
    expect(await t.context.db.kysely.selectFrom("item_holds").select("product_id").where("product_id", "=", product.id).execute()).toEqual([]);
    const expiry = await t.context.db.kysely.selectFrom("audit_events").select(["event", "actor_id"]).where("subject_type", "=", "hold").where("subject_id", "=", product.id).where("event", "=", "expire").execute();
    expect(expiry).toEqual([{ event: "expire", actor_id: "checkout.sweep-lapsed-attempts" }]);
    expect(await productState(product.id)).toMatchObject({ state: "available" });
    // Settled once: the next sweep finds nothing to do for it.
    t.clock.advance(60_000);
    await t.context.jobs.drain();
    expect(await paymentsOf(t, token)).toEqual(["refunded"]);
  });

  it("a retry with another card refunds the dead attempt's sale before charging anew; another Idempotency-Key finds it too", async () => {
    // Another card is another request body: it comes under a new key (the old one would answer 422).
    const otherCard = await strandedThenRetried({ card: { ...TEST_CARD, number: "5555 5555 5555 4444" }, sameKey: false });
    expect((await ordersOf(t, otherCard.token)).map((o) => [o.id, o.payment_status])).toEqual([[otherCard.orderId, "captured"]]);
    expect(await paymentsOf(t, otherCard.token)).toEqual(["refunded", "captured"]);

    // Another tab (another key) completing the same cart: the cart's dead attempt is found all the same.
    const otherKey = await strandedThenRetried({ card: TEST_CARD, sameKey: false });
    expect((await ordersOf(t, otherKey.token)).map((o) => [o.id, o.payment_status])).toEqual([[otherKey.orderId, "captured"]]);
    expect(await paymentsOf(t, otherKey.token)).toEqual(["captured"]);
    await laterJobs();
    expect(await paymentsOf(t, otherCard.token)).toEqual(["refunded", "captured"]);
    expect(await paymentsOf(t, otherKey.token)).toEqual(["captured"]);
  });

  it("an attempt taken over while it still ran cannot place its order afterwards: the sale the retry refunded never pays an order", async () => {
    const product = await listedProduct(t, { price_cents: 820_00 });
    const token = await readyGuestCart([product.variant_id]);
    const gateway = t.context.payments;
    const real = gateway.authorize.bind(gateway);
    const resume = gate();
    // Charged, then stalled past its lease: a process that is slow, not dead.
    gateway.authorize = async (request) => {
      gateway.authorize = real;
      const result = await real(request);
      await resume.promise;
      return result;
    };
    const slow = completeCheckout(t, token, GUEST);
    await expect.poll(async () => paymentsOf(t, token)).toEqual(["captured"]);
    t.clock.advance(61_000);
    // A retry that takes the lease and fails before paying (no payment details) still refunds what the slow attempt took.
    const refused = await completeCheckout(t, token, GUEST, {});
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe("payment_required");
    expect(await paymentsOf(t, token)).toEqual(["refunded"]);
    resume.open();
    expect((await slow).statusCode).toBe(409);
    expect(await ordersOf(t, token)).toEqual([]);
    expect(await productState(product.id)).toMatchObject({ state: "available" });
    // The buyer pays again: one order, one capture.
    const paid = await completeCheckout(t, token, GUEST);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await ordersOf(t, token)).map((o) => o.payment_status)).toEqual(["captured"]);
    expect(await paymentsOf(t, token)).toEqual(["refunded", "captured"]);
    await laterJobs();
    expect(await paymentsOf(t, token)).toEqual(["refunded", "captured"]);
  });

  it("the hold-expiry job deletes lapsed item holds", async () => {
    const product = await listedProduct(t);
    const token = await readyGuestCart([product.variant_id]);
    const now = t.clock.now().toISOString();
    // A hold left as a process that died after taking it would leave it.
    await t.context.db.kysely.insertInto("item_holds").values({ product_id: product.id, holder: token, expires_at: now, created_at: now }).execute();
    await t.context.jobs.enqueue(t.context.db, "checkout.expire-holds", { token });
    t.clock.advance(1000);
    await t.context.jobs.drain();
    expect(await t.context.db.kysely.selectFrom("item_holds").select("product_id").where("product_id", "=", product.id).execute()).toEqual([]);
  });
});
