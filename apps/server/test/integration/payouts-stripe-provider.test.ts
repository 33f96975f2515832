import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StripePayoutProvider } from "../../src/modules/payouts/stripe-payout-provider.ts";
import { bearer, createUser, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The Stripe payout adapter against a small local server standing in for api.stripe.com: it records each
 * request as Stripe would receive it and answers the way Stripe's API documents.
 */
interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, string>;
}

const SECRET = "sk_test_maisonpayouts123";
let server: http.Server;
let base: string;
let received: Received[] = [];
let answer: (request: Received) => { status: number; body: unknown } = () => ({ status: 500, body: {} });
let t: TestApp;

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
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: SECRET, STRIPE_API_BASE: base, PAYOUT_PROVIDER: "stripe" } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

describe("the Stripe payout provider (decision 053)", () => {
  it("is chosen by PAYOUT_PROVIDER=stripe: a new bank account becomes a connected account, and only its last four digits are kept", async () => {
    answer = () => ({ status: 200, body: { id: "acct_1Seller", object: "account" } });
    const user = await createUser(t);
    const headers = bearer(await signIn(t.app, user.email, user.password));
    const created = await t.app.inject({ method: "POST", url: "/api/v6/self-check-in/payments/create_profile/ach/", headers, payload: { holder_name: "Ada Lane", routing_number: "011000015", account_number: "000123456789" } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().label).toBe("Checking ····6789");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: "POST", path: "/v1/accounts" });
    expect(received[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(received[0]!.form).toMatchObject({ type: "custom", "external_account[routing_number]": "011000015", "external_account[account_number]": "000123456789", "capabilities[transfers][requested]": "true" });
    const row = await t.context.db.kysely.selectFrom("payout_profiles").selectAll().where("id", "=", created.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ recipient_token: "acct_1Seller", account_last4: "6789" });
    expect(JSON.stringify(row)).not.toContain("000123456789");
  });

  it("answers a bank account Stripe refuses with a 400 naming the account number", async () => {
    answer = () => ({ status: 400, body: { error: { type: "invalid_request_error", code: "routing_number_invalid", message: "Routing number must have 9 digits" } } });
    const user = await createUser(t);
    const headers = bearer(await signIn(t.app, user.email, user.password));
    const refused = await t.app.inject({ method: "POST", url: "/api/v6/self-check-in/payments/create_profile/ach/", headers, payload: { holder_name: "Ada Lane", routing_number: "011000015", account_number: "000123456789" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "account_number" });
  });

  it("sends a transfer with the payout's idempotency key, reads a reversal back as a bounce, and refuses checks", async () => {
    const provider = new StripePayoutProvider(SECRET, base);
    answer = (r) => (r.method === "POST" ? { status: 200, body: { id: "tr_1Payout", object: "transfer", reversed: false } } : { status: 200, body: { id: "tr_1Payout", reversed: r.path.endsWith("tr_1Payout") } });
    const sent = await provider.transfer({ recipient: "acct_1Seller", amountCents: 150_00, idempotencyKey: "cash-out:cso_1" });
    expect(sent).toEqual({ status: "sent", reference: "tr_1Payout" });
    expect(received[0]).toMatchObject({ method: "POST", path: "/v1/transfers", form: { amount: "15000", currency: "usd", destination: "acct_1Seller" } });
    expect(received[0]!.headers["idempotency-key"]).toBe("cash-out:cso_1");
    expect(await provider.status("tr_1Payout")).toEqual({ status: "failed", reason: "The transfer was reversed: the bank returned it." });
    answer = () => ({ status: 200, body: { id: "tr_2Payout", reversed: false } });
    expect(await provider.status("tr_2Payout")).toEqual({ status: "settled", reference: "tr_2Payout" });
    expect(await provider.transfer({ recipient: "check:12 Bank Street", amountCents: 10_00, idempotencyKey: "k" })).toMatchObject({ status: "failed" });
  });

  it("treats Stripe's 5xx as unavailable (the job retries) and a 4xx transfer as a refusal", async () => {
    const provider = new StripePayoutProvider(SECRET, base);
    answer = () => ({ status: 503, body: { error: { type: "api_error" } } });
    await expect(provider.transfer({ recipient: "acct_1Seller", amountCents: 10_00, idempotencyKey: "k2" })).rejects.toThrow(/Stripe answered 503/);
    answer = () => ({ status: 402, body: { error: { type: "invalid_request_error", code: "balance_insufficient", message: "Insufficient funds in Stripe balance" } } });
    expect(await provider.transfer({ recipient: "acct_1Seller", amountCents: 10_00, idempotencyKey: "k3" })).toEqual({ status: "failed", reason: "Insufficient funds in Stripe balance" });
  });
});
