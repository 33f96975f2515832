import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentRequestView } from "@maison/contracts/payment-request";
import { systemActor } from "@maison/domain/actor/actor";
import type { DomainEvent } from "../../src/platform/events/domain-events.ts";
import { bearer, createUser, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type Headers = Record<string, string>;

let t: TestApp;
let payer: { id: string; headers: Headers };
let other: Headers;
const paid: DomainEvent[] = [];

const CARD = { kind: "card", number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123", name: "Ada Lane" };
let counter = 0;

const pay = (token: string, headers: Headers, key: string, payment: unknown = CARD) =>
  t.app.inject({ method: "POST", url: `/api/payment-requests/${token}/pay/`, headers: { ...headers, "idempotency-key": key }, payload: { payment } as object });

async function open(amountCents = 12_500, reference = `loan_${++counter}`): Promise<PaymentRequestView> {
  return t.context.services.paymentRequests.create(systemActor("test"), {
    customerId: payer.id,
    amountCents,
    purpose: "loan_repayment",
    reference,
    description: "Repayment of your loan against a Chanel Classic Flap",
    returnPath: "/my-account/loan-program",
  });
}

async function authorisations(): Promise<Array<{ status: string; amount_cents: number }>> {
  return t.context.db.kysely.selectFrom("payment_authorizations").select(["status", "amount_cents"]).where("description", "like", "Maison: Repayment%").execute();
}

beforeAll(async () => {
  t = await createTestApp();
  t.context.events.subscribeInTransaction("payment_request.paid", "payment-requests-test", async (_tx, event) => {
    paid.push(event);
  });
  const user = await createUser(t);
  payer = { id: user.id, headers: bearer(await signIn(t.app, user.email, user.password)) };
  const another = await createUser(t);
  other = bearer(await signIn(t.app, another.email, another.password));
});
afterAll(async () => t.close());

describe("payment requests: a charge outside the cart, paid on a hosted page", () => {
  it("opens one request per purpose and reference, with its hosted page, and shows it only to its customer", async () => {
    const first = await open(12_500, "loan_same");
    const again = await open(12_500, "loan_same");
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ state: "open", amount_cents: 12_500, purpose: "loan_repayment", card: null });
    expect(first.checkout_web_url).toMatch(new RegExp(`/pay/${first.token}$`));
    const mine = await t.app.inject({ method: "GET", url: `/api/payment-requests/${first.token}/`, headers: payer.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: first.id, description: "Repayment of your loan against a Chanel Classic Flap" });
    const theirs = await t.app.inject({ method: "GET", url: `/api/payment-requests/${first.token}/`, headers: other });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe("payment_request_not_found");
    expect((await pay(first.token, other, "k-other")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/payment-requests/${first.token}/` })).statusCode).toBe(401);
  });

  it("is paid once by card: the event carries the purpose and reference, the payment is captured, a retry answers the same", async () => {
    const request = await open(48_000);
    const before = paid.length;
    const response = await pay(request.token, payer.headers, "attempt-1");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ state: "paid", card: { brand: "visa", last4: "4242" } });
    expect(paid.slice(before).map((e) => e.payload)).toEqual([
      expect.objectContaining({ id: request.id, purpose: "loan_repayment", reference: request.reference, customerId: payer.id, amountCents: 48_000 }),
    ]);
    const retry = await pay(request.token, payer.headers, "attempt-1");
    expect(retry.statusCode).toBe(200);
    expect(retry.json().state).toBe("paid");
    const later = await pay(request.token, payer.headers, "attempt-2");
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ code: "payment_request_closed", message: "This payment has already been made." });
    expect(paid.length).toBe(before + 1);
    expect((await authorisations()).filter((a) => a.amount_cents === 48_000).map((a) => a.status)).toEqual(["captured"]);
  });

  it("of racing attempts with different keys exactly one pays, and the others' authorisations are voided", async () => {
    const request = await open(33_300);
    const before = paid.length;
    const answers = await Promise.all([1, 2, 3, 4].map((n) => pay(request.token, payer.headers, `race-${n}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(paid.length).toBe(before + 1);
    const statuses = (await authorisations()).filter((a) => a.amount_cents === 33_300).map((a) => a.status).sort();
    expect(statuses.filter((s) => s === "captured")).toHaveLength(1);
    expect(statuses.filter((s) => s !== "captured" && s !== "voided")).toEqual([]);
  });

  it("says why a card is declined and stays open; refuses bad card input naming the field, and a missing key", async () => {
    const request = await open(9_900);
    const declined = await pay(request.token, payer.headers, "declined-1", { ...CARD, number: "4000 0000 0000 0002" });
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({ message: "Your card was declined.", field: "payment" });
    const badNumber = await pay(request.token, payer.headers, "bad-1", { ...CARD, number: "1234" });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().field).toBe("payment.number");
    const badMonth = await pay(request.token, payer.headers, "bad-2", { ...CARD, exp_month: 13 });
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().field).toBe("payment.exp_month");
    const noKey = await t.app.inject({ method: "POST", url: `/api/payment-requests/${request.token}/pay/`, headers: payer.headers, payload: { payment: CARD } });
    expect(noKey.statusCode).toBe(400);
    const state = await t.app.inject({ method: "GET", url: `/api/payment-requests/${request.token}/`, headers: payer.headers });
    expect(state.json().state).toBe("open");
    expect((await pay(request.token, payer.headers, "declined-2")).json().state).toBe("paid");
  });

  it("a retry of the attempt that paid finishes a capture the gateway did not answer", async () => {
    const request = await open(7_700);
    const gateway = t.context.payments;
    const realCapture = gateway.capture.bind(gateway);
    gateway.capture = async () => {
      gateway.capture = realCapture;
      throw new Error("the gateway did not answer");
    };
    expect((await pay(request.token, payer.headers, "flaky-1")).statusCode).toBe(500);
    expect((await authorisations()).filter((a) => a.amount_cents === 7_700).map((a) => a.status)).toEqual(["authorized"]);
    const retry = await pay(request.token, payer.headers, "flaky-1");
    expect(retry.statusCode).toBe(200);
    expect(retry.json().state).toBe("paid");
    expect((await authorisations()).filter((a) => a.amount_cents === 7_700).map((a) => a.status)).toEqual(["captured"]);
  });

  it("a cancelled request can no longer be paid, and a paid one is not cancelled", async () => {
    const request = await open(5_000);
    await t.context.services.paymentRequests.cancel(systemActor("test"), request.id);
    const refused = await pay(request.token, payer.headers, "cancelled-1");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This payment is no longer due.");
    const next = await open(5_000, request.reference);
    expect(next.id).not.toBe(request.id);
    expect((await pay(next.token, payer.headers, "cancelled-2")).statusCode).toBe(200);
    await t.context.services.paymentRequests.cancel(systemActor("test"), next.id);
    const after = await t.app.inject({ method: "GET", url: `/api/payment-requests/${next.token}/`, headers: payer.headers });
    expect(after.json().state).toBe("paid");
  });
});
