import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLD_TTL_MS } from "@maison/domain/checkout/item-hold";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import type { CrashPointName } from "../../src/platform/crash/crash-points.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { cartOf, fillCheckout, GUEST, listedProduct, TEST_CARD } from "../support/checkout-fixtures.ts";
import { startChildServer, type ChildServer } from "../support/child-server.ts";
import { ControlledClock } from "../support/controlled-clock.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { bearer, createUser, emailsTo, signIn } from "../support/identity-fixtures.ts";
import { driftedAccounts, giftCard, unbalancedTransactions } from "../support/wallet-fixtures.ts";
import { signedInStaff } from "./ops-pieces-fixtures.ts";

/**
 * The crash test (issue 18, decision 075): the real server as a child process on this test's database,
 * killed with SIGKILL in the middle of checkout completion (at named crash points, and at a random
 * moment while carts change and two buyers race for one piece), inside a cart mutation's transaction,
 * inside wallet ledger movements (a cash-out's hold, a store-credit grant) and between a cash-out's
 * payout and the posting of its hold; restarted on the same database; the jobs run (the hold expiry
 * refunds the sale a dead attempt left — decision 093 —, the payout run finishes), and then: no piece
 * sold twice, no money kept without an order, no authorisation left open, a wallet ledger that sums
 * to zero per unit with no negative balance, a retry under the same Idempotency-Key that does the work
 * once, and a checkout retried before the hold-expiry job that neither holds nor charges the card twice.
 * The seed (CRASH_SEED=… to replay) and the crash points hit are printed.
 */
const seed = Number(process.env.CRASH_SEED ?? randomInt(2 ** 31));
let state = seed;
/** mulberry32: the same seed, the same run. */
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let x = Math.imul(state ^ (state >>> 15), 1 | state);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

let t: TestApp;
/** How far the child's development clock (and this test's) runs ahead of real time. */
let offsetMs = 0;
const hits: string[] = [];
let server: ChildServer | null = null;

beforeAll(async () => {
  t = await createTestApp({ clock: new ControlledClock(new Date()) });
  await insertCollections(t.context.db.kysely);
});
afterAll(async () => {
  await server?.kill();
  console.log(`crash test (${process.env.TEST_DB ?? "sqlite"}): seed ${seed}; crash points hit: ${hits.join(", ") || "none"}`);
  await t.close();
});

/** Starts the server on this database, its clock moved to where the test's clock is. */
async function start(crashAt?: CrashPointName, extraEnv: Record<string, string> = {}): Promise<ChildServer> {
  // Shedding on event-loop lag is the overload test's subject; on a busy machine it would only turn this test's calls away.
  const env = { MAX_EVENT_LOOP_DELAY_MS: "600000", MAX_EVENT_LOOP_UTILIZATION: "off", ...(crashAt ? { CRASH_AT: crashAt } : {}), ...extraEnv };
  const child = await startChildServer({ databaseUrl: t.database.url, dataDir: t.database.dataDir, env });
  if (offsetMs > 0) {
    const moved = await fetch(`${child.url}/api/dev/clock/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advance_ms: offsetMs }) });
    expect(moved.status).toBe(200);
  }
  server = child;
  return child;
}

/** After a death: time moves past every item hold and lease, and the jobs run (hold expiry, capture, e-mails). */
async function runJobsLater(): Promise<void> {
  offsetMs += HOLD_TTL_MS + 2 * 60_000;
  t.clock.set(new Date(Date.now() + offsetMs));
  for (let round = 0; round < 5 && (await t.context.jobs.drain()) > 0; round++);
  await t.context.outbox.drain();
}

/** Moves this test's clock, and the clock of the servers started from now on, `ms` forward. */
function moveOn(ms: number): void {
  offsetMs += ms;
  t.clock.set(new Date(Date.now() + offsetMs));
}

/** Moves a running server's clock (and this test's) `ms` forward. */
async function moveServerOn(child: ChildServer, ms: number): Promise<void> {
  moveOn(ms);
  const moved = await fetch(`${child.url}/api/dev/clock/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advance_ms: ms }) });
  expect(moved.status).toBe(200);
}

