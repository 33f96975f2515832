import type { Logger } from "pino";
import type { IsMemberResponse, MembershipView, RefundResponse } from "@maison/contracts/membership";
import type { PaymentInput } from "@maison/contracts/checkout";
import { isOneOffMembershipVariant } from "@maison/domain/cart/special-lines";
import { planOfVariant, planForContributionChange } from "@maison/domain/membership/plans";
import { afterDecline, nextChargeDate, retryDate } from "@maison/domain/membership/billing";
import { isMemberStatus, type MembershipStatus } from "@maison/domain/membership/membership-status";
import { INITIAL_SUBSCRIPTION_STATUS, maySkip, nextStatus, subscriptionLifecycle, type SubscriptionEvent } from "@maison/domain/membership/subscription-transitions";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { ONE_OFF_PAYMENT_TYPE_ATTRIBUTE } from "@maison/domain/membership/subscription-consent";
import type { CancellationReason } from "@maison/domain/membership/cancellation-reasons";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, lockForUpdate, type Tx } from "../../db/transaction.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { PaymentGateway, PaymentSource } from "../../platform/payments/payment-gateway.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { PaidOrderEvent, PlacedOrderEvent } from "@maison/domain/checkout/order-events";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import { MEMBERSHIP_BINDING } from "./membership-binding.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { membershipErrors } from "./membership-errors.ts";
import { MembershipLedger } from "./membership-ledger.ts";
import * as repo from "./membership.repository.ts";
import type { SubscriptionRow } from "./membership.repository.ts";
import { toMembershipView } from "./membership-view.ts";
import { PaymentDeclineCode } from "@maison/contracts/payment";

export const MEMBERSHIP_CHARGE_JOB = "membership.charge";
/** The line attribute the one-off checkout puts on its membership line: that line is a single contribution. */
export const ONE_OFF_ATTRIBUTE = ONE_OFF_PAYMENT_TYPE_ATTRIBUTE;

export interface ChargePayload {
  membershipId: string;
  /** The attempt's scheduled time: a stale job (rescheduled, cancelled meanwhile) does nothing. */
  at: string;
}

/** Enqueues the charge of subscription `id` due at `at` (once per subscription and date). */
export async function scheduleMembershipCharge(jobs: Pick<JobRunner, "enqueue">, tx: Tx, id: string, at: Date): Promise<void> {
  const payload: ChargePayload = { membershipId: id, at: at.toISOString() };
  await jobs.enqueue(tx, MEMBERSHIP_CHARGE_JOB, payload, { runAt: at, uniqueKey: `membership-charge:${id}:${payload.at}`, maxAttempts: 20 });
}

export interface MembershipServiceDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  wallet: WalletService;
  gateway: PaymentGateway;
  jobs: JobRunner;
  cart: CartService;
  transitions: Transitions;
  includeTestPlans: boolean;
}

/**
 * Subscriptions (decision 025): joining through an order with a membership line, the billing of every
 * cycle through the saved card with retries after the payment delay, skip, contribution change,
 * cancel (bonus forfeited) and refund by contract (contributions returned to the card, bonus not).
 * Status changes follow the transition table of packages/domain/src/membership; the `memberships`
 * row keeps the status sessions read, so `is_member` and the member role follow it everywhere.
 */
export class MembershipService {
  private readonly ledger: MembershipLedger;

  constructor(private readonly deps: MembershipServiceDeps) {
    this.ledger = new MembershipLedger(deps.wallet, () => this.nowIso());
  }

  // ---- joining -------------------------------------------------------------------------------

