import type { Logger } from "pino";
import { systemActor } from "@maison/domain/actor/actor";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { PaymentGateway } from "../../platform/payments/payment-gateway.ts";
import type { WalletPort } from "../wallet/wallet.port.ts";
import { claimPlacement, findCheckout, releasePlacement } from "./checkout.repository.ts";
import { findOrderByCart } from "./order.repository.ts";
import { findLapsedAttempts, markSettled, takeOverAttempts, type PaymentAttemptRow } from "./payment-attempt.repository.ts";

/** The hold-expiry job's payload: the cart, and the wallet holds its attempt took (released if no order posted them). */
export interface HoldExpiryPayload {
  token: string;
  /**
   * The attempt's intent row (payment_attempts), written with the holds before the gateway is asked:
   * the job takes the cart's placement lease and settles every attempt of the cart that neither placed
   * its order nor was settled (releases its wallet holds, voids its authorisation). Jobs enqueued before
   * the table existed carry only the fields below.
   */
  attemptId?: string;
  walletHolds?: string[];
  /**
   * The gateway key the attempt authorises under, written before the gateway is asked (the intent):
   * if the attempt's process dies between the authorisation and the order, the job finds it and voids it.
   */
  paymentKey?: string;
}

export const HOLD_EXPIRY_JOB = "checkout.expire-holds";

/** The checkout's sweep of lapsed attempts (decision 098), and how often each process runs it. */
export const HOLD_EXPIRY_SWEEP = "checkout.sweep-lapsed-attempts";
export const HOLD_EXPIRY_SWEEP_EVERY_MS = 30_000;

/** An attempt is the sweep's (or its job's) this long after its holds lapse. */
const LAPSE_GRACE_MS = 1000;

/** Attempts settled by one sweep at most (the rest at the next). */
const SWEEP_BATCH = 100;

/** How long an attempt's placement lease lasts if its process dies mid-way (longer than any gateway call). */
export const PLACEMENT_LEASE_MS = 60_000;

/**
 * What is left of attempts that never completed (split out of order-placement.service.ts): a new
 * attempt of the cart, holding its placement lease, takes them over and settles their authorisations
 * (reusing one for the same card and amount), and the checkout's sweep does the same when nobody came back (decision 098).
 */
