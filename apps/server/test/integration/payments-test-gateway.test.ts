import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaymentGateway } from "../../src/platform/payments/create-payment-gateway.ts";
import type { AuthorizeRequest } from "../../src/platform/payments/payment-gateway.ts";
import { TestGateway } from "../../src/platform/payments/test-gateway.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** The built-in gateway: test cards, declines, authorise/capture/void, persistence and idempotency. */
let t: TestApp;
let gateway: TestGateway;

beforeAll(async () => {
  t = await createTestApp();
  gateway = t.context.payments as TestGateway;
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}): AuthorizeRequest => ({
  amountCents: 125_000,
  currency: "USD",
  source: { kind: "card", number, expMonth: 12, expYear: 2030, cvc: "123", name: "Ines Morel", ...overrides },
  idempotencyKey: `auth-${++sequence}`,
  description: "Order test",
});

describe("test gateway", () => {
  it("is the default when no Stripe key is set", () => {
    expect(t.context.payments.name).toBe("test");
    expect(t.context.payments).toBeInstanceOf(TestGateway);
  });

  it("authorises 4242 4242 4242 4242 and keeps only brand and last 4", async () => {
    const request = card("4242 4242 4242 4242");
    const result = await gateway.authorize(request);
    expect(result).toMatchObject({ status: "authorized", brand: "visa", last4: "4242" });
    if (result.status !== "authorized") throw new Error("declined");
    const stored = await gateway.find(result.reference);
    expect(stored).toMatchObject({ status: "authorized", amount_cents: 125_000, brand: "visa", last4: "4242" });
    expect(JSON.stringify(stored)).not.toContain("4242424242424242");
    expect(Object.keys(stored ?? {})).not.toContain("cvc");
  });

  it("makes a sale (decision 093): captured by the one call, the same answer on a replay, refunded rather than voided", async () => {
    const request = { ...card("4242 4242 4242 4242"), capture: true };
    const result = await gateway.authorize(request);
    expect(result).toMatchObject({ status: "authorized", brand: "visa", last4: "4242", captured: true });
    if (result.status !== "authorized") throw new Error("declined");
    expect(await gateway.find(result.reference)).toMatchObject({ status: "captured", amount_cents: 125_000, captured_at: expect.any(String) });
    expect(await gateway.authorize(request)).toEqual(result);
    await expect(gateway.void(result.reference, `void:${result.reference}`)).rejects.toMatchObject({ code: "payment_captured" });
    await gateway.refund(result.reference, 125_000, `refund:${request.idempotencyKey}`);
    await gateway.refund(result.reference, 125_000, `refund:${request.idempotencyKey}`);
    expect(await gateway.find(result.reference)).toMatchObject({ status: "captured", refunded_cents: 125_000 });
    // A declined card is declined, not captured.
    expect(await gateway.authorize({ ...card("4000 0000 0000 0002"), capture: true })).toMatchObject({ status: "declined", code: "card_declined" });
  });

  it.each([
    ["4000 0000 0000 0002", "card_declined", "Your card was declined."],
    ["4000 0000 0000 9995", "insufficient_funds", "Your card has insufficient funds."],
    ["4000 0000 0000 0069", "expired_card", "Your card has expired."],
    ["4000 0000 0000 0127", "incorrect_cvc", "Your card's security code is incorrect."],
    ["4242 4242 4242 4241", "incorrect_number", "Your card number is incorrect."],
    ["4111 1111 1111 1111", "card_declined", "Your card was declined."],
  ])("declines %s with %s", async (number, code, message) => {
    expect(await gateway.authorize(card(number))).toEqual({ status: "declined", code, message });
  });

  it("checks the expiry date against the clock and the CVC length", async () => {
    expect(await gateway.authorize(card("4242424242424242", { expMonth: 10, expYear: 2026 }))).toMatchObject({ code: "expired_card" });
    expect(await gateway.authorize(card("4242424242424242", { expMonth: 11, expYear: 26 }))).toMatchObject({ status: "authorized" });
    expect(await gateway.authorize(card("4242424242424242", { expMonth: 13 }))).toMatchObject({ code: "invalid_expiry" });
    expect(await gateway.authorize(card("4242424242424242", { cvc: "12" }))).toMatchObject({ code: "incorrect_cvc" });
    expect(await gateway.authorize(card("378282246310005", { cvc: "1234" }))).toMatchObject({ status: "authorized", brand: "amex" });
  });

  it("accepts Stripe's test tokens", async () => {
    const base = card("");
    expect(await gateway.authorize({ ...base, source: { kind: "token", token: "tok_visa" } })).toMatchObject({ status: "authorized", last4: "4242" });
    expect(await gateway.authorize({ ...base, idempotencyKey: "tok-2", source: { kind: "token", token: "tok_chargeDeclined" } })).toMatchObject({ code: "card_declined" });
    expect(await gateway.authorize({ ...base, idempotencyKey: "tok-3", source: { kind: "token", token: "pm_unknown" } })).toMatchObject({ code: "invalid_payment_method" });
  });

  it("the same key authorises once, even ten times at once; another amount under it is refused", async () => {
    const request = card("4242424242424242");
    const results = await Promise.all(Array.from({ length: 10 }, () => gateway.authorize(request)));
    const references = new Set(results.map((r) => (r.status === "authorized" ? r.reference : r.code)));
    expect(references.size).toBe(1);
    const rows = await t.context.db.kysely.selectFrom("payment_authorizations").select("id").where("idempotency_key", "=", request.idempotencyKey).execute();
    expect(rows).toHaveLength(1);
    await expect(gateway.authorize({ ...request, amountCents: 1 })).rejects.toMatchObject({ code: "idempotency_key_reused" });
    const declinedRequest = card("4000000000000002");
    await gateway.authorize(declinedRequest);
    expect(await gateway.authorize({ ...declinedRequest, source: { ...declinedRequest.source, number: "4242424242424242" } as never })).toMatchObject({
      status: "declined",
    });
  });

  it("captures or voids once; repeating is a no-op; the other move is refused", async () => {
    const a = await gateway.authorize(card("4242424242424242"));
    const b = await gateway.authorize(card("5555555555554444"));
    if (a.status !== "authorized" || b.status !== "authorized") throw new Error("declined");
    await gateway.capture(a.reference, "cap-a");
    await gateway.capture(a.reference, "cap-a");
    await expect(gateway.void(a.reference, "void-a")).rejects.toMatchObject({ code: "payment_captured" });
    await gateway.void(b.reference, "void-b");
    await gateway.void(b.reference, "void-b");
    await expect(gateway.capture(b.reference, "cap-b")).rejects.toMatchObject({ code: "payment_voided" });
    expect((await gateway.find(a.reference))?.status).toBe("captured");
    expect((await gateway.find(b.reference))?.status).toBe("voided");
    await expect(gateway.capture("tpay_missing", "k")).rejects.toMatchObject({ code: "payment_not_found" });
  });

  it("authorisations survive a restart: a new gateway on the same database captures them", async () => {
    const result = await gateway.authorize(card("4242424242424242"));
    if (result.status !== "authorized") throw new Error("declined");
    const restarted = createPaymentGateway({ STRIPE_SECRET_KEY: undefined, STRIPE_API_BASE: "https://api.stripe.com" }, t.context.db, t.clock);
    await restarted.capture(result.reference, "cap-after-restart");
    expect((await gateway.find(result.reference))?.status).toBe("captured");
  });

  it("refuses a non-positive amount", async () => {
    await expect(gateway.authorize({ ...card("4242424242424242"), amountCents: 0 })).rejects.toMatchObject({ code: "invalid_amount", kind: "invalid" });
  });
});
