import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../src/db/transaction.ts";
import { seedDemoValuation } from "../../src/modules/valuation/demo-valuation.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { bearer, createUser, emailsTo, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { signedInStaff, type Headers } from "./ops-pieces-fixtures.ts";

let t: TestApp;
let staff: Headers;
let pricer: Headers;

const DAY = 86_400_000;
const PIECE = "Chanel Classic Flap";

interface Borrower {
  id: string;
  email: string;
  headers: Headers;
  password: string;
  addressId: string;
}
interface Loan {
  loan_id: string;
  status: string;
  amount_cents: number;
  fee_cents: number;
  repayment_cents: number;
  due_at: string | null;
  forfeit_at: string | null;
  inbound_tracking_number: string | null;
  return_tracking_number: string | null;
  actions: string[];
}

const call = (method: "GET" | "POST", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const base = "/api/v6/my-account/loan_program";

async function borrower(options: { payoutProfile?: boolean } = {}): Promise<Borrower> {
  const user = await createUser(t, { firstName: "Ada" });
  const headers = bearer(await signIn(t.app, user.email, user.password));
  const address = await call("POST", "/api/v6/self-check-in/address/", headers, { first_name: "Ada", last_name: "Lane", address1: "12 Bank Street", city: "New York", province: "NY", zip: "10014", country_code: "US" });
  expect(address.statusCode, address.body).toBe(201);
  if (options.payoutProfile !== false) {
    const profile = await call("POST", "/api/v6/self-check-in/payments/create_profile/ach/", headers, { holder_name: "Ada Lane", routing_number: "011000015", account_number: "000123456789", is_preferred: true });
    expect(profile.statusCode, profile.body).toBe(201);
  }
  return { id: user.id, email: user.email, headers, password: user.password, addressId: (address.json() as { id: string }).id };
}

async function createLoan(b: Borrower): Promise<Loan> {
  const response = await call("POST", `${base}/create_loan/`, b.headers, { search_text: PIECE, address_id: b.addressId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Loan;
}

async function loansOf(b: Borrower): Promise<Loan[]> {
  return ((await call("GET", `${base}/loans/`, b.headers)).json() as { loans: Loan[] }).loans;
}

async function fundedLoan(b: Borrower): Promise<Loan> {
  const loan = await createLoan(b);
  const funded = await call("POST", `/api/ops/loans/${loan.loan_id}/fund/`, staff);
  expect(funded.statusCode, funded.body).toBe(200);
  return (await loansOf(b)).find((l) => l.loan_id === loan.loan_id)!;
}

const CARD = { kind: "card", number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123", name: "Ada Lane" };

/** create_return: the hosted payment page's token. */
async function repaymentToken(b: Borrower, loan: Loan): Promise<string> {
  const response = await call("POST", `${base}/create_return/`, b.headers, { loan_id: loan.loan_id });
  expect(response.statusCode, response.body).toBe(200);
  const url = (response.json() as { checkout_web_url: string }).checkout_web_url;
  expect(url).toMatch(/\/pay\/[A-Za-z0-9_-]+$/);
  return url.split("/pay/")[1]!;
}

/** Pays the repayment by card on the hosted page's call. */
const payByCard = (b: Borrower, token: string, key = `repay-${token}`) =>
  t.app.inject({ method: "POST", url: `/api/payment-requests/${token}/pay/`, headers: { ...b.headers, "idempotency-key": key }, payload: { payment: CARD } });

/** The borrower signed in again (after the clock moved past their session's life). */
const signedInAgain = async (b: Borrower): Promise<Borrower> => ({ ...b, headers: bearer(await signIn(t.app, b.email, b.password)) });

const requestState = async (token: string) => (await t.context.db.kysely.selectFrom("payment_requests").select("state").where("token", "=", token).executeTakeFirstOrThrow()).state;

/** A `payment_request.paid` for the loan, as the payment module publishes it inside the paying transaction. */
async function paid(b: Borrower, loan: Loan, amountCents = loan.repayment_cents): Promise<void> {
  await inTransaction(t.context.db, (tx) =>
    t.context.events.publish(tx, "payment_request.paid", { id: `prq_${loan.loan_id}`, purpose: "loan_repayment", reference: loan.loan_id, customerId: b.id, amountCents }),
  );
}

const provenanceOf = (productId: string) => t.context.db.kysely.selectFrom("piece_provenance").selectAll().where("product_id", "=", productId).executeTakeFirstOrThrow();
const loanRow = (id: string) => t.context.db.kysely.selectFrom("loans").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoValuation(t.context.db, t.clock.now());
  await insertCollections(t.context.db.kysely);
  staff = (await signedInStaff(t, ["receiving", "authentication", "payouts"], "Paul")).headers;
  pricer = (await signedInStaff(t, ["pricing"], "Iris")).headers;
});
afterAll(async () => t.close());

describe("what can be lent against a piece", () => {
  it("shows the terms to anyone", async () => {
    const terms = (await call("GET", "/api/v6/loan_program/terms/", {})).json();
    expect(terms).toMatchObject({ fee_percent: 6, term_days: 60, grace_days: 10, min_cents: 100_00, max_cents: 50_000_00 });
    expect(terms.tiers.map((x: { share_percent: number }) => x.share_percent)).toEqual([40, 40, 45, 50, 55, 60]);
    expect(terms.tiers.map((x: { pieces_at_a_time: number }) => x.pieces_at_a_time)).toEqual([1, 1, 2, 3, 4, 5]);
  });

  it("finds the piece by text and lends the tier's share of its appraisal, rounded down to $5", async () => {
    const b = await borrower();
    const response = await call("POST", `${base}/verify_loan/`, b.headers, { search_text: PIECE });
    expect(response.statusCode, response.body).toBe(200);
    const offer = response.json();
    expect(offer.title).toContain("Chanel");
    expect(offer.tier).toBe("new");
    expect(offer.share_percent).toBe(40);
    expect(offer.appraised_value_cents).toBeGreaterThan(0);
    expect(offer.amount_cents).toBe(Math.floor((offer.appraised_value_cents * 0.4) / 5_00) * 5_00);
    expect(offer.fee_cents).toBe(Math.round(offer.amount_cents * 0.06));
    expect(offer.repayment_cents).toBe(offer.amount_cents + offer.fee_cents);
    expect(offer).toMatchObject({ pieces_at_a_time: 1, open_loans: 0, can_borrow: true, term_days: 60 });
  });

  it("refuses visitors, and names the field of bad input", async () => {
    const b = await borrower();
    expect((await call("POST", `${base}/verify_loan/`, {}, { search_text: PIECE })).statusCode).toBe(401);
    const short = await call("POST", `${base}/verify_loan/`, b.headers, { search_text: "x" });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe("search_text");
    const missing = await call("POST", `${base}/verify_loan/`, b.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("search_text");
    const unknown = await call("POST", `${base}/verify_loan/`, b.headers, { search_text: "Nothing by that name zzzq" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "piece_not_in_catalogue", field: "search_text" });
    const badAddress = await call("POST", `${base}/create_loan/`, b.headers, { search_text: PIECE, address_id: "nope" });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().field).toBe("address_id");
    const badLoan = await call("POST", `${base}/create_return/`, b.headers, { loan_id: 12 });
    expect(badLoan.statusCode).toBe(400);
    expect(badLoan.json().field).toBe("loan_id");
  });
});

describe("asking for a loan", () => {
  it("creates the loan with a prepaid label from the borrower's address, and e-mails the shipping instructions", async () => {
    const b = await borrower();
    const loan = await createLoan(b);
    expect(loan.status).toBe("requested");
    expect(loan.inbound_tracking_number).toMatch(/^1Z[0-9A-Z]{16}$/);
    expect(loan.due_at).toBeNull();
    expect(loan.actions).toEqual(["ship_in", "cancel"]);
    const mail = await emailsTo(t, b.email);
    const sent = mail.find((m) => m.subject?.startsWith("Your loan request"));
    expect(sent?.text).toContain(loan.inbound_tracking_number!);
    expect(sent?.text).toContain("12 Bank Street");
  });

  it("funds a borrower without a bank account or check address in store credit, once", async () => {
    const b = await borrower({ payoutProfile: false });
    const loan = await createLoan(b);
    const before = await t.context.services.wallet.profileFacts(b.id);
    const [x, y] = await Promise.all([call("POST", `/api/ops/loans/${loan.loan_id}/fund/`, staff), call("POST", `/api/ops/loans/${loan.loan_id}/fund/`, staff)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const after = await t.context.services.wallet.profileFacts(b.id);
    expect(Math.round((after.user_gift_card_total - before.user_gift_card_total) * 100)).toBe(loan.amount_cents);
    const movements = await t.context.db.kysely.selectFrom("wallet_transactions").select(["id", "amount"]).where("reference", "=", `loan:${loan.loan_id}`).execute();
    expect(movements.map((m) => m.amount)).toEqual([loan.amount_cents]);
    const entries = await t.context.db.kysely.selectFrom("wallet_entries").select("amount").where("transaction_id", "=", movements[0]!.id).execute();
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    expect(await t.context.db.kysely.selectFrom("payouts").selectAll().where("reference", "=", `loan:${loan.loan_id}`).execute()).toEqual([]);
    expect((await loanRow(loan.loan_id)).state).toBe("funded");
  });

  it("holds a new customer to one piece at a time, even when two requests race", async () => {
    const b = await borrower();
    const body = { search_text: PIECE, address_id: b.addressId };
    const [x, y] = await Promise.all([call("POST", `${base}/create_loan/`, b.headers, body), call("POST", `${base}/create_loan/`, b.headers, body)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    expect([x, y].find((r) => r.statusCode === 409)!.json().code).toBe("loan_limit_reached");
    expect(await loansOf(b)).toHaveLength(1);
    const verified = (await call("POST", `${base}/verify_loan/`, b.headers, { search_text: PIECE })).json();
    expect(verified).toMatchObject({ can_borrow: false, open_loans: 1 });
  });

  it("answers another borrower's loan with 404, and the borrower's own address only", async () => {
    const [a, b] = [await borrower(), await borrower()];
    const loan = await createLoan(a);
    expect((await call("POST", `${base}/create_return/`, b.headers, { loan_id: loan.loan_id })).statusCode).toBe(404);
    expect((await call("POST", `${base}/loans/${loan.loan_id}/cancel/`, b.headers)).statusCode).toBe(404);
    expect(await loansOf(b)).toEqual([]);
    const foreign = await call("POST", `${base}/create_loan/`, b.headers, { search_text: PIECE, address_id: a.addressId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().field).toBe("address_id");
  });

  it("lets the borrower mark the piece sent or withdraw before it arrives, which frees the place", async () => {
    const b = await borrower();
    const loan = await createLoan(b);
    const sent = await call("POST", `${base}/loans/${loan.loan_id}/ship_in/`, b.headers);
    expect(sent.json()).toMatchObject({ status: "in_transit", actions: ["cancel"] });
    expect((await call("POST", `${base}/loans/${loan.loan_id}/cancel/`, b.headers)).json().status).toBe("cancelled");
    expect((await loanRow(loan.loan_id)).open_slot).toBeNull();
    expect((await emailsTo(t, b.email)).some((m) => m.subject?.endsWith("is withdrawn"))).toBe(true);
    await createLoan(b);
  });

  it("lapses a request whose piece has not arrived in 30 days (the controlled clock runs the timer)", async () => {
    const b = await borrower();
    const loan = await createLoan(b);
    t.clock.advance(29 * DAY);
    try {
      await t.context.jobs.drain();
      expect((await loanRow(loan.loan_id)).state).toBe("requested");
      t.clock.advance(DAY + 60_000);
      await t.context.jobs.drain();
      expect((await loanRow(loan.loan_id)).state).toBe("cancelled");
      expect((await loanRow(loan.loan_id)).open_slot).toBeNull();
      expect((await emailsTo(t, b.email)).some((m) => m.subject?.includes("has lapsed"))).toBe(true);
    } finally {
      t.clock.advance(-(30 * DAY + 60_000));
    }
  });
});

describe("the console's loans", () => {
  it("is for staff only, and funding needs the authentication permission", async () => {
    const b = await borrower();
    const loan = await createLoan(b);
    expect((await call("GET", "/api/ops/loans/", b.headers)).statusCode).toBe(403);
    expect((await call("POST", `/api/ops/loans/${loan.loan_id}/fund/`, b.headers)).statusCode).toBe(403);
    expect((await call("POST", `/api/ops/loans/${loan.loan_id}/fund/`, pricer)).statusCode).toBe(403);
    const list = (await call("GET", "/api/ops/loans/?queue=to_fund", staff)).json();
    expect(list.loans.some((l: { id: string; actions: string[]; borrower_email: string }) => l.id === loan.loan_id && l.actions.includes("fund") && l.borrower_email === b.email)).toBe(true);
    expect((await call("GET", "/api/ops/loans/?queue=nope", staff)).json().field).toBe("queue");
  });

  it("funds on receipt: the piece is checked in as the borrower's, the amount is paid out once, and the loan is due in 60 days", async () => {
    const b = await borrower();
    const loan = await createLoan(b);
    const [first, second] = await Promise.all([call("POST", `/api/ops/loans/${loan.loan_id}/fund/`, staff), call("POST", `/api/ops/loans/${loan.loan_id}/fund/`, staff)]);
    expect([first.statusCode, second.statusCode]).toContain(200);
    const row = await loanRow(loan.loan_id);
    expect(row.state).toBe("funded");
    expect(Date.parse(row.due_at!) - Date.parse(row.funded_at!)).toBe(60 * DAY);
    expect(Date.parse(row.forfeit_at!) - Date.parse(row.funded_at!)).toBe(70 * DAY);
    const payouts = await t.context.db.kysely.selectFrom("payouts").selectAll().where("reference", "=", `loan:${loan.loan_id}`).execute();
    expect(payouts.map((p) => [p.state, p.amount_cents])).toEqual([["settled", loan.amount_cents]]);
    const provenance = await provenanceOf(row.product_id!);
    expect(provenance).toMatchObject({ source: "loan_collateral", owner_party: "seller", owner_user_id: b.id, source_ref: loan.loan_id });
    const piece = await t.context.db.kysely.selectFrom("products").select("state").where("id", "=", row.product_id!).executeTakeFirstOrThrow();
    expect(piece.state).toBe("authenticated");
    const view = (await loansOf(b))[0]!;
    expect(view).toMatchObject({ status: "funded", actions: ["create_return"], due_at: row.due_at });
    expect((await emailsTo(t, b.email)).some((m) => m.subject === `Your loan of $${(loan.amount_cents / 100).toLocaleString("en-US")} is on its way`)).toBe(true);
  });

  it("repays on the hosted payment page, ships the piece back, and refuses a repayment of another amount", async () => {
    const [b, other] = [await borrower(), await borrower()];
    const requested = await createLoan(b);
    expect((await call("POST", `${base}/create_return/`, b.headers, { loan_id: requested.loan_id })).json()).toMatchObject({ code: "not_repayable", field: "loan_id" });
    expect((await call("POST", `/api/ops/loans/${requested.loan_id}/fund/`, staff)).statusCode).toBe(200);
    const loan = (await loansOf(b))[0]!;
    await expect(paid(b, loan, loan.repayment_cents - 1)).rejects.toThrow(/amount paid/);
    expect((await loanRow(loan.loan_id)).state).toBe("funded");
    const token = await repaymentToken(b, loan);
    expect(await repaymentToken(b, loan)).toBe(token);
    expect((await call("POST", `${base}/create_return/`, other.headers, { loan_id: loan.loan_id })).statusCode).toBe(404);
    const request = await t.app.inject({ method: "GET", url: `/api/payment-requests/${token}/`, headers: b.headers });
    expect(request.json()).toMatchObject({ purpose: "loan_repayment", amount_cents: loan.repayment_cents, state: "open" });
    const payment = await payByCard(b, token);
    expect(payment.statusCode, payment.body).toBe(200);
    expect((await loanRow(loan.loan_id)).state).toBe("repaid");
    expect((await payByCard(b, token)).statusCode).toBe(200);
    expect(await t.context.db.kysely.selectFrom("audit_events").select("event").where("subject_id", "=", loan.loan_id).where("event", "=", "repay").execute()).toHaveLength(1);
    expect((await call("POST", `${base}/create_return/`, b.headers, { loan_id: loan.loan_id })).statusCode).toBe(409);
    const listed = (await call("GET", "/api/ops/loans/?queue=to_ship_back", staff)).json();
    expect(listed.loans.map((l: { id: string }) => l.id)).toContain(loan.loan_id);
    expect((await call("POST", `/api/ops/loans/${loan.loan_id}/ship-back/`, pricer)).statusCode).toBe(403);
    const shipped = await call("POST", `/api/ops/loans/${loan.loan_id}/ship-back/`, staff);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const row = await loanRow(loan.loan_id);
    expect(row).toMatchObject({ state: "returned", open_slot: null });
    expect(row.return_tracking_number).toMatch(/^1Z/);
    const piece = await t.context.db.kysely.selectFrom("products").select("state").where("id", "=", row.product_id!).executeTakeFirstOrThrow();
    expect(piece.state).toBe("returned_to_owner");
    const subjects = (await emailsTo(t, b.email)).map((m) => m.subject);
    expect(subjects.some((s) => s?.startsWith("Thank you: your loan"))).toBe(true);
    expect(subjects.some((s) => s?.includes("is on its way back"))).toBe(true);
  });

  it("reminds a week before the due date and forfeits 10 days after it: the piece becomes Maison's, ready to list", async () => {
    const b = await borrower();
    const loan = await fundedLoan(b);
    let moved = 0;
    try {
      t.clock.advance(53 * DAY + 60_000);
      moved += 53 * DAY + 60_000;
      await t.context.jobs.drain();
      expect((await emailsTo(t, b.email)).some((m) => m.subject?.startsWith("Your loan is due on"))).toBe(true);
      t.clock.advance(17 * DAY - 60_000 - 1000);
      moved += 17 * DAY - 60_000 - 1000;
      await t.context.jobs.drain();
      expect((await loanRow(loan.loan_id)).state).toBe("funded");
      t.clock.advance(2000);
      moved += 2000;
      await t.context.jobs.drain();
      const row = await loanRow(loan.loan_id);
      expect(row).toMatchObject({ state: "forfeited", open_slot: null });
      expect(await provenanceOf(row.product_id!)).toMatchObject({ source: "loan_forfeit", owner_party: "maison", owner_user_id: null, cost_basis_cents: loan.amount_cents });
      expect((await emailsTo(t, b.email)).some((m) => m.subject?.includes("was forfeited"))).toBe(true);
      await expect(paid(b, loan)).rejects.toThrow(/cannot be repaid while it is forfeited/);
      const late = await call("POST", `${base}/create_return/`, (await signedInAgain(b)).headers, { loan_id: loan.loan_id });
      expect(late.json()).toMatchObject({ code: "not_repayable", message: "This loan cannot be repaid while it is forfeited." });
    } finally {
      t.clock.advance(-moved);
    }
    const forfeited = (await call("GET", "/api/ops/loans/?queue=forfeited", staff)).json();
    expect(forfeited.loans.find((l: { id: string }) => l.id === loan.loan_id)).toMatchObject({ product_id: (await loanRow(loan.loan_id)).product_id });
  });

  it("a loan repaid before its forfeiture date is never forfeited: the timer finds it repaid and does nothing", async () => {
    const b = await borrower();
    const loan = await fundedLoan(b);
    const token = await repaymentToken(b, loan);
    expect((await payByCard(await signedInAgain(b), token)).statusCode).toBe(200);
    t.clock.advance(70 * DAY + 60_000);
    try {
      await t.context.jobs.drain();
      const row = await loanRow(loan.loan_id);
      expect(row.state).toBe("repaid");
      expect((await provenanceOf(row.product_id!)).owner_party).toBe("seller");
      const audits = await t.context.db.kysely.selectFrom("audit_events").select("event").where("subject_id", "=", loan.loan_id).where("event", "=", "forfeit").execute();
      expect(audits).toEqual([]);
    } finally {
      t.clock.advance(-(70 * DAY + 60_000));
    }
  });

  it("leaves exactly one outcome when the card payment races the forfeiture: one charge or none, and one payout", async () => {
    // The timer starts at once, a little later, or later still; whichever wins, one outcome (both orders are also tested on their own above).
    for (const delayMs of [null, null, 0, 40]) {
      const b = await borrower();
      const loan = await fundedLoan(b);
      const token = await repaymentToken(b, loan);
      t.clock.advance(70 * DAY + 60_000);
      try {
        const payer = await signedInAgain(b);
        const [payment, forfeited] = await Promise.allSettled([payByCard(payer, token), delayMs === null ? t.context.jobs.drain() : new Promise((resolve) => setTimeout(resolve, delayMs)).then(() => t.context.jobs.drain())]);
        expect(forfeited.status).toBe("fulfilled");
        await t.context.jobs.drain();
        await t.context.outbox.drain();
        const row = await loanRow(loan.loan_id);
        const audits = await t.context.db.kysely.selectFrom("audit_events").select("event").where("subject_id", "=", loan.loan_id).where("event", "in", ["repay", "forfeit"]).execute();
        expect(audits).toHaveLength(1);
        expect(row.state).toBe(audits[0]!.event === "repay" ? "repaid" : "forfeited");
        const answered = payment.status === "fulfilled" ? payment.value.statusCode : 0;
        expect(answered).toBe(row.state === "repaid" ? 200 : 409);
        // The repayment is charged only when it won; a forfeiture closes the payment link.
        expect(await requestState(token)).toBe(row.state === "repaid" ? "paid" : "cancelled");
        const owner = await provenanceOf(row.product_id!);
        expect(owner.owner_party).toBe(row.state === "repaid" ? "seller" : "maison");
        const payouts = await t.context.db.kysely.selectFrom("payouts").select(["state", "amount_cents"]).where("reference", "=", `loan:${loan.loan_id}`).execute();
        expect(payouts).toEqual([{ state: "settled", amount_cents: loan.amount_cents }]);
      } finally {
        t.clock.advance(-(70 * DAY + 60_000));
      }
    }
  });
});
