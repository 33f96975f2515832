import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "@maison/domain/actor/actor";
import { CASH_OUT_MESSAGES } from "@maison/domain/wallet/cash-out-rules";
import { bearer, createUser, emailsTo, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { driftedAccounts, unbalancedTransactions } from "../support/wallet-fixtures.ts";
import { signedInStaff, type Headers } from "./ops-pieces-fixtures.ts";

let t: TestApp;

interface Person {
  id: string;
  email: string;
  headers: Headers;
}

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function person(): Promise<Person> {
  const user = await createUser(t);
  return { id: user.id, email: user.email, headers: bearer(await signIn(t.app, user.email, user.password)) };
}

/** A seller with cleared earnings (a consignment's cash credit, as consignment pays them). */
async function sellerWith(cents: number): Promise<Person> {
  const seller = await person();
  await t.context.services.wallet.creditCash({ userId: seller.id, amountCents: cents, idempotencyKey: `test-earning:${seller.id}`, reference: "consignment earning csg_test" });
  return seller;
}

async function achProfile(p: Person, accountNumber = "000123456789"): Promise<string> {
  const response = await call("POST", "/api/v6/self-check-in/payments/create_profile/ach/", p.headers, { holder_name: "Ada Lane", routing_number: "011000015", account_number: accountNumber, is_preferred: true });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function latestWalletCode(p: Person): Promise<string> {
  const [newest] = await emailsTo(t, p.email);
  const code = newest && /^(\d{4})$/m.exec(newest.text)?.[1];
  if (!code) throw new Error(`no wallet code was mailed to ${p.email}`);
  return code;
}

async function getCode(p: Person) {
  return call("POST", "/api/v6/wallet/2fa/get-code/", p.headers, {});
}

/** The whole two-factor step: a code by e-mail, then the right code. */
async function passTwoFactor(p: Person): Promise<void> {
  const sent = await getCode(p);
  expect(sent.statusCode, sent.body).toBe(200);
  const auth = await call("POST", "/api/v6/wallet/2fa/auth/", p.headers, { code_token: sent.json().code_token, code: await latestWalletCode(p) });
  expect(auth.statusCode, auth.body).toBe(200);
}

/** The payout run: a minute later, the due jobs run. */
async function runPayouts(): Promise<void> {
  t.clock.advance(61_000);
  await t.context.jobs.drain();
}

const cashOut = (p: Person, body: unknown, key?: string) => call("POST", "/api/v6/my-account/wallet/cash-out/", { ...p.headers, ...(key ? { "idempotency-key": key } : {}) }, body);
const summary = async (p: Person) => (await call("GET", "/api/v6/my-account/wallet/", p.headers)).json();
const history = async (p: Person, kind: string) => (await call("GET", `/api/v6/my-account/wallet/${kind}/history/`, p.headers)).json();

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await unbalancedTransactions(t)).toEqual([]);
  expect(await driftedAccounts(t)).toEqual([]);
});
afterAll(async () => t.close());

