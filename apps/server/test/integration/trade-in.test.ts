import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skuCode } from "@maison/domain/valuation/sell-sku";
import { TRADE_IN_MESSAGES } from "@maison/domain/trade-in/trade-in-lifecycle";
import { seedDemoValuation } from "../../src/modules/valuation/demo-valuation.ts";
import { LAPSED_ORDER_REASON } from "../../src/modules/trade-in/trade-in-subscribers.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { attributesOf } from "../support/cart-fixtures.ts";
import { authorisationsOf, paymentsOf, beforeNextAuthorisation, cartOf, TEST_CARD, checkoutCall, completeCheckout, fillCheckout, listedProduct, ordersOf, signedIn, type BuyerSession } from "../support/checkout-fixtures.ts";
import { driftedAccounts, unbalancedTransactions } from "../support/wallet-fixtures.ts";
import { bearer, createUser, emailsTo, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { signedInStaff, type Headers } from "./ops-pieces-fixtures.ts";

let t: TestApp;
let sequence = 0;
let staff: Headers;
let receiver: Headers;
let packer: Headers;

const FLAP = skuCode("Chanel", "Classic Flap", "Caviar Leather", "Medium");
const DAY = 86_400_000;

interface TradeIn {
  id: string;
  so_id: string;
  order_item_id: string;
  status: string;
  prices: { instant_trade_in: { value: number } };
  amount_cents: number;
  revised_amount_cents: number | null;
  applied_cents: number;
  due_cents: number;
  order_id: string | null;
  arrive_by: string | null;
  store_credit_cents: number;
  pay_cta: boolean;
  client_response: string | null;
}
interface Seller {
  id: string;
  email: string;
  headers: Headers;
  buyer: BuyerSession;
}
interface Row {
  key: string;
  label: string;
  cents: number | null;
}

const call = (method: "GET" | "POST" | "PUT", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const mine = (path: string) => `/api/v6/my-account/trade-in/${path}`;

async function seller(): Promise<Seller> {
  const user = await createUser(t, { firstName: `Trader${++sequence}` });
  const headers = bearer(await signIn(t.app, user.email, user.password));
  return { id: user.id, email: user.email, headers, buyer: signedIn({ id: user.id, email: user.email, headers: headers as { authorization: string } }) };
}

/** A trade-in ticket's Classic Flap with its instant offer accepted at the trade-in value: an offered trade-in. */
async function offered(s: Seller): Promise<TradeIn> {
  const submitted = await call("POST", "/api/v6/sell/submissions/", s.headers, {
    trade_in: true,
    items: [{ sku: FLAP, condition_key: "excellent", accessories: ["Dust Bag", "Box"], serial_number: "25123456", color: "Black", offer_kind: "trade_in" }],
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const ticket = submitted.json() as { id: string; items: Array<{ id: string }> };
  const accepted = await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, s.headers, { accepted: true });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const list = (await call("GET", mine(""), s.headers)).json() as { trade_ins: TradeIn[] };
  const found = list.trade_ins.find((x) => x.order_item_id === ticket.items[0]!.id);
  expect(found).toBeDefined();
  return found!;
}

async function inBag(s: Seller): Promise<TradeIn> {
  const trade = await offered(s);
  const response = await call("POST", mine("accept-and-finalize/"), s.headers, { so_id: trade.id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TradeIn;
}

/** A piece priced `priceCents` in a checkout of the seller's, filled in (address, US Standard). */
async function readyCart(s: Seller, priceCents: number): Promise<string> {
  // Not a Chanel: the offer engine stops offering instantly for a model Maison already lists many of.
  const product = await listedProduct(t, { price_cents: priceCents, vendor: "Goyard" });
  const token = await cartOf(t, [product.variant_id], s.buyer);
  await fillCheckout(t, token, s.buyer);
  return token;
}

async function placedWithTradeIn(s: Seller, priceCents = 15000_00): Promise<{ trade: TradeIn; orderId: string; token: string }> {
  const trade = await inBag(s);
  const token = await readyCart(s, priceCents);
  const placed = await completeCheckout(t, token, s.buyer);
  expect(placed.statusCode, placed.body).toBeLessThan(300);
  const [order] = await ordersOf(t, token);
  return { trade, orderId: order!.id, token };
}

const detail = async (s: Seller, id: string) => (await call("GET", mine(`${id}/`), s.headers)).json() as TradeIn;
const receive = (itemId: string) => call("POST", `/api/ops/submissions/${itemId}/receive/`, receiver);
const authenticate = (itemId: string) => call("POST", `/api/ops/submissions/${itemId}/authenticate/`, receiver);
/** The seller desk receives the traded piece and authenticates it: the trade-in desk may then credit or revise it. */
async function checkIn(itemId: string): Promise<void> {
  expect((await receive(itemId)).statusCode).toBe(200);
  expect((await authenticate(itemId)).statusCode).toBe(200);
}
const ops = (id: string, move: string, headers: Headers, payload?: unknown) => call("POST", `/api/ops/trade-ins/${id}/${move}/`, headers, payload);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoValuation(t.context.db, t.clock.now());
  await insertCollections(t.context.db.kysely);
  staff = (await signedInStaff(t, ["pricing"], "Iris")).headers;
  receiver = (await signedInStaff(t, ["receiving", "authentication"], "Paul")).headers;
  packer = (await signedInStaff(t, ["fulfilment"], "Lea")).headers;
});
afterAll(async () => t.close());

describe("the trade-in bag", () => {
  it("offers the accepted trade-in value, puts it in the bag on accept-and-finalize, and e-mails it", async () => {
    const s = await seller();
    const trade = await offered(s);
    expect(trade.status).toBe("offered");
    expect(trade.so_id).toBe(trade.id);
    expect(trade.prices.instant_trade_in.value).toBe(trade.amount_cents / 100);
    const accepted = await call("POST", mine("accept-and-finalize/"), s.headers, { so_id: trade.id });
    expect(accepted.json()).toMatchObject({ status: "accepted", can_accept: false });
    const list = (await call("GET", mine(""), s.headers)).json() as { bag_total_cents: number };
    expect(list.bag_total_cents).toBe(trade.amount_cents);
    const twice = await call("POST", mine("accept-and-finalize/"), s.headers, { so_id: trade.id });
    expect(twice.statusCode).toBe(409);
    expect((await emailsTo(t, s.email)).some((m) => m.subject?.includes("is in your bag"))).toBe(true);
  });

  it("keeps each seller's trade-ins their own, and names the field of bad input", async () => {
    const s = await seller();
    const other = await seller();
    const trade = await offered(s);
    expect((await call("GET", mine(`${trade.id}/`), other.headers)).statusCode).toBe(404);
    expect((await call("GET", mine(""), other.headers)).json()).toEqual({ trade_ins: [], bag_total_cents: 0 });
    const steal = await call("POST", mine("accept-and-finalize/"), other.headers, { so_id: trade.id });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().field).toBe("so_id");
    const answer = await call("PUT", mine(`client-response/${trade.order_item_id}/`), other.headers, { client_response: "accepted" });
    expect(answer.statusCode).toBe(404);
    const badId = await call("POST", mine("accept-and-finalize/"), s.headers, { so_id: "nope" });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe("so_id");
    const badAnswer = await call("PUT", mine(`client-response/${trade.order_item_id}/`), s.headers, { client_response: "maybe" });
    expect(badAnswer.statusCode).toBe(400);
    expect(badAnswer.json().field).toBe("client_response");
    expect((await call("GET", mine(""), {})).statusCode).toBe(401);
    expect((await detail(s, trade.id)).status).toBe("offered");
  });

  it("applies the bag to the cart and the order: tradesApplied is its total, a Trade-in row, the card charged the rest", async () => {
    const s = await seller();
    const trade = await inBag(s);
    const token = await readyCart(s, 15000_00);
    const cart = await t.context.services.cart.get(token, s.buyer.viewer);
    expect(attributesOf(cart).tradesApplied).toBe((trade.amount_cents / 100).toFixed(2));
    expect(attributesOf(cart).tradeTaxAdjustment).toBe("0");
    const state = (await checkoutCall(t, "GET", `${token}/`, s.buyer)).json() as { totals: { total_cents: number; tax_cents: number; breakdown: Row[] } };
    expect(state.totals.breakdown.find((r) => r.key === "trade_in"), JSON.stringify(state.totals.breakdown)).toEqual({ key: "trade_in", label: "Trade-in", cents: -trade.amount_cents, note: null });
    const full = 15000_00 + (state.totals.breakdown.find((r) => r.key === "shipping")?.cents ?? 0) + state.totals.tax_cents + (state.totals.breakdown.find((r) => r.key === "shipping_protection")?.cents ?? 0);
    expect(state.totals.total_cents).toBe(full - trade.amount_cents);
    const placed = await completeCheckout(t, token, s.buyer);
    expect(placed.statusCode, placed.body).toBeLessThan(300);
    const [order] = await ordersOf(t, token);
    expect(order!.total_cents).toBe(full - trade.amount_cents);
    expect(JSON.parse(order!.tenders)).toEqual([{ kind: "trade_in", last_characters: null, amount_cents: trade.amount_cents, reference: trade.id }]);
    expect((await authorisationsOf(t, token)).map((a) => a.amount_cents)).toEqual([full - trade.amount_cents]);
    const after = await detail(s, trade.id);
    expect(after).toMatchObject({ status: "in_progress", order_id: order!.id, applied_cents: trade.amount_cents });
    expect(Date.parse(after.arrive_by!) - t.clock.now().getTime()).toBe(14 * DAY);
    // The bag is spent: the next cart applies nothing.
    const next = await cartOf(t, [(await listedProduct(t, { vendor: "Goyard" })).variant_id], s.buyer);
    expect(attributesOf(await t.context.services.cart.get(next, s.buyer.viewer)).tradesApplied).toBe("0");
  });

  it("never applies more than the order: a trade-in worth more pays it all, and the rest is store credit once credited", async () => {
    const s = await seller();
    const { trade, orderId } = await placedWithTradeIn(s, 100_00);
    const [order] = await t.context.db.kysely.selectFrom("orders").selectAll().where("id", "=", orderId).execute();
    expect(order!.total_cents).toBe(0);
    const applied = (await detail(s, trade.id)).applied_cents;
    expect(applied).toBeGreaterThan(100_00);
    expect(applied).toBeLessThan(trade.amount_cents);
    await checkIn(trade.order_item_id);
    const credited = await ops(trade.id, "credit", staff);
    expect(credited.statusCode, credited.body).toBe(200);
    expect((await detail(s, trade.id)).store_credit_cents).toBe(trade.amount_cents - applied);
    const balance = await t.context.db.kysely.selectFrom("wallet_accounts").select("posted_balance").where("owner_user_id", "=", s.id).where("kind", "=", "store_credit").executeTakeFirst();
    expect(Number(balance?.posted_balance)).toBe(trade.amount_cents - applied);
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await driftedAccounts(t)).toEqual([]);
  });

  it("lets only one of two racing orders use the same trade-in: the other is refused and its sale refunded", async () => {
    const s = await seller();
    const trade = await inBag(s);
    const [a, b] = [await readyCart(s, 15000_00), await readyCart(s, 15000_00)];
    // While the first checkout's card is being authorised, the second places its order with the same trade-in.
    let second: Awaited<ReturnType<typeof completeCheckout>> | null = null;
    beforeNextAuthorisation(t, async () => {
      second = await completeCheckout(t, b, s.buyer);
    });
    const first = await completeCheckout(t, a, s.buyer);
    expect(second!.statusCode, second!.body).toBeLessThan(300);
    expect(first.statusCode, first.body).toBe(409);
    expect(await ordersOf(t, a)).toHaveLength(0);
    const [order] = await ordersOf(t, b);
    expect((await detail(s, trade.id)).order_id).toBe(order!.id);
    expect(await paymentsOf(t, a)).toEqual(["refunded"]);
    const audits = await t.context.db.kysely.selectFrom("audit_events").select("event").where("subject_id", "=", trade.id).where("event", "=", "ship_in").execute();
    expect(audits).toHaveLength(1);
  });
});

describe("inspection in the console", () => {
  it("is staff-only, each move with its capability", async () => {
    const s = await seller();
    const { trade } = await placedWithTradeIn(s);
    expect((await call("GET", "/api/ops/trade-ins/?queue=arriving", s.headers)).statusCode).toBe(403);
    const arriving = (await call("GET", "/api/ops/trade-ins/?queue=arriving", staff)).json() as { trade_ins: Array<{ id: string; seller_email: string }> };
    expect(arriving.trade_ins.find((x) => x.id === trade.id)?.seller_email).toBe(s.email);
    expect((await call("GET", "/api/ops/trade-ins/?queue=nope", staff)).json().field).toBe("queue");
    expect((await ops(trade.id, "credit", staff)).statusCode).toBe(409);
    expect((await receive(trade.order_item_id)).statusCode).toBe(200);
    expect((await detail(s, trade.id)).status).toBe("inspected");
    // Inspection credits only an authenticated piece.
    const early = await ops(trade.id, "credit", staff);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("trade_in_not_authenticated");
    expect((await authenticate(trade.order_item_id)).statusCode).toBe(200);
    expect((await ops(trade.id, "credit", receiver)).statusCode).toBe(403);
    expect((await ops(trade.id, "credit", s.headers)).statusCode).toBe(403);
    const credited = await ops(trade.id, "credit", staff);
    expect(credited.json()).toMatchObject({ status: "success", status_label: "Credited" });
    expect((await ops(trade.id, "credit", staff)).statusCode).toBe(409);
    // Its value was the order's: the seller desk settles the item without paying again, and the piece is Maison's.
    const item = await t.context.db.kysely.selectFrom("submission_items").select(["state", "product_id"]).where("id", "=", trade.order_item_id).executeTakeFirstOrThrow();
    expect(item.state).toBe("paid");
    const piece = await t.context.db.kysely.selectFrom("piece_provenance").select(["owner_party", "owner_user_id", "cost_basis_cents"]).where("product_id", "=", item.product_id!).executeTakeFirstOrThrow();
    expect(piece).toMatchObject({ owner_party: "maison", owner_user_id: null, cost_basis_cents: trade.amount_cents });
    const payer = (await signedInStaff(t, ["payouts"], "Nora")).headers;
    const again = await call("POST", `/api/ops/submissions/${trade.order_item_id}/pay/`, payer, { method: "site_credit" });
    expect(again.statusCode).toBe(409);
    const storeCredit = await t.context.db.kysely.selectFrom("wallet_accounts").select("posted_balance").where("owner_user_id", "=", s.id).where("kind", "=", "store_credit").executeTakeFirst();
    expect(Number(storeCredit?.posted_balance ?? 0)).toBe((await detail(s, trade.id)).store_credit_cents);
    const subjects = (await emailsTo(t, s.email)).map((m) => m.subject ?? "");
    expect(subjects.some((x) => x.startsWith("Send us your"))).toBe(true);
    expect(subjects.some((x) => x.startsWith("We received your"))).toBe(true);
    expect(subjects.some((x) => x.includes("is complete"))).toBe(true);
  });

  it("revises to a lower amount only, naming the field of bad input", async () => {
    const s = await seller();
    const { trade } = await placedWithTradeIn(s);
    await checkIn(trade.order_item_id);
    const negative = await ops(trade.id, "revise", staff, { amount_cents: -5, reason: "Scuffed corners" });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().field).toBe("amount_cents");
    const noReason = await ops(trade.id, "revise", staff, { amount_cents: 100_00 });
    expect(noReason.json().field).toBe("reason");
    const higher = await ops(trade.id, "revise", staff, { amount_cents: trade.amount_cents, reason: "Scuffed corners" });
    expect(higher.statusCode).toBe(409);
    expect(higher.json().detail).toBe(TRADE_IN_MESSAGES.revisionNotLower);
    const revised = await ops(trade.id, "revise", staff, { amount_cents: trade.amount_cents - 300_00, reason: "Scuffed corners" });
    expect(revised.json()).toMatchObject({ status: "revised", revised_amount_cents: trade.amount_cents - 300_00 });
    expect((await emailsTo(t, s.email)).some((m) => m.subject?.startsWith("A revised offer"))).toBe(true);
  });
});

