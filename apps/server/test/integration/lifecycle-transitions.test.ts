import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { isDomainError } from "@maison/domain/shared/domain-error";
import { inTransaction } from "../../src/db/transaction.ts";
import { ORDER_BINDING } from "../../src/modules/checkout/order-binding.ts";
import { PIECE_BINDING } from "../../src/modules/inventory/piece-binding.ts";
import { MEMBERSHIP_BINDING } from "../../src/modules/membership/membership-binding.ts";
import { LIFECYCLE_TIMER_JOB } from "../../src/platform/lifecycle/transitions.ts";
import { cartOf, completeCheckout, fillCheckout, GUEST, listedProduct } from "../support/checkout-fixtures.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { DAY_MS, joinThroughCart, shopper } from "../support/membership-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let sequence = 0;

const staff = (...capabilities: Actor["capabilities"]): Actor => ({ kind: "staff", id: `usr_staff_${capabilities.join("_") || "none"}`, capabilities, steppedUpAt: null });
const customer = (id = "usr_customer"): Actor => ({ kind: "customer", id, capabilities: [], steppedUpAt: null });

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
});
afterAll(async () => {
  await t.close();
});

/** A guest's paid order of one new piece; returns the order and the piece. */
async function paidOrder(): Promise<{ orderId: string; productId: string; token: string }> {
  const product = await listedProduct(t, { price_cents: 900_00, title: `Lifecycle Proof ${++sequence}` });
  const token = await cartOf(t, [product.variant_id]);
  await fillCheckout(t, token, GUEST, { email: `lifecycle${sequence}@maison.test` });
  const response = await completeCheckout(t, token, GUEST);
  expect(response.statusCode).toBe(200);
  return { orderId: (response.json() as { order_id: string }).order_id, productId: product.id, token };
}

function move(binding: typeof ORDER_BINDING, id: string, event: keyof typeof ORDER_BINDING.lifecycle.events, actor: Actor, set?: Record<string, string>) {
  return inTransaction(t.context.db, (tx) => t.context.transitions.apply(tx, binding, id, event, actor, set ? { set } : {}));
}

const auditOf = (subjectType: string, id: string) =>
  t.context.db.kysely.selectFrom("audit_events").select(["event", "from_state", "to_state", "actor_kind", "actor_id"]).where("subject_type", "=", subjectType).where("subject_id", "=", id).orderBy("created_at").orderBy("id").execute();

/** Runs `count` attempts at once; returns how many succeeded and the codes of the refusals. */
async function race(count: number, attempt: () => Promise<unknown>): Promise<{ won: number; codes: string[] }> {
  const results = await Promise.allSettled(Array.from({ length: count }, attempt));
  const codes = results.flatMap((r) => (r.status === "rejected" ? [isDomainError(r.reason) ? `${r.reason.kind}:${r.reason.code}` : String(r.reason)] : []));
  return { won: results.filter((r) => r.status === "fulfilled").length, codes };
}