  /** Inside the order transaction: a membership line of a signed-in buyer starts a subscription with initial access. */
  async orderPlaced(tx: Tx, order: PlacedOrderEvent, actor: Actor): Promise<void> {
    const line = order.lines.find((l) => l.kind === "membership");
    if (!line || !order.userId) return;
    // The one-off variant (a custom amount, priced by its line) is a single contribution by itself (decision 030).
    const oneOffVariant = isOneOffMembershipVariant(line.variantId);
    const cycle = oneOffVariant ? null : (planOfVariant(line.variantId, { includeTestPlans: this.deps.includeTestPlans })?.billingCycle ?? null);
    if (!oneOffVariant && !cycle) return;
    const cart = await this.deps.cart.get(order.cartToken, { actor: systemActor("membership.order-paid"), userId: order.userId, email: null, isMember: false, isB2b: false }, tx);
    const oneOff = oneOffVariant || (cart?.lines.some((l) => l.kind === "membership" && l.attributes.some((a) => a.key === ONE_OFF_ATTRIBUTE && a.value === "one_off")) ?? false);
    const now = this.deps.clock.now();
    const nowIso = now.toISOString();
    const id = newId("mbr");
    await repo.insertSubscription(
      tx.db,
      { id, user_id: order.userId, status: nextStatus(null, "order_placed")!, plan_amount_cents: line.priceCents, billing_cycle: oneOff || !cycle ? "one_off" : cycle, started_at: nowIso, created_at: nowIso },
      {
        id,
        user_id: order.userId,
        payment_type: oneOff || !cycle ? "one_off" : cycle,
        next_charge_at: null,
        anchor_day: now.getUTCDate(),
        cycle_index: 0,
        skip_next: 0,
        failed_attempts: 0,
        rewards_account_id: null,
        payment_method_id: order.payment?.savedPaymentMethodId ?? null,
        payment_brand: order.payment?.brand ?? null,
        payment_last4: order.payment?.last4 ?? null,
        source_order_id: order.orderId,
        cancelled_at: null,
        cancellation_reason: null,
        created_at: nowIso,
        updated_at: nowIso,
        // The words the buyer agreed to at checkout for the recurring charge (decision 044).
        consent_terms: oneOff ? null : (order.subscriptionConsent?.terms ?? null),
        consented_at: oneOff ? null : (order.subscriptionConsent?.at ?? null),
      },
    );
    // Paid with wallet money only: nothing to capture, the contribution is credited now.
    await this.deps.transitions.created(tx, subscriptionLifecycle, id, INITIAL_SUBSCRIPTION_STATUS, actor, { event: "order_placed", emits: "membership.started", data: { order_id: order.orderId } });
    if (!order.payment) await this.activate(tx, id, null, systemActor("order.placed"));
  }

  /** Inside the capture's transaction (order.paid): the first contribution is credited and the subscription is active. */
  async orderPaid(tx: Tx, order: PaidOrderEvent): Promise<void> {
    // A guest's order holds no membership (a subscription belongs to an account): nothing to read.
    if (order.userId === null) return;
    const sub = await repo.findSubscriptionByOrder(tx.db, order.orderId);
    if (!sub || sub.status !== "active_initial_access") return;
    await this.activate(tx, sub.id, order.paymentReference, systemActor("order.paid"));
  }

  private async activate(tx: Tx, id: string, paymentReference: string | null, actor: Actor): Promise<void> {
    await lockForUpdate(tx, "memberships", [id]);
    const sub = await repo.findSubscription(tx.db, id);
    if (!sub || sub.status !== "active_initial_access" || sub.cycle_index > 0) return;
    const accountId = await this.ledger.credit(tx, sub, 0, sub.plan_amount_cents, paymentReference);
    const start = new Date(sub.started_at);
    const next = sub.payment_type === "one_off" ? nextChargeDate(start, "yearly") : nextChargeDate(start, sub.payment_type, sub.anchor_day);
    await this.move(tx, sub, "charge_captured", { cycle_index: 1, next_charge_at: next.toISOString(), rewards_account_id: accountId, failed_attempts: 0 }, actor);
    await this.schedule(tx, id, next);
  }

  // ---- billing -------------------------------------------------------------------------------

