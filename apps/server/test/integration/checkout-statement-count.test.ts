import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { cartOf, completeCheckout, fillCheckout, GUEST, listedProduct, ordersOf } from "../support/checkout-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * What one guest completion and one storefront cart mutation cost in SQL statements (issue 17,
 * decision 079), counted by the data layer in the benchmark's mode. A count, not a timing: it fails
 * as soon as a read comes back.
 */

/**
 * The statements of one guest completion (one piece, card, US standard shipping), decision 079: 33,
 * and since issue 18's intent row (decision 075) three more — the cart's earlier attempts taken over
 * (none here), the attempt's intent written with its holds, and the attempt marked placed with its order
 * — 36; since issue 17's second pass three fewer: the cart's pieces in one statement (tags and cover as
 * JSON, was three) and the piece sold by its guarded UPDATE alone, which also requires the hold (the
 * read of the pieces and their holds before it is gone) — 33; since its third pass three fewer: the
 * takeover runs only when the lease's row counts attempts to take over, the hold's upsert requires the
 * piece on sale and returns whom it was taken from (no read of the pieces and holds before it), and
 * the sale of a piece of house stock reads no consignment (item.sold names the piece's source) — 30;
 * since its fourth pass (decision 095) one fewer: the running sale is kept in memory while the sales'
 * change stamp, selected in the read of the cart, has not moved — 29; since decision 093 six fewer: the
 * card is charged by one sale (authorise and capture in one gateway call, one statement of the test
 * gateway) before the order's transaction, and the order is born paid (order.placed and order.paid with
 * their audit rows in that transaction): no capture job, no capture statement, no third transaction
 * (begin, the order's UPDATE to paid, its audit row, commit) — 23; since decision 098 two fewer: no
 * hold-expiry job per attempt (the checkout's sweep finds lapsed attempts by their intent row) and the
 * sold piece's hold deleted by the sale itself (a trigger), not by a DELETE of the checkout's — 21; since
 * decision 099 one fewer: the cart's pieces are selected beside its lines in the read of the cart — 20.
 */
const COMPLETION_STATEMENTS = 20;
/**
 * The statements of one `cartLinesAdd` and of one `cartLinesRemove` through the storefront GraphQL (the
 * cart's pieces in one statement since issue 17's second pass; a line added or removed writes that line
 * alone, but here the shipping-protection line is replaced too); on PostgreSQL one more (the cart's row
 * is locked, then its lines read). Since issue 17's fourth pass (decision 095) two fewer: the sales' and
 * the flags' change stamps are selected in the read of the cart, and while they have not moved neither
 * the running sale nor the flags' stamp is read apart. Since decision 099 a removal one fewer: the
 * pieces of the lines on the cart come with the read of its lines (an addition still reads the piece
 * it adds).
 */
const LINES_ADD_STATEMENTS = { sqlite: 7, postgres: 8 };
const LINES_REMOVE_STATEMENTS = { sqlite: 6, postgres: 7 };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { BENCH_STATS: "true" } });
});
afterAll(async () => t.close());

/** Statements the data layer runs while `work` does. */
async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = t.context.db.statementCount()!;
  const result = await work();
  return { result, statements: t.context.db.statementCount()! - before };
}

const CART_FIELDS = "id checkoutUrl totalQuantity lines(first: 10) { nodes { id merchandise { ... on ProductVariant { id } } } }";
const ADD = `mutation A($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${CART_FIELDS} } userErrors { field message } } }`;
const REMOVE = `mutation R($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ${CART_FIELDS} } userErrors { field message } } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function gql(query: string, variables: Record<string, unknown>): Promise<any> {
  const response = await t.app.inject({ method: "POST", url: "/api/2024-07/graphql.json", headers: { "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN }, payload: { query, variables } });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe("SQL statements per request", () => {
  it(`one guest completion runs ${COMPLETION_STATEMENTS} statements, and places the order all the same`, async () => {
    const piece = await listedProduct(t, { price_cents: 1_200_00 });
    // House stock, as every piece of the demo catalogue (seedDemoProvenance): its sale names its source, so no consignment is read.
    const now = t.clock.now().toISOString();
    await t.context.db.kysely
      .insertInto("piece_provenance")
      .values({ product_id: piece.id, source: "stock", owner_party: "maison", owner_user_id: null, source_ref: null, cost_basis_cents: 744_00, intake_at: now, received_at: now, authenticated_at: now, listed_at: now, created_by: "test" })
      .execute();
    const token = await cartOf(t, [piece.variant_id]);
    await fillCheckout(t, token, GUEST, { email: "counted@maison.test" });
    const { result, statements } = await statementsOf(() => completeCheckout(t, token, GUEST));
    expect(result.statusCode, result.body).toBe(200);
    const [order] = await ordersOf(t, token);
    expect(order).toMatchObject({ state: "paid", payment_status: "captured" });
    expect(statements).toBe(COMPLETION_STATEMENTS);
  });

  it("cartLinesAdd runs 7 statements and cartLinesRemove 6 (one more each on PostgreSQL)", async () => {
    const first = await listedProduct(t, { price_cents: 300_00 });
    const second = await listedProduct(t, { price_cents: 400_00 });
    const token = await cartOf(t, [first.variant_id]);
    const cartId = `gid://shopify/Cart/${token}`;
    const added = await statementsOf(() => gql(ADD, { cartId, lines: [{ merchandiseId: `gid://shopify/ProductVariant/${second.variant_id}`, quantity: 1 }] }));
    expect(added.result.cartLinesAdd.userErrors).toEqual([]);
    const line = added.result.cartLinesAdd.cart.lines.nodes.find((l: { merchandise: { id: string } }) => l.merchandise.id.endsWith(second.variant_id));
    expect(line).toBeDefined();
    const removed = await statementsOf(() => gql(REMOVE, { cartId, lineIds: [line.id] }));
    expect(removed.result.cartLinesRemove.userErrors).toEqual([]);
    expect(removed.result.cartLinesRemove.cart.lines.nodes.map((l: { merchandise: { id: string } }) => l.merchandise.id)).not.toContain(line.merchandise.id);
    const dialect = t.context.db.dialect;
    expect({ add: added.statements, remove: removed.statements }).toEqual({ add: LINES_ADD_STATEMENTS[dialect], remove: LINES_REMOVE_STATEMENTS[dialect] });
  });

  it("five line adds to one cart at once, each reading the cart once: none is lost", async () => {
    const token = await cartOf(t, [(await listedProduct(t, { price_cents: 100_00 })).variant_id]);
    const pieces = await Promise.all([1, 2, 3, 4, 5].map((i) => listedProduct(t, { price_cents: i * 100_00 })));
    const cartId = `gid://shopify/Cart/${token}`;
    const results = await Promise.all(pieces.map((p) => gql(ADD, { cartId, lines: [{ merchandiseId: `gid://shopify/ProductVariant/${p.variant_id}`, quantity: 1 }] })));
    for (const result of results) expect(result.cartLinesAdd.userErrors).toEqual([]);
    const cart = await t.context.services.cart.get(token, GUEST.viewer);
    const variants = cart!.lines.map((l) => l.merchandise.variantId);
    for (const piece of pieces) expect(variants).toContain(piece.variant_id);
  });
});
