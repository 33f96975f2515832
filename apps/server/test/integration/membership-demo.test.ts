import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nextChargeDate } from "@maison/domain/membership/billing";
import { DEMO_PASSWORD, existingDemoAccounts, seedDemoAccounts } from "../../src/modules/identity/demo-accounts.ts";
import { seedDemoMemberRole } from "../../src/modules/membership/demo-member-role.ts";
import { seedDemoMembership } from "../../src/modules/membership/demo-membership.ts";
import { seedDemoWallet } from "../../src/modules/wallet/demo-wallet.ts";
import { bearer, signIn } from "../support/identity-fixtures.ts";
import { DAY_MS, ledgerLines, rewardsBalance, rewardsCall, runUntil } from "../support/membership-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const MEMBER = { id: "usr_demo_member", email: "member@maison.test" };
const TABLES = ["memberships", "membership_subscriptions", "membership_ledger", "wallet_accounts", "wallet_transactions", "wallet_entries", "payment_methods", "payment_authorizations", "jobs"] as const;

/** The demo seeds in the order the seed command and first start run them. */
async function seedDemo(t: TestApp, now: Date): Promise<void> {
  await seedDemoAccounts(t.context.db, now);
  await seedDemoMemberRole(t.context.db, now);
  await seedDemoWallet(t.context.db, now, t.context.env.sessionSecret, await existingDemoAccounts(t.context.db));
  await seedDemoMembership(t.context.db, now, t.context.env.sessionSecret, t.context.payments);
}

async function member(t: TestApp) {
  return { headers: bearer(await signIn(t.app, MEMBER.email, DEMO_PASSWORD)) };
}

/** Every row of the tables the demo membership touches, to compare before and after a second seed. */
async function snapshot(t: TestApp) {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) rows[table] = await t.context.db.kysely.selectFrom(table).selectAll().orderBy("id").execute();
  return rows;
}

describe("the demo member's subscription", () => {
  let t: TestApp;
  let seededAt: Date;
  let started: Date;
  beforeEach(async () => {
    t = await createTestApp();
    seededAt = t.clock.now();
    started = new Date(seededAt.getTime() - 85 * DAY_MS);
    await seedDemo(t, seededAt);
  });
  afterEach(async () => {
    await t.close();
  });

  it("is an active $100 monthly plan with three contributions, their 2 % bonus and the saved 4242 card", async () => {
    const lastCharge = nextChargeDate(nextChargeDate(started, "monthly"), "monthly");
    const next = nextChargeDate(lastCharge, "monthly");
    expect(lastCharge.getTime()).toBeLessThan(seededAt.getTime());
    expect(next.getTime()).toBeGreaterThan(seededAt.getTime());
    const who = await member(t);

    const isMember = await rewardsCall(t, "GET", "is_member/", who);
    expect(isMember.statusCode).toBe(200);
    expect(isMember.json()).toEqual({
      is_member: true,
      rewards_membership_status: "active",
      membership: expect.objectContaining({
        contract_id: "mbr_demo_member",
        status: "active",
        is_member: true,
        amount: 100,
        rewards_billing_cycle: "monthly",
        started_at: started.toISOString(),
        next_charge_date: next.toISOString(),
        skip_next: false,
        failed_attempts: 0,
        payment_method: { brand: "visa", last4: "4242" },
        total_contribution: 300,
        total_bonus: 6,
      }),
    });

    const wallet = await rewardsCall(t, "GET", "wallet/", who);
    expect(wallet.statusCode).toBe(200);
    // The $1,500 demo rewards credit (decision 019) sits beside the membership's $306 in the same rewards credit.
    expect(wallet.json().rewards_credit).toEqual({ membership_plan: { amount: 100, rewards_billing_cycle: "monthly" }, total_contribution: 300, credits_used: 0, total_bonus: 6, balance: 1806 });
    expect(wallet.json().membership).toMatchObject({ contract_id: "mbr_demo_member", total_contribution: 300 });

    expect(await ledgerLines(t, MEMBER.id)).toEqual(["contribution 10000", "bonus 200", "contribution 10000", "bonus 200", "contribution 10000", "bonus 200"]);
    const ledger = await t.context.db.kysely.selectFrom("membership_ledger").selectAll().where("kind", "=", "contribution").orderBy("cycle_index").execute();
    expect(ledger.map((r) => r.created_at)).toEqual([started, nextChargeDate(started, "monthly"), lastCharge].map((d) => d.toISOString()));
    const charges = await t.context.db.kysely.selectFrom("payment_authorizations").selectAll().where("id", "in", ledger.map((r) => r.payment_reference as string)).execute();
    expect(charges.map((c) => [c.status, c.amount_cents, c.brand, c.last4])).toEqual(Array(3).fill(["captured", 10000, "visa", "4242"]));
    const cards = await t.context.db.kysely.selectFrom("payment_methods").selectAll().execute();
    expect(cards).toHaveLength(1);
    expect(Object.values(cards[0] as object).join(" ")).not.toContain("4242424242424242");
  });

  it("changes nothing when seeded again, even days later", async () => {
    const before = await snapshot(t);
    const who = await member(t);
    const view = (await rewardsCall(t, "GET", "wallet/", who)).json();
    await seedDemo(t, seededAt);
    await seedDemo(t, new Date(seededAt.getTime() + 3 * DAY_MS));
    expect(await snapshot(t)).toEqual(before);
    expect((await rewardsCall(t, "GET", "wallet/", who)).json()).toEqual(view);
  });

  it("is charged its next month on time with the saved card by the billing job", async () => {
    const next = nextChargeDate(nextChargeDate(nextChargeDate(started, "monthly"), "monthly"), "monthly");
    await runUntil(t, new Date(next.getTime() - 60_000));
    expect(await ledgerLines(t, MEMBER.id)).toHaveLength(6);

    await runUntil(t, next);
    const lines = await ledgerLines(t, MEMBER.id);
    expect(lines.slice(6)).toEqual(["contribution 10000", "bonus 200"]);
    const fourth = await t.context.db.kysely.selectFrom("membership_ledger").selectAll().where("kind", "=", "contribution").where("cycle_index", "=", 3).executeTakeFirstOrThrow();
    expect(fourth.created_at).toBe(next.toISOString());
    const charge = await t.context.db.kysely.selectFrom("payment_authorizations").selectAll().where("id", "=", fourth.payment_reference as string).executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ status: "captured", amount_cents: 10000, brand: "visa", last4: "4242" });
    expect(await rewardsBalance(t, MEMBER.id)).toBe(1_500_00 + 4 * 10_200);

    const who = await member(t);
    const view = (await rewardsCall(t, "GET", "is_member/", who)).json();
    expect(view).toMatchObject({ is_member: true, membership: { status: "active", total_contribution: 400, total_bonus: 8, next_charge_date: nextChargeDate(next, "monthly", started.getUTCDate()).toISOString() } });
  });
});
