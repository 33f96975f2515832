import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPaymentGateway } from "../../src/platform/payments/create-payment-gateway.ts";
import type { AuthorizeRequest, PaymentGateway } from "../../src/platform/payments/payment-gateway.ts";
import { StripeGateway, STRIPE_API_VERSION } from "../../src/platform/payments/stripe-gateway.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The Stripe adapter against a small local server standing in for api.stripe.com: it records each
 * request as Stripe would receive it and answers the way Stripe's API documents.
 */
interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, string>;
}

const SECRET = "sk_test_maison1234567890";
let server: http.Server;
let received: Received[] = [];
let answer: (request: Received) => { status: number; body: unknown } = () => ({ status: 500, body: {} });
let t: TestApp;
let gateway: PaymentGateway;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const request: Received = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, form: Object.fromEntries(new URLSearchParams(raw)) };
      received.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: SECRET, STRIPE_API_BASE: base } });
  gateway = t.context.payments;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

const request: AuthorizeRequest = {
  amountCents: 245_000,
  currency: "USD",
  source: { kind: "token", token: "pm_card_visa" },
  idempotencyKey: "order-42-attempt-1",
  description: "Maison order 42",
};

const intent = (status: string) => ({
  id: "pi_3Test123",
  object: "payment_intent",
  status,
  latest_charge: { id: "ch_1", payment_method_details: { card: { brand: "visa", last4: "4242" } } },
});

describe("Stripe gateway", () => {
  it("is chosen when STRIPE_SECRET_KEY is set", () => {
    expect(gateway).toBeInstanceOf(StripeGateway);
    expect(gateway.name).toBe("stripe");
  });

  it("authorises with a manual-capture PaymentIntent, form-encoded, with the key, version and idempotency key", async () => {
    answer = () => ({ status: 200, body: intent("requires_capture") });
    expect(await gateway.authorize(request)).toEqual({ status: "authorized", reference: "pi_3Test123", brand: "visa", last4: "4242" });
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent).toMatchObject({ method: "POST", path: "/v1/payment_intents" });
    expect(sent!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(sent!.headers["idempotency-key"]).toBe("order-42-attempt-1");
    expect(sent!.headers["stripe-version"]).toBe(STRIPE_API_VERSION);
    expect(sent!.form).toEqual({
      amount: "245000",
      currency: "usd",
      capture_method: "manual",
      confirm: "true",
      payment_method: "pm_card_visa",
      "payment_method_types[]": "card",
      description: "Maison order 42",
      "metadata[maison_key]": "order-42-attempt-1",
      "expand[]": "latest_charge",
    });
  });

  it("makes a sale (decision 093) with an automatic-capture PaymentIntent: succeeded is captured, requires_capture is not", async () => {
    answer = () => ({ status: 200, body: intent("succeeded") });
    expect(await gateway.authorize({ ...request, capture: true })).toEqual({ status: "authorized", reference: "pi_3Test123", brand: "visa", last4: "4242", captured: true });
    expect(received[0]!.form).toMatchObject({ capture_method: "automatic", confirm: "true" });
    // A replay of a key whose intent was made for a later capture answers uncaptured: the caller captures it.
    answer = () => ({ status: 200, body: intent("requires_capture") });
    expect(await gateway.authorize({ ...request, capture: true })).toEqual({ status: "authorized", reference: "pi_3Test123", brand: "visa", last4: "4242" });
    answer = () => ({ status: 200, body: intent("requires_payment_method") });
    expect(await gateway.authorize({ ...request, capture: true })).toMatchObject({ status: "declined", code: "card_declined" });
  });

  it("finds an authorisation by our key through the PaymentIntent search, without making one", async () => {
    answer = (r) => ({ status: 200, body: { object: "search_result", data: r.path.includes("order-42-attempt-1") ? [intent("requires_capture")] : [] } });
    expect(await gateway.findAuthorization("order-42-attempt-1")).toEqual({ reference: "pi_3Test123", status: "authorized" });
    expect(received[0]!.method).toBe("GET");
    expect(decodeURIComponent(received[0]!.path.replaceAll("+", " "))).toBe("/v1/payment_intents/search?query=metadata['maison_key']:'order-42-attempt-1'");
    expect(await gateway.findAuthorization("never-sent")).toBeNull();
    answer = () => ({ status: 200, body: { data: [intent("canceled")] } });
    expect(await gateway.findAuthorization("order-42-attempt-1")).toEqual({ reference: "pi_3Test123", status: "voided" });
  });

  it("turns a card error (402) into a decline with Stripe's message", async () => {
    answer = () => ({
      status: 402,
      body: { error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." } },
    });
    expect(await gateway.authorize(request)).toEqual({ status: "declined", code: "insufficient_funds", message: "Your card has insufficient funds." });
  });

  it("declines an intent that would need 3-D Secure, and an unknown payment method", async () => {
    answer = () => ({ status: 200, body: intent("requires_action") });
    expect(await gateway.authorize(request)).toMatchObject({ status: "declined", code: "authentication_required" });
    answer = () => ({ status: 400, body: { error: { type: "invalid_request_error", code: "resource_missing", message: "No such PaymentMethod" } } });
    expect(await gateway.authorize(request)).toMatchObject({ status: "declined", code: "invalid_payment_method" });
  });

  it("never sends card numbers to Stripe: raw cards are refused before any request", async () => {
    const raw: AuthorizeRequest = { ...request, source: { kind: "card", number: "4242424242424242", expMonth: 1, expYear: 2030, cvc: "123", name: "A" } };
    await expect(gateway.authorize(raw)).rejects.toMatchObject({ code: "card_token_required", field: "source" });
    expect(received).toHaveLength(0);
  });

  it("Stripe failing or rate limiting is 'unavailable', retried later with the same key", async () => {
    answer = () => ({ status: 503, body: { error: { type: "api_error" } } });
    await expect(gateway.authorize(request)).rejects.toMatchObject({ code: "payment_provider_unavailable", kind: "unavailable" });
  });

  it("captures and cancels with their own idempotency keys; a repeat on an intent already there is fine", async () => {
    answer = () => ({ status: 200, body: intent("succeeded") });
    await gateway.capture("pi_3Test123", "capture-42");
    answer = () => ({ status: 200, body: intent("canceled") });
    await gateway.void("pi_3Test124", "void-43");
    expect(received.map((r) => [r.path, r.headers["idempotency-key"]])).toEqual([
      ["/v1/payment_intents/pi_3Test123/capture", "capture-42"],
      ["/v1/payment_intents/pi_3Test124/cancel", "void-43"],
    ]);
    answer = () => ({
      status: 400,
      body: { error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", payment_intent: { status: "succeeded" } } },
    });
    await gateway.capture("pi_3Test123", "capture-42b");
    await expect(gateway.void("pi_3Test123", "void-42")).rejects.toMatchObject({ code: "payment_captured" });
    await expect(gateway.capture("not-an-intent", "x")).rejects.toMatchObject({ code: "payment_not_found" });
  });

  it("the factory builds the test gateway without a key", () => {
    expect(createPaymentGateway({ STRIPE_SECRET_KEY: undefined, STRIPE_API_BASE: "https://api.stripe.com" }, t.context.db, t.clock).name).toBe("test");
  });
});