  /**
   * The charge job: on the due date, the skipped cycle passes without a charge, a one-off's year ends,
   * or the plan amount is charged to the saved card and credited. A decline is retried after the
   * payment delay; the third declined try suspends the subscription.
   */
  async chargeDue(payload: ChargePayload): Promise<void> {
    const sub = await repo.findSubscription(this.deps.db.kysely, payload.membershipId);
    if (!sub || sub.next_charge_at !== payload.at || sub.status === "cancelled" || sub.status === "suspended" && sub.failed_attempts > 0) return;
    if (Date.parse(sub.next_charge_at) > this.deps.clock.now().getTime()) return;
    if (sub.payment_type === "one_off") return this.inLocked(sub.id, payload.at, (tx, s) => this.move(tx, s, "cancel", { next_charge_at: null, cancelled_at: this.nowIso() }));
    if (sub.skip_next === 1) {
      return this.inLocked(sub.id, payload.at, async (tx, s) => {
        const next = this.cycleDate(s, s.cycle_index + 1);
        await this.move(tx, s, "skip_reached", { skip_next: 0, cycle_index: s.cycle_index + 1, next_charge_at: next.toISOString() });
        await this.schedule(tx, s.id, next);
      });
    }
    const key = `membership:${sub.id}:cycle:${sub.cycle_index}:at:${payload.at}`;
    const result = sub.payment_method_id
      ? await this.deps.gateway.authorize({
          amountCents: sub.plan_amount_cents,
          currency: "USD",
          source: { kind: "saved", paymentMethodId: sub.payment_method_id },
          idempotencyKey: key,
          description: `Maison membership contribution, ${sub.id} cycle ${sub.cycle_index}`,
        })
      : ({ status: "declined", code: PaymentDeclineCode.enum.invalid_payment_method, message: "No saved card." } as const);
    if (result.status === "authorized") {
      await this.deps.gateway.capture(result.reference, `capture:${key}`);
      return this.inLocked(sub.id, payload.at, async (tx, s) => {
        await this.ledger.credit(tx, s, s.cycle_index, s.plan_amount_cents, result.reference);
        // A late charge (after retries or a suspension) covers its cycle; cycles whose dates passed meanwhile are not charged.
        let cycle = s.cycle_index + 1;
        while (this.cycleDate(s, cycle).getTime() <= this.deps.clock.now().getTime()) cycle += 1;
        const next = this.cycleDate(s, cycle);
        await this.move(tx, s, "charge_captured", { cycle_index: cycle, next_charge_at: next.toISOString(), failed_attempts: 0 });
        await this.schedule(tx, s.id, next);
      });
    }
    this.deps.logger.info({ membershipId: sub.id, code: result.code, attempt: sub.failed_attempts + 1 }, "membership charge declined");
    return this.inLocked(sub.id, payload.at, async (tx, s) => {
      const attempts = s.failed_attempts + 1;
      if (afterDecline(attempts) === "suspend") return this.move(tx, s, "charge_failed", { failed_attempts: attempts, next_charge_at: null });
      const retry = retryDate(this.deps.clock.now());
      await this.move(tx, s, "charge_declined", { failed_attempts: attempts, next_charge_at: retry.toISOString() });
      await this.schedule(tx, s.id, retry);
    });
  }

  /** The scheduled date of cycle `n`: n cycles after the start, on the start's day of month. */
  private cycleDate(sub: SubscriptionRow, n: number): Date {
    const cycle = sub.payment_type === "one_off" ? "yearly" : sub.payment_type;
    let date = new Date(sub.started_at);
    for (let i = 0; i < n; i += 1) date = nextChargeDate(date, cycle, sub.anchor_day);
    return date;
  }

  private async schedule(tx: Tx, id: string, at: Date): Promise<void> {
    await scheduleMembershipCharge(this.deps.jobs, tx, id, at);
  }

