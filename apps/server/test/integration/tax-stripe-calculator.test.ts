import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StripeTaxCalculator, STRIPE_TAX_API_VERSION } from "../../src/platform/tax/stripe-tax-calculator.ts";
import { cartOf, checkoutCall, completeCheckout, errorOf, fillCheckout, GUEST, listedProduct, ordersOf, US_ADDRESS } from "../support/checkout-fixtures.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { opsCall, person } from "./ops-orders-fixtures.ts";

/**
 * The Stripe Tax adapter (TAX_PROVIDER=stripe) through the whole checkout, against a small local
 * server standing in for api.stripe.com: it records each request as Stripe would receive it and
 * answers as Stripe's API documents (tax calculations, tax transactions, and the payment intents of
 * the payments adapter, since STRIPE_SECRET_KEY moves payments to Stripe too).
 */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, string>;
}

const SECRET = "sk_test_maisontax1234567890";
let server: http.Server;
let received: Received[] = [];
let stripeDown = false;
let t: TestApp;
let packer: SignedInUser;

/** 8.875 % of each amount, as Stripe would answer for New York City. */
const nyc = (cents: number) => Math.round(cents * 0.08875);

function answer(request: Received): { status: number; body: unknown } {
  if (stripeDown) return { status: 503, body: { error: { type: "api_error" } } };
  const { path, form } = request;
  if (path === "/v1/tax/calculations") {
    if (form["customer_details[address][postal_code]"] === "00000") return { status: 400, body: { error: { type: "invalid_request_error", code: "customer_tax_location_invalid" } } };
    const items: Array<{ reference: string; amount_tax: number }> = [];
    for (let i = 0; form[`line_items[${i}][amount]`] !== undefined; i++) items.push({ reference: form[`line_items[${i}][reference]`]!, amount_tax: nyc(Number(form[`line_items[${i}][amount]`])) });
    const shippingTax = nyc(Number(form["shipping_cost[amount]"] ?? 0));
    const total = items.reduce((s, i) => s + i.amount_tax, 0) + shippingTax;
    return {
      status: 200,
      body: {
        id: `taxcalc_${received.filter((r) => r.path === path).length}`,
        object: "tax.calculation",
        tax_amount_exclusive: total,
        line_items: { object: "list", data: items },
        shipping_cost: { amount: Number(form["shipping_cost[amount]"] ?? 0), amount_tax: shippingTax },
        tax_breakdown: [
          { amount: Math.round(total * (4 / 8.875)), tax_rate_details: { percentage_decimal: "4.0", state: "NY" } },
          { amount: total - Math.round(total * (4 / 8.875)), tax_rate_details: { percentage_decimal: "4.875", state: "NY" } },
        ],
      },
    };
  }
  if (path === "/v1/tax/transactions/create_from_calculation") return { status: 200, body: { id: "tax_1RecordedForOrder", object: "tax.transaction", type: "transaction" } };
  if (path === "/v1/tax/transactions/create_reversal") return { status: 200, body: { id: "tax_1Reversal", object: "tax.transaction", type: "reversal" } };
  if (path === "/v1/payment_intents") {
    return { status: 200, body: { id: "pi_3TaxTest", status: "requires_capture", latest_charge: { payment_method_details: { card: { brand: "visa", last4: "4242" } } } } };
  }
  if (path.endsWith("/capture")) return { status: 200, body: { id: "pi_3TaxTest", status: "succeeded" } };
  if (path === "/v1/refunds") return { status: 200, body: { id: "re_1", status: "succeeded" } };
  return { status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing" } } };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const request: Received = { path: req.url ?? "", headers: req.headers, form: Object.fromEntries(new URLSearchParams(raw)) };
      received.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: SECRET, STRIPE_API_BASE: base, TAX_PROVIDER: "stripe" } });
  await insertCollections(t.context.db.kysely);
  packer = await person(t, { staff: ["fulfilment"] });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  stripeDown = false;
});

const taxCalls = () => received.filter((r) => r.path === "/v1/tax/calculations");
const TOKEN_PAYMENT = { payment: { kind: "token", token: "pm_card_visa" } };