describe("the order lifecycle through the transition helper", () => {
  it("records the order's birth and its capture, then refuses to capture it again with a typed conflict", async () => {
    const { orderId } = await paidOrder();
    expect(await auditOf("order", orderId)).toEqual([
      { event: "create", from_state: null, to_state: "placed", actor_kind: "customer", actor_id: expect.stringMatching(/^guest:/) },
      { event: "capture", from_state: "placed", to_state: "paid", actor_kind: "system", actor_id: "checkout.sale" },
    ]);
    const again = await move(ORDER_BINDING, orderId, "capture", systemActor("test")).catch((e: unknown) => e);
    expect(again).toMatchObject({ kind: "conflict", code: "illegal_transition", message: "This order cannot capture while it is paid." });
    expect((await auditOf("order", orderId)).length).toBe(2);
  });

  it("refuses customers and staff without the fulfilment capability, and changes nothing", async () => {
    const { orderId } = await paidOrder();
    await expect(move(ORDER_BINDING, orderId, "pack", customer())).rejects.toMatchObject({ kind: "forbidden", code: "actor_not_allowed" });
    await expect(move(ORDER_BINDING, orderId, "pack", staff("pricing"))).rejects.toMatchObject({ kind: "forbidden", code: "missing_capability" });
    const row = await t.context.db.kysely.selectFrom("orders").select("state").where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(row.state).toBe("paid");
  });

  it("lets exactly one of eight racing packs win; the others get a typed conflict; one audit row", async () => {
    const { orderId } = await paidOrder();
    const packer = staff("fulfilment");
    const { won, codes } = await race(8, () => move(ORDER_BINDING, orderId, "pack", packer));
    expect(won).toBe(1);
    expect(codes).toHaveLength(7);
    for (const code of codes) expect(["conflict:illegal_transition", "conflict:transition_conflict"]).toContain(code);
    expect((await auditOf("order", orderId)).filter((a) => a.event === "pack")).toEqual([{ event: "pack", from_state: "paid", to_state: "fulfilled", actor_kind: "staff", actor_id: packer.id }]);
  });

  it("delivers a shipped order by its 21-day timer, and a spent timer does nothing", async () => {
    const shipper = staff("fulfilment");
    const first = await paidOrder();
    const second = await paidOrder();
    const fulfilment = t.context.services.fulfilment;
    const by = shipper;
    for (const { orderId } of [first, second]) {
      await fulfilment.pack(orderId, by);
      await fulfilment.ship(orderId, by, { carrier: "ups", tracking_number: "1Z999AA10123456784" });
    }
    // The second is delivered by hand before its timer fires.
    await fulfilment.deliver(second.orderId, by);
    await t.context.jobs.drain();
    expect((await auditOf("order", first.orderId)).at(-1)?.event).toBe("ship");

    t.clock.advance(21 * DAY_MS + 1000);
    await t.context.jobs.drain();
    const states = await t.context.db.kysely.selectFrom("orders").select(["id", "state"]).where("id", "in", [first.orderId, second.orderId]).execute();
    expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toEqual({ [first.orderId]: "delivered", [second.orderId]: "delivered" });
    expect((await auditOf("order", first.orderId)).at(-1)).toEqual({ event: "deliver", from_state: "shipped", to_state: "delivered", actor_kind: "system", actor_id: "timer:order.deliver" });
    expect((await auditOf("order", second.orderId)).filter((a) => a.event === "deliver")).toHaveLength(1);
    // The timer moved the order; its piece followed in the same transaction.
    expect((await auditOf("item", first.productId)).at(-1)).toMatchObject({ event: "deliver", to_state: "delivered", actor_kind: "system" });
    const failed = await t.context.db.kysely.selectFrom("jobs").select("status").where("name", "=", LIFECYCLE_TIMER_JOB).where("status", "!=", "done").execute();
    expect(failed).toEqual([]);
  });
});