  /** Runs `work` on the locked subscription if its pending charge is still the one scheduled at `at`. */
  private async inLocked(id: string, at: string, work: (tx: Tx, sub: SubscriptionRow) => Promise<void>): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      await lockForUpdate(tx, "memberships", [id]);
      const sub = await repo.findSubscription(tx.db, id);
      if (!sub || sub.next_charge_at !== at) return;
      await work(tx, sub);
    });
  }

  // ---- the member's own calls ----------------------------------------------------------------

  async isMember(userId: string): Promise<IsMemberResponse> {
    const status = await repo.latestMembershipStatus(this.deps.db.kysely, userId);
    const sub = await repo.findLatestSubscription(this.deps.db.kysely, userId);
    return {
      is_member: isMemberStatus(status),
      rewards_membership_status: (status as MembershipStatus | null) ?? null,
      membership: sub ? await this.view(sub) : null,
    };
  }

  async skip(userId: string): Promise<MembershipView> {
    return this.change(userId, async (tx, sub) => {
      if (!maySkip(sub.status as MembershipStatus, sub.skip_next === 1) || sub.payment_type === "one_off") throw membershipErrors.notAllowed("skipped", sub.status);
      await repo.updateSubscription(tx.db, sub.id, { billing: { skip_next: 1, updated_at: this.nowIso() } });
    });
  }

  async updateContribution(actor: Actor, amountDollars: number): Promise<MembershipView> {
    const userId = actor.id;
    const plan = planForContributionChange(amountDollars, { includeTestPlans: this.deps.includeTestPlans });
    if (!plan || !plan.billingCycle) throw membershipErrors.amount("Choose a monthly contribution of 50, 100, 250 or 500 dollars, or a yearly one of 1000, 2500 or 5000.");
    return this.change(userId, async (tx, sub) => {
      if (sub.payment_type === "one_off" || nextStatus(sub.status as MembershipStatus, "contribution_changed") === null) throw membershipErrors.notAllowed("changed", sub.status);
      const changes = { plan_amount_cents: plan.priceCents, billing_cycle: plan.billingCycle!, billing: { payment_type: plan.billingCycle!, updated_at: this.nowIso() } };
      await this.move(tx, sub, "contribution_changed", {}, actor, { from_cents: sub.plan_amount_cents, to_cents: plan.priceCents });
      await repo.updateSubscription(tx.db, sub.id, changes);
      if (sub.status === "suspended") {
        // A suspended member who changes the contribution asks to be charged again: a fresh try now.
        const now = this.deps.clock.now();
        await repo.updateSubscription(tx.db, sub.id, { billing: { failed_attempts: 0, next_charge_at: now.toISOString() } });
        await this.schedule(tx, sub.id, now);
      }
    });
  }

  /** Saves a new card for the coming charges (through the gateway; only brand and last 4 are kept here). */
  async changePaymentMethod(userId: string, payment: PaymentInput): Promise<MembershipView> {
    const sub = await repo.findLatestSubscription(this.deps.db.kysely, userId);
    if (!sub || sub.status === "cancelled") throw membershipErrors.noMembership();
    const source: PaymentSource =
      payment.kind === "card"
        ? { kind: "card", number: payment.number.replaceAll(" ", ""), expMonth: payment.exp_month, expYear: payment.exp_year, cvc: payment.cvc, name: payment.name }
        : { kind: "token", token: payment.token };
    const saved = await this.deps.gateway.savePaymentMethod(source, `membership:${sub.id}:card:${newId("pm")}`);
    if (saved.status === "declined") throw membershipErrors.cardDeclined(saved.code, saved.message);
    return this.change(userId, async (tx, s) => {
      await repo.updateSubscription(tx.db, s.id, { billing: { payment_method_id: saved.paymentMethodId, payment_brand: saved.brand, payment_last4: saved.last4, updated_at: this.nowIso() } });
    });
  }

  async cancel(actor: Actor, reason: CancellationReason): Promise<MembershipView> {
    return this.change(actor.id, async (tx, sub) => {
      if (nextStatus(sub.status as MembershipStatus, "cancel") === null) throw membershipErrors.notAllowed("cancelled", sub.status);
      await this.ledger.forfeitBonus(tx, sub, "cancel");
      await this.move(tx, sub, "cancel", { cancelled_at: this.nowIso(), cancellation_reason: reason, next_charge_at: null, skip_next: 0 }, actor, { reason });
    });
  }

  /**
   * Refund by contract: the bonus still held is forfeited, then the contributions still held as credit
   * are taken off it and returned to the card they were paid with (newest first), and the contract ends.
   * Contributions already spent, or paid with wallet money, are not returned.
   */
  async refund(actor: Actor, contractId: string): Promise<RefundResponse> {
    const { db } = this.deps;
    const userId = actor.id;
    const sub = await repo.findSubscription(db.kysely, contractId);
    if (!sub || sub.user_id !== userId) throw membershipErrors.contractNotFound();
    const plan = await inTransaction(db, async (tx) => {
      await lockForUpdate(tx, "memberships", [sub.id]);
      const current = (await repo.findSubscription(tx.db, sub.id))!;
      if (nextStatus(current.status as MembershipStatus, "refund") === null) throw membershipErrors.notAllowed("refunded", current.status);
      const forfeited = await this.ledger.forfeitBonus(tx, current, "refund");
      const card = current.rewards_account_id ? await this.deps.wallet.findGiftCardById(current.rewards_account_id, tx) : null;
      let left = card?.availableCents ?? 0;
      const parts: Array<{ ledgerId: string; reference: string; amount: number; key: string }> = [];
      const contributions = (await repo.ledgerOfSubscription(tx.db, sub.id)).filter((r) => r.kind === "contribution" && r.payment_reference).reverse();
      for (const row of contributions) {
        const amount = Math.min(left, Number(row.amount_cents) - Number(row.refunded_cents));
        if (amount <= 0) continue;
        parts.push({ ledgerId: row.id, reference: row.payment_reference!, amount, key: `membership:${sub.id}:refund:${row.id}:${row.refunded_cents}` });
        left -= amount;
      }
      const total = parts.reduce((a, p) => a + p.amount, 0);
      const hold = total > 0 ? await this.deps.wallet.hold(tx, current.rewards_account_id!, total, `membership:${sub.id}:refund:${parts.map((p) => p.key).join(",")}`, `membership ${sub.id} contributions refunded`) : null;
      if (!hold && forfeited === 0 && current.status === "cancelled") throw membershipErrors.alreadyRefunded();
      return { parts, hold, forfeited };
    });
    try {
      for (const part of plan.parts) await this.deps.gateway.refund(part.reference, part.amount, part.key);
    } catch (error) {
      if (plan.hold) await inTransaction(db, (tx) => this.deps.wallet.release(tx, plan.hold!.holdId)).catch(() => undefined);
      throw error;
    }
    await inTransaction(db, async (tx) => {
      await lockForUpdate(tx, "memberships", [sub.id]);
      if (plan.hold) await this.deps.wallet.post(tx, plan.hold.holdId);
      for (const part of plan.parts) {
        await repo.addRefunded(tx.db, part.ledgerId, part.amount);
        await this.ledger.row(tx, sub, "refund", part.key, part.amount, null, part.reference);
      }
      const current = (await repo.findSubscription(tx.db, sub.id))!;
      if (current.status !== "cancelled") await this.move(tx, current, "refund", { cancelled_at: this.nowIso(), next_charge_at: null, skip_next: 0 }, actor);
    });
    const after = (await repo.findSubscription(db.kysely, sub.id))!;
    return {
      contract_id: sub.id,
      refunded_contributions: plan.parts.reduce((a, p) => a + p.amount, 0) / 100,
      forfeited_bonus: plan.forfeited / 100,
      membership: await this.view(after),
    };
  }

  async view(sub: SubscriptionRow): Promise<MembershipView> {
    return toMembershipView(sub, await repo.ledgerOfSubscription(this.deps.db.kysely, sub.id));
  }

  /** The user's newest subscription, locked, changed by `work`; its view after. */
  private async change(userId: string, work: (tx: Tx, sub: SubscriptionRow) => Promise<void>): Promise<MembershipView> {
    const latest = await repo.findLatestSubscription(this.deps.db.kysely, userId);
    if (!latest) throw membershipErrors.noMembership();
    await inTransaction(this.deps.db, async (tx) => {
      await lockForUpdate(tx, "memberships", [latest.id]);
      await work(tx, (await repo.findSubscription(tx.db, latest.id))!);
    });
    return this.view((await repo.findSubscription(this.deps.db.kysely, latest.id))!);
  }

  /** Applies a transition of the table (refusing one it does not allow) with the billing changes. */
  private async move(
    tx: Tx,
    sub: SubscriptionRow,
    event: Exclude<SubscriptionEvent, "order_placed">,
    billing: Parameters<typeof repo.updateSubscription>[2]["billing"],
    actor: Actor = systemActor(MEMBERSHIP_CHARGE_JOB),
    data: Record<string, unknown> = {},
  ): Promise<void> {
    if (nextStatus(sub.status as MembershipStatus, event) === null) throw membershipErrors.notAllowed(event.replaceAll("_", " "), sub.status);
    await this.deps.transitions.apply(tx, MEMBERSHIP_BINDING, sub.id, event, actor, { expectFrom: sub.status as MembershipStatus, data });
    await repo.updateSubscription(tx.db, sub.id, { billing: { ...billing, updated_at: this.nowIso() } });
  }

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }
}
