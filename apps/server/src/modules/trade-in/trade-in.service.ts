import type { AcceptAndFinalizeInput, ClientResponseInput, TradeIn, TradeInList, TradeInPayInput, TradeInPayResponse } from "@maison/contracts/trade-in";
import type { Actor } from "@maison/domain/actor/actor";
import type { TradeInBagEntry } from "@maison/domain/cart/cart-attributes";
import { amountDue, creditLeftOver } from "@maison/domain/trade-in/trade-in-money";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { TRADE_IN_BINDING } from "./trade-in-binding.ts";
import { tradeInErrors } from "./trade-in-errors.ts";
import { TRADE_IN_PAYMENT_PURPOSE, tradeInPath, type TradeInPaymentRequests } from "./trade-in-payments.ts";
import { toTradeIn, valueOf } from "./trade-in-view.ts";
import { findOwnTradeIn, findOwnTradeInOfItem, listBag, listOwnTradeIns } from "./trade-in.repository.ts";
import type { TradeInRow } from "./trade-in.table.ts";

/** Credits what no purchase used of a trade-in's final value as store credit, once per trade-in. */
export async function creditRemainder(wallet: WalletService, tx: Tx, row: TradeInRow, valueCents: number): Promise<number> {
  const left = creditLeftOver({ valueCents, appliedCents: row.applied_cents });
  if (left > 0) await wallet.creditStoreCredit({ userId: row.user_id, amountCents: left, idempotencyKey: `trade-in-credit:${row.id}`, reference: `trade_in:${row.id}` }, tx);
  return left;
}

/**
 * The seller's trade-ins (spec 2 §4, §7; decision 050): the list and a detail, accept-and-finalize
 * (into the bag the cart applies), the answer to a revised offer, and paying a difference through
 * the hosted payment page. Every call is the signed-in seller's: another seller's trade-in is 404.
 */
export class TradeInService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transitions: Transitions,
    private readonly wallet: WalletService,
    private readonly payments: TradeInPaymentRequests,
  ) {}

  async list(userId: string): Promise<TradeInList> {
    const rows = await listOwnTradeIns(this.db.kysely, userId);
    return { trade_ins: rows.map(toTradeIn), bag_total_cents: rows.filter((r) => r.state === "accepted").reduce((sum, r) => sum + valueOf(r), 0) };
  }

  async detail(userId: string, id: string): Promise<TradeIn> {
    const row = await findOwnTradeIn(this.db.kysely, userId, id);
    if (!row) throw tradeInErrors.notFound();
    return toTradeIn(row);
  }

  /** The cart's trade-in bag: accepted trade-ins no purchase has used yet (read in the caller's transaction when given). */
  async bagOf(userId: string, tx?: Tx): Promise<TradeInBagEntry[]> {
    const rows = await listBag(tx ? tx.db : this.db.kysely, userId);
    return rows.map((r) => ({ id: r.id, title: r.title, valueCents: valueOf(r) }));
  }

  /** Accepts the offered trade-in and puts it in the bag: the cart applies it to the next purchase. */
  async acceptAndFinalize(userId: string, actor: Actor, input: AcceptAndFinalizeInput): Promise<TradeIn> {
    return inTransaction(this.db, async (tx) => {
      const row = await findOwnTradeIn(tx.db, userId, input.so_id);
      if (!row) throw tradeInErrors.notFound("so_id");
      await this.transitions.apply(tx, TRADE_IN_BINDING, row.id, "accept", actor, { expectFrom: "offered", data: { user_id: userId, amount_cents: row.amount_cents } });
      return toTradeIn((await findOwnTradeIn(tx.db, userId, row.id))!);
    });
  }

  /**
   * The seller's answer to a revised offer (spec 2 `client_response`). With nothing to pay back it
   * takes effect at once (credited, or declined and the piece goes home); otherwise the trade-in
   * waits for the difference (accepted) or for what the purchase used (declined) to be paid.
   */
  async respond(userId: string, actor: Actor, itemId: string, input: ClientResponseInput): Promise<TradeIn> {
    return inTransaction(this.db, async (tx) => {
      const row = await findOwnTradeInOfItem(tx.db, userId, itemId);
      if (!row) throw tradeInErrors.notFound("order_item_id");
      const revised = row.revised_amount_cents ?? row.amount_cents;
      const due = amountDue({ appliedCents: row.applied_cents, revisedCents: revised, response: input.client_response });
      const data = { client_response: input.client_response, due_cents: due, revised_amount_cents: revised };
      if (due > 0) {
        await this.transitions.apply(tx, TRADE_IN_BINDING, row.id, "owe_difference", actor, { expectFrom: "revised", context: { dueCents: due }, set: { client_response: input.client_response, due_cents: due }, data });
      } else if (input.client_response === "accepted") {
        // Checked by the guarded UPDATE first, so a racing answer cannot credit twice.
        await this.transitions.apply(tx, TRADE_IN_BINDING, row.id, "accept_revision", actor, { expectFrom: "revised", context: { dueCents: 0 }, set: { client_response: "accepted", due_cents: 0 }, data: { ...data, item_id: row.item_id, credited_cents: revised } });
        const credit = await creditRemainder(this.wallet, tx, row, revised);
        if (credit > 0) await tx.db.updateTable("trade_ins").set({ store_credit_cents: credit }).where("id", "=", row.id).execute();
      } else {
        await this.transitions.apply(tx, TRADE_IN_BINDING, row.id, "decline_revision", actor, { expectFrom: "revised", context: { dueCents: 0 }, set: { client_response: "declined", due_cents: 0 }, data: { ...data, item_id: row.item_id } });
      }
      return toTradeIn((await findOwnTradeIn(tx.db, userId, row.id))!);
    });
  }

  /**
   * Pays what is due through the hosted payment page: a payment request (purpose
   * trade_in_difference, referenced by the trade-in), the same open one on a second call.
   */
  async pay(userId: string, actor: Actor, input: TradeInPayInput): Promise<TradeInPayResponse> {
    return inTransaction(this.db, async (tx) => {
      const row = await findOwnTradeIn(tx.db, userId, input.so_id);
      if (!row) throw tradeInErrors.notFound("so_id");
      if (row.state !== "awaiting_payment" || row.due_cents <= 0) throw tradeInErrors.notPayable();
      const description =
        row.client_response === "declined" ? `Return of the trade-in value of your ${row.title}` : `The difference on your ${row.title} after inspection`;
      const request = await this.payments.create(
        actor,
        { customerId: userId, amountCents: row.due_cents, purpose: TRADE_IN_PAYMENT_PURPOSE, reference: row.id, description, returnPath: tradeInPath(row.id) },
        tx,
      );
      if (row.payment_request_id !== request.id) {
        await tx.db.updateTable("trade_ins").set({ payment_request_id: request.id, updated_at: this.clock.now().toISOString() }).where("id", "=", row.id).execute();
      }
      return { checkout_web_url: request.checkout_web_url, amount_cents: request.amount_cents };
    });
  }
}
