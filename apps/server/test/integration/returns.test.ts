import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETURN_WINDOW_MS } from "@maison/domain/returns/return-window";
import { RETURN_MESSAGES } from "@maison/domain/returns/return-messages";
import { US_ADDRESS } from "../support/checkout-fixtures.ts";
import { emailsTo } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { driftedAccounts, giftCard, unbalancedTransactions } from "../support/wallet-fixtures.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { createShopper } from "./catalog-member-fixtures.ts";
import { orderRow, person, pieceStates } from "./ops-orders-fixtures.ts";
import { randomUUID } from "node:crypto";
import { accountCall, deliveredOrder, returnsCall } from "./returns-fixtures.ts";

let t: TestApp;
let packer: SignedInUser;
let returnsDesk: SignedInUser;
const itemReturned: Array<{ productId: string; orderId: string }> = [];
const refundedEvents: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  t = await createTestApp();
  packer = await person(t, { staff: ["fulfilment"] });
  returnsDesk = await person(t, { staff: ["returns"] });
  t.context.events.subscribeInTransaction("order.item_returned", "test.item-returned", async (_tx, event) => {
    itemReturned.push(event.payload as { productId: string; orderId: string });
  });
  t.context.events.subscribeInTransaction("return.refunded", "test.return-refunded", async (_tx, event) => {
    refundedEvents.push(event.payload as Record<string, unknown>);
  });
});
afterAll(async () => {
  await t.close();
});

const refundsOf = (reference: string) => t.context.db.kysely.selectFrom("payment_refunds").select(["amount_cents", "idempotency_key"]).where("authorization_id", "=", reference).execute();

async function openReturn(number: string, headers: Record<string, string>, productIds: string[], refundTo: "original" | "store_credit" = "original") {
  return accountCall(t, "POST", `${number}/return/`, headers, { items: productIds.map((product_id) => ({ product_id, reason: "changed_mind" })), refund_to: refundTo });
}

async function toInspected(returnId: string) {
  expect((await returnsCall(t, "POST", `${returnId}/receive/`, returnsDesk.headers)).statusCode).toBe(200);
  const inspected = await returnsCall(t, "POST", `${returnId}/inspect/`, returnsDesk.headers);
  expect(inspected.statusCode).toBe(200);
  expect(inspected.json().actions).toEqual(["refund", "reject"]);
}

