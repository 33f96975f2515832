import { systemActor } from "@maison/domain/actor/actor";
import { pointsEarned } from "@maison/domain/wallet/points-earning";
import { SYSTEM_ACCOUNTS } from "@maison/domain/wallet/wallet-account";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import type { WalletService } from "../wallet/wallet.service.ts";

/** What points earning reads of an order and its buyer, in the publisher's transaction. */
export interface PointsEarningSources {
  buyerFacts(orderId: string, db: Tx["db"]): Promise<{ userId: string; number: string; subtotalCents: number } | null>;
  tierKeyOf(userId: string, db: Tx["db"]): Promise<string>;
}

const earnedKey = (orderId: string) => `points-earned:${orderId}`;

/**
 * Points on purchases (decision 055): `order.paid` credits the buyer's points by their tier, once per
 * order; `order.cancelled` takes them back (as many as are still there: points already spent stay
 * spent). Both run in the order's transaction, so the points move with it.
 */
export class PointsEarning {
  constructor(
    private readonly wallet: WalletService,
    private readonly sources: PointsEarningSources,
  ) {}

  readonly onOrderPaid = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const orderId = String((event.payload as { subjectId?: string; orderId?: string }).orderId ?? (event.payload as { subjectId?: string }).subjectId ?? "");
    // A guest's order (the event says so) earns no points: nothing to read.
    if ((event.payload as { userId?: string | null }).userId === null) return;
    const order = orderId ? await this.sources.buyerFacts(orderId, tx.db) : null;
    if (!order) return;
    const points = pointsEarned(order.subtotalCents, await this.sources.tierKeyOf(order.userId, tx.db));
    if (points <= 0) return;
    await this.wallet.creditPoints({ userId: order.userId, points, idempotencyKey: earnedKey(orderId), reference: `points earned on order #${order.number}` }, tx);
  };

  readonly onOrderCancelled = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const orderId = String((event.payload as { subjectId?: string }).subjectId ?? "");
    const earned = orderId ? await this.wallet.transactionByKey(earnedKey(orderId), tx) : null;
    if (!earned || earned.state !== "posted") return;
    const order = await this.sources.buyerFacts(orderId, tx.db);
    if (!order) return;
    const back = Math.min(Number(earned.amount), await this.wallet.pointsOf(order.userId, tx));
    if (back <= 0) return;
    await this.wallet.adjust(
      tx,
      { userId: order.userId, unit: "points", amount: -back, idempotencyKey: `points-reversed:${orderId}`, reference: `points taken back, cancelled order #${order.number}`, source: SYSTEM_ACCOUNTS.pointsIssuance },
      systemActor("wallet.points-earning"),
    );
  };

  /**
   * `return.refunded` (decision 055): the points the returned pieces earned go back — what the refund
   * before its fee earns at the buyer's tier, never more than the order earned, nor than the balance.
   */
  readonly onReturnRefunded = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const payload = event.payload as { returnId?: string; orderId?: string; refundCents?: number; feeCents?: number };
    const orderId = String(payload.orderId ?? "");
    const earned = orderId ? await this.wallet.transactionByKey(earnedKey(orderId), tx) : null;
    if (!earned || earned.state !== "posted" || !payload.returnId) return;
    const order = await this.sources.buyerFacts(orderId, tx.db);
    if (!order) return;
    const returned = Math.min((payload.refundCents ?? 0) + (payload.feeCents ?? 0), order.subtotalCents);
    const due = Math.min(pointsEarned(returned, await this.sources.tierKeyOf(order.userId, tx.db)), Number(earned.amount));
    const back = Math.min(due, await this.wallet.pointsOf(order.userId, tx));
    if (back <= 0) return;
    await this.wallet.adjust(
      tx,
      { userId: order.userId, unit: "points", amount: -back, idempotencyKey: `points-returned:${payload.returnId}`, reference: `points taken back, return on order #${order.number}`, source: SYSTEM_ACCOUNTS.pointsIssuance },
      systemActor("wallet.points-earning"),
    );
  };
}
