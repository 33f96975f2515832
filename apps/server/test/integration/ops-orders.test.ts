import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY_ASSUMED_AFTER_MS } from "@maison/domain/checkout/order-lifecycle";
import { DEFAULT_MEMBERSHIP_PLAN } from "@maison/domain/cart/special-lines";
import { cartOf, completeCheckout, errorOf, listedProduct, signedIn, TEST_CARD } from "../support/checkout-fixtures.ts";
import { insertCode } from "../support/cart-fixtures.ts";
import { emailsTo } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { driftedAccounts, giftCard, unbalancedTransactions } from "../support/wallet-fixtures.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { opsCall, orderAudit, orderRow, person, pieceStates, placedOrder } from "./ops-orders-fixtures.ts";

let t: TestApp;
let packer: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  packer = await person(t, { staff: ["fulfilment"] });
});
afterAll(async () => {
  await t.close();
});

const UPS = { carrier: "ups", tracking_number: "1z 999 aa1 0123 4567 84" };
const buyerView = (orderId: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url: `/api/orders/${orderId}/`, headers });

describe("packing and shipping an order", () => {
  it("pack, ship with tracking, deliver: the buyer sees each step, the pieces move with the order, one audit row per move, one shipment e-mail", async () => {
    const placed = await placedOrder(t, [900_00, 450_00]);
    expect((await orderRow(t, placed.orderId)).state).toBe("paid");

    const packed = await opsCall(t, "POST", `${placed.orderId}/pack/`, packer.headers);
    expect(packed.statusCode).toBe(200);
    expect(packed.json()).toMatchObject({ order: { state: "fulfilled" }, actions: ["ship", "cancel"] });

    const shipped = await opsCall(t, "POST", `${placed.orderId}/ship/`, packer.headers, UPS);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().actions).toEqual(["deliver"]);
    expect(await pieceStates(t, placed.productIds)).toEqual(["shipped", "shipped"]);

    const seen = await buyerView(placed.orderId, placed.buyer.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      state: "shipped",
      carrier: "ups",
      tracking_number: "1Z999AA10123456784",
      tracking_url: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      shipped_at: t.clock.now().toISOString(),
      delivered_at: null,
      cancelled_at: null,
    });
    const purchases = await t.app.inject({ method: "GET", url: "/api/v6/my-account/purchases/", headers: placed.buyer.headers });
    expect(purchases.json().orders[0]).toMatchObject({ id: placed.orderId, carrier: "ups", tracking_number: "1Z999AA10123456784" });

    const mail = (await emailsTo(t, placed.buyer.email)).filter((m) => m.subject === `Your Maison order #${placed.number} has shipped`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("Carrier: UPS. Tracking number: 1Z999AA10123456784.");
    expect(mail[0]!.text).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");

    t.clock.advance(3 * 86_400_000);
    const delivered = await opsCall(t, "POST", `${placed.orderId}/deliver/`, packer.headers);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ order: { state: "delivered", delivered_at: t.clock.now().toISOString() }, actions: [] });
    expect(await pieceStates(t, placed.productIds)).toEqual(["delivered", "delivered"]);

    const moves = await orderAudit(t, placed.orderId);
    expect(moves).toEqual([
      { event: "create", from_state: null, to_state: "placed", actor_kind: "customer", actor_id: placed.buyer.id },
      { event: "capture", from_state: "placed", to_state: "paid", actor_kind: "system", actor_id: "checkout.sale" },
      { event: "pack", from_state: "paid", to_state: "fulfilled", actor_kind: "staff", actor_id: packer.id },
      { event: "ship", from_state: "fulfilled", to_state: "shipped", actor_kind: "staff", actor_id: packer.id },
      { event: "deliver", from_state: "shipped", to_state: "delivered", actor_kind: "staff", actor_id: packer.id },
    ]);
    const timeline = (await opsCall(t, "GET", `${placed.orderId}/`, packer.headers)).json().timeline as Array<{ event: string; actor_name: string | null }>;
    expect(timeline.filter((e) => ["pack", "ship", "deliver"].includes(e.event)).map((e) => e.actor_name)).toEqual([packer.email, packer.email, packer.email]);
    const receipts = await t.context.db.kysely.selectFrom("event_receipts").select(["subscriber", "event_name"]).where("subscriber", "=", "order-emails").execute();
    expect(receipts).toContainEqual({ subscriber: "order-emails", event_name: "order.shipped" });
  });

  it("the shipment e-mail is written once even when its event is delivered again", async () => {
    const placed = await placedOrder(t);
    await opsCall(t, "POST", `${placed.orderId}/pack/`, packer.headers);
    await opsCall(t, "POST", `${placed.orderId}/ship/`, packer.headers, { carrier: "fedex", tracking_number: "123456789012" });
    await emailsTo(t, placed.buyer.email);
    // The subscriber's outbox row is delivered a second time (a crash after the handler ran, before it was marked).
    await t.context.db.kysely.updateTable("outbox").set({ dispatched_at: null }).where("topic", "=", "event:order-emails:order.shipped").execute();
    const mail = (await emailsTo(t, placed.buyer.email)).filter((m) => m.subject?.endsWith("has shipped"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("Carrier: FedEx. Tracking number: 123456789012.");
  });

  it("shipping before packing is an illegal transition (409) and changes nothing", async () => {
    const placed = await placedOrder(t);
    const before = await orderAudit(t, placed.orderId);
    const response = await opsCall(t, "POST", `${placed.orderId}/ship/`, packer.headers, UPS);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe("illegal_transition");
    expect(await orderRow(t, placed.orderId)).toMatchObject({ state: "paid", carrier: null, tracking_number: null, shipped_at: null });
    expect(await orderAudit(t, placed.orderId)).toEqual(before);
    expect(await pieceStates(t, placed.productIds)).toEqual(["sold"]);
  });

  it("refuses an unknown carrier and a tracking number of the wrong format, naming the field", async () => {
    const placed = await placedOrder(t);
    await opsCall(t, "POST", `${placed.orderId}/pack/`, packer.headers);
    const carrier = await opsCall(t, "POST", `${placed.orderId}/ship/`, packer.headers, { carrier: "pigeon", tracking_number: "1Z999AA10123456784" });
    expect(carrier.statusCode).toBe(400);
    expect(errorOf(carrier).field).toBe("carrier");
    const number = await opsCall(t, "POST", `${placed.orderId}/ship/`, packer.headers, { carrier: "fedex", tracking_number: "1Z999AA10123456784" });
    expect(number.statusCode).toBe(400);
    expect(errorOf(number)).toMatchObject({ code: "invalid_request", field: "tracking_number" });
    expect(errorOf(number).message).toContain("This is not a FedEx tracking number: expected 12, 15, 20 or 22 digits.");
    expect((await orderRow(t, placed.orderId)).state).toBe("fulfilled");
  });

  it("two packers shipping the same order at once: exactly one 200 and one 409, one shipment", async () => {
    const placed = await placedOrder(t);
    await opsCall(t, "POST", `${placed.orderId}/pack/`, packer.headers);
    const other = await person(t, { staff: ["fulfilment"] });
    const responses = await Promise.all([
      opsCall(t, "POST", `${placed.orderId}/ship/`, packer.headers, UPS),
      opsCall(t, "POST", `${placed.orderId}/ship/`, other.headers, { carrier: "dhl", tracking_number: "1234567890" }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(["illegal_transition", "transition_conflict"]).toContain(errorOf(responses.find((r) => r.statusCode === 409)!).code);
    expect((await orderAudit(t, placed.orderId)).filter((r) => r.event === "ship")).toHaveLength(1);
    expect(await pieceStates(t, placed.productIds)).toEqual(["shipped"]);
    expect((await emailsTo(t, placed.buyer.email)).filter((m) => m.subject?.endsWith("has shipped"))).toHaveLength(1);
  });

  it("an order with nothing to ship (a membership on its own) cannot be packed or shipped", async () => {
    const user = await person(t);
    const buyer = signedIn(user);
    const token = await cartOf(t, [DEFAULT_MEMBERSHIP_PLAN.variantId], buyer);
    const response = await completeCheckout(t, token, buyer, { payment: TEST_CARD, subscription_consent: true });
    expect(response.statusCode).toBe(200);
    const orderId = response.json().order_id as string;
    expect((await orderRow(t, orderId)).state).toBe("paid");
    const detail = await opsCall(t, "GET", `${orderId}/`, packer.headers);
    expect(detail.json().actions).toEqual([]);
    const pack = await opsCall(t, "POST", `${orderId}/pack/`, packer.headers);
    expect(pack.statusCode).toBe(409);
    expect(errorOf(pack)).toMatchObject({ code: "nothing_to_ship", message: "This order has nothing to ship (a membership on its own), so it is never packed or shipped." });
    expect((await orderRow(t, orderId)).state).toBe("paid");
  });
});

describe("who may use the packing desk", () => {
  it("staff without the fulfilment capability get 403 and nothing changes", async () => {
    const placed = await placedOrder(t);
    const lister = await person(t, { staff: ["listing", "receiving"] });
    const before = await orderAudit(t, placed.orderId);
    for (const [method, path, body] of calls(placed.orderId)) {
      const response = await opsCall(t, method, path, lister.headers, body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(errorOf(response).code).toBe("missing_capability");
    }
    expect((await orderRow(t, placed.orderId)).state).toBe("paid");
    expect(await orderAudit(t, placed.orderId)).toEqual(before);
  });

  it("shoppers, partners and visitors get 403 on every call, before their input is read", async () => {
    const placed = await placedOrder(t);
    const shopper = await person(t);
    const partner = await person(t, { partner: true });
    for (const headers of [placed.buyer.headers, shopper.headers, partner.headers, {}]) {
      for (const [method, path, body] of [...calls(placed.orderId), ["POST", `${placed.orderId}/ship/`, { carrier: "pigeon" }] as const]) {
        const response = await opsCall(t, method, path, headers, body);
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(errorOf(response).code).toBe("staff_only");
      }
    }
    expect((await orderRow(t, placed.orderId)).state).toBe("paid");
  });

  it("admins may do it all", async () => {
    const placed = await placedOrder(t);
    const admin = await person(t, { staff: ["admin"] });
    expect((await opsCall(t, "POST", `${placed.orderId}/pack/`, admin.headers)).statusCode).toBe(200);
  });
});

function calls(orderId: string): Array<readonly ["GET" | "POST", string, object | undefined]> {
  return [
    ["GET", "", undefined],
    ["GET", "?state=all", undefined],
    ["GET", `${orderId}/`, undefined],
    ["POST", `${orderId}/pack/`, undefined],
    ["POST", `${orderId}/ship/`, UPS],
    ["POST", `${orderId}/deliver/`, undefined],
    ["POST", `${orderId}/cancel/`, { reason: "Buyer asked" }],
  ];
}

describe("cancelling before shipment", () => {
  it("refunds the captured card, gives back gift card and points, puts the pieces on sale again and tells the buyer", async () => {
    const buyerUser = await person(t);
    await t.context.services.wallet.creditPoints({ userId: buyerUser.id, points: 10_000, idempotencyKey: `test-points-${randomUUID()}`, reference: "test" });
    const card = await giftCard(t, 200_00);
    const points = [
      { key: "pointsApplied", value: "100.00" },
      { key: "numberOfPointsApplied", value: "10000" },
    ];
    const placed = await placedOrder(t, [900_00], { attributes: points, giftCardCodes: [card.code], buyer: buyerUser });
    const row = await orderRow(t, placed.orderId);
    expect(row).toMatchObject({ state: "paid", payment_status: "captured", gift_cards_cents: 200_00, points_cents: 100_00 });
    expect((await t.context.services.wallet.findGiftCardById(card.id))!.availableCents).toBe(0);
    // The 10,000 points are spent; the paid order earned 800 (its $800 paid in money, decision 055), taken back on cancelling.
    expect(await t.context.services.wallet.pointsOf(buyerUser.id)).toBe(800);
    await opsCall(t, "POST", `${placed.orderId}/pack/`, packer.headers);

    const cancelled = await opsCall(t, "POST", `${placed.orderId}/cancel/`, packer.headers, { reason: "Buyer asked to cancel" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ order: { state: "cancelled", payment: { status: "refunded" } }, cancel_reason: "Buyer asked to cancel", actions: [] });
    const refunds = await t.context.db.kysely.selectFrom("payment_refunds").select(["authorization_id", "amount_cents"]).where("authorization_id", "=", row.payment_reference!).execute();
    expect(refunds).toEqual([{ authorization_id: row.payment_reference, amount_cents: row.total_cents }]);
    expect(await pieceStates(t, placed.productIds)).toEqual(["available"]);
    expect((await t.context.services.wallet.findGiftCardById(card.id))!.availableCents).toBe(200_00);
    expect(await t.context.services.wallet.pointsOf(buyerUser.id)).toBe(10_000);
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await driftedAccounts(t)).toEqual([]);

    const cancel = (await orderAudit(t, placed.orderId)).filter((r) => r.event === "cancel");
    expect(cancel).toEqual([{ event: "cancel", from_state: "fulfilled", to_state: "cancelled", actor_kind: "staff", actor_id: packer.id }]);
    const seen = (await buyerView(placed.orderId, placed.buyer.headers)).json();
    expect(seen).toMatchObject({ state: "cancelled", cancelled_at: t.clock.now().toISOString(), payment: { status: "refunded" } });
    const mail = (await emailsTo(t, placed.buyer.email)).filter((m) => m.subject === `Your Maison order #${placed.number} was cancelled`);
    expect(mail).toHaveLength(1);

    // The payment job, run again, refunds nothing more; a second cancellation is refused.
    await t.context.services.fulfilment.returnPayment(placed.orderId);
    expect(await t.context.db.kysely.selectFrom("payment_refunds").select("id").where("authorization_id", "=", row.payment_reference!).execute()).toHaveLength(1);
    const again = await opsCall(t, "POST", `${placed.orderId}/cancel/`, packer.headers, { reason: "Again" });
    expect(again.statusCode).toBe(409);
  });

  it("gives the discount code's use back: a code limited to one use serves the next order", async () => {
    await insertCode(t, { code: "ONEUSE", kind: "fixed", value: 50_00, usageLimit: 1 });
    const used = () => t.context.db.kysely.selectFrom("discount_codes").select("used_count").where("code", "=", "ONEUSE").executeTakeFirstOrThrow();
    const placed = await placedOrder(t, [900_00], { discountCodes: ["ONEUSE"] });
    expect((await used()).used_count).toBe(1);
    const other = signedIn(await person(t));
    const token = await cartOf(t, [(await listedProduct(t, { price_cents: 900_00 })).variant_id], other);
    const tooLate = await t.context.services.cart.updateDiscountCodes(token, ["ONEUSE"], other.viewer);
    expect(JSON.parse(tooLate.userErrors[0]!.message)).toMatchObject({ code: "discount_usage_limit" });

    expect((await opsCall(t, "POST", `${placed.orderId}/cancel/`, packer.headers, { reason: "Buyer changed their mind" })).statusCode).toBe(200);
    expect((await used()).used_count).toBe(0);
    expect(await t.context.db.kysely.selectFrom("discount_redemptions").select("order_id").where("order_id", "=", placed.orderId).execute()).toEqual([]);
    const next = await placedOrder(t, [900_00], { discountCodes: ["ONEUSE"] });
    expect((await orderRow(t, next.orderId)).discounts_cents).toBe(50_00);
    expect((await used()).used_count).toBe(1);
  });

  it("voids an authorisation that was never captured (an order placed before sales, decision 093)", async () => {
    // Since decision 093 a completion is a sale and its order is born paid. An order placed before it was
    // authorised only, and captured by its job: made here as it was left when that capture failed.
    const placed = await placedOrder(t);
    const paid = await orderRow(t, placed.orderId);
    const db = t.context.db.kysely;
    await db.updateTable("payment_authorizations").set({ status: "authorized", captured_at: null }).where("id", "=", paid.payment_reference!).execute();
    await db.updateTable("orders").set({ state: "placed", payment_status: "authorized" }).where("id", "=", placed.orderId).execute();
    await t.context.jobs.enqueue(t.context.db, "checkout.capture-payment", { orderId: placed.orderId }, { uniqueKey: `capture:${placed.orderId}`, runAt: new Date(t.clock.now().getTime() + 60_000) });
    const row = await orderRow(t, placed.orderId);
    expect(row).toMatchObject({ state: "placed", payment_status: "authorized" });
    const cancelled = await opsCall(t, "POST", `${placed.orderId}/cancel/`, packer.headers, { reason: "Suspected fraud" });
    expect(cancelled.statusCode).toBe(200);
    const authorisation = await db.selectFrom("payment_authorizations").select("status").where("id", "=", row.payment_reference!).executeTakeFirstOrThrow();
    expect(authorisation.status).toBe("voided");
    expect(await orderRow(t, placed.orderId)).toMatchObject({ state: "cancelled", payment_status: "voided", cancel_reason: "Suspected fraud" });
    expect(await pieceStates(t, placed.productIds)).toEqual(["available"]);
    // The capture job that comes later finds the order cancelled and captures nothing.
    t.clock.advance(61_000);
    await t.context.jobs.drain();
    expect((await db.selectFrom("payment_authorizations").select("status").where("id", "=", row.payment_reference!).executeTakeFirstOrThrow()).status).toBe("voided");
  });

  it("a shipped order cannot be cancelled; a reason is required", async () => {
    const placed = await placedOrder(t);
    const empty = await opsCall(t, "POST", `${placed.orderId}/cancel/`, packer.headers, { reason: " " });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).field).toBe("reason");
    await opsCall(t, "POST", `${placed.orderId}/pack/`, packer.headers);
    await opsCall(t, "POST", `${placed.orderId}/ship/`, packer.headers, UPS);
    const response = await opsCall(t, "POST", `${placed.orderId}/cancel/`, packer.headers, { reason: "Too late" });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe("illegal_transition");
    expect(await pieceStates(t, placed.productIds)).toEqual(["shipped"]);
  });
});

describe("the console's lists", () => {
  it("lists orders to ship oldest first, finds one by number, e-mail or tracking number, and moves it to the shipped list", async () => {
    const placed = await placedOrder(t);
    const list = async (query: string) => (await opsCall(t, "GET", `?${query}`, packer.headers)).json();
    const toShip = await list("state=to_ship");
    expect(toShip.orders.map((o: { id: string }) => o.id)).toContain(placed.orderId);
    expect(toShip.orders.every((o: { state: string }) => o.state === "paid" || o.state === "fulfilled")).toBe(true);
    expect((await list(`state=all&q=${placed.number}`)).orders.map((o: { id: string }) => o.id)).toEqual([placed.orderId]);
    expect((await list(`state=all&q=${encodeURIComponent(placed.buyer.email.toUpperCase())}`)).orders.map((o: { id: string }) => o.id)).toEqual([placed.orderId]);
    await opsCall(t, "POST", `${placed.orderId}/pack/`, packer.headers);
    await opsCall(t, "POST", `${placed.orderId}/ship/`, packer.headers, { carrier: "usps", tracking_number: "EC123456789US" });
    const shipped = await list("state=shipped&q=ec123456789us");
    expect(shipped).toMatchObject({ state: "shipped", count: 1, orders: [{ id: placed.orderId, carrier: "usps", tracking_number: "EC123456789US", item_count: 1 }] });
    expect((await list("state=to_ship")).orders.map((o: { id: string }) => o.id)).not.toContain(placed.orderId);
    const bad = await opsCall(t, "GET", "?state=lost", packer.headers);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe("state");
  });
});

// Last: it moves the clock past the sessions' lifetime.
describe("the delivery timer", () => {
  it("delivers a shipped order 21 days later when nobody confirmed it, with its pieces", async () => {
    const placed = await placedOrder(t);
    await opsCall(t, "POST", `${placed.orderId}/pack/`, packer.headers);
    await opsCall(t, "POST", `${placed.orderId}/ship/`, packer.headers, UPS);
    await t.context.jobs.drain();
    expect((await orderRow(t, placed.orderId)).state).toBe("shipped");
    t.clock.advance(DELIVERY_ASSUMED_AFTER_MS + 1000);
    await t.context.jobs.drain();
    expect(await orderRow(t, placed.orderId)).toMatchObject({ state: "delivered", delivered_at: t.clock.now().toISOString() });
    expect(await pieceStates(t, placed.productIds)).toEqual(["delivered"]);
    const deliver = (await orderAudit(t, placed.orderId)).filter((r) => r.event === "deliver");
    expect(deliver).toEqual([{ event: "deliver", from_state: "shipped", to_state: "delivered", actor_kind: "system", actor_id: "timer:order.deliver" }]);
  });
});
