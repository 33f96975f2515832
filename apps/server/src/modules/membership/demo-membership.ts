import pino from "pino";
import { nextChargeDate } from "@maison/domain/membership/billing";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { PaymentGateway, PaymentSource } from "../../platform/payments/payment-gateway.ts";
import { existingDemoAccounts } from "../identity/demo-accounts.ts";
import { DEMO_MEMBERSHIP } from "./demo-member-role.ts";
import { WalletService } from "../wallet/wallet.service.ts";
import { MembershipLedger } from "./membership-ledger.ts";
import * as repo from "./membership.repository.ts";
import { scheduleMembershipCharge } from "./membership.service.ts";

const DAY_MS = 86_400_000;

/**
 * The demo member's subscription: $100 a month, started 85 days before the seed (always less than three
 * calendar months), so its three past contributions were charged and its next charge is a few days ahead.
 */
export const DEMO_SUBSCRIPTION = { amountCents: 100_00, cycle: "monthly", pastCycles: 3, startedDaysAgo: 85 } as const;

/**
 * The card the demo subscription is charged to: the test gateway's 4242 Visa; on Stripe (test mode),
 * Stripe's matching test PaymentMethod. Only the brand and last 4 are kept.
 */
function demoCard(gateway: PaymentGateway): PaymentSource {
  if (gateway.name !== "test") return { kind: "token", token: "pm_card_visa" };
  return { kind: "card", number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "424", name: "Margaux Delacroix" };
}

/**
 * Makes the demo member a real subscriber: the card saved through the gateway, the three past cycles
 * charged to it and credited with their 2 % bonus through the membership ledger and the wallet (each
 * dated on its cycle), the subscription active and its next charge scheduled for the billing job.
 * Every gateway call and wallet movement has a fixed idempotency key, and a subscription already there
 * is left alone, so running it again changes nothing. `secret` is the server's SESSION_SECRET (as for
 * the demo wallet); `gateway` must be the one the server charges with.
 */
export async function seedDemoMembership(db: Db, now: Date, secret: string, gateway: PaymentGateway): Promise<void> {
  const member = (await existingDemoAccounts(db)).find((a) => a.role === "member");
  const user = member ? { id: member.userId } : undefined;
  if (!user || (await repo.findSubscription(db.kysely, DEMO_MEMBERSHIP.id))) return;
  const id = DEMO_MEMBERSHIP.id;
  const started = new Date(now.getTime() - DEMO_SUBSCRIPTION.startedDaysAgo * DAY_MS);
  const anchorDay = started.getUTCDate();
  const cycles = [started];
  for (let i = 1; i <= DEMO_SUBSCRIPTION.pastCycles; i += 1) cycles.push(nextChargeDate(cycles[i - 1] as Date, DEMO_SUBSCRIPTION.cycle, anchorDay));
  const next = cycles.pop() as Date;

  const saved = await gateway.savePaymentMethod(demoCard(gateway), `demo:membership:${id}:card`);
  if (saved.status !== "saved") throw new Error(`The demo card was not saved: ${saved.code}`);
  const payments: string[] = [];
  for (const [cycle, at] of cycles.entries()) {
    const key = `membership:${id}:cycle:${cycle}:at:${at.toISOString()}`;
    const result = await gateway.authorize({
      amountCents: DEMO_SUBSCRIPTION.amountCents,
      currency: "USD",
      source: { kind: "saved", paymentMethodId: saved.paymentMethodId },
      idempotencyKey: key,
      description: `Maison membership contribution, ${id} cycle ${cycle}`,
    });
    if (result.status !== "authorized") throw new Error(`The demo contribution of cycle ${cycle} was declined: ${result.code}`);
    await gateway.capture(result.reference, `capture:${key}`);
    payments.push(result.reference);
  }

  const seedClock: Clock = { now: () => now };
  await inTransaction(db, async (tx) => {
    let accountId: string | null = null;
    for (const [cycle, at] of cycles.entries()) {
      const atClock: Clock = { now: () => at };
      const ledger = new MembershipLedger(new WalletService(db, atClock, secret), () => at.toISOString());
      accountId = await ledger.credit(tx, { id, user_id: user.id }, cycle, DEMO_SUBSCRIPTION.amountCents, payments[cycle] ?? null);
    }
    const startedIso = started.toISOString();
    await repo.insertSubscriptionOfMembership(
      tx.db,
      { id, user_id: user.id, status: "active", plan_amount_cents: DEMO_SUBSCRIPTION.amountCents, billing_cycle: DEMO_SUBSCRIPTION.cycle, started_at: startedIso, created_at: startedIso },
      {
        id,
        user_id: user.id,
        payment_type: DEMO_SUBSCRIPTION.cycle,
        next_charge_at: next.toISOString(),
        anchor_day: anchorDay,
        cycle_index: cycles.length,
        skip_next: 0,
        failed_attempts: 0,
        rewards_account_id: accountId,
        payment_method_id: saved.paymentMethodId,
        payment_brand: saved.brand,
        payment_last4: saved.last4,
        source_order_id: null,
        cancelled_at: null,
        cancellation_reason: null,
        created_at: startedIso,
        updated_at: now.toISOString(),
      },
    );
    await scheduleMembershipCharge(new JobRunner(db, seedClock, pino({ level: "silent" })), tx, id, next);
  });
}