describe("the seller's answer to a revised offer", () => {
  async function revisedBy(s: Seller, cut: number) {
    const placed = await placedWithTradeIn(s);
    await checkIn(placed.trade.order_item_id);
    await ops(placed.trade.id, "revise", staff, { amount_cents: placed.trade.amount_cents - cut, reason: "Corner wear" });
    return placed;
  }

  it("accepting leaves the difference due, with the pay step; one of two racing answers wins", async () => {
    const s = await seller();
    const { trade } = await revisedBy(s, 250_00);
    const url = mine(`client-response/${trade.order_item_id}/`);
    const [a, b] = await Promise.all([call("PUT", url, s.headers, { client_response: "accepted" }), call("PUT", url, s.headers, { client_response: "declined" })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await detail(s, trade.id);
    expect(after.status).toBe("awaiting_payment");
    expect(after.pay_cta).toBe(true);
    expect(after.due_cents).toBe(after.client_response === "accepted" ? 250_00 : trade.amount_cents);
    const audits = await t.context.db.kysely.selectFrom("audit_events").select("event").where("subject_id", "=", trade.id).where("event", "=", "owe_difference").execute();
    expect(audits).toHaveLength(1);
    expect((await emailsTo(t, s.email)).some((m) => m.subject?.includes("is due on your trade-in"))).toBe(true);
  });

  it("pays the difference on the hosted payment page: the same request twice, then credited at the revised amount", async () => {
    const s = await seller();
    const other = await seller();
    const { trade } = await revisedBy(s, 400_00);
    expect((await call("POST", mine("pay/"), s.headers, { so_id: trade.id })).statusCode).toBe(409);
    await call("PUT", mine(`client-response/${trade.order_item_id}/`), s.headers, { client_response: "accepted" });
    expect((await call("POST", mine("pay/"), other.headers, { so_id: trade.id })).statusCode).toBe(404);
    const first = await call("POST", mine("pay/"), { ...s.headers, "idempotency-key": "pay-1" }, { so_id: trade.id });
    expect(first.statusCode, first.body).toBe(200);
    const again = await call("POST", mine("pay/"), s.headers, { so_id: trade.id });
    expect(again.json()).toEqual(first.json());
    const { checkout_web_url, amount_cents } = first.json() as { checkout_web_url: string; amount_cents: number };
    expect(amount_cents).toBe(400_00);
    const token = checkout_web_url.split("/pay/")[1]!;
    const paid = await t.app.inject({ method: "POST", url: `/api/payment-requests/${token}/pay/`, headers: { ...s.headers, "idempotency-key": "card-1" }, payload: { payment: TEST_CARD } });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    expect(await detail(s, trade.id)).toMatchObject({ status: "success", due_cents: 0, pay_cta: false });
    const request = await t.context.db.kysely.selectFrom("payment_requests").select(["purpose", "reference", "amount_cents", "state"]).where("token", "=", token).executeTakeFirstOrThrow();
    expect(request).toEqual({ purpose: "trade_in_difference", reference: trade.id, amount_cents: 400_00, state: "paid" });
  });

  it("declining after the purchase used the trade-in: the value is paid back, then the piece goes home", async () => {
    const s = await seller();
    const { trade } = await revisedBy(s, 100_00);
    await call("PUT", mine(`client-response/${trade.order_item_id}/`), s.headers, { client_response: "declined" });
    const due = await detail(s, trade.id);
    expect(due).toMatchObject({ status: "awaiting_payment", due_cents: trade.amount_cents, client_response: "declined" });
    const { checkout_web_url } = (await call("POST", mine("pay/"), s.headers, { so_id: trade.id })).json() as { checkout_web_url: string };
    const token = checkout_web_url.split("/pay/")[1]!;
    const paid = await t.app.inject({ method: "POST", url: `/api/payment-requests/${token}/pay/`, headers: { ...s.headers, "idempotency-key": "card-2" }, payload: { payment: TEST_CARD } });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    expect((await detail(s, trade.id)).status).toBe("declined");
    expect((await emailsTo(t, s.email)).some((m) => m.subject?.includes("is on its way back"))).toBe(true);
    // The seller desk sends the piece back: it waits in "to send back", is returned, and the piece is the seller's again.
    const item = async () => t.context.db.kysely.selectFrom("submission_items").select(["state", "product_id"]).where("id", "=", trade.order_item_id).executeTakeFirstOrThrow();
    expect((await item()).state).toBe("to_return");
    const queue = (await call("GET", "/api/ops/submissions/?queue=to_return", receiver)).json() as { items: Array<{ id: string }> };
    expect(queue.items.map((i) => i.id)).toContain(trade.order_item_id);
    expect((await call("POST", `/api/ops/submissions/${trade.order_item_id}/return-to-seller/`, receiver)).statusCode).toBe(200);
    expect((await item()).state).toBe("returned_to_seller");
    const piece = await t.context.db.kysely.selectFrom("products").select("state").where("id", "=", (await item()).product_id!).executeTakeFirstOrThrow();
    expect(piece.state).toBe("returned_to_owner");
  });

  it("answering a trade-in that is not revised is refused", async () => {
    const s = await seller();
    const trade = await inBag(s);
    const early = await call("PUT", mine(`client-response/${trade.order_item_id}/`), s.headers, { client_response: "accepted" });
    expect(early.statusCode).toBe(409);
  });
});

describe("a traded piece that never arrives", () => {
  it("lapses 14 days after the purchase, and the purchase is cancelled and its payment refunded", async () => {
    const s = await seller();
    const { trade, orderId, token } = await placedWithTradeIn(s);
    t.clock.advance(14 * DAY - 60_000);
    await t.context.jobs.drain();
    expect((await detail(s, trade.id)).status).toBe("in_progress");
    t.clock.advance(2 * 60_000);
    try {
      await t.context.jobs.drain();
      await t.context.outbox.drain();
      expect((await detail(s, trade.id)).status).toBe("lapsed");
      const order = await t.context.db.kysely.selectFrom("orders").select(["state", "cancel_reason", "payment_reference", "total_cents"]).where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order).toMatchObject({ state: "cancelled", cancel_reason: LAPSED_ORDER_REASON });
      // The card payment, captured when the order was placed, is refunded in full.
      const refunds = await t.context.db.kysely.selectFrom("payment_refunds").select("amount_cents").where("authorization_id", "=", order.payment_reference!).execute();
      expect(refunds).toEqual([{ amount_cents: order.total_cents }]);
      expect((await authorisationsOf(t, token))).toHaveLength(1);
      expect((await emailsTo(t, s.email)).some((m) => m.subject?.startsWith("Your order was cancelled: your"))).toBe(true);
    } finally {
      t.clock.advance(-(14 * DAY + 60_000));
    }
  });

  it("the purchase waits for its piece: the packing desk cannot pack it until the piece is checked in", async () => {
    const s = await seller();
    const { trade, orderId } = await placedWithTradeIn(s);
    await t.context.jobs.drain();
    const early = await call("POST", `/api/ops/orders/${orderId}/pack/`, packer);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("trade_in_not_arrived");
    expect((await t.context.db.kysely.selectFrom("orders").select("state").where("id", "=", orderId).executeTakeFirstOrThrow()).state).toBe("paid");
    await receive(trade.order_item_id);
    const packed = await call("POST", `/api/ops/orders/${orderId}/pack/`, packer);
    expect(packed.statusCode, packed.body).toBe(200);
  });

  it("a piece that arrives in time stops the timer", async () => {
    const s = await seller();
    const { trade, orderId } = await placedWithTradeIn(s);
    await receive(trade.order_item_id);
    t.clock.advance(14 * DAY + 60_000);
    try {
      await t.context.jobs.drain();
      await t.context.outbox.drain();
      expect((await detail(s, trade.id)).status).toBe("inspected");
      const order = await t.context.db.kysely.selectFrom("orders").select("state").where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order.state).not.toBe("cancelled");
    } finally {
      t.clock.advance(-(14 * DAY + 60_000));
    }
  });

  it("a purchase cancelled before the piece arrives puts the trade-in back in the bag", async () => {
    const s = await seller();
    const { trade, orderId } = await placedWithTradeIn(s);
    const cancelled = await call("POST", `/api/ops/orders/${orderId}/cancel/`, packer, { reason: "Buyer asked" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await detail(s, trade.id)).toMatchObject({ status: "accepted", order_id: null, applied_cents: 0 });
    expect(((await call("GET", mine(""), s.headers)).json() as { bag_total_cents: number }).bag_total_cents).toBe(trade.amount_cents);
  });
});