describe("cash-out with two-factor (spec 2 §4, §5, §8, §9)", () => {
  it("answers 412 without a fresh code; after the code the cash-out is held (pending), then the job settles it and e-mails", async () => {
    const seller = await sellerWith(1_000_00);
    const profile = await achProfile(seller);
    const before = await summary(seller);
    expect(before).toMatchObject({ cash: { available_cents: 1_000_00, pending_cents: 0 }, cash_out: { min_cents: 10_00, max_cents: 50_000_00, two_factor_fresh: false } });

    const refused = await cashOut(seller, { payment_profile_id: profile, amount: 150 });
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ code: "two_factor_required" });

    await passTwoFactor(seller);
    expect((await summary(seller)).cash_out.two_factor_fresh).toBe(true);
    const done = await cashOut(seller, { payment_profile_id: profile, amount: 150 }, "cash-out-150");
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ amount_cents: 150_00, amount: 150, state: "held", pending: true, payment_profile_label: "Checking ····6789" });
    expect(await summary(seller)).toMatchObject({ cash: { available_cents: 850_00, pending_cents: 150_00 } });
    const pending = await history(seller, "cash");
    expect(pending.pending).toHaveLength(1);
    expect(pending.pending[0]).toMatchObject({ amount: 150_00, status: "negative", pending: true, type: "debit", description: "Cash-out" });
    expect(pending.completed.map((e: { description: string }) => e.description)).toEqual(["Seller earning"]);

    await t.context.jobs.drain();
    expect((await summary(seller)).cash_outs[0]).toMatchObject({ state: "held", pending: true });
    await runPayouts();
    const after = await summary(seller);
    expect(after).toMatchObject({ cash: { available_cents: 850_00, pending_cents: 0 } });
    expect(after.cash_outs[0]).toMatchObject({ state: "settled", pending: false });
    const completed = await history(seller, "cash");
    expect(completed.pending).toEqual([]);
    expect(completed.completed[0]).toMatchObject({ amount: 150_00, status: "negative", pending: false, description: "Cash-out" });
    expect(completed.completed[0]).toHaveProperty("formatted_date");
    expect(completed.completed[0]).toHaveProperty("zendesk_ticket_id", null);
    const mails = await emailsTo(t, seller.email);
    expect(mails[0]?.subject).toBe("Your cash-out of $150.00 has arrived");
  });

  it("refuses with the spec's three messages, names the field, and refuses store credit and another user's profile", async () => {
    const seller = await sellerWith(100_00);
    const profile = await achProfile(seller);
    await passTwoFactor(seller);
    const low = await cashOut(seller, { payment_profile_id: profile, amount: 9.99 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: "cash_out_below_minimum", detail: CASH_OUT_MESSAGES.belowMinimum, field: "amount" });
    const high = await cashOut(seller, { payment_profile_id: profile, amount: 50_000.01 });
    expect(high.statusCode).toBe(400);
    expect(high.json()).toMatchObject({ detail: "Transfer amount is limited to $50,000 per transaction" });
    const over = await cashOut(seller, { payment_profile_id: profile, amount: 100.01 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ detail: "The value you enter cannot exceed the funds in your account", field: "amount" });
    const bad = await cashOut(seller, { payment_profile_id: profile, amount: "lots" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("amount");
    const profiles = (await call("GET", "/api/v6/my-account/payments/profiles/", seller.headers)).json();
    const siteCredit = await cashOut(seller, { payment_profile_id: profiles.sitecredit[0].id, amount: 20 });
    expect(siteCredit.statusCode).toBe(400);
    expect(siteCredit.json().field).toBe("payment_profile_id");

    const other = await sellerWith(100_00);
    const theirs = await achProfile(other);
    const foreign = await cashOut(seller, { payment_profile_id: theirs, amount: 20 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().field).toBe("payment_profile_id");
    expect((await summary(seller)).cash.available_cents).toBe(100_00);
  });

  it("sends money once for the same Idempotency-Key; another amount under it is a 422", async () => {
    const seller = await sellerWith(500_00);
    const profile = await achProfile(seller);
    await passTwoFactor(seller);
    const first = await cashOut(seller, { payment_profile_id: profile, amount: 100 }, "same-key");
    const again = await cashOut(seller, { payment_profile_id: profile, amount: 100 }, "same-key");
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const changed = await cashOut(seller, { payment_profile_id: profile, amount: 200 }, "same-key");
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe("idempotency_key_reused");
    await runPayouts();
    await t.context.services.cashOuts.send(first.json().id);
    const transfers = await t.context.db.kysely.selectFrom("test_payout_transfers").selectAll().where("idempotency_key", "=", `cash-out:${first.json().id}`).execute();
    expect(transfers).toHaveLength(1);
    expect((await summary(seller)).cash.available_cents).toBe(400_00);
  });

  it("lets exactly one of 20 parallel cash-outs of 60% of the balance through", async () => {
    const seller = await sellerWith(1_000_00);
    const profile = await achProfile(seller);
    await passTwoFactor(seller);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => cashOut(seller, { payment_profile_id: profile, amount: 600 }, `race-${i}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 422)) expect(a.json().detail).toBe(CASH_OUT_MESSAGES.aboveBalance);
    expect(await summary(seller)).toMatchObject({ cash: { available_cents: 400_00, pending_cents: 600_00 } });
    await runPayouts();
    expect(await summary(seller)).toMatchObject({ cash: { available_cents: 400_00, pending_cents: 0 } });
  });

  it("holds money once when the same Idempotency-Key races in ten times", async () => {
    const seller = await sellerWith(1_000_00);
    const profile = await achProfile(seller);
    await passTwoFactor(seller);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cashOut(seller, { payment_profile_id: profile, amount: 100 }, "racing-same-key")));
    for (const a of answers) expect([200, 201], a.body).toContain(a.statusCode);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(await summary(seller)).toMatchObject({ cash: { available_cents: 900_00, pending_cents: 100_00 } });
    await runPayouts();
    const transfers = await t.context.db.kysely.selectFrom("test_payout_transfers").selectAll().where("idempotency_key", "=", `cash-out:${answers[0]!.json().id}`).execute();
    expect(transfers).toHaveLength(1);
  });

  it("returns a refused payout to the wallet with a history entry and an e-mail", async () => {
    const seller = await sellerWith(300_00);
    const closed = await achProfile(seller, "000123450000");
    await passTwoFactor(seller);
    const made = await cashOut(seller, { payment_profile_id: closed, amount: 250 });
    expect(made.statusCode).toBe(201);
    expect((await summary(seller)).cash.available_cents).toBe(50_00);
    await runPayouts();
    const after = await summary(seller);
    expect(after.cash).toEqual({ available_cents: 300_00, pending_cents: 0 });
    expect(after.cash_outs[0]).toMatchObject({ state: "returned", failure_reason: "The transfer was refused: The bank account is closed." });
    const lines = await history(seller, "cash");
    expect(lines.completed[0]).toMatchObject({ type: "cancel", description: "Cash-out (returned to your wallet)" });
    const [mail] = await emailsTo(t, seller.email);
    expect(mail?.subject).toBe("We could not send your cash-out of $250.00");
  });

  it("gives back a payout that bounced after it was sent (a check), through the console", async () => {
    const seller = await sellerWith(400_00);
    const address = await call("POST", "/api/v6/self-check-in/address/", seller.headers, { first_name: "Ada", last_name: "Lane", address1: "12 Bank Street", city: "New York", province: "NY", zip: "10014", country_code: "US" });
    const check = await call("POST", "/api/v6/self-check-in/payments/create_profile/check/", seller.headers, { address_id: address.json().id });
    expect(check.statusCode, check.body).toBe(201);
    await passTwoFactor(seller);
    const made = await cashOut(seller, { payment_profile_id: check.json().id, amount: 100 });
    await runPayouts();
    expect((await summary(seller)).cash_outs[0]).toMatchObject({ state: "sent", pending: false });
    expect((await summary(seller)).cash.available_cents).toBe(300_00);
    const payouts = await signedInStaff(t, ["payouts"], "Paula");
    const queue = await call("GET", "/api/ops/wallet/cash-outs/", payouts.headers);
    expect(queue.json().cash_outs.map((c: { id: string }) => c.id)).toContain(made.json().id);
    const bounced = await call("POST", `/api/ops/wallet/cash-outs/${made.json().id}/return/`, payouts.headers, { reason: "The check was returned undeliverable." });
    expect(bounced.statusCode, bounced.body).toBe(200);
    expect(bounced.json()).toMatchObject({ state: "returned" });
    expect((await summary(seller)).cash.available_cents).toBe(400_00);
    const twice = await call("POST", `/api/ops/wallet/cash-outs/${made.json().id}/return/`, payouts.headers, { reason: "again" });
    expect(twice.statusCode).toBe(200);
    expect((await summary(seller)).cash.available_cents).toBe(400_00);
  });

  it("follows a bank transfer in flight: one that bounces the next day comes back with an e-mail, one that arrives settles", async () => {
    const seller = await sellerWith(500_00);
    const bouncing = await achProfile(seller, "000123452222");
    await passTwoFactor(seller);
    const made = await cashOut(seller, { payment_profile_id: bouncing, amount: 200 });
    expect(made.statusCode, made.body).toBe(201);
    await runPayouts();
    expect((await summary(seller)).cash_outs[0]).toMatchObject({ state: "sent", pending: false });
    expect((await summary(seller)).cash.available_cents).toBe(300_00);
    t.clock.advance(86_400_000);
    await t.context.jobs.drain();
    const after = await summary(seller);
    expect(after.cash).toEqual({ available_cents: 500_00, pending_cents: 0 });
    expect(after.cash_outs[0]).toMatchObject({ state: "returned", failure_reason: "The bank returned the transfer: the account is frozen." });
    expect((await history(seller, "cash")).completed[0]).toMatchObject({ description: "Cash-out returned", status: "positive", amount: 200_00 });
    expect((await emailsTo(t, seller.email))[0]?.subject).toBe("We could not send your cash-out of $200.00");
    const payout = await t.context.db.kysely.selectFrom("payouts").selectAll().where("idempotency_key", "=", `cash-out:${made.json().id}`).executeTakeFirstOrThrow();
    expect(payout.state).toBe("failed");

    const arriving = await achProfile(seller, "000123453333");
    // A day later the code of yesterday no longer counts.
    expect((await cashOut(seller, { payment_profile_id: arriving, amount: 100 })).statusCode).toBe(412);
    await passTwoFactor(seller);
    const second = await cashOut(seller, { payment_profile_id: arriving, amount: 100 });
    expect(second.statusCode, second.body).toBe(201);
    await runPayouts();
    expect((await summary(seller)).cash_outs[0]).toMatchObject({ id: second.json().id, state: "sent" });
    t.clock.advance(86_400_000);
    await t.context.jobs.drain();
    expect((await summary(seller)).cash_outs[0]).toMatchObject({ id: second.json().id, state: "settled" });
    expect((await summary(seller)).cash.available_cents).toBe(400_00);
  });

  it("keeps a cash-out to its owner", async () => {
    const seller = await sellerWith(100_00);
    const profile = await achProfile(seller);
    await passTwoFactor(seller);
    const made = await cashOut(seller, { payment_profile_id: profile, amount: 20 });
    const stranger = await person();
    expect((await call("GET", `/api/v6/my-account/wallet/cash-out/${made.json().id}/`, seller.headers)).statusCode).toBe(200);
    expect((await call("GET", `/api/v6/my-account/wallet/cash-out/${made.json().id}/`, stranger.headers)).statusCode).toBe(404);
    expect((await call("PUT", `/api/v6/my-account/payments/profile/${profile}/`, stranger.headers, { is_preferred_for_wallet: true })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/v6/my-account/payments/profile/${profile}/`, stranger.headers)).statusCode).toBe(404);
    expect((await history(stranger, "cash")).completed).toEqual([]);
    expect((await call("GET", "/api/v6/my-account/wallet/", {})).statusCode).toBe(401);
    await runPayouts();
  });
});

