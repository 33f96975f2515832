import type { PlacedOrderEvent } from "@maison/domain/checkout/order-events";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { isDomainError } from "@maison/domain/shared/domain-error";
import { TRADE_IN_ARRIVAL_MS } from "@maison/domain/trade-in/trade-in-lifecycle";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { newId } from "../../db/id.ts";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { TRADE_IN_BINDING } from "./trade-in-binding.ts";
import { tradeInErrors } from "./trade-in-errors.ts";
import { TRADE_IN_PAYMENT_PURPOSE } from "./trade-in-payments.ts";
import { creditRemainder } from "./trade-in.service.ts";
import { findTradeIn, findTradeInOfItem, insertTradeIn, listTradeInsOfOrder } from "./trade-in.repository.ts";
import { tradeInLifecycle } from "@maison/domain/trade-in/trade-in-lifecycle";

/** Cancels a purchase whose trade-in never arrived (checkout's packing desk). */
export interface TradeInOrderCancellation {
  cancel(orderId: string, by: Actor, reason: string): Promise<void>;
}

export const LAPSED_ORDER_REASON = "The piece traded in toward this order did not reach us within 14 days.";

/**
 * How trade-ins follow the rest of the house (decision 050), each in the publisher's transaction
 * unless said otherwise:
 * - a trade-in ticket's piece accepted at its trade-in value becomes an offered trade-in;
 * - a placed order that used trade-ins ships them in (its arrival timer starts); if one is no longer
 *   in the bag, the refusal rolls the order back;
 * - an order is not packed while a piece traded toward it is still on its way;
 * - a cancelled order puts its trade-ins still on their way back in the bag;
 * - the piece checked in at the seller desk is received for inspection;
 * - a paid payment request of purpose trade_in_difference settles the seller's answer;
 * - after commit, a lapsed trade-in cancels the purchase made with it.
 */
export class TradeInSubscribers {
  constructor(private readonly deps: { db: Db; clock: Clock; transitions: Transitions; wallet: WalletService; orders: TradeInOrderCancellation; logger: Platform["logger"] }) {}