describe("the return fee (spec 2 §9) as calculate-return gives it, per piece", () => {
  it("charges by price at each boundary in the US", async () => {
    const prices = [999_99, 1_000_00, 2_999_99, 3_000_00, 7_999_99, 8_000_00];
    const order = await deliveredOrder(t, packer, prices);
    const response = await accountCall(t, "POST", `${order.number}/calculate-return/`, order.buyer.headers, { item_list: order.productIds });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { items: Array<{ product_id: string; fee_cents: number; paid_cents: number; tax_cents: number; refund_cents: number }>; fee_cents: number; fee_waived: boolean };
    const feeOf = (id: string) => body.items.find((i) => i.product_id === id)!.fee_cents;
    expect(order.productIds.map(feeOf)).toEqual([25_00, 50_00, 50_00, 75_00, 75_00, 100_00]);
    expect(body.fee_cents).toBe(375_00);
    // A piece named twice is priced once.
    const twice = await accountCall(t, "POST", `${order.number}/calculate-return/`, order.buyer.headers, { item_list: [order.productIds[0], order.productIds[0]] });
    expect(twice.json()).toMatchObject({ fee_cents: 25_00, items: [{ fee_cents: 25_00 }] });
    expect(body.fee_waived).toBe(false);
    for (const item of body.items) expect(item.refund_cents).toBe(item.paid_cents + item.tax_cents - item.fee_cents);
  });

  it("charges $25 outside the US, whatever the price; accepts the list as a form field", async () => {
    const order = await deliveredOrder(t, packer, [1_500_00], { address: { ...US_ADDRESS, country_code: "FR", province: "", zip: "75001", city: "Paris" }, method: "international" });
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v6/my-account/${order.number}/calculate-return/`,
      headers: { ...order.buyer.headers, "content-type": "application/x-www-form-urlencoded" },
      payload: `item_list=${encodeURIComponent(JSON.stringify(order.productIds))}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items[0].fee_cents).toBe(25_00);
  });

  it("waives the fee for a member (free returns)", async () => {
    const member = await createShopper(t, "active");
    const order = await deliveredOrder(t, packer, [5_000_00], { buyer: member });
    const response = await accountCall(t, "POST", `${order.number}/calculate-return/`, member.headers, { item_list: order.productIds });
    expect(response.json()).toMatchObject({ fee_cents: 0, fee_waived: true, items: [{ fee_cents: 0 }] });
  });

  it("names the field of a bad list", async () => {
    const order = await deliveredOrder(t, packer, [500_00]);
    const empty = await accountCall(t, "POST", `${order.number}/calculate-return/`, order.buyer.headers, { item_list: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe("item_list");
    const stranger = await accountCall(t, "POST", `${order.number}/calculate-return/`, order.buyer.headers, { item_list: ["prd_not_in_order"] });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toMatchObject({ code: "return_item_not_returnable", field: "items.0", message: RETURN_MESSAGES.returnFailed });
  });
});

describe("a return refunded", () => {
  it("paid with a gift card and the card: one piece back, its fee, the refund split exactly, the piece on sale again, the ledger balanced", async () => {
    const card = await giftCard(t, 300_00);
    const order = await deliveredOrder(t, packer, [900_00, 1_200_00], { giftCardCodes: [card.code] });
    const row = await orderRow(t, order.orderId);
    expect(row.gift_cards_cents).toBe(300_00);
    const [kept, returned] = order.productIds as [string, string];

    const quote = await accountCall(t, "POST", `${order.number}/calculate-return/`, order.buyer.headers, { item_list: [returned] });
    const q = quote.json() as { refund_cents: number; fee_cents: number; split: Array<{ kind: string; amount_cents: number }>; items: Array<{ paid_cents: number; tax_cents: number }> };
    expect(q.fee_cents).toBe(50_00);
    expect(q.refund_cents).toBe(q.items[0]!.paid_cents + q.items[0]!.tax_cents - 50_00);
    const paid = row.total_cents + 300_00;
    const giftShare = Math.floor((q.refund_cents * 300_00) / paid);
    expect(q.split).toEqual([
      { kind: "card", label: "Visa ending 4242", amount_cents: q.refund_cents - giftShare },
      { kind: "gift_card", label: expect.stringMatching(/^Gift card ending /), amount_cents: giftShare },
    ]);

    const opened = await openReturn(order.number, order.buyer.headers, [returned]);
    expect(opened.statusCode).toBe(200);
    const view = opened.json() as { id: string; state: string; refund_cents: number; label_url: string };
    expect(view).toMatchObject({ state: "label_sent", refund_cents: q.refund_cents });
    const mail = (await emailsTo(t, order.buyer.email)).filter((m) => m.subject === `Your prepaid return label for order #${order.number}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/tracking number 1Z[0-9A-Z]{16}/);
    expect(mail[0]!.text).toContain(view.label_url);
    const label = await t.app.inject({ method: "GET", url: view.label_url.replace(/^https?:\/\/[^/]+/, ""), headers: order.buyer.headers });
    expect(label.statusCode).toBe(200);
    expect(label.body).toContain("Prepaid return by Maison");

    expect((await returnsCall(t, "GET", `${view.id}/`, returnsDesk.headers)).json().actions).toEqual(["ship", "receive"]);
    const purchase = await accountCall(t, "GET", `purchases/${order.number}/returns/`, order.buyer.headers);
    expect(purchase.json()).toMatchObject({ can_cancel: false, can_return: true, returnable_product_ids: [kept] });

    const carried = await returnsCall(t, "POST", `${view.id}/in-transit/`, returnsDesk.headers);
    expect(carried.json()).toMatchObject({ state: "in_transit", actions: ["receive"] });
    await toInspected(view.id);
    const refunded = await returnsCall(t, "POST", `${view.id}/refund/`, returnsDesk.headers);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ state: "refunded", actions: [] });

    expect(await refundsOf(row.payment_reference!)).toEqual([{ amount_cents: q.refund_cents - giftShare, idempotency_key: `return-refund:${view.id}` }]);
    expect((await t.context.services.wallet.findGiftCardById(card.id))!.availableCents).toBe(giftShare);
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await driftedAccounts(t)).toEqual([]);
    expect(await pieceStates(t, [returned])).toEqual(["available"]);
    expect(await pieceStates(t, [kept])).toEqual(["delivered"]);
    expect(itemReturned).toContainEqual(expect.objectContaining({ productId: returned, orderId: order.orderId }));
    expect(refundedEvents).toContainEqual(expect.objectContaining({ returnId: view.id, orderId: order.orderId, customerId: order.buyer.id, refundCents: q.refund_cents, feeCents: 50_00, productIds: [returned] }));
    const audit = await t.context.db.kysely.selectFrom("audit_events").select(["event", "actor_kind"]).where("subject_type", "=", "return").where("subject_id", "=", view.id).orderBy("created_at").orderBy("id").execute();
    expect(audit.map((a) => a.event)).toEqual(["create", "send_label", "ship", "receive", "inspect", "refund"]);
    const refundMail = (await emailsTo(t, order.buyer.email)).filter((m) => m.subject === `Your refund for order #${order.number}`);
    expect(refundMail).toHaveLength(1);

    // The card job run again refunds nothing more.
    await t.context.services.returnsConsole.refundCard(view.id);
    expect(await refundsOf(row.payment_reference!)).toHaveLength(1);
  });

  it("returns both pieces in turn: together they give back exactly what each tender paid, less the fees", async () => {
    const card = await giftCard(t, 250_00);
    const order = await deliveredOrder(t, packer, [700_00, 800_00], { giftCardCodes: [card.code] });
    const row = await orderRow(t, order.orderId);
    let fees = 0;
    let refunds = 0;
    for (const productId of order.productIds) {
      const opened = (await openReturn(order.number, order.buyer.headers, [productId])).json() as { id: string; fee_cents: number; refund_cents: number };
      fees += opened.fee_cents;
      refunds += opened.refund_cents;
      await toInspected(opened.id);
      expect((await returnsCall(t, "POST", `${opened.id}/refund/`, returnsDesk.headers)).statusCode).toBe(200);
    }
    const card_back = (await refundsOf(row.payment_reference!)).reduce((s, r) => s + r.amount_cents, 0);
    const gift_back = (await t.context.services.wallet.findGiftCardById(card.id))!.availableCents;
    expect(card_back + gift_back).toBe(refunds);
    // Everything paid but the delivery (shipping, its protection and their tax) and the fees.
    const protection = await t.context.db.kysely.selectFrom("order_lines").select("tax_cents").where("order_id", "=", order.orderId).where("kind", "=", "shipping_protection").executeTakeFirstOrThrow();
    expect(refunds).toBe(row.total_cents + 250_00 - row.shipping_cents - row.shipping_tax_cents - row.shipping_protection_cents - protection.tax_cents - fees);
    expect(card_back).toBeLessThanOrEqual(row.total_cents);
    expect(gift_back).toBeLessThanOrEqual(250_00);
    expect(await unbalancedTransactions(t)).toEqual([]);
  });

  it("gives points back as points, with the gift card and the card, each within what it paid", async () => {
    const buyer = await person(t);
    await t.context.services.wallet.creditPoints({ userId: buyer.id, points: 5_000, idempotencyKey: `test-points-${randomUUID()}`, reference: "test" });
    const card = await giftCard(t, 100_00);
    const attributes = [
      { key: "pointsApplied", value: "50.00" },
      { key: "numberOfPointsApplied", value: "5000" },
    ];
    const order = await deliveredOrder(t, packer, [600_00, 700_00], { buyer, giftCardCodes: [card.code], attributes });
    const row = await orderRow(t, order.orderId);
    expect(row.points_cents).toBe(50_00);
    // The 5,000 points were spent; the order earned new ones when it was paid (decision 055).
    const earned = await t.context.services.wallet.pointsOf(buyer.id);
    expect(earned).toBeGreaterThan(0);
    const opened = (await openReturn(order.number, buyer.headers, order.productIds)).json() as { id: string; refund_cents: number; split: Array<{ kind: string; amount_cents: number }> };
    expect(opened.split.map((s) => s.kind)).toEqual(["card", "gift_card", "points"]);
    await toInspected(opened.id);
    expect((await returnsCall(t, "POST", `${opened.id}/refund/`, returnsDesk.headers)).statusCode).toBe(200);
    const points = await t.context.services.wallet.pointsOf(buyer.id);
    const gift = (await t.context.services.wallet.findGiftCardById(card.id))!.availableCents;
    const cardBack = (await refundsOf(row.payment_reference!)).reduce((s, r) => s + r.amount_cents, 0);
    // Every piece came back: the points they earned go back too, and the points spent are refunded as points.
    expect(points).toBe(opened.split.find((s) => s.kind === "points")!.amount_cents);
    const reversed = await t.context.db.kysely.selectFrom("wallet_transactions").select("id").where("idempotency_key", "=", `points-returned:${opened.id}`).execute();
    expect(reversed).toHaveLength(1);
    expect(points).toBeGreaterThan(0);
    expect(points).toBeLessThanOrEqual(5_000);
    expect(gift).toBeLessThanOrEqual(100_00);
    expect(cardBack + gift + points).toBe(opened.refund_cents);
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await driftedAccounts(t)).toEqual([]);
  });

  it("refunds once when two staff refund the same return at the same moment", async () => {
    const card = await giftCard(t, 100_00);
    const order = await deliveredOrder(t, packer, [600_00], { giftCardCodes: [card.code] });
    const row = await orderRow(t, order.orderId);
    const opened = (await openReturn(order.number, order.buyer.headers, order.productIds)).json() as { id: string };
    await toInspected(opened.id);
    const both = await Promise.all([returnsCall(t, "POST", `${opened.id}/refund/`, returnsDesk.headers), returnsCall(t, "POST", `${opened.id}/refund/`, returnsDesk.headers)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(row.payment_reference!)).toHaveLength(1);
    const credits = await t.context.db.kysely.selectFrom("wallet_transactions").select("amount").where("account_id", "=", card.id).where("kind", "=", "credit").execute();
    expect(credits).toHaveLength(1);
    expect(await unbalancedTransactions(t)).toEqual([]);
  });

  it("opens one return when the same piece is asked back twice at once", async () => {
    const order = await deliveredOrder(t, packer, [400_00]);
    const both = await Promise.all([openReturn(order.number, order.buyer.headers, order.productIds), openReturn(order.number, order.buyer.headers, order.productIds)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await t.context.db.kysely.selectFrom("returns").select("id").where("order_id", "=", order.orderId).execute()).toHaveLength(1);
  });

  it("refunds to store credit when the buyer chose it", async () => {
    const order = await deliveredOrder(t, packer, [500_00]);
    const row = await orderRow(t, order.orderId);
    const opened = (await openReturn(order.number, order.buyer.headers, order.productIds, "store_credit")).json() as { id: string; refund_cents: number; split: unknown };
    expect(opened.split).toEqual([{ kind: "store_credit", label: "Store credit", amount_cents: opened.refund_cents }]);
    await toInspected(opened.id);
    expect((await returnsCall(t, "POST", `${opened.id}/refund/`, returnsDesk.headers)).statusCode).toBe(200);
    expect(await refundsOf(row.payment_reference!)).toEqual([]);
    const codes = await t.context.services.wallet.walletCodesOf(order.buyer.id);
    expect(codes.reduce((s, c) => s + c.summary.availableCents, 0)).toBe(opened.refund_cents);
  });

  it("rejects with a reason and ships back: no money moves, the piece stays with the buyer", async () => {
    const order = await deliveredOrder(t, packer, [500_00]);
    const row = await orderRow(t, order.orderId);
    const opened = (await openReturn(order.number, order.buyer.headers, order.productIds)).json() as { id: string };
    await toInspected(opened.id);
    const short = await returnsCall(t, "POST", `${opened.id}/reject/`, returnsDesk.headers, { reason: "" });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe("reason");
    const rejected = await returnsCall(t, "POST", `${opened.id}/reject/`, returnsDesk.headers, { reason: "Not the piece we sold" });
    expect(rejected.json()).toMatchObject({ state: "rejected", rejection_reason: "Not the piece we sold", actions: ["ship_back"] });
    expect((await returnsCall(t, "POST", `${opened.id}/ship-back/`, returnsDesk.headers)).json().state).toBe("shipped_back");
    expect(await refundsOf(row.payment_reference!)).toEqual([]);
    expect(await pieceStates(t, order.productIds)).toEqual(["delivered"]);
  });
});

describe("when a return or a cancel is refused", () => {
  it("refuses a return outside the 14-day window, and before delivery, with the spec's message", async () => {
    const shipped = await deliveredOrder(t, packer, [500_00], { deliver: false });
    const early = await openReturn(shipped.number, shipped.buyer.headers, shipped.productIds);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "return_not_allowed", message: RETURN_MESSAGES.returnFailed });

    const order = await deliveredOrder(t, packer, [500_00]);
    t.clock.advance(RETURN_WINDOW_MS + 1000);
    const late = await openReturn(order.number, order.buyer.headers, order.productIds);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "return_not_allowed", message: RETURN_MESSAGES.returnFailed });
    expect((await accountCall(t, "GET", `purchases/${order.number}/returns/`, order.buyer.headers)).json()).toMatchObject({ can_return: false, returnable_product_ids: [] });
  });

  it("cancels before shipment as the customer (pieces on sale, gift card and card given back); refuses after shipment with the spec's message", async () => {
    const card = await giftCard(t, 100_00);
    const order = await deliveredOrder(t, packer, [500_00], { giftCardCodes: [card.code], ship: false });
    const row = await orderRow(t, order.orderId);
    expect((await accountCall(t, "GET", `purchases/${order.number}/returns/`, order.buyer.headers)).json()).toMatchObject({ can_cancel: true, can_return: false });
    // The spec's form: `order` as a form field.
    const cancelled = await t.app.inject({ method: "POST", url: "/api/v6/my-account/cancel-order/", headers: { ...order.buyer.headers, "content-type": "application/x-www-form-urlencoded" }, payload: `order=${order.number}` });
    expect(cancelled.statusCode).toBe(200);
    expect((await orderRow(t, order.orderId)).state).toBe("cancelled");
    expect(await pieceStates(t, order.productIds)).toEqual(["available"]);
    expect((await t.context.services.wallet.findGiftCardById(card.id))!.availableCents).toBe(100_00);
    expect((await refundsOf(row.payment_reference!)).reduce((s, r) => s + r.amount_cents, 0)).toBe(row.total_cents);
    const audit = await t.context.db.kysely.selectFrom("audit_events").select(["actor_kind", "actor_id"]).where("subject_type", "=", "order").where("subject_id", "=", order.orderId).where("event", "=", "cancel").execute();
    expect(audit).toEqual([{ actor_kind: "customer", actor_id: order.buyer.id }]);

    const shipped = await deliveredOrder(t, packer, [500_00], { deliver: false });
    const refused = await accountCall(t, "POST", "cancel-order/", shipped.buyer.headers, { order: shipped.number });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "cancel_not_allowed", message: RETURN_MESSAGES.cancelFailed, field: "order" });
    expect((await orderRow(t, shipped.orderId)).state).toBe("shipped");
    expect((await accountCall(t, "GET", `purchases/${shipped.number}/returns/`, shipped.buyer.headers)).json()).toMatchObject({ can_cancel: false, can_return: false });
  });

  it("a customer's cancel racing the packing desk's shipment leaves exactly one outcome", async () => {
    const order = await deliveredOrder(t, packer, [500_00], { ship: false });
    await t.app.inject({ method: "POST", url: `/api/ops/orders/${order.orderId}/pack/`, headers: packer.headers });
    const [cancel, ship] = await Promise.all([
      accountCall(t, "POST", "cancel-order/", order.buyer.headers, { order: order.number }),
      t.app.inject({ method: "POST", url: `/api/ops/orders/${order.orderId}/ship/`, headers: packer.headers, payload: { carrier: "ups", tracking_number: "1Z999AA10123456784" } }),
    ]);
    const state = (await orderRow(t, order.orderId)).state;
    expect([cancel.statusCode, ship.statusCode].sort()).toEqual([200, 409]);
    expect(state).toBe(cancel.statusCode === 200 ? "cancelled" : "shipped");
    expect(await pieceStates(t, order.productIds)).toEqual([state === "cancelled" ? "available" : "shipped"]);
  });

  it("answers 404 for another user's order and return on every call; the console is for the returns desk only", async () => {
    const order = await deliveredOrder(t, packer, [500_00]);
    const opened = (await openReturn(order.number, order.buyer.headers, order.productIds)).json() as { id: string; label_url: string };
    const other = await person(t);
    const calls = [
      accountCall(t, "POST", "cancel-order/", other.headers, { order: order.number }),
      accountCall(t, "GET", `purchases/${order.number}/returns/`, other.headers),
      accountCall(t, "POST", `${order.number}/calculate-return/`, other.headers, { item_list: order.productIds }),
      openReturn(order.number, other.headers, order.productIds),
      t.app.inject({ method: "GET", url: `/api/v6/my-account/returns/${opened.id}/label/`, headers: other.headers }),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect((await accountCall(t, "GET", "returns/", other.headers)).json()).toEqual({ returns: [] });
    expect((await accountCall(t, "GET", "returns/", order.buyer.headers)).json().returns.map((r: { id: string }) => r.id)).toEqual([opened.id]);
    expect((await returnsCall(t, "GET", "", other.headers)).statusCode).toBe(403);
    expect((await returnsCall(t, "POST", `${opened.id}/receive/`, packer.headers)).statusCode).toBe(403);
    expect((await accountCall(t, "GET", `purchases/${order.number}/returns/`, {})).statusCode).toBe(401);
  });
});