describe("Stripe Tax", () => {
  it("is chosen by TAX_PROVIDER=stripe with STRIPE_SECRET_KEY", () => {
    expect(t.context.tax).toBeInstanceOf(StripeTaxCalculator);
    expect(t.context.tax.name).toBe("stripe");
  });

  it("calculates the checkout's tax: the piece as goods, the protection as shipping, the shipping cost, tax-exclusive, for the shipping address", async () => {
    const piece = await listedProduct(t, { price_cents: 1200_00 });
    const token = await cartOf(t, [piece.variant_id]);
    expect(taxCalls()).toEqual([]);
    await fillCheckout(t, token, GUEST, { email: "stripe-tax@maison.test" });
    const state = (await checkoutCall(t, "GET", `${token}/`, GUEST)).json() as { lines: Array<{ id: string; kind: string }>; totals: { tax_cents: number; total_cents: number; breakdown: Array<{ key: string; note: string | null }> } };
    const sent = taxCalls().at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent.headers["stripe-version"]).toBe(STRIPE_TAX_API_VERSION);
    expect(sent.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const protection = state.lines.find((l) => l.kind === "shipping_protection")!;
    expect(sent.form).toEqual({
      currency: "usd",
      "customer_details[address][line1]": "1 Fifth Avenue",
      "customer_details[address][city]": "New York",
      "customer_details[address][state]": "NY",
      "customer_details[address][postal_code]": "10003",
      "customer_details[address][country]": "US",
      "customer_details[address_source]": "shipping",
      "shipping_cost[amount]": "2000",
      "shipping_cost[tax_behavior]": "exclusive",
      "expand[]": "line_items",
      "line_items[0][amount]": "120000",
      "line_items[0][reference]": state.lines.find((l) => l.kind === "product")!.id,
      "line_items[0][tax_behavior]": "exclusive",
      "line_items[0][tax_code]": "txcd_99999999",
      "line_items[1][amount]": "2000",
      "line_items[1][reference]": protection.id,
      "line_items[1][tax_behavior]": "exclusive",
      "line_items[1][tax_code]": "txcd_92010001",
    });
    const tax = nyc(1200_00) + nyc(20_00) + nyc(20_00);
    expect(state.totals.tax_cents).toBe(tax);
    expect(state.totals.total_cents).toBe(1240_00 + tax);
    expect(state.totals.breakdown.find((row) => row.key === "sales_tax")!.note).toBe("NY · 8.875%");

    // The same question is not asked twice while the checkout reads its state again.
    const calls = taxCalls().length;
    await checkoutCall(t, "GET", `${token}/`, GUEST);
    expect(taxCalls()).toHaveLength(calls);

    // Placing: the payment intent is for the total with tax; the order keeps the calculation; the job records the transaction.
    const placed = await completeCheckout(t, token, GUEST, TOKEN_PAYMENT);
    expect(placed.statusCode).toBe(200);
    expect(received.find((r) => r.path === "/v1/payment_intents")!.form.amount).toBe(String(1240_00 + tax));
    const [order] = await ordersOf(t, token);
    expect(order).toMatchObject({ tax_provider: "stripe", tax_cents: tax, tax_note: "NY · 8.875%", tax_transaction_id: null });
    expect(order!.tax_calculation_id).toMatch(/^taxcalc_/);
    await t.context.jobs.drain();
    const recorded = received.filter((r) => r.path === "/v1/tax/transactions/create_from_calculation");
    expect(recorded.map((r) => [r.form, r.headers["idempotency-key"]])).toEqual([[{ calculation: order!.tax_calculation_id, reference: order!.number }, `record-tax:${order!.id}`]]);
    expect((await ordersOf(t, token))[0]!.tax_transaction_id).toBe("tax_1RecordedForOrder");

    // Cancelling: the tax comes back on the order, and the transaction is reversed in full.
    const cancelled = await opsCall(t, "POST", `${order!.id}/cancel/`, packer.headers, { reason: "Buyer asked" });
    expect(cancelled.statusCode).toBe(200);
    await t.context.jobs.drain();
    const reversed = received.filter((r) => r.path === "/v1/tax/transactions/create_reversal");
    expect(reversed.map((r) => [r.form, r.headers["idempotency-key"]])).toEqual([
      [{ mode: "full", original_transaction: "tax_1RecordedForOrder", reference: `${order!.number}-cancel` }, `reverse-tax:${order!.id}`],
    ]);
    expect((await ordersOf(t, token))[0]).toMatchObject({ state: "cancelled", tax_refunded_cents: tax });
    expect(received.find((r) => r.path === "/v1/refunds")!.form).toMatchObject({ payment_intent: "pi_3TaxTest", amount: String(1240_00 + tax) });
  });

  it("abroad Stripe is not asked: no US tax, the buyer pays duties on delivery", async () => {
    const piece = await listedProduct(t, { price_cents: 1000_00 });
    const token = await cartOf(t, [piece.variant_id]);
    await fillCheckout(t, token, GUEST, { address: { ...US_ADDRESS, country_code: "FR", province: "", zip: "75001", city: "Paris" }, method: "international" });
    const state = (await checkoutCall(t, "GET", `${token}/`, GUEST)).json() as { totals: { tax_cents: number; breakdown: Array<{ key: string; note: string | null }> } };
    expect(taxCalls()).toEqual([]);
    expect(state.totals.tax_cents).toBe(0);
    expect(state.totals.breakdown.find((row) => row.key === "sales_tax")!.note).toBe("No US sales tax: duties and taxes are paid on delivery");
  });

  it("an address Stripe cannot place is a 422 on shipping_address; Stripe not answering is a 502 to try again; meanwhile the page reads and nothing is placed", async () => {
    const piece = await listedProduct(t, { price_cents: 300_00 });
    const token = await cartOf(t, [piece.variant_id]);
    const unknown = await checkoutCall(t, "PUT", `${token}/shipping-address/`, GUEST, { ...US_ADDRESS, zip: "00000" });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown)).toMatchObject({ code: "tax_address_not_found", field: "shipping_address" });

    const other = await cartOf(t, [(await listedProduct(t, { price_cents: 310_00 })).variant_id]);
    expect((await checkoutCall(t, "PUT", `${other}/contact/`, GUEST, { email: "down@maison.test" })).statusCode).toBe(200);
    stripeDown = true;
    const down = await checkoutCall(t, "PUT", `${other}/shipping-address/`, GUEST, US_ADDRESS);
    expect(down.statusCode).toBe(502);
    expect(errorOf(down)).toMatchObject({ code: "tax_unavailable", message: "We couldn't calculate the sales tax just now. Please try again in a moment." });
    const reading = await checkoutCall(t, "GET", `${other}/`, GUEST);
    expect(reading.statusCode).toBe(200);
    expect((reading.json() as { totals: { tax_cents: number | null } }).totals.tax_cents).toBeNull();
    expect((await checkoutCall(t, "PUT", `${other}/shipping-method/`, GUEST, { handle: "us-standard" })).statusCode).toBe(200);
    const refused = await completeCheckout(t, other, GUEST, TOKEN_PAYMENT);
    expect(refused.statusCode).toBe(502);
    expect(errorOf(refused).code).toBe("tax_unavailable");
    expect(received.some((r) => r.path === "/v1/payment_intents")).toBe(false);
    expect(await ordersOf(t, other)).toEqual([]);
  });
});