describe("the piece and its holds", () => {
  it("records the hold taken by the checkout, its conversion and the sale with the buyer as actor", async () => {
    const { productId, token } = await paidOrder();
    const { entries: trail, total } = await t.context.services.inventory.timeline(productId);
    expect(trail.map((a) => [a.subject_type, a.event, a.from_state, a.to_state, a.actor_kind, a.actor_id])).toEqual([
      ["hold", "take", null, "held", "customer", `guest:${token}`],
      ["item", "sell", "available", "sold", "customer", `guest:${token}`],
      ["hold", "convert", "held", "converted", "customer", `guest:${token}`],
    ]);
    expect(total).toBe(3);
    // The latest two of the same timeline, in the same order, with the same total.
    const latest = await t.context.services.inventory.timeline(productId, 2);
    expect(latest.entries.map((a) => a.id)).toEqual(trail.slice(1).map((a) => a.id));
    expect(latest.total).toBe(3);
  });

  it("takes a hold in one write: its own live hold again records nothing, another holder is refused until it lapses, then `retake`; the sale names the piece's source", async () => {
    const product = await listedProduct(t, { title: `Hold Proof ${++sequence}` });
    const now = t.clock.now().toISOString();
    await t.context.db.kysely
      .insertInto("piece_provenance")
      .values({ product_id: product.id, source: "stock", owner_party: "maison", owner_user_id: null, source_ref: null, cost_basis_cents: 100_00, intake_at: now, received_at: now, authenticated_at: now, listed_at: now, created_by: "test" })
      .execute();
    const inventory = t.context.services.inventory;
    const until = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
    const hold = (holder: string, minutes: number) => inTransaction(t.context.db, (tx) => inventory.hold(tx, [product.id], holder, until(minutes), customer(holder)));
    expect(await hold("cart-a", 10)).toBeNull();
    expect(await hold("cart-a", 15)).toBeNull();
    expect(await hold("cart-b", 10)).toBe(product.id);
    t.clock.advance(16 * 60_000);
    expect(await hold("cart-b", 10)).toBeNull();
    const sold = await inTransaction(t.context.db, (tx) => inventory.sellHeld(tx, [product.id], "cart-b", customer("cart-b"), "ord_hold_proof"));
    expect(sold).toBeNull();
    const trail = await t.context.db.kysely
      .selectFrom("audit_events")
      .select(["subject_type", "event", "from_state", "to_state", "actor_id", "data"])
      .where("subject_id", "=", product.id)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    expect(trail.map((a) => [a.subject_type, a.event, a.from_state, a.to_state, a.actor_id])).toEqual([
      ["hold", "take", null, "held", "cart-a"],
      ["hold", "retake", "expired", "held", "cart-b"],
      ["item", "sell", "available", "sold", "cart-b"],
      ["hold", "convert", "held", "converted", "cart-b"],
    ]);
    expect(JSON.parse(trail[2]!.data)).toEqual({ order_id: "ord_hold_proof", source: "stock" });
    // Sold: nobody holds it any more, not even after every hold lapsed.
    t.clock.advance(60 * 60_000);
    expect(await hold("cart-c", 10)).toBe(product.id);
  });

  it("deletes a piece's hold when the piece is sold, and only then (migration 0036)", async () => {
    const [kept, sold] = [await listedProduct(t, { title: `Hold Kept ${++sequence}` }), await listedProduct(t, { title: `Hold Sold ${++sequence}` })];
    const inventory = t.context.services.inventory;
    const until = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    for (const piece of [kept, sold]) expect(await inTransaction(t.context.db, (tx) => inventory.hold(tx, [piece.id], `cart-${piece.id}`, until, customer()))).toBeNull();
    const holdsOf = () => t.context.db.kysely.selectFrom("item_holds").select("product_id").where("product_id", "in", [kept.id, sold.id]).orderBy("product_id").execute();
    // Another change of the row, and a change of state other than a sale, leave the hold where it is.
    await t.context.db.kysely.updateTable("products").set({ price_cents: 123_00 }).where("id", "in", [kept.id, sold.id]).execute();
    await t.context.db.kysely.updateTable("products").set({ state: "withdrawn" }).where("id", "=", kept.id).execute();
    expect((await holdsOf()).map((h) => h.product_id)).toEqual([kept.id, sold.id].sort());
    // The sale takes the sold piece's hold with it, in the same statement's work.
    expect(await inTransaction(t.context.db, (tx) => inventory.sellHeld(tx, [sold.id], `cart-${sold.id}`, customer(), "ord_trigger_proof"))).toBeNull();
    expect((await holdsOf()).map((h) => h.product_id)).toEqual([kept.id]);
  });

  it("lets one of five racing withdrawals win; selling a withdrawn piece is refused", async () => {
    const product = await listedProduct(t, { title: `Withdraw Proof ${++sequence}` });
    const lister = staff("listing");
    const { won, codes } = await race(5, () => inTransaction(t.context.db, (tx) => t.context.services.inventory.transition(tx, product.id, "withdraw", lister, { reason: "strap damage" })));
    expect(won).toBe(1);
    for (const code of codes) expect(["conflict:illegal_transition", "conflict:transition_conflict"]).toContain(code);
    await expect(inTransaction(t.context.db, (tx) => t.context.transitions.apply(tx, PIECE_BINDING, product.id, "sell", customer()))).rejects.toMatchObject({
      kind: "conflict",
      code: "illegal_transition",
    });
    expect((await auditOf("item", product.id)).map((a) => [a.event, a.to_state, a.actor_id])).toEqual([["withdraw", "withdrawn", lister.id]]);
  });
});