/** Waits for a server to die at its crash point, and records it. */
async function diedAt(child: ChildServer, point: CrashPointName, client: string): Promise<void> {
  expect((await child.exited).signal).toBe("SIGKILL");
  expect(child.output()).toContain(`crash point ${point} hit`);
  hits.push(`${point} (client: ${client})`);
}

/** A JSON call to the server as `headers` (a bearer session). */
function call(child: ChildServer, method: "GET" | "POST", path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
  return fetch(`${child.url}${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

function complete(child: ChildServer, token: string, key: string): Promise<Response> {
  return fetch(`${child.url}/api/checkout/${token}/complete/`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify({ payment: TEST_CARD }),
  });
}

async function storefront(child: ChildServer, query: string, variables: Record<string, unknown>): Promise<Response> {
  return fetch(`${child.url}/api/2024-07/graphql.json`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
}

/** A guest cart of these variants, with a gift card applied when given, its checkout filled in. */
async function readyCart(variantIds: string[], giftCardCode?: string): Promise<string> {
  const token = await cartOf(t, variantIds);
  if (giftCardCode) {
    const applied = await t.context.services.cart.updateGiftCardCodes(token, [giftCardCode], GUEST.viewer);
    expect(applied.userErrors).toEqual([]);
  }
  await fillCheckout(t, token, GUEST, { email: `crash-${randomUUID()}@maison.test` });
  return token;
}

/** Sends a request the process will not live to answer; returns what the client saw. */
async function dying(request: Promise<Response>): Promise<string> {
  try {
    const response = await request;
    return `answered ${response.status}`;
  } catch {
    return "connection lost";
  }
}

const db = () => t.context.db.kysely;
const ordersOf = (token: string) => db().selectFrom("orders").select(["id", "state", "payment_reference", "payment_status"]).where("cart_token", "=", token).execute();
const authorisationsOf = (token: string) =>
  db().selectFrom("payment_authorizations").select(["id", "status"]).where("description", "=", `Maison order, cart ${token}`).orderBy("created_at").execute();
/** What became of each of a cart's payments (decision 093: a sale given back is refunded in full): `refunded`, or the gateway's status. */
const paymentsOf = async (token: string) =>
  (await db().selectFrom("payment_authorizations").select(["status", "amount_cents", "refunded_cents"]).where("description", "=", `Maison order, cart ${token}`).orderBy("created_at").execute()).map((a) =>
    a.status === "captured" && Number(a.refunded_cents) >= Number(a.amount_cents) ? "refunded" : a.status,
  );
const available = async (cardId: string) => (await t.context.services.wallet.findGiftCardById(cardId))!.availableCents;

/** What must hold after any number of deaths, once the jobs have run. */
async function assertInvariants(): Promise<void> {
  // No piece sold twice: each product on at most one order that stands.
  const lines = await db()
    .selectFrom("order_lines")
    .innerJoin("orders", "orders.id", "order_lines.order_id")
    .select(["order_lines.product_id", "orders.id as order_id"])
    .where("orders.state", "!=", "cancelled")
    .where("order_lines.kind", "=", "product")
    .execute();
  const ordersByProduct = new Map<string, Set<string>>();
  for (const line of lines) ordersByProduct.set(line.product_id!, (ordersByProduct.get(line.product_id!) ?? new Set()).add(line.order_id));
  expect([...ordersByProduct].filter(([, orders]) => orders.size > 1)).toEqual([]);
  const sold = await db().selectFrom("products").select("id").where("state", "=", "sold").execute();
  for (const product of sold) expect(ordersByProduct.get(product.id)?.size, `sold piece ${product.id} has its order`).toBe(1);
  // One order per cart at most.
  const perCart = await db().selectFrom("orders").select(["cart_token", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("cart_token").execute();
  expect(perCart.filter((row) => Number(row.n) > 1)).toEqual([]);
  // No authorisation left open; no money taken without an order that is paid with it, unless refunded in
  // full (a sale whose order was never written, decision 093); no refund of an order that stands.
  const authorisations = await db().selectFrom("payment_authorizations").select(["id", "status", "amount_cents", "refunded_cents"]).execute();
  expect(authorisations.filter((a) => a.status === "authorized")).toEqual([]);
  const orders = await db().selectFrom("orders").select(["payment_reference", "state"]).execute();
  const references = new Set(orders.map((o) => o.payment_reference));
  expect(authorisations.filter((a) => a.status === "captured" && !references.has(a.id) && Number(a.refunded_cents) < Number(a.amount_cents))).toEqual([]);
  const standing = new Set(orders.filter((o) => o.state !== "cancelled").map((o) => o.payment_reference));
  expect(authorisations.filter((a) => standing.has(a.id) && Number(a.refunded_cents) > 0)).toEqual([]);
  const unpaid = await db().selectFrom("orders").select(["id", "payment_status"]).where("payment_status", "=", "authorized").execute();
  expect(unpaid).toEqual([]);
  // The ledger: every movement balanced, each unit sums to zero, no balance below zero, no hold left behind.
  expect(await unbalancedTransactions(t)).toEqual([]);
  expect(await driftedAccounts(t)).toEqual([]);
  const units = await db()
    .selectFrom("wallet_entries")
    .innerJoin("wallet_accounts", "wallet_accounts.id", "wallet_entries.account_id")
    .select(["wallet_accounts.unit", (eb) => eb.fn.sum<number>("wallet_entries.amount").as("total")])
    .groupBy("wallet_accounts.unit")
    .execute();
  expect(units.map((u) => [u.unit, Number(u.total)])).toEqual(units.map((u) => [u.unit, 0]));
  const negative = await db()
    .selectFrom("wallet_accounts")
    .select(["id", "posted_balance", "held_amount"])
    .where("kind", "!=", "system")
    .where((eb) => eb.or([eb("posted_balance", "<", 0), eb("held_amount", "<", 0), eb("held_amount", ">", eb.ref("posted_balance"))]))
    .execute();
  expect(negative).toEqual([]);
  expect(await db().selectFrom("wallet_transactions").select("id").where("state", "=", "pending").execute()).toEqual([]);
  expect(await db().selectFrom("item_holds").select("product_id").execute()).toEqual([]);
}

describe("kill -9 during checkout, cart changes and gift-card spending, then restart", () => {
  it("leaves no piece sold twice, no capture without an order, no open authorisation, a balanced ledger, and retries that do the work once", { timeout: 300_000 }, async () => {
    const piece = await listedProduct(t, { price_cents: 900_00, title: "Crash Proof Kelly" });
    const card = await giftCard(t, 300_00);
    const first = await readyCart([piece.variant_id], card.code);
    const firstKey = `crash-${randomUUID()}`;

    // 1. Death between the card's sale (decision 093: the money is taken) and the order's commit (issue 18, finding 2).
    let child = await start("payment.after_authorize");
    const seen1 = await dying(complete(child, first, firstKey));
    expect((await child.exited).signal).toBe("SIGKILL");
    expect(child.output()).toContain("crash point payment.after_authorize hit");
    hits.push(`payment.after_authorize (client: ${seen1})`);
    expect(await ordersOf(first)).toEqual([]);
    expect(await paymentsOf(first)).toEqual(["captured"]);
    expect(await available(card.id)).toBe(0);
    await runJobsLater();
    // The hold-expiry job found the stranded sale by its key and refunded it in full; the gift card is whole again.
    expect(await paymentsOf(first)).toEqual(["refunded"]);
    expect(await available(card.id)).toBe(300_00);

    // 2. The buyer retries with the same key on a server that dies at another point of the same completion:
    // before the sale, after it (again), or after the order's commit, before the key stored its answer.
    const second: CrashPointName = pick(["payment.before_authorize", "payment.after_authorize", "checkout.after_order"] as const);
    child = await start(second);
    const seen2 = await dying(complete(child, first, firstKey));
    expect((await child.exited).signal).toBe("SIGKILL");
    expect(child.output()).toContain(`crash point ${second} hit`);
    hits.push(`${second} (client: ${seen2})`);
    await runJobsLater();

    // 3. A healthy server: the same key, retried, does the work once.
    child = await start();
    const retried = await complete(child, first, firstKey);
    expect(retried.status).toBe(200);
    const placed = (await retried.json()) as { order_id: string };
    const replayed = await complete(child, first, firstKey);
    expect(replayed.status).toBe(200);
    expect(((await replayed.json()) as { order_id: string }).order_id).toBe(placed.order_id);
    await runJobsLater();
    const firstOrders = await ordersOf(first);
    expect(firstOrders.map((o) => [o.id, o.payment_status])).toEqual([[placed.order_id, "captured"]]);
    const kept = await db().selectFrom("payment_authorizations").select("id").where("description", "=", `Maison order, cart ${first}`).where("status", "=", "captured").where("refunded_cents", "=", 0).execute();
    expect(kept.map((a) => a.id)).toEqual([firstOrders[0]!.payment_reference]);
    // The stranded sales refunded (the first death's, and the second's if it died after its sale), the one
    // that paid captured and not refunded: never a second charge kept.
    expect(await paymentsOf(first)).toEqual(second === "payment.after_authorize" ? ["refunded", "refunded", "captured"] : ["refunded", "captured"]);
    expect(await available(card.id)).toBe(0);

    // 4. A death at a random moment: two buyers race for one piece (one with a gift card) while a third cart changes.
    const contested = await listedProduct(t, { price_cents: 450_00, title: "Crash Proof Birkin" });
    const spare = [await listedProduct(t, { price_cents: 120_00 }), await listedProduct(t, { price_cents: 80_00 })];
    const racingCard = await giftCard(t, 100_00);
    const racers = [await readyCart([contested.variant_id], racingCard.code), await readyCart([contested.variant_id])];
    const racerKeys = racers.map(() => `crash-${randomUUID()}`);
    const created = await storefront(child, "mutation ($input: CartInput) { cartCreate(input: $input) { cart { id } userErrors { message } } }", {
      input: { lines: [{ merchandiseId: `gid://shopify/ProductVariant/${spare[0]!.variant_id}` }] },
    });
    const cartId = ((await created.json()) as { data: { cartCreate: { cart: { id: string } } } }).data.cartCreate.cart.id;
    const delayMs = Math.floor(random() * 400);
    const inFlight = [
      ...racers.map((token, i) => dying(complete(child, token, racerKeys[i]!))),
      dying(
        (async () => {
          for (let i = 0; ; i++) {
            const variant = spare[i % 2]!.variant_id;
            const lines = [{ merchandiseId: `gid://shopify/ProductVariant/${variant}` }];
            await storefront(child, "mutation ($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { id } } }", { id: cartId, lines });
          }
        })(),
      ),
    ];
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await child.kill();
    const seen4 = await Promise.all(inFlight);
    hits.push(`random kill after ${delayMs} ms (clients: ${seen4.join(", ")})`);
    await runJobsLater();

    // 5. Restarted: the racers retry with their keys; exactly one gets the piece, the other is told it is sold.
    child = await start();
    const answers = await Promise.all(racers.map((token, i) => complete(child, token, racerKeys[i]!)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(((await refused.json()) as { code: string }).code).toBe("item_already_sold");
    const changed = await storefront(child, "query ($id: ID!) { cart(id: $id) { id lines(first: 50) { nodes { merchandise { ... on ProductVariant { id } } } } } }", { id: cartId });
    expect(changed.status).toBe(200);
    const cartBody = (await changed.json()) as { errors?: unknown; data: { cart: { lines: { nodes: Array<{ merchandise: { id: string } }> } } } };
    expect(cartBody.errors).toBeUndefined();
    const variants = cartBody.data.cart.lines.nodes.map((n) => n.merchandise.id);
    // One-of-a-kind pieces: each at most once in a cart, whatever moment the process died at.
    expect(new Set(variants).size).toBe(variants.length);
    await runJobsLater();
    await child.kill();
    server = null;

    await assertInvariants();
    expect(await available(racingCard.id)).toBe((await ordersOf(racers[0]!)).length === 1 ? 0 : 100_00);
  });
});

