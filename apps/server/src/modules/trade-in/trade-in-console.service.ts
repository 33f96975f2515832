import type { OpsReviseTradeInInput, OpsTradeIn, OpsTradeInList, OpsTradeInQueue } from "@maison/contracts/trade-in";
import type { Actor } from "@maison/domain/actor/actor";
import type { TradeInState } from "@maison/domain/trade-in/trade-in-lifecycle";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { TRADE_IN_BINDING } from "./trade-in-binding.ts";
import { tradeInErrors } from "./trade-in-errors.ts";
import { toTradeIn } from "./trade-in-view.ts";
import { creditRemainder } from "./trade-in.service.ts";
import { countTradeInsByState, findTradeIn, listTradeInsInStates } from "./trade-in.repository.ts";
import type { TradeInRow } from "./trade-in.table.ts";

/** The console's trade-in queues by the states they show (decision 050). */
export const OPS_TRADE_IN_QUEUE_STATES: Record<OpsTradeInQueue, readonly TradeInState[]> = {
  arriving: ["accepted", "in_progress"],
  to_inspect: ["inspected"],
  with_seller: ["revised", "awaiting_payment"],
  closed: ["success", "declined", "lapsed"],
};

const PAGE = 100;

/** Who the seller is, for the console's rows (read from identity in the caller's transaction). */
export interface TradeInContacts {
  emailOf(userId: string, tx: Tx): Promise<string | null>;
}

/**
 * The console's trade-ins (`/ops/trade-ins`): pieces on their way, to inspect, waiting on the seller,
 * closed. Pricing credits an inspected piece as offered or revises it to a lower amount. The piece's
 * arrival is checked in at the seller desk (`/ops/submissions`), which receives it here too.
 */
export class TradeInConsoleService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transitions: Transitions,
    private readonly wallet: WalletService,
    private readonly contacts: TradeInContacts,
  ) {}

  async list(queue: OpsTradeInQueue): Promise<OpsTradeInList> {
    return inTransaction(this.db, async (tx) => {
      const byState = await countTradeInsByState(tx.db);
      const counts = Object.fromEntries(
        (Object.keys(OPS_TRADE_IN_QUEUE_STATES) as OpsTradeInQueue[]).map((q) => [q, OPS_TRADE_IN_QUEUE_STATES[q].reduce((n, s) => n + (byState.get(s) ?? 0), 0)]),
      ) as Record<OpsTradeInQueue, number>;
      const rows = await listTradeInsInStates(tx.db, OPS_TRADE_IN_QUEUE_STATES[queue], PAGE);
      return { queue, counts, trade_ins: await Promise.all(rows.map((r) => this.toOps(tx, r))) };
    });
  }

  async detail(id: string): Promise<OpsTradeIn> {
    return inTransaction(this.db, async (tx) => {
      const row = await findTradeIn(tx.db, id);
      if (!row) throw tradeInErrors.notFound();
      return this.toOps(tx, row);
    });
  }

  /** The piece is as described: credited at the amount offered; what no purchase used becomes store credit. */
  async credit(id: string, actor: Actor): Promise<OpsTradeIn> {
    return inTransaction(this.db, async (tx) => {
      const row = await findTradeIn(tx.db, id);
      if (!row) throw tradeInErrors.notFound();
      if (row.state === "inspected" && !row.authenticated_at) throw tradeInErrors.notAuthenticated();
      await this.transitions.apply(tx, TRADE_IN_BINDING, id, "credit", actor, { expectFrom: "inspected", data: { amount_cents: row.amount_cents, applied_cents: row.applied_cents, item_id: row.item_id, credited_cents: row.amount_cents } });
      const credit = await creditRemainder(this.wallet, tx, row, row.amount_cents);
      if (credit > 0) await tx.db.updateTable("trade_ins").set({ store_credit_cents: credit }).where("id", "=", id).execute();
      return this.toOps(tx, (await findTradeIn(tx.db, id))!);
    });
  }

  /** Inspection found the piece not as described: a lower amount for the seller to accept or decline. */
  async revise(id: string, actor: Actor, input: OpsReviseTradeInInput): Promise<OpsTradeIn> {
    return inTransaction(this.db, async (tx) => {
      const row = await findTradeIn(tx.db, id);
      if (!row) throw tradeInErrors.notFound();
      if (row.state === "inspected" && !row.authenticated_at) throw tradeInErrors.notAuthenticated();
      await this.transitions.apply(tx, TRADE_IN_BINDING, id, "revise", actor, {
        expectFrom: "inspected",
        context: { amountCents: row.amount_cents, revisedCents: input.amount_cents },
        set: { revised_amount_cents: input.amount_cents, revision_reason: input.reason },
        reason: input.reason,
        data: { amount_cents: row.amount_cents, revised_amount_cents: input.amount_cents, applied_cents: row.applied_cents },
      });
      return this.toOps(tx, (await findTradeIn(tx.db, id))!);
    });
  }

  private async toOps(tx: Tx, row: TradeInRow): Promise<OpsTradeIn> {
    return { ...toTradeIn(row), user_id: row.user_id, seller_email: await this.contacts.emailOf(row.user_id, tx) };
  }
}