  readonly onItemAccepted = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const p = event.payload as { subjectId: string; offer_kind?: string; amount_cents?: number | null; submission_id?: string; user_id?: string; title?: string; designer?: string; trade_in_ticket?: boolean; actor?: { kind: string; id: string } };
    if (p.offer_kind !== "trade_in" || p.trade_in_ticket !== true || !p.user_id || !p.submission_id || typeof p.amount_cents !== "number" || p.amount_cents <= 0) return;
    if (await findTradeInOfItem(tx.db, p.subjectId)) return;
    const id = newId("tin");
    const now = this.deps.clock.now().toISOString();
    await insertTradeIn(tx.db, {
      id,
      user_id: p.user_id,
      submission_id: p.submission_id,
      item_id: p.subjectId,
      title: p.title ?? "Your piece",
      designer: p.designer ?? "",
      state: "offered",
      amount_cents: p.amount_cents,
      revised_amount_cents: null,
      applied_cents: 0,
      order_id: null,
      arrive_by: null,
      client_response: null,
      due_cents: 0,
      payment_request_id: null,
      store_credit_cents: 0,
      revision_reason: null,
      created_at: now,
      updated_at: now,
    });
    await this.deps.transitions.created(tx, tradeInLifecycle, id, "offered", systemActor("submission_item.accepted"), { emits: "trade_in.offered", data: { item_id: p.subjectId, amount_cents: p.amount_cents } });
  };

  readonly onOrderPlaced = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const p = event.payload as unknown as PlacedOrderEvent & { subjectId: string };
    const arriveBy = new Date(this.deps.clock.now().getTime() + TRADE_IN_ARRIVAL_MS).toISOString();
    for (const used of p.tradeIns ?? []) {
      const row = await findTradeIn(tx.db, used.id);
      // A trade-in spent by another order meanwhile: the guarded move refuses and the order rolls back.
      if (!row || row.user_id !== p.userId) throw new Error(`Trade-in ${used.id} is not the buyer's`);
      await this.deps.transitions.apply(tx, TRADE_IN_BINDING, row.id, "ship_in", systemActor("order.placed"), {
        expectFrom: "accepted",
        set: { order_id: p.orderId, applied_cents: used.amountCents, arrive_by: arriveBy },
        data: { order_id: p.orderId, applied_cents: used.amountCents, arrive_by: arriveBy },
      });
    }
  };

  /** The purchase waits for its traded piece: packing it before the piece is checked in is refused (and rolled back). */
  readonly onOrderPacked = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const waiting = (await listTradeInsOfOrder(tx.db, (event.payload as { subjectId: string }).subjectId)).find((row) => row.state === "in_progress");
    if (waiting) throw tradeInErrors.notArrived(waiting.arrive_by);
  };

  readonly onOrderCancelled = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const orderId = (event.payload as { subjectId: string }).subjectId;
    for (const row of await listTradeInsOfOrder(tx.db, orderId)) {
      if (row.state !== "in_progress") continue;
      await this.deps.transitions.apply(tx, TRADE_IN_BINDING, row.id, "release", systemActor("order.cancelled"), {
        expectFrom: "in_progress",
        set: { order_id: null, applied_cents: 0, arrive_by: null },
        data: { order_id: orderId },
      });
    }
  };

  readonly onItemReceived = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const row = await findTradeInOfItem(tx.db, (event.payload as { subjectId: string }).subjectId);
    if (!row || (row.state !== "accepted" && row.state !== "in_progress")) return;
    await this.deps.transitions.apply(tx, TRADE_IN_BINDING, row.id, "receive", systemActor("submission_item.received"), { expectFrom: row.state, set: { arrive_by: null }, data: { item_id: row.item_id, order_id: row.order_id } });
  };

  /** The seller desk authenticated the traded piece: the trade-in desk may now credit or revise it. */
  readonly onItemAuthenticated = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const row = await findTradeInOfItem(tx.db, (event.payload as { subjectId: string }).subjectId);
    if (!row) return;
    await tx.db.updateTable("trade_ins").set({ authenticated_at: event.occurredAt }).where("id", "=", row.id).execute();
  };

  readonly onPaymentPaid = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const p = event.payload as { id: string; purpose: string; reference: string; amountCents: number };
    if (p.purpose !== TRADE_IN_PAYMENT_PURPOSE) return;
    const row = await findTradeIn(tx.db, p.reference);
    if (!row || row.state !== "awaiting_payment") return;
    const accepted = row.client_response === "accepted";
    await this.deps.transitions.apply(tx, TRADE_IN_BINDING, row.id, accepted ? "settle_accepted" : "settle_declined", systemActor("payment_request.paid"), {
      expectFrom: "awaiting_payment",
      set: { due_cents: 0 },
      data: { payment_request_id: p.id, amount_cents: p.amountCents, item_id: row.item_id, ...(accepted ? { credited_cents: row.revised_amount_cents ?? row.amount_cents } : {}) },
    });
    if (accepted) {
      const credit = await creditRemainder(this.deps.wallet, tx, row, row.revised_amount_cents ?? row.amount_cents);
      if (credit > 0) await tx.db.updateTable("trade_ins").set({ store_credit_cents: credit }).where("id", "=", row.id).execute();
    }
  };

  /** After commit: the purchase made with a lapsed trade-in is cancelled and refunded (already shipped or cancelled: nothing to do). */
  readonly onLapsed = async (event: DomainEvent): Promise<void> => {
    const p = event.payload as { subjectId: string };
    const orderId = (await findTradeIn(this.deps.db.kysely, p.subjectId))?.order_id;
    if (!orderId) return;
    try {
      await this.deps.orders.cancel(orderId, systemActor("timer:trade_in.lapse"), LAPSED_ORDER_REASON);
    } catch (error) {
      if (isDomainError(error) && (error.kind === "conflict" || error.kind === "not_found")) {
        this.deps.logger.warn({ orderId, tradeIn: p.subjectId, code: error.code }, "lapsed trade-in's order not cancelled");
        return;
      }
      throw error;
    }
  };
}