describe("the two-factor codes (spec 2 §8 catalogue)", () => {
  it("counts wrong codes, blocks after five, and blocked_for counts down by the clock", async () => {
    const p = await person();
    const sent = await getCode(p);
    expect(sent.json()).toMatchObject({ channel: "email", destination: expect.stringContaining("•••@") });
    const token = sent.json().code_token as string;
    const right = await latestWalletCode(p);
    const wrong = right === "0000" ? "1111" : "0000";
    for (let i = 1; i <= 4; i++) {
      const answer = await call("POST", "/api/v6/wallet/2fa/auth/", p.headers, { code_token: token, code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: "authentication_failed", attempts_left: 5 - i });
    }
    const fifth = await call("POST", "/api/v6/wallet/2fa/auth/", p.headers, { code_token: token, code: wrong });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toMatchObject({ error: "max_retries_limit_exceeded", blocked_for: 1800 });
    const blocked = await call("POST", "/api/v6/wallet/2fa/auth/", p.headers, { code_token: token, code: right });
    expect(blocked.json()).toMatchObject({ error: "2fa_blocked", blocked_for: 1800 });
    t.clock.advance(10 * 60_000);
    expect((await getCode(p)).json()).toMatchObject({ error: "2fa_blocked", blocked_for: 1200 });
    t.clock.advance(20 * 60_000 + 1_000);
    expect((await getCode(p)).statusCode).toBe(200);
  });

  it("answers invalid_token for an unknown or used token, permission_denied once expired, and 400 for a malformed code", async () => {
    const p = await person();
    const unknown = await call("POST", "/api/v6/wallet/2fa/auth/", p.headers, { code_token: "nope", code: "1234" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: "invalid_token" });
    const malformed = await call("POST", "/api/v6/wallet/2fa/auth/", p.headers, { code_token: "nope", code: "12a" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "two_factor_code_malformed", field: "code" });
    const sent = await getCode(p);
    const code = await latestWalletCode(p);
    t.clock.advance(10 * 60_000 + 1);
    const late = await call("POST", "/api/v6/wallet/2fa/auth/", p.headers, { code_token: sent.json().code_token, code });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ error: "permission_denied" });
    const again = await getCode(p);
    const fresh = await latestWalletCode(p);
    const ok = await call("POST", "/api/v6/wallet/2fa/auth/", p.headers, { code_token: again.json().code_token, code: fresh });
    expect(ok.statusCode).toBe(200);
    const reused = await call("POST", "/api/v6/wallet/2fa/auth/", p.headers, { code_token: again.json().code_token, code: fresh });
    expect(reused.json()).toMatchObject({ error: "invalid_token" });
  });

  it("lets one right code verify once when it is sent twice at the same time", async () => {
    const p = await person();
    const sent = await getCode(p);
    const code = await latestWalletCode(p);
    const answers = await Promise.all([1, 2, 3].map(() => call("POST", "/api/v6/wallet/2fa/auth/", p.headers, { code_token: sent.json().code_token, code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    for (const a of answers.filter((x) => x.statusCode === 400)) expect(a.json().error).toBe("invalid_token");
  });

  it("does not let another user (or another session) use a token, and keeps the code hashed", async () => {
    const p = await person();
    const sent = await getCode(p);
    const code = await latestWalletCode(p);
    const other = await person();
    const theirs = await call("POST", "/api/v6/wallet/2fa/auth/", other.headers, { code_token: sent.json().code_token, code });
    expect(theirs.json()).toMatchObject({ error: "invalid_token" });
    const stored = await t.context.db.kysely.selectFrom("wallet_two_factor_codes").selectAll().where("token", "=", sent.json().code_token).executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("blocks a user who asks for more than five codes in an hour", async () => {
    const p = await person();
    for (let i = 0; i < 5; i++) expect((await getCode(p)).statusCode).toBe(200);
    const sixth = await getCode(p);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toMatchObject({ error: "2fa_blocked" });
    expect(sixth.json().blocked_for).toBeGreaterThan(0);
  });
});

describe("the console's wallet: payouts queue, ledger, adjustments (decision 053)", () => {
  it("adjusts with a reason (audited), never below zero, and only for staff with payouts", async () => {
    const customer = await sellerWith(50_00);
    const payouts = await signedInStaff(t, ["payouts"], "Ines");
    const pricer = await signedInStaff(t, ["pricing"], "Noor");
    const found = await call("GET", `/api/ops/wallet/customers/?email=${encodeURIComponent(customer.email)}`, payouts.headers);
    expect(found.json()).toMatchObject({ user_id: customer.id, email: customer.email });
    expect((await call("GET", "/api/ops/wallet/customers/?email=nobody%40maison.test", payouts.headers)).statusCode).toBe(404);
    const credit = await call("POST", `/api/ops/wallet/customers/${customer.id}/adjustments/`, payouts.headers, { unit: "credit", amount: 25_00, reason: "Goodwill for a late delivery" });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json().balance).toBe(25_00);
    const points = await call("POST", `/api/ops/wallet/customers/${customer.id}/adjustments/`, payouts.headers, { unit: "points", amount: 300, reason: "Welcome points" });
    expect(points.json().balance).toBe(300);
    const tooMuch = await call("POST", `/api/ops/wallet/customers/${customer.id}/adjustments/`, payouts.headers, { unit: "cash", amount: -60_00, reason: "Duplicate earning" });
    expect(tooMuch.statusCode).toBe(422);
    const debit = await call("POST", `/api/ops/wallet/customers/${customer.id}/adjustments/`, payouts.headers, { unit: "cash", amount: -20_00, reason: "Duplicate earning" });
    expect(debit.json().balance).toBe(30_00);
    const noReason = await call("POST", `/api/ops/wallet/customers/${customer.id}/adjustments/`, payouts.headers, { unit: "cash", amount: 5_00, reason: "" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe("reason");
    expect((await call("POST", `/api/ops/wallet/customers/${customer.id}/adjustments/`, pricer.headers, { unit: "cash", amount: 5_00, reason: "Not mine to do" })).statusCode).toBe(403);
    expect((await call("POST", `/api/ops/wallet/customers/${customer.id}/adjustments/`, customer.headers, { unit: "cash", amount: 5_00, reason: "Free money" })).statusCode).toBe(403);
    expect((await call("GET", "/api/ops/wallet/cash-outs/", customer.headers)).statusCode).toBe(403);

    const audit = await t.context.db.kysely.selectFrom("audit_events").selectAll().where("lifecycle", "=", "wallet_adjustment").where("actor_id", "=", payouts.id).execute();
    expect(audit.map((a) => a.reason).sort()).toEqual(["Duplicate earning", "Goodwill for a late delivery", "Welcome points"]);
    const ledger = (await call("GET", `/api/ops/wallet/customers/${customer.id}/ledger/`, payouts.headers)).json();
    expect(ledger.customer.email).toBe(customer.email);
    expect(ledger.accounts.find((a: { kind: string }) => a.kind === "cash")).toMatchObject({ available: 30_00 });
    expect(ledger.entries.map((e: { description: string }) => e.description)).toContain("Adjustment");
  });
});

describe("histories, site credit and gift-card totals (spec 2 §3, §7)", () => {
  it("lists credit with the site-credit types, pages, and totals in dollars", async () => {
    const p = await person();
    await t.context.services.wallet.creditStoreCredit({ userId: p.id, amountCents: 40_00, idempotencyKey: `sc:${p.id}`, reference: "membership contribution", purpose: "rewards" });
    await t.context.services.wallet.creditStoreCredit({ userId: p.id, amountCents: 10_00, idempotencyKey: `sc2:${p.id}`, reference: "cancelled order #1001" });
    const credit = await history(p, "credit");
    expect(credit.completed.map((e: { type: string; type_label: string }) => [e.type, e.type_label])).toEqual([["refund", "refunded"], ["credit", "added"]]);
    const site = (await call("GET", "/api/v6/my-account/site-credit/", p.headers)).json();
    expect(site.completed).toHaveLength(2);
    const totals = (await call("GET", "/api/v6/get-gift-card-total-details/", p.headers)).json();
    expect(totals).toEqual({ amount: 50, gfy_amount: 0 });
    expect((await summary(p)).credit.available_cents).toBe(50_00);
    expect((await summary(p)).rewards_credit).toMatchObject({ available_cents: 40_00, membership_plan: null });
    expect((await call("GET", "/api/v6/my-account/wallet/bonus/history/", p.headers)).statusCode).toBe(400);
    expect((await call("GET", "/api/v6/my-account/wallet/points/history/?page=0", p.headers)).statusCode).toBe(400);

    for (let i = 0; i < 21; i++) await t.context.services.wallet.creditPoints({ userId: p.id, points: 10, idempotencyKey: `pts:${p.id}:${i}`, reference: "test grant" });
    const first = await history(p, "points");
    expect(first.completed).toHaveLength(20);
    expect(first.next).toBe(2);
    const second = (await call("GET", "/api/v6/my-account/wallet/points/history/?page=2", p.headers)).json();
    expect(second.completed).toHaveLength(1);
    expect(second.previous).toBe(1);
    expect(second.next).toBeNull();
  });
});

describe("seller earnings pending until cleared (spec 2 §3, decision 046)", () => {
  it("lead the cash history's pending list until the return window closes, without counting as cash", async () => {
    const { listedProduct } = await import("../support/checkout-fixtures.ts");
    const seller = await sellerWith(100_00);
    const product = await listedProduct(t, { price_cents: 4_200_00, title: "Pending Earning Flap" });
    const now = t.clock.now().toISOString();
    const clears = new Date(t.clock.now().getTime() + 14 * 86_400_000).toISOString();
    await t.context.db.kysely
      .insertInto("consignments")
      .values({
        id: `csg_test${seller.id.replace(/[^a-z0-9]/g, "").slice(-12)}`,
        user_id: seller.id,
        product_id: product.id,
        submission_item_id: `sit_test${seller.id.replace(/[^a-z0-9]/g, "").slice(-12)}`,
        title: "Classic Flap",
        designer: "Chanel",
        state: "delivered",
        estimate_cents: 4_000_00,
        list_price_cents: 4_200_00,
        tier_key: null,
        reached_listing: 1,
        order_id: null,
        sale_price_cents: 4_200_00,
        commission_percent: 25,
        incentive_cents: 0,
        earning_cents: 3_150_00,
        earning_clears_at: clears,
        return_address: null,
        return_request_id: null,
        return_checkout_url: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const cash = await history(seller, "cash");
    expect(cash.pending[0]).toMatchObject({ amount: 3_150_00, status: "positive", pending: true, type: "credit", description: expect.stringMatching(/^Seller earning: Classic Flap \(clears /) });
    expect(cash.completed.map((e: { description: string }) => e.description)).toEqual(["Seller earning"]);
    expect((await summary(seller)).cash.available_cents).toBe(100_00);
    const stranger = await person();
    expect((await history(stranger, "cash")).pending).toEqual([]);
  });
});

describe("points earned on purchases (decision 055)", () => {
  it("credits points when an order is paid, by tier, and takes them back when it is cancelled", async () => {
    const { cartOf, fillCheckout, completeCheckout, listedProduct, signedIn } = await import("../support/checkout-fixtures.ts");
    const buyer = await person();
    const product = await listedProduct(t, { price_cents: 1_200_00, title: "Points Proof Tote" });
    const session = signedIn({ ...buyer, headers: { authorization: buyer.headers.authorization ?? "" } });
    const token = await cartOf(t, [product.variant_id], session);
    await fillCheckout(t, token, session);
    const placed = await completeCheckout(t, token, session);
    expect(placed.statusCode, placed.body).toBe(200);
    await t.context.jobs.drain();
    const points = await history(buyer, "points");
    expect(points.completed[0]).toMatchObject({ amount: 1_200, status: "positive", type: "credit" });
    expect(points.completed[0].order).toBeTruthy();
    expect((await summary(buyer)).points.balance).toBe(1_200);
    const order = await t.context.db.kysely.selectFrom("orders").select("id").where("user_id", "=", buyer.id).executeTakeFirstOrThrow();
    await t.context.services.fulfilment.cancel(order.id, systemActor("test.cancel"), "Buyer asked");
    expect((await summary(buyer)).points.balance).toBe(0);
    const after = await history(buyer, "points");
    expect(after.completed[0]).toMatchObject({ amount: 1_200, status: "negative" });
  });
});
