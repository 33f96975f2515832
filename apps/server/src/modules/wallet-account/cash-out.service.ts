import { randomUUID } from "node:crypto";
import { CommonErrorCode } from "@maison/contracts/error";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { PayoutErrorCode } from "@maison/contracts/payouts";
import { WalletAccountErrorCode, type CashOut } from "@maison/contracts/wallet-account";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { dollarsToCents } from "@maison/domain/money/cents";
import { isDomainError, DomainError } from "@maison/domain/shared/domain-error";
import { CASH_OUT_MESSAGES, cashOutRefusal } from "@maison/domain/wallet/cash-out-rules";
import { isCashOutPending, type CashOutState } from "@maison/domain/wallet/cash-out-lifecycle";
import { SYSTEM_ACCOUNTS } from "@maison/domain/wallet/wallet-account";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { noCrash, type CrashPoint } from "../../platform/crash/crash-points.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import { profileLabel, type PayoutProfileService } from "../payouts/payout-profile.service.ts";
import type { PayoutService } from "../payouts/payout.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { CASH_OUT_BINDING } from "./cash-out-binding.ts";
import type { WalletTwoFactorService } from "./two-factor.service.ts";
import type { CashOutRow } from "./wallet-account.table.ts";

/** The job that sends a held cash-out through the payout port; retried with backoff when the provider does not answer. */
export const CASH_OUT_SEND_JOB = "wallet.cash-out.send";
export const CASH_OUT_SEND_ATTEMPTS = 8;
/** The job that asks the provider, a day after a bank transfer was sent, whether it arrived or bounced. */
export const CASH_OUT_FOLLOW_UP_JOB = "wallet.cash-out.follow-up";
export const CASH_OUT_FOLLOW_UP_MS = 86_400_000;
/** Follow-ups before a transfer still in flight is left to staff (the console's queue shows it). */
export const CASH_OUT_FOLLOW_UPS = 10;
/** Payouts leave on the next payout run, a minute after the request (decision 053). */
export const CASH_OUT_SEND_DELAY_MS = 60_000;

/** Each limit's refusal, naming the amount (spec 2 §5). */
const REFUSE = {
  belowMinimum: () => new DomainError("invalid", WalletAccountErrorCode.enum.cash_out_below_minimum, CASH_OUT_MESSAGES.belowMinimum, "amount"),
  aboveMaximum: () => new DomainError("invalid", WalletAccountErrorCode.enum.cash_out_above_maximum, CASH_OUT_MESSAGES.aboveMaximum, "amount"),
  aboveBalance: () => new DomainError("unprocessable", WalletAccountErrorCode.enum.cash_out_above_balance, CASH_OUT_MESSAGES.aboveBalance, "amount"),
} as const;

const aboveBalance = REFUSE.aboveBalance;
const profileNotFound = () => new DomainError("not_found", PayoutErrorCode.enum.payout_profile_not_found, "This payment method does not exist.", "payment_profile_id");
const notFound = () => new DomainError("not_found", WalletAccountErrorCode.enum.cash_out_not_found, "This cash-out does not exist.");

export function toCashOut(row: CashOutRow): CashOut {
  return {
    id: row.id,
    amount_cents: Number(row.amount_cents),
    amount: Number(row.amount_cents) / 100,
    state: row.state,
    pending: isCashOutPending(row.state),
    payment_profile_id: row.profile_id,
    payment_profile_label: row.profile_label,
    failure_reason: row.failure_reason,
    created_at: row.created_at,
  };
}

/**
 * The wallet's cash-out (decision 053): after a fresh two-factor check, the amount is held on the
 * seller's cash at once (a guarded ledger hold: racing cash-outs never take more than the balance), and
 * a job sends it through the payout port; the answer posts the hold (sent or settled) or releases it
 * (returned, with an e-mail). The same Idempotency-Key cashes out once.
 */
