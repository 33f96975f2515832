import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skuCode } from "@maison/domain/valuation/sell-sku";
import { RETURN_WINDOW_MS } from "@maison/domain/inventory/piece-lifecycle";
import { consignmentEarning } from "@maison/domain/consignment/consignment-commission";
import { seedDemoValuation } from "../../src/modules/valuation/demo-valuation.ts";
import { inTransaction } from "../../src/db/transaction.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { cartOf, completeCheckout, fillCheckout, signedIn, TEST_CARD } from "../support/checkout-fixtures.ts";
import { bearer, createUser, emailsTo, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { unbalancedTransactions } from "../support/wallet-fixtures.ts";
import { multipartBody, photoBytes, signedInStaff, type Headers } from "./ops-pieces-fixtures.ts";
import { opsCall, person } from "./ops-orders-fixtures.ts";

let t: TestApp;
let seller: { id: string; email: string; headers: Headers };
let other: { id: string; headers: Headers };
let staff: Headers;
let lister: Headers;
let viewer: Headers;

const FLAP = skuCode("Chanel", "Classic Flap", "Caviar Leather", "Medium");
const UPS = { carrier: "ups", tracking_number: "1Z999AA10123456784" };

const call = (method: "GET" | "POST" | "PUT", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

interface Summary {
  id: string;
  product_id: string;
  state: string;
  list: string;
  steps: Array<{ label: string; reached: boolean }>;
  list_price_cents: number | null;
  sale_price_cents: number | null;
  earning_cents: number | null;
  earning_clears_at: string | null;
  open_tweak: { id: string; price_cents: number } | null;
}

/** A seller's piece submitted with the consignment offer, accepted, received and authenticated by staff: its consignment's id. */
async function consignedPiece(headers = seller.headers): Promise<{ id: string; productId: string; itemId: string; estimate: number }> {
  const submitted = await call("POST", "/api/v6/sell/submissions/", headers, { items: [{ sku: FLAP, condition_key: "excellent", accessories: ["Dust Bag"], serial_number: "25123456", color: "Black", offer_kind: "consignment" }] });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const ticket = submitted.json() as { id: string; items: Array<{ id: string; state: string; offers: Array<{ kind: string; amount_cents: number }> }> };
  let item = ticket.items[0]!;
  if (item.state !== "quoted") {
    // Scattered comparables (the pieces these tests sold) send it to pricing: a quote with the expected resale.
    const quoted = await call("POST", `/api/ops/submissions/${item.id}/quote/`, staff, { amount_cents: 1_200_00, expected_resale_cents: 2_400_00 });
    expect(quoted.statusCode, quoted.body).toBe(200);
    item = (quoted.json() as { item: typeof item }).item;
  }
  const accepted = await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, headers, { accepted: true, offer_kinds: { [item.id]: "consignment" } });
  expect(accepted.statusCode, `${accepted.body} ${submitted.body}`).toBe(200);
  const received = await call("POST", `/api/ops/submissions/${item.id}/receive/`, staff, {});
  expect(received.statusCode, received.body).toBe(200);
  const productId = (received.json() as { product_id: string }).product_id;
  const lists = (await call("GET", "/api/v6/my-account/consignment/", headers)).json() as { active: Summary[] };
  const consignment = lists.active.find((c) => c.product_id === productId)!;
  expect(consignment).toBeDefined();
  return { id: consignment.id, productId, itemId: item.id, estimate: item.offers.find((o) => o.kind === "consignment")!.amount_cents };
}

/** Authenticates, reviews at `price`, gives the listing a photo and puts it on sale through the console. */
async function listed(c: { id: string; productId: string; itemId: string }, price: number): Promise<void> {
  expect((await call("POST", `/api/ops/submissions/${c.itemId}/authenticate/`, staff, {})).statusCode).toBe(200);
  const reviewed = await call("POST", `/api/ops/consignments/${c.id}/review/`, lister, { list_price_cents: price });
  expect(reviewed.statusCode, reviewed.body).toBe(200);
  const body = await multipartBody("photo", await photoBytes("png"), "front.png", "image/png");
  const photo = (await t.app.inject({ method: "POST", url: "/api/ops/uploads/", headers: { ...lister, ...body.headers }, payload: body.payload })).json() as { key: string };
  const piece = (await call("GET", `/api/ops/pieces/${c.productId}/`, lister)).json().piece as Record<string, unknown>;
  const edited = await call("PUT", `/api/ops/pieces/${c.productId}/`, lister, {
    designer: piece.vendor, model: piece.model, category: piece.category, item_type: piece.item_type, condition: piece.condition,
    colors: piece.colors, size: piece.size, exterior_material: piece.exterior_material, price_cents: piece.price_cents,
    description: piece.description, tags: [], photos: [photo.key],
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const onSale = await call("POST", `/api/ops/consignments/${c.id}/list/`, lister, {});
  expect(onSale.statusCode, onSale.body).toBe(200);
  expect(onSale.json()).toMatchObject({ state: "listed", piece_state: "available", list_price_cents: price });
}

/** A shopper buys the piece through the real checkout. */
async function bought(productId: string): Promise<{ orderId: string }> {
  const buyer = signedIn(await person(t));
  const variant = (await call("GET", `/api/ops/pieces/${productId}/`, lister)).json().piece.variant_id as string;
  const token = await cartOf(t, [variant], buyer);
  await fillCheckout(t, token, buyer);
  const done = await completeCheckout(t, token, buyer, { payment: TEST_CARD }, `key-${randomUUID()}`);
  expect(done.statusCode, done.body).toBe(200);
  return { orderId: (done.json() as { order_id: string }).order_id };
}

async function delivered(orderId: string, packer: Headers): Promise<void> {
  expect((await opsCall(t, "POST", `${orderId}/pack/`, packer)).statusCode).toBe(200);
  expect((await opsCall(t, "POST", `${orderId}/ship/`, packer, UPS)).statusCode).toBe(200);
  expect((await opsCall(t, "POST", `${orderId}/deliver/`, packer)).statusCode).toBe(200);
}

const detail = async (id: string, headers = seller.headers) => (await call("GET", `/api/v6/my-account/consignment/details/${id}/`, headers)).json() as Summary & Record<string, unknown>;
const cash = async (headers = seller.headers) => ((await call("GET", "/api/v6/my-account/consignment/", headers)).json() as { cash_balance_cents: number }).cash_balance_cents;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoValuation(t.context.db, t.clock.now());
  await insertCollections(t.context.db.kysely);
  const user = await createUser(t, { firstName: "Ada" });
  seller = { id: user.id, email: user.email, headers: bearer(await signIn(t.app, user.email, user.password)) };
  const another = await createUser(t);
  other = { id: another.id, headers: bearer(await signIn(t.app, another.email, another.password)) };
  staff = (await signedInStaff(t, ["receiving", "authentication", "fulfilment", "pricing"], "Paul")).headers;
  lister = (await signedInStaff(t, ["listing"], "Lea")).headers;
  viewer = (await signedInStaff(t, ["support"], "Vic")).headers;
});
afterAll(async () => t.close());

describe("from Received to Paid", () => {
  it("starts in Received with the piece, is reviewed, listed, sold through the checkout, and after the return window the earning clears to cash once", async () => {
    const c = await consignedPiece();
    const provenance = await t.context.services.inventory.provenance(c.productId);
    expect(provenance).toMatchObject({ source: "consignment", owner_party: "seller", owner_user_id: seller.id, source_ref: c.itemId, cost_basis_cents: null });
    let seen = await detail(c.id);
    expect(seen).toMatchObject({ state: "received", list: "active", estimate_cents: c.estimate, earning_cents: null });
    expect(seen.steps.map((s) => s.reached)).toEqual([true, false, false, false, false]);
    expect(seen.steps.map((s) => s.label)).toEqual(["Received", "Reviewed", "Listed", "Sold", "Paid"]);

    // Review needs an authenticated piece, the listing capability and a valid price naming the field.
    const early = await call("POST", `/api/ops/consignments/${c.id}/review/`, lister, { list_price_cents: 2_400_00 });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("not_listable");
    expect((await call("POST", `/api/ops/consignments/${c.id}/review/`, staff, { list_price_cents: 2_400_00 })).statusCode).toBe(403);
    expect((await call("POST", `/api/ops/consignments/${c.id}/review/`, seller.headers, { list_price_cents: 2_400_00 })).statusCode).toBe(403);
    const bad = await call("POST", `/api/ops/consignments/${c.id}/review/`, lister, { list_price_cents: 12.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("list_price_cents");

    await listed(c, 2_400_00);
    const submission = (await call("GET", `/api/ops/submissions/${c.itemId}/`, staff)).json() as { item: { state: string } };
    expect(submission.item.state).toBe("consigned");
    seen = await detail(c.id);
    expect(seen).toMatchObject({ state: "listed", list_price_cents: 2_400_00 });
    expect(seen.steps.map((s) => s.reached)).toEqual([true, true, true, false, false]);
    const product = await call("GET", `/api/ops/pieces/${c.productId}/`, viewer);
    expect(product.json().piece.price_cents).toBe(2_400_00);

    const { orderId } = await bought(c.productId);
    seen = await detail(c.id);
    const expected = consignmentEarning(2_400_00, { tierKey: "new" });
    expect(seen).toMatchObject({ state: "sold", list: "sold", sale_price_cents: 2_400_00, earning_cents: expected.earningCents, commission_percent: 25, earning_clears_at: null });
    expect(expected.earningCents).toBe(1_800_00);
    expect(await cash()).toBe(0);

    await delivered(orderId, staff);
    seen = await detail(c.id);
    expect(seen.state).toBe("delivered");
    expect(Date.parse(seen.earning_clears_at!) - t.clock.now().getTime()).toBe(RETURN_WINDOW_MS);

    // A page visit never clears it: only the timer, once the window has passed.
    await t.context.jobs.drain();
    expect((await detail(c.id)).state).toBe("delivered");
    expect(await cash()).toBe(0);
    t.clock.advance(RETURN_WINDOW_MS + 60_000);
    try {
      await t.context.jobs.drain();
      seen = await detail(c.id);
      expect(seen.state).toBe("paid");
      expect(seen.steps.every((s) => s.reached)).toBe(true);
      expect(await cash()).toBe(1_800_00);
      await t.context.jobs.drain();
      expect(await cash()).toBe(1_800_00);
      await t.context.outbox.drain();
    } finally {
      t.clock.advance(-(RETURN_WINDOW_MS + 60_000));
    }
    expect(await unbalancedTransactions(t)).toEqual([]);

    const history = (await call("GET", `/api/v6/my-account/consignment/history/${c.id}/`, seller.headers)).json() as { entries: Array<{ event: string }> };
    expect(history.entries.map((e) => e.event)).toEqual(["receive", "review", "list", "sell", "deliver", "clear"]);
    const subjects = (await emailsTo(t, seller.email)).map((m) => m.subject ?? "");
    for (const words of ["is reviewed", "is on sale", "sold", "You have been paid for your"]) expect(subjects.some((s) => s.includes(words)), `${words} in ${subjects.join(" | ")}`).toBe(true);
  });

  it("answers 404 for another user's consignment, proposal or history", async () => {
    const c = await consignedPiece();
    expect((await call("GET", `/api/v6/my-account/consignment/details/${c.id}/`, other.headers)).statusCode).toBe(404);
    expect((await call("GET", `/api/v6/my-account/consignment/history/${c.id}/`, other.headers)).statusCode).toBe(404);
    expect((await call("GET", `/api/v6/my-account/consignment/details/${c.id}/`, {})).statusCode).toBe(401);
    const lists = (await call("GET", "/api/v6/my-account/consignment/", other.headers)).json() as { active: unknown[]; sold: unknown[]; inactive: unknown[] };
    expect([...lists.active, ...lists.sold, ...lists.inactive]).toEqual([]);
    const none = await call("PUT", `/api/v6/my-account/consignment/update-tweak/twk_none/`, seller.headers, { client_response: "maybe" });
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe("client_response");
  });
});

describe("tweaks, returns and early release", () => {
  it("staff propose a price, the consignor accepts once (the listing is repriced) or declines, and another user cannot answer", async () => {
    const c = await consignedPiece();
    await listed(c, 1_200_00);
    const proposed = await call("POST", `/api/ops/consignments/${c.id}/tweak/`, lister, { price_cents: 1_050_00, note: "Similar flaps sell faster below $1,100." });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const tweak = (await detail(c.id)).open_tweak!;
    expect(tweak.price_cents).toBe(1_050_00);
    expect((await call("PUT", `/api/v6/my-account/consignment/update-tweak/${tweak.id}/`, other.headers, { client_response: "accept" })).statusCode).toBe(404);
    const [a, b] = await Promise.all([
      call("PUT", `/api/v6/my-account/consignment/update-tweak/${tweak.id}/`, seller.headers, { client_response: "accept" }),
      call("PUT", `/api/v6/my-account/consignment/update-tweak/${tweak.id}/`, seller.headers, { client_response: "decline" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await detail(c.id);
    const price = (await call("GET", `/api/ops/pieces/${c.productId}/`, viewer)).json().piece.price_cents as number;
    if (a.statusCode === 200) {
      expect(after.list_price_cents).toBe(1_050_00);
      expect(price).toBe(1_050_00);
    } else {
      expect(after.list_price_cents).toBe(1_200_00);
      expect(price).toBe(1_200_00);
    }
    expect(after.open_tweak).toBeNull();
    const subjects = (await emailsTo(t, seller.email)).map((m) => m.subject ?? "");
    expect(subjects.some((s) => s.startsWith("A new price for your"))).toBe(true);
  });

  it("a buyer's return puts the piece back on sale and the earning back to nothing; the timer then pays nothing", async () => {
    const c = await consignedPiece();
    await listed(c, 900_00);
    const { orderId } = await bought(c.productId);
    await delivered(orderId, staff);
    const returns = (await signedInStaff(t, ["returns"], "Rae")).headers;
    expect((await call("POST", `/api/ops/consignments/${c.id}/return/`, lister, { reason: "Not as pictured" })).statusCode).toBe(403);
    const noReason = await call("POST", `/api/ops/consignments/${c.id}/return/`, returns, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe("reason");
    const recorded = await call("POST", `/api/ops/consignments/${c.id}/return/`, returns, { reason: "Changed her mind" });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ state: "listed", piece_state: "available", earning_cents: null, sale_price_cents: null });
    const before = await cash();
    t.clock.advance(RETURN_WINDOW_MS + 60_000);
    try {
      await t.context.jobs.drain();
    } finally {
      t.clock.advance(-(RETURN_WINDOW_MS + 60_000));
    }
    expect((await detail(c.id)).state).toBe("listed");
    expect(await cash()).toBe(before);
  });

  it("follows order.item_returned published on the event bus the way the returns module will", async () => {
    const c = await consignedPiece();
    await listed(c, 700_00);
    const { orderId } = await bought(c.productId);
    await delivered(orderId, staff);
    await inTransaction(t.context.db, async (tx) => {
      await t.context.services.inventory.transition(tx, c.productId, "return", { kind: "staff", id: "returns-desk", capabilities: ["returns"], steppedUpAt: null });
      await t.context.events.publish(tx, "order.item_returned", { productId: c.productId, orderId, reason: "Too small" });
    });
    const seen = await detail(c.id);
    expect(seen).toMatchObject({ state: "listed", earning_cents: null });
    expect((await t.context.services.inventory.states([c.productId])).get(c.productId)).toBe("available");
  });

  it("an order cancelled before shipment puts the piece back to Listed with no earning", async () => {
    const c = await consignedPiece();
    await listed(c, 1_300_00);
    const { orderId } = await bought(c.productId);
    expect((await detail(c.id)).earning_cents).toBe(consignmentEarning(1_300_00, { tierKey: "new" }).earningCents);
    const cancelled = await opsCall(t, "POST", `${orderId}/cancel/`, staff, { reason: "Buyer asked to cancel" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await detail(c.id)).toMatchObject({ state: "listed", earning_cents: null, sale_price_cents: null });
    expect((await t.context.services.inventory.states([c.productId])).get(c.productId)).toBe("available");
  });

  it("refuses a proposal that is not a new, valid price, and an acceptance while a checkout holds the piece", async () => {
    const c = await consignedPiece();
    await listed(c, 1_000_00);
    const same = await call("POST", `/api/ops/consignments/${c.id}/tweak/`, lister, { price_cents: 1_000_00 });
    expect(same.statusCode).toBe(400);
    expect(same.json().field).toBe("price_cents");
    const bad = await call("POST", `/api/ops/consignments/${c.id}/tweak/`, lister, { price_cents: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("price_cents");
    expect((await call("POST", `/api/ops/consignments/${c.id}/tweak/`, staff, { price_cents: 900_00 })).statusCode).toBe(403);
    expect((await call("POST", `/api/ops/consignments/${c.id}/tweak/`, lister, { price_cents: 900_00 })).statusCode).toBe(200);
    const tweak = (await detail(c.id)).open_tweak!;
    const expires = new Date(t.clock.now().getTime() + 600_000).toISOString();
    await inTransaction(t.context.db, async (tx) => {
      expect(await t.context.services.inventory.hold(tx, [c.productId], "checkout:a-buyer", expires, { kind: "customer", id: "usr_buyer", capabilities: [], steppedUpAt: null })).toBeNull();
    });
    const refused = await call("PUT", `/api/v6/my-account/consignment/update-tweak/${tweak.id}/`, seller.headers, { client_response: "accept" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("piece_being_bought");
    expect(await detail(c.id)).toMatchObject({ list_price_cents: 1_000_00, open_tweak: { id: tweak.id } });
  });

  it("staff with payouts release an earning early, exactly once even when the timer fires too", async () => {
    const c = await consignedPiece();
    await listed(c, 6_000_00);
    const { orderId } = await bought(c.productId);
    await delivered(orderId, staff);
    const payer = (await signedInStaff(t, ["payouts"], "Pia")).headers;
    const before = await cash();
    expect((await call("POST", `/api/ops/consignments/${c.id}/release/`, lister, {})).statusCode).toBe(403);
    const [x, y] = await Promise.all([call("POST", `/api/ops/consignments/${c.id}/release/`, payer, {}), call("POST", `/api/ops/consignments/${c.id}/release/`, payer, {})]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    t.clock.advance(RETURN_WINDOW_MS + 60_000);
    try {
      await t.context.jobs.drain();
    } finally {
      t.clock.advance(-(RETURN_WINDOW_MS + 60_000));
    }
    expect(await cash()).toBe(before + 4_800_00);
    expect(await unbalancedTransactions(t)).toEqual([]);
  });
});

describe("delisting", () => {
  async function savedAddress(headers: Headers): Promise<string> {
    const response = await call("POST", "/api/v6/self-check-in/address/", headers, { first_name: "Ada", last_name: "Lane", address1: "12 Bank Street", city: "New York", province: "NY", zip: "10014", country_code: "US" });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  }
  const delist = (headers: Headers, body: unknown, key?: string) => call("POST", "/api/v6/my-account/consignment/delist/", key ? { ...headers, "idempotency-key": key } : headers, body);
  const auditCount = async (id: string, event: string) =>
    (await t.context.db.kysely.selectFrom("audit_events").select("id").where("subject_id", "=", id).where("event", "=", event).execute()).length;

  it("checks the fields and ownership, takes the piece off sale, and the paid return shipping confirms it; staff ship it back", async () => {
    const c = await consignedPiece();
    await listed(c, 1_500_00);
    const address = await savedAddress(seller.headers);
    const noAddress = await delist(seller.headers, { order_item_id: c.id });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().field).toBe("address_id");
    const theirs = await savedAddress(other.headers);
    const wrongAddress = await delist(seller.headers, { order_item_id: c.id, address_id: theirs });
    expect(wrongAddress.statusCode).toBe(404);
    expect(wrongAddress.json().field).toBe("address_id");
    const notTheirs = await delist(other.headers, { order_item_id: c.id, address_id: theirs });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().field).toBe("order_item_id");

    const done = await delist(seller.headers, { order_item_id: c.id, address_id: address }, `delist-${c.id}`);
    expect(done.statusCode, done.body).toBe(200);
    const url = (done.json() as { checkout_web_url: string }).checkout_web_url;
    expect(url).toMatch(/\/pay\/[A-Za-z0-9_-]+$/);
    const seen = await detail(c.id);
    expect(seen).toMatchObject({ state: "delisting", list: "active", can_delist: false, return_checkout_url: url });
    expect((await t.context.services.inventory.states([c.productId])).get(c.productId)).toBe("withdrawn");
    // Asking again answers the same page; nothing moves twice.
    const again = await delist(seller.headers, { order_item_id: c.id, address_id: address });
    expect(again.json()).toEqual({ checkout_web_url: url });
    expect(await auditCount(c.id, "request_delist")).toBe(1);

    const token = url.split("/pay/")[1]!;
    const request = await call("GET", `/api/payment-requests/${token}/`, seller.headers);
    expect(request.json()).toMatchObject({ amount_cents: 25_00, purpose: "consignment_return" });
    const paid = await t.app.inject({ method: "POST", url: `/api/payment-requests/${token}/pay/`, headers: { ...seller.headers, "idempotency-key": `pay-${c.id}` }, payload: { payment: TEST_CARD } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await detail(c.id)).toMatchObject({ state: "delisted", list: "inactive", return_checkout_url: null });

    const receiving = (await signedInStaff(t, ["receiving"], "Ren")).headers;
    expect((await call("POST", `/api/ops/consignments/${c.id}/ship-back/`, lister, {})).statusCode).toBe(403);
    const shipped = await call("POST", `/api/ops/consignments/${c.id}/ship-back/`, receiving, {});
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ state: "returned", piece_state: "returned_to_owner", return_address: "Ada Lane, 12 Bank Street, New York, NY 10014, US" });
    const subjects = (await emailsTo(t, seller.email)).map((m) => m.subject ?? "");
    expect(subjects.some((s) => s.endsWith("is off sale"))).toBe(true);
    expect(subjects.some((s) => s.endsWith("is on its way back"))).toBe(true);
  });

  it("of two racing delists exactly one takes the piece off sale and opens one payment", async () => {
    const c = await consignedPiece();
    await listed(c, 1_100_00);
    const address = await savedAddress(seller.headers);
    const [a, b] = await Promise.all([delist(seller.headers, { order_item_id: c.id, address_id: address }), delist(seller.headers, { order_item_id: c.id, address_id: address })]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    if (codes[1] === 200) expect(a.json()).toEqual(b.json());
    expect(await auditCount(c.id, "request_delist")).toBe(1);
    expect(await auditCount(c.productId, "withdraw")).toBe(1);
    const open = await t.context.db.kysely.selectFrom("payment_requests").select("id").where("reference", "=", c.id).execute();
    expect(open).toHaveLength(1);
  });

  it("a delist racing the piece's sale leaves exactly one outcome", async () => {
    const c = await consignedPiece();
    await listed(c, 950_00);
    const address = await savedAddress(seller.headers);
    const buyer = signedIn(await person(t));
    const variant = (await call("GET", `/api/ops/pieces/${c.productId}/`, lister)).json().piece.variant_id as string;
    const token = await cartOf(t, [variant], buyer);
    await fillCheckout(t, token, buyer);
    const [sale, delisted] = await Promise.all([completeCheckout(t, token, buyer, { payment: TEST_CARD }, `key-${randomUUID()}`), delist(seller.headers, { order_item_id: c.id, address_id: address })]);
    const state = (await detail(c.id)).state;
    if (sale.statusCode === 200) {
      expect(delisted.statusCode).toBe(409);
      expect(state).toBe("sold");
    } else {
      expect(delisted.statusCode, delisted.body).toBe(200);
      expect(state).toBe("delisting");
      expect((await t.context.services.inventory.states([c.productId])).get(c.productId)).toBe("withdrawn");
    }
    // Once the sale or the delist won, the other can never happen afterwards either.
    const late = await delist(seller.headers, { order_item_id: c.id, address_id: address });
    expect(late.statusCode).toBe(sale.statusCode === 200 ? 409 : 200);
    expect(await unbalancedTransactions(t)).toEqual([]);
  });

  it("refuses to delist while a checkout holds the piece", async () => {
    const c = await consignedPiece();
    await listed(c, 800_00);
    const address = await savedAddress(seller.headers);
    const expires = new Date(t.clock.now().getTime() + 600_000).toISOString();
    await inTransaction(t.context.db, async (tx) => {
      expect(await t.context.services.inventory.hold(tx, [c.productId], "checkout:someone-else", expires, { kind: "customer", id: "usr_someone", capabilities: [], steppedUpAt: null })).toBeNull();
    });
    const refused = await delist(seller.headers, { order_item_id: c.id, address_id: address });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("piece_being_bought");
    expect((await detail(c.id)).state).toBe("listed");
    expect((await t.context.services.inventory.states([c.productId])).get(c.productId)).toBe("available");
  });
});