const ADD_LINE = "mutation ($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { id } userErrors { message } } }";

/** A cart as stored: its row's stamp and attributes, and its lines in order. */
async function storedCart(token: string) {
  const cart = await db().selectFrom("carts").select(["updated_at", "attributes", "note"]).where("id", "=", token).executeTakeFirstOrThrow();
  const lines = await db().selectFrom("cart_lines").select(["variant_id", "kind", "quantity"]).where("cart_id", "=", token).orderBy("position").execute();
  return { cart, lines };
}

describe("kill -9 inside a cart mutation and wallet movements, and a checkout retried before its hold-expiry job", () => {
  it("leaves each cart as it was or as changed, every ledger movement whole or absent, one cash-out and one payout per key, and one authorisation per order", { timeout: 400_000 }, async () => {
    // In process, on the same database: a cart to pay (partly by gift card), a cart to change, a seller with cash and a bank account, a staff member.
    const piece = await listedProduct(t, { price_cents: 700_00, title: "Crash Proof Constance" });
    const card = await giftCard(t, 200_00);
    const paying = await readyCart([piece.variant_id], card.code);
    const payingKey = `crash-${randomUUID()}`;
    const [kept, added] = [await listedProduct(t, { price_cents: 150_00 }), await listedProduct(t, { price_cents: 90_00 })];
    const changing = await cartOf(t, [kept!.variant_id]);
    const seller = await createUser(t);
    await t.context.services.wallet.creditCash({ userId: seller.id, amountCents: 500_00, idempotencyKey: `crash-earning:${seller.id}`, reference: "consignment earning csg_crash" });
    const sellerHeaders = bearer(await signIn(t.app, seller.email, seller.password));
    const profile = await t.app.inject({ method: "POST", url: "/api/v6/self-check-in/payments/create_profile/ach/", headers: sellerHeaders, payload: { holder_name: "Ada Lane", routing_number: "011000015", account_number: "000123456789", is_preferred: true } });
    expect(profile.statusCode, profile.body).toBe(201);
    const cashOutBody = { payment_profile_id: (profile.json() as { id: string }).id, amount: 120 };
    const cashOutKey = `crash-${randomUUID()}`;
    const staff = await signedInStaff(t, ["payouts"]);
    const grant = { unit: "credit", amount: 25_00, reason: "Goodwill for a late delivery" };

    // 1. Death between the card's authorisation and the order's commit.
    let child = await start("payment.after_authorize");
    await diedAt(child, "payment.after_authorize", await dying(complete(child, paying, payingKey)));
    // The money is taken (a sale) and there is no order yet.
    expect(await paymentsOf(paying)).toEqual(["captured"]);
    expect(await ordersOf(paying)).toEqual([]);
    expect(await available(card.id)).toBe(0);

    // 2. A minute later — the dead attempt's lease and its key's claim lapsed, its item hold and its job nine
    // minutes away — the buyer retries under the same key: the dead attempt's sale pays the order, no second one.
    moveOn(61_000);
    child = await start("cart.between_writes");
    const retried = await complete(child, paying, payingKey);
    expect(retried.status, await retried.clone().text()).toBe(200);
    const payingOrders = await ordersOf(paying);
    expect(payingOrders.map((o) => [o.id, o.payment_status])).toEqual([[((await retried.json()) as { order_id: string }).order_id, "captured"]]);
    const payingAuthorisations = await authorisationsOf(paying);
    expect(payingAuthorisations.map((a) => [a.id, a.status])).toEqual([[payingOrders[0]!.payment_reference, "captured"]]);
    expect(await db().selectFrom("payment_authorizations").select("id").where("status", "=", "authorized").execute()).toEqual([]);
    // The dead attempt's gift-card hold went back; the card paid the order once.
    expect(await available(card.id)).toBe(0);
    expect(await db().selectFrom("wallet_transactions").select(["state"]).where("account_id", "=", card.id).where("kind", "=", "spend").orderBy("created_at").execute()).toEqual([{ state: "voided" }, { state: "posted" }]);

    // 3. Death inside a cart mutation (the cart's row written, its lines not): the cart is as it was.
    const before = await storedCart(changing);
    const addition = { id: `gid://shopify/Cart/${changing}`, lines: [{ merchandiseId: `gid://shopify/ProductVariant/${added!.variant_id}` }] };
    await diedAt(child, "cart.between_writes", await dying(storefront(child, ADD_LINE, addition)));
    expect(await storedCart(changing)).toEqual(before);

    // 4. Restarted: the change, retried (twice), is made once; a store-credit grant by staff dies between its movement's row and its entries.
    child = await start("wallet.credit.before_entries");
    for (let i = 0; i < 2; i++) {
      const again = await storefront(child, ADD_LINE, addition);
      expect(((await again.json()) as { data: { cartLinesAdd: { userErrors: unknown[] } } }).data.cartLinesAdd.userErrors).toEqual([]);
    }
    const changed = await storedCart(changing);
    expect(changed.lines.filter((l) => l.kind === "product").map((l) => l.variant_id)).toEqual([kept!.variant_id, added!.variant_id]);
    expect(changed.lines.every((l) => l.quantity === 1)).toBe(true);
    const grantPath = `/api/ops/wallet/customers/${seller.id}/adjustments/`;
    await diedAt(child, "wallet.credit.before_entries", await dying(call(child, "POST", grantPath, staff.headers, grant)));
    const credit = () => db().selectFrom("wallet_accounts").select(["posted_balance"]).where("id", "=", `wac_sc_wallet_${seller.id}`).executeTakeFirst();
    expect(await credit()).toBeUndefined();

    // 5. The grant, retried, credits once; a cash-out past the wallet's second factor dies with the balance
    // reserved, before the hold's entries are written.
    child = await start("wallet.hold.after_reserve");
    const granted = await call(child, "POST", grantPath, staff.headers, grant);
    expect(granted.status, await granted.clone().text()).toBe(201);
    expect(Number((await credit())!.posted_balance)).toBe(25_00);
    t.clock.set(new Date(Date.now() + offsetMs));
    const sent = await t.app.inject({ method: "POST", url: "/api/v6/wallet/2fa/get-code/", headers: sellerHeaders, payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await emailsTo(t, seller.email);
    const verified = await t.app.inject({ method: "POST", url: "/api/v6/wallet/2fa/auth/", headers: sellerHeaders, payload: { code_token: (sent.json() as { code_token: string }).code_token, code: /^(\d{4})$/m.exec(mail!.text)![1] } });
    expect(verified.statusCode, verified.body).toBe(200);
    const cashOut = () => call(child, "POST", "/api/v6/my-account/wallet/cash-out/", { ...sellerHeaders, "idempotency-key": cashOutKey }, cashOutBody);
    await diedAt(child, "wallet.hold.after_reserve", await dying(cashOut()));
    expect(await db().selectFrom("wallet_cash_outs").select("id").where("user_id", "=", seller.id).execute()).toEqual([]);
    expect(await t.context.services.wallet.cashOf(seller.id)).toBe(500_00);

    // 6. The same key, retried, cashes out once; the payout run (workers on) dies between the payout and the posting of its hold.
    child = await start("wallet.cash_out.after_payout", { WORKERS: "on" });
    const requested = await cashOut();
    expect(requested.status, await requested.clone().text()).toBe(201);
    const cashOutId = ((await requested.json()) as { id: string }).id;
    const replayed = await cashOut();
    expect(replayed.status).toBe(200);
    expect(((await replayed.json()) as { id: string }).id).toBe(cashOutId);
    expect(await t.context.services.wallet.cashOf(seller.id)).toBe(380_00);
    await moveServerOn(child, 61_000);
    await diedAt(child, "wallet.cash_out.after_payout", "the payout run");
    const payoutsOf = () => db().selectFrom("payouts").select(["id", "state"]).where("idempotency_key", "=", `cash-out:${cashOutId}`).execute();
    expect((await payoutsOf()).map((p) => p.state)).toEqual(["settled"]);
    expect((await db().selectFrom("wallet_cash_outs").select("state").where("id", "=", cashOutId).executeTakeFirstOrThrow()).state).toBe("held");
    server = null;

    // The jobs run on: the payout run, retried, finds its payout by key and posts the hold — one payout, one transfer.
    await runJobsLater();
    expect((await db().selectFrom("wallet_cash_outs").select("state").where("id", "=", cashOutId).executeTakeFirstOrThrow()).state).toBe("settled");
    expect((await payoutsOf()).map((p) => p.state)).toEqual(["settled"]);
    expect(await db().selectFrom("test_payout_transfers").select("id").where("idempotency_key", "=", `cash-out:${cashOutId}`).execute()).toHaveLength(1);
    expect(await t.context.services.wallet.cashOf(seller.id)).toBe(380_00);
    expect(Number((await credit())!.posted_balance)).toBe(25_00);
    expect((await authorisationsOf(paying)).map((a) => a.status)).toEqual(["captured"]);
    expect(await storedCart(changing)).toEqual(changed);
    await assertInvariants();
  });
});