describe("the membership lifecycle", () => {
  it("records the start and the capture, refuses an illegal event, and lets one of six racing cancels win", async () => {
    const who = await shopper(t);
    await joinThroughCart(t, who);
    const membership = await t.context.db.kysely.selectFrom("memberships").select(["id", "status"]).where("user_id", "=", who.id).executeTakeFirstOrThrow();
    expect(membership.status).toBe("active");
    expect((await auditOf("membership", membership.id)).map((a) => [a.event, a.from_state, a.to_state, a.actor_kind])).toEqual([
      ["order_placed", null, "active_initial_access", "customer"],
      ["charge_captured", "active_initial_access", "active", "system"],
    ]);
    await expect(inTransaction(t.context.db, (tx) => t.context.transitions.apply(tx, MEMBERSHIP_BINDING, membership.id, "skip_reached", customer(who.id)))).rejects.toMatchObject({
      kind: "forbidden",
      code: "actor_not_allowed",
    });
    const member = customer(who.id);
    const { won, codes } = await race(6, () => inTransaction(t.context.db, (tx) => t.context.transitions.apply(tx, MEMBERSHIP_BINDING, membership.id, "cancel", member)));
    expect(won).toBe(1);
    for (const code of codes) expect(["conflict:illegal_transition", "conflict:transition_conflict"]).toContain(code);
    await expect(inTransaction(t.context.db, (tx) => t.context.transitions.apply(tx, MEMBERSHIP_BINDING, membership.id, "skip_reached", systemActor("billing")))).rejects.toMatchObject({
      kind: "conflict",
      code: "illegal_transition",
    });
    t.clock.advance(DAY_MS);
  });
});

describe("domain events", () => {
  it("reach every subscriber: in the transaction, or after it commits through the outbox, never after a rollback", async () => {
    const heard: string[] = [];
    t.context.events.subscribe("probe.rang", "first-listener", async (event) => void heard.push(`first:${String(event.payload.n)}`));
    t.context.events.subscribe("probe.rang", "second-listener", async (event) => void heard.push(`second:${String(event.payload.n)}`));
    t.context.events.subscribeInTransaction("probe.rang", "inline-listener", async (_tx, event) => void heard.push(`inline:${String(event.payload.n)}`));
    expect(t.context.events.subscribersOf("probe.rang")).toEqual(["first-listener", "second-listener", "inline-listener"]);

    await inTransaction(t.context.db, (tx) => t.context.events.publish(tx, "probe.rang", { n: 1 }));
    expect(heard).toEqual(["inline:1"]);
    await t.context.outbox.drain();
    expect(heard.sort()).toEqual(["first:1", "inline:1", "second:1"]);

    heard.length = 0;
    await expect(
      inTransaction(t.context.db, async (tx) => {
        await t.context.events.publish(tx, "probe.rang", { n: 2 });
        throw new Error("the publishing change failed");
      }),
    ).rejects.toThrow("the publishing change failed");
    await t.context.outbox.drain();
    expect(heard).toEqual(["inline:2"]);
    const pending = await t.context.db.kysely.selectFrom("outbox").select("topic").where("topic", "like", "event:%probe.rang").where("dispatched_at", "is", null).execute();
    expect(pending).toEqual([]);
  });
});