export class CashOutService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      transitions: Transitions;
      jobs: JobRunner;
      wallet: WalletService;
      payouts: PayoutService;
      payoutProfiles: PayoutProfileService;
      twoFactor: WalletTwoFactorService;
      /** The crash test's named points (decision 075); inert unless CRASH_AT names one. */
      crash?: CrashPoint;
    },
  ) {}

  async request(user: { userId: string; sessionId: string }, actor: Actor, input: { payment_profile_id: string; amount: number }, idempotencyKey?: string): Promise<{ cashOut: CashOut; replayed: boolean }> {
    const amountCents = dollarsToCents(input.amount);
    const key = idempotencyKey ? `${user.userId}:${idempotencyKey}` : `${user.userId}:${randomUUID()}`;
    const earlier = await this.byKey(key);
    if (earlier) return { cashOut: this.sameRequest(earlier, user.userId, input.payment_profile_id, amountCents), replayed: true };
    await this.deps.twoFactor.requireFresh(user);
    const profile = await this.deps.payoutProfiles.ownProfile(user.userId, input.payment_profile_id).catch((error: unknown) => {
      if (isDomainError(error) && error.code === PayoutErrorCode.enum.payout_profile_not_found) throw profileNotFound();
      throw error;
    });
    if (profile.provider_type === "sitecredit") {
      throw new DomainError("invalid", WalletAccountErrorCode.enum.cash_out_profile_not_payable, "Your cash is already in your wallet; choose a bank account or a check address.", "payment_profile_id");
    }
    const refusal = cashOutRefusal(amountCents, await this.deps.wallet.cashOf(user.userId));
    if (refusal) throw REFUSE[refusal]();
    const id = newId("cso");
    const now = this.deps.clock.now().toISOString();
    try {
      await inTransaction(this.deps.db, async (tx) => {
        await tx.db
          .insertInto("wallet_cash_outs")
          .values({ id, user_id: user.userId, profile_id: profile.id, profile_label: profileLabel(profile), amount_cents: amountCents, state: "held", hold_id: `pending:${id}`, idempotency_key: key, payout_id: null, failure_reason: null, created_at: now, updated_at: now })
          .execute();
        const hold = await this.deps.wallet.holdCash(tx, user.userId, amountCents, `cash-out:${id}`, `cash-out ${id}`);
        await tx.db.updateTable("wallet_cash_outs").set({ hold_id: hold.holdId }).where("id", "=", id).execute();
        await this.deps.transitions.created(tx, CASH_OUT_BINDING.lifecycle, id, "held", actor, { event: "request", emits: "cash_out.requested", data: { amount_cents: amountCents, profile_id: profile.id } });
        await this.deps.jobs.enqueue(tx, CASH_OUT_SEND_JOB, { cashOutId: id }, { uniqueKey: `cash-out:${id}`, maxAttempts: CASH_OUT_SEND_ATTEMPTS, runAt: new Date(this.deps.clock.now().getTime() + CASH_OUT_SEND_DELAY_MS) });
      });
    } catch (error) {
      if (isDomainError(error) && error.code === CommonErrorCode.enum.insufficient_funds) throw aboveBalance();
      // The same key raced in from another request: answer what that one made.
      const raced = await this.byKey(key);
      if (raced) return { cashOut: this.sameRequest(raced, user.userId, input.payment_profile_id, amountCents), replayed: true };
      throw error;
    }
    return { cashOut: toCashOut(await this.row(id)), replayed: false };
  }

  /** The job: sends a held cash-out. A refusal returns the money; no answer throws, so the job retries. */
  async send(cashOutId: string): Promise<void> {
    const cashOut = await this.deps.db.kysely.selectFrom("wallet_cash_outs").selectAll().where("id", "=", cashOutId).executeTakeFirst();
    if (!cashOut || cashOut.state !== "held") return;
    const actor = systemActor(CASH_OUT_SEND_JOB);
    let profile;
    try {
      profile = await this.deps.payoutProfiles.ownProfile(cashOut.user_id, cashOut.profile_id);
    } catch (error) {
      if (isDomainError(error) && error.code === PayoutErrorCode.enum.payout_profile_not_found) return this.giveBack(cashOutId, "The payment method was removed before the money left.", actor);
      throw error;
    }
    try {
      const payout = await this.deps.payouts.pay(
        { userId: cashOut.user_id, profile, amountCents: Number(cashOut.amount_cents), reference: `cash-out ${cashOut.id}`, idempotencyKey: `cash-out:${cashOut.id}` },
        actor,
        async () => {},
      );
      // The payout is recorded (and sent), the hold not yet posted: a retry of this job finds the payout by its key.
      (this.deps.crash ?? noCrash)("wallet.cash_out.after_payout");
      await inTransaction(this.deps.db, async (tx) => {
        const current = await this.rowIn(tx, cashOutId);
        if (current.state !== "held") return;
        await this.deps.wallet.post(tx, current.hold_id, actor);
        await this.deps.transitions.apply(tx, CASH_OUT_BINDING, cashOutId, payout.state === "settled" ? "settle" : "send", actor, { expectFrom: "held", set: { payout_id: payout.id }, data: { amount_cents: Number(current.amount_cents) } });
        // A bank transfer in flight is asked after again a day later; a check in the post is not followed.
        if (payout.state === "sent" && profile.provider_type === "ach") await this.scheduleFollowUp(tx, cashOutId, 1);
      });
    } catch (error) {
      if (isDomainError(error) && error.code === PayoutErrorCode.enum.payout_refused) return this.giveBack(cashOutId, error.message, actor);
      throw error;
    }
  }

  /** The follow-up job: a sent bank transfer that settled settles the cash-out; one that bounced returns the money. */
  async followUp(cashOutId: string, round: number): Promise<void> {
    const cashOut = await this.deps.db.kysely.selectFrom("wallet_cash_outs").selectAll().where("id", "=", cashOutId).executeTakeFirst();
    if (!cashOut || cashOut.state !== "sent" || !cashOut.payout_id) return;
    const actor = systemActor(CASH_OUT_FOLLOW_UP_JOB);
    const payout = await this.deps.payouts.followUp(cashOut.payout_id, actor);
    if (payout.state === "failed") return this.giveBack(cashOutId, payout.failure_reason ?? "The bank returned the transfer.", actor);
    await inTransaction(this.deps.db, async (tx) => {
      const current = await this.rowIn(tx, cashOutId);
      if (current.state !== "sent") return;
      if (payout.state === "settled") {
        await this.deps.transitions.apply(tx, CASH_OUT_BINDING, cashOutId, "settle", actor, { expectFrom: "sent", data: { amount_cents: Number(current.amount_cents) } });
      } else if (round < CASH_OUT_FOLLOW_UPS) {
        await this.scheduleFollowUp(tx, cashOutId, round + 1);
      }
    });
  }

  private async scheduleFollowUp(tx: Tx, cashOutId: string, round: number): Promise<void> {
    await this.deps.jobs.enqueue(tx, CASH_OUT_FOLLOW_UP_JOB, { cashOutId, round }, {
      uniqueKey: `cash-out-follow-up:${cashOutId}:${round}`,
      runAt: new Date(this.deps.clock.now().getTime() + CASH_OUT_FOLLOW_UP_MS),
    });
  }

  /**
   * Returns a cash-out's money to the wallet: a held one releases its hold; a sent one that bounced is
   * credited back from the cash-outs account. Emits `cash_out.returned` (the e-mail). Once only.
   */
  async giveBack(cashOutId: string, reason: string, actor: Actor): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const current = await this.rowIn(tx, cashOutId);
      if (current.state !== "held" && current.state !== "sent") {
        if (current.state === "returned") return;
        throw new DomainError("conflict", LifecycleErrorCode.enum.illegal_transition, "This cash-out has settled; it cannot be returned.");
      }
      if (current.state === "held") await this.deps.wallet.release(tx, current.hold_id, actor);
      else
        await this.deps.wallet.adjust(
          tx,
          { userId: current.user_id, unit: "cash", amount: Number(current.amount_cents), idempotencyKey: `cash-out-return:${current.id}`, reference: `cash-out-return ${current.id}`, source: SYSTEM_ACCOUNTS.cashOuts },
          actor,
        );
      await this.deps.transitions.apply(tx, CASH_OUT_BINDING, cashOutId, "return", actor, { expectFrom: current.state as CashOutState, reason, set: { failure_reason: reason }, data: { amount_cents: Number(current.amount_cents), user_id: current.user_id, reason } });
    });
  }

  async listOf(userId: string, limit = 20): Promise<CashOut[]> {
    const rows = await this.deps.db.kysely.selectFrom("wallet_cash_outs").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
    return rows.map(toCashOut);
  }

  /** The console's payouts queue: cash-outs by state, oldest first. */
  async queue(states: readonly CashOutState[], limit = 100): Promise<Array<CashOut & { user_id: string }>> {
    const rows = await this.deps.db.kysely.selectFrom("wallet_cash_outs").selectAll().where("state", "in", [...states]).orderBy("created_at").orderBy("id").limit(limit).execute();
    return rows.map((r) => ({ ...toCashOut(r), user_id: r.user_id }));
  }

  async countHeld(): Promise<number> {
    const row = await this.deps.db.kysely.selectFrom("wallet_cash_outs").select((eb) => eb.fn.countAll<number>().as("n")).where("state", "=", "held").executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async get(id: string): Promise<CashOut & { user_id: string }> {
    const row = await this.row(id);
    return { ...toCashOut(row), user_id: row.user_id };
  }

  private sameRequest(row: CashOutRow, userId: string, profileId: string, amountCents: number): CashOut {
    if (row.user_id !== userId || row.profile_id !== profileId || Number(row.amount_cents) !== amountCents) {
      throw new DomainError("unprocessable", CommonErrorCode.enum.idempotency_key_reused, "This idempotency key was already used for a different cash-out.");
    }
    return toCashOut(row);
  }

  private byKey(key: string): Promise<CashOutRow | undefined> {
    return this.deps.db.kysely.selectFrom("wallet_cash_outs").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  }

  private async row(id: string): Promise<CashOutRow> {
    const row = await this.deps.db.kysely.selectFrom("wallet_cash_outs").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  private async rowIn(tx: Tx, id: string): Promise<CashOutRow> {
    const row = await tx.db.selectFrom("wallet_cash_outs").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }
}