export class PlacementRecovery {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      logger: Logger;
      wallet: WalletPort;
      gateway: PaymentGateway;
      jobs: JobRunner;
      inventory: InventoryService;
    },
  ) {}

  /**
   * The hold-expiry job, for attempts written before the sweep (decision 098) and for jobs already queued:
   * it settles its attempt as the sweep does, and comes back when a newer attempt's hold or the cart's
   * placement lease lapses.
   */
  async expireHolds(payload: HoldExpiryPayload): Promise<void> {
    await inTransaction(this.deps.db, (tx) => this.deps.inventory.expireHolds(tx, systemActor(HOLD_EXPIRY_JOB)));
    const later = await this.settleLapsed(payload);
    if (later) await this.deps.jobs.enqueue(this.deps.db, HOLD_EXPIRY_JOB, payload, { runAt: later });
  }

  /**
   * The checkout's sweep (decision 098): lapsed item holds go, and every attempt left unsettled past its
   * holds' lapse (its process died between holding and posting or releasing them, or its undo could not
   * reach the gateway) is settled as the hold-expiry job settled it. An attempt whose cart a newer attempt
   * still holds, or whose placement lease is held, is left for a later sweep. Returns how many it settled.
   */
  async sweepLapsedAttempts(): Promise<number> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const expired = await inTransaction(db, (tx) => this.deps.inventory.expireHolds(tx, systemActor(HOLD_EXPIRY_SWEEP)));
    const lapsed = await findLapsedAttempts(db.kysely, new Date(now.getTime() - LAPSE_GRACE_MS).toISOString(), SWEEP_BATCH);
    let settled = 0;
    const carts = new Set<string>();
    for (const attempt of lapsed) {
      if (carts.has(attempt.cart_token)) continue;
      carts.add(attempt.cart_token);
      try {
        if (!(await this.settleLapsed({ token: attempt.cart_token, attemptId: attempt.id }))) settled += 1;
      } catch (error) {
        // The gateway could not answer, or the cart is busy: the attempt stays unsettled for the next sweep.
        this.cleanupLeft(attempt.cart_token, error);
      }
    }
    return expired + settled;
  }

  /**
   * The wallet holds and authorisations of attempts that never completed are released and voided
   * (refunded, for a sale); the caller has expired the lapsed item holds first. Returns when to come back
   * if it could not yet: while a newer attempt of the same cart still holds its items, when that hold
   * lapses; while one holds the cart's placement lease, when the lease lapses. Null when done.
   */
  private async settleLapsed(payload: HoldExpiryPayload): Promise<Date | null> {
    const holdIds = payload.walletHolds ?? [];
    const settled = await inTransaction(this.deps.db, async (tx) => {
      if (!payload.attemptId && holdIds.length === 0 && !payload.paymentKey) return { later: null, order: null };
      const order = await findOrderByCart(tx.db, payload.token);
      if (!order) {
        const live = await this.deps.inventory.liveHoldOf(tx, payload.token);
        if (live) return { later: new Date(Date.parse(live.expires_at) + LAPSE_GRACE_MS), order: null };
      }
      if (!payload.attemptId) {
        const posted = new Set(order ? (JSON.parse(order.wallet_holds) as string[]) : []);
        for (const holdId of holdIds) if (!posted.has(holdId)) await this.deps.wallet.release(tx, holdId);
      }
      return { later: null, order: order ?? null };
    });
    if (settled.later) return settled.later;
    if (payload.attemptId) return this.settleCart(payload, settled.order?.payment_reference ?? null);
    // An authorisation the attempt made but never recorded (its process died): void it, unless the order is paid with it.
    if (!payload.paymentKey) return null;
    const stranded = await this.deps.gateway.findAuthorization(payload.paymentKey);
    if (stranded?.status === "authorized" && stranded.reference !== settled.order?.payment_reference) await this.deps.gateway.void(stranded.reference, `void:${payload.paymentKey}`);
    return null;
  }

  /**
   * The part for attempts with an intent row: under the cart's placement lease (so that no attempt
   * places, reuses or voids at the same time), every attempt of the cart neither placed nor settled is
   * taken over, its wallet holds released and its authorisation voided, unless the order is paid with it.
   * While a live attempt holds the lease, answers when the lease lapses.
   */
  private async settleCart(payload: HoldExpiryPayload, orderReference: string | null): Promise<Date | null> {
    const { db, clock } = this.deps;
    const lease = newId("lse");
    const now = clock.now();
    const taken = await claimPlacement(db.kysely, payload.token, lease, now.toISOString(), new Date(now.getTime() + PLACEMENT_LEASE_MS).toISOString());
    if (!taken) {
      const holder = await findCheckout(db.kysely, payload.token);
      const lapses = holder?.placing_until ? Date.parse(holder.placing_until) : now.getTime();
      return new Date(Math.max(lapses, now.getTime()) + LAPSE_GRACE_MS);
    }
    try {
      const stranded = await this.takeOver(payload.token);
      if (stranded.length > 0) await this.settleStranded(stranded, null, orderReference);
    } finally {
      await releasePlacement(db.kysely, payload.token, lease);
    }
    return null;
  }

  /**
   * Takes over the cart's attempts that neither placed their order nor were settled (by the holder of
   * the placement lease only) and gives back their wallet holds, but never one an order posted.
   */
  async takeOver(token: string): Promise<PaymentAttemptRow[]> {
    const { db, clock } = this.deps;
    const stranded = await takeOverAttempts(db.kysely, token, clock.now().toISOString());
    const holds = stranded.flatMap((a) => JSON.parse(a.wallet_holds) as string[]);
    if (holds.length === 0) return stranded;
    await inTransaction(db, async (tx) => {
      const order = await findOrderByCart(tx.db, token);
      const posted = new Set(order ? (JSON.parse(order.wallet_holds) as string[]) : []);
      for (const holdId of holds) if (!posted.has(holdId)) await this.deps.wallet.release(tx, holdId);
    });
    return stranded;
  }

  /**
   * Deals with the authorisations of attempts taken over: the first still open for the same amount, card
   * and saving of the card as `wanted` is returned, for the new attempt to carry on (it is marked settled
   * with that attempt's intent); every other one still open is voided — unless it pays `orderReference`.
   * Throws when the gateway cannot answer: the attempts stay unsettled for the next retry or the sweep.
   */
  async settleStranded(
    stranded: readonly PaymentAttemptRow[],
    wanted: { amountCents: number; fingerprint: string; save: boolean } | null,
    orderReference: string | null,
  ): Promise<PaymentAttemptRow | null> {
    const { gateway, db, clock } = this.deps;
    let reused: PaymentAttemptRow | null = null;
    for (const earlier of stranded) {
      if (earlier.payment_key) {
        const found = await gateway.findAuthorization(earlier.payment_key);
        // An open authorisation (made before decision 093) or a sale whose order was never written: the
        // new attempt carries on with it (same card, amount and saving of the card), or it is given back —
        // voided, or refunded in full for a sale — unless it pays the cart's order.
        if ((found?.status === "authorized" || found?.status === "captured") && found.reference !== orderReference) {
          const same = wanted !== null && earlier.amount_cents === wanted.amountCents && earlier.source_fingerprint === wanted.fingerprint && (earlier.save_payment_method === 1) === wanted.save;
          if (!reused && same) {
            reused = earlier;
            continue;
          }
          if (found.status === "captured") await gateway.refund(found.reference, earlier.amount_cents, `refund:${earlier.payment_key}`);
          else await gateway.void(found.reference, `void:${earlier.payment_key}`);
        }
      }
      await markSettled(db.kysely, earlier.id, clock.now().toISOString());
    }
    return reused;
  }

  cleanupLeft(token: string, error: unknown): void {
    this.deps.logger.warn({ token, err: error instanceof Error ? error.message : String(error) }, "an earlier attempt's authorisation is left to the next sweep");
  }
}
