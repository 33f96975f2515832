import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { TEST_CARD } from "../support/checkout-fixtures.ts";
import { DAY_MS, joinThroughCart, ledgerLines, rewardsBalance, rewardsCall, runUntil, shopper, signInAgain, type Member } from "../support/membership-fixtures.ts";

const SAVED_BUT_DECLINING = { ...TEST_CARD, number: "4000 0000 0000 0341" };

/** Moves a day at a time for `days` days, running the jobs due each day. */
async function liveDays(t: TestApp, days: number, ...people: Member[]): Promise<void> {
  for (let i = 0; i < days; i += 1) await runUntil(t, new Date(t.clock.now().getTime() + DAY_MS));
  for (const who of people) await signInAgain(t, who);
}

describe("membership billing with a controlled clock", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it("charges a $50 monthly plan every month for a year, passes a skipped month, and forfeits the bonus on cancel", async () => {
    const ines = await shopper(t);
    await joinThroughCart(t, ines);
    const start = t.clock.now();
    await liveDays(t, 40, ines); // the second month's charge (Dec 18)
    const skip = await rewardsCall(t, "POST", "skip/", ines, {});
    expect(skip.statusCode).toBe(200);
    expect(skip.json().membership.skip_next).toBe(true);
    expect((await rewardsCall(t, "POST", "skip/", ines, {})).statusCode).toBe(409);
    await liveDays(t, 31, ines); // Jan 18 passes uncharged
    expect((await rewardsCall(t, "GET", "is_member/", ines)).json()).toMatchObject({ is_member: false, rewards_membership_status: "skipped" });
    await liveDays(t, 300, ines); // through Nov 18 of the next year
    expect(t.clock.now().getTime() - start.getTime()).toBe(371 * DAY_MS);

    const charged = 12 - 1; // the join and ten renewals up to Oct 18, with Jan skipped; Nov 18 is the 12th cycle
    const lines = await ledgerLines(t, ines.id);
    expect(lines.filter((l) => l === "contribution 5000")).toHaveLength(charged + 1);
    expect(lines.filter((l) => l === "bonus 100")).toHaveLength(charged + 1);
    expect(lines).toHaveLength(2 * (charged + 1));
    const rows = await t.context.db.kysely.selectFrom("membership_ledger").select(["kind", "cycle_index"]).where("user_id", "=", ines.id).where("kind", "=", "contribution").orderBy("cycle_index").execute();
    expect(rows.map((r) => r.cycle_index)).toEqual([0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await rewardsBalance(t, ines.id)).toBe(12 * 5100);
    const captured = await t.context.db.kysely.selectFrom("payment_authorizations").select("amount_cents").where("description", "like", "Maison membership contribution%").where("status", "=", "captured").execute();
    expect(captured.map((c) => c.amount_cents)).toEqual(Array(11).fill(5000));

    const cancel = await rewardsCall(t, "POST", "cancel_subscription/", ines, { reason: "not_using_enough" });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().membership).toMatchObject({ status: "cancelled", is_member: false, cancellation_reason: "not_using_enough", next_charge_date: null, total_bonus: 12 });
    expect((await ledgerLines(t, ines.id)).at(-1)).toBe("forfeit 1200");
    expect(await rewardsBalance(t, ines.id)).toBe(12 * 5000);
    await liveDays(t, 40, ines);
    expect(await ledgerLines(t, ines.id)).toHaveLength(2 * 12 + 1);
    const wallet = (await rewardsCall(t, "GET", "wallet/", ines)).json();
    expect(wallet.rewards_credit).toMatchObject({ membership_plan: null, total_contribution: 600, total_bonus: 0, credits_used: 0, balance: 600 });
  });

  it("retries a declined renewal after 5 days, suspends after the third try, and charges again once the member changes card and contribution", async () => {
    const ines = await shopper(t);
    await joinThroughCart(t, ines);
    const card = await rewardsCall(t, "PUT", "payment_method/", ines, { payment: SAVED_BUT_DECLINING });
    expect(card.statusCode).toBe(200);
    expect(card.json().membership.payment_method).toEqual({ brand: "visa", last4: "0341" });

    await liveDays(t, 30, ines); // Dec 18: first try declined
    let state = (await rewardsCall(t, "GET", "is_member/", ines)).json();
    expect(state).toMatchObject({ is_member: true, membership: { status: "active", failed_attempts: 1 } });
    expect(Date.parse(state.membership.next_charge_date) - Date.parse("2026-12-18T12:00:00.000Z")).toBe(5 * DAY_MS);
    await liveDays(t, 5, ines); // Dec 23: second try
    expect((await rewardsCall(t, "GET", "is_member/", ines)).json().membership.failed_attempts).toBe(2);
    await liveDays(t, 5, ines); // Dec 28: third try, suspended
    state = (await rewardsCall(t, "GET", "is_member/", ines)).json();
    expect(state).toMatchObject({ is_member: false, rewards_membership_status: "suspended", membership: { failed_attempts: 3, next_charge_date: null } });
    const declined = await t.context.db.kysely.selectFrom("payment_authorizations").select("status").where("description", "like", "Maison membership contribution%").execute();
    expect(declined.map((d) => d.status)).toEqual(["declined", "declined", "declined"]);
    await liveDays(t, 30, ines);
    expect(await ledgerLines(t, ines.id)).toEqual(["contribution 5000", "bonus 100"]);

    expect((await rewardsCall(t, "PUT", "payment_method/", ines, { payment: TEST_CARD })).statusCode).toBe(200);
    const resume = await rewardsCall(t, "POST", "update_monthly_contribution/", ines, { amount: 100 });
    expect(resume.statusCode).toBe(200);
    await runUntil(t, t.clock.now());
    state = (await rewardsCall(t, "GET", "is_member/", ines)).json();
    expect(state).toMatchObject({ is_member: true, membership: { status: "active", amount: 100, failed_attempts: 0 } });
    expect(await ledgerLines(t, ines.id)).toEqual(["contribution 5000", "bonus 100", "contribution 10000", "bonus 200"]);
    expect(await rewardsBalance(t, ines.id)).toBe(15300);
  });

  it("bills a $1000 yearly plan once a year and refunds its contract: contributions back to the card, bonus forfeited", async () => {
    const ines = await shopper(t);
    const other = await shopper(t);
    await joinThroughCart(t, ines, { amount: 1000, cycle: "yearly" });
    await liveDays(t, 364, ines);
    expect(await ledgerLines(t, ines.id)).toEqual(["contribution 100000", "bonus 2000"]);
    await liveDays(t, 2, ines, other); // a year after joining
    expect(await ledgerLines(t, ines.id)).toEqual(["contribution 100000", "bonus 2000", "contribution 100000", "bonus 2000"]);
    const contract = (await rewardsCall(t, "GET", "is_member/", ines)).json().membership.contract_id as string;

    const foreign = await rewardsCall(t, "PUT", "refund/", other, { contract_id: contract });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().field).toBe("contract_id");
    expect((await rewardsCall(t, "PUT", "refund/", ines, {})).json().field).toBe("contract_id");

    const refund = await rewardsCall(t, "PUT", "refund/", ines, { contract_id: contract });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ contract_id: contract, refunded_contributions: 2000, forfeited_bonus: 40, membership: { status: "cancelled", is_member: false } });
    expect((await ledgerLines(t, ines.id)).slice(4)).toEqual(["forfeit 4000", "refund 100000", "refund 100000"]);
    expect(await rewardsBalance(t, ines.id)).toBe(0);
    const refunds = await t.context.db.kysely.selectFrom("payment_refunds").select("amount_cents").execute();
    expect(refunds.map((r) => r.amount_cents).sort()).toEqual([100000, 100000]);
    expect((await rewardsCall(t, "PUT", "refund/", ines, { contract_id: contract })).statusCode).toBe(409);
    await liveDays(t, 370, ines);
    expect(await ledgerLines(t, ines.id)).toHaveLength(7);
  });

  it("refuses bad input naming the field, and a cancel of nobody's membership", async () => {
    const ines = await shopper(t);
    expect((await rewardsCall(t, "POST", "cancel_subscription/", ines, { reason: "too_expensive" })).statusCode).toBe(404);
    await joinThroughCart(t, ines);
    const amount = await rewardsCall(t, "POST", "update_monthly_contribution/", ines, { amount: 75 });
    expect(amount.statusCode).toBe(400);
    expect(amount.json().field).toBe("amount");
    const reason = await rewardsCall(t, "POST", "cancel_subscription/", ines, { reason: "bored" });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().field).toBe("reason");
  });
});
