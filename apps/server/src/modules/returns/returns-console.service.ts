import type { Logger } from "pino";
import type { OpsReturn, OpsReturnList } from "@maison/contracts/returns";
import { OPS_RETURN_QUEUES } from "@maison/contracts/returns";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { eventsFrom } from "@maison/domain/lifecycle/define-lifecycle";
import { returnLifecycle, type ReturnEvent, type ReturnState } from "@maison/domain/returns/return-lifecycle";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { DomainEvents } from "../../platform/events/domain-events.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { PaymentGateway } from "../../platform/payments/payment-gateway.ts";
import type { OrderRefundFacts } from "../checkout/order-refund-facts.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import type { WalletRefunds } from "../wallet/wallet-refunds.ts";
import { RETURN_BINDING } from "./return-binding.ts";
import { paidTenders, sharesOf, type StoredShare } from "./return-money.ts";
import { returnErrors } from "./returns-errors.ts";
import { addOrderRefund, countReturnsByState, findItemsOf, findReturn, findReturnsInStates, findReturnsOfOrder, markCardRefunded, releaseClaims, takeOrderRefunds } from "./returns.repository.ts";
import { returnView } from "./returns.service.ts";
import type { ReturnRow } from "./returns.table.ts";

/** Gives the card its share of a refunded return; retried until the gateway answers. */
export const REFUND_CARD_JOB = "returns.refund-card";
/** Published per piece a refunded return takes back; consignment follows it (decision 046). */
export const ORDER_ITEM_RETURNED = "order.item_returned";

const QUEUE_STATES: Record<(typeof OPS_RETURN_QUEUES)[number], readonly ReturnState[]> = {
  to_receive: ["label_sent", "in_transit"],
  to_inspect: ["received"],
  to_decide: ["inspected"],
  rejected: ["rejected"],
  closed: ["refunded", "shipped_back"],
};
const ACTIONS = ["ship", "receive", "inspect", "refund", "reject", "ship_back"] as const satisfies readonly ReturnEvent[];

export interface ReturnsConsoleDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  transitions: Transitions;
  events: DomainEvents;
  jobs: JobRunner;
  gateway: PaymentGateway;
  orders: OrderRefundFacts;
  inventory: Pick<InventoryService, "transition" | "states">;
  wallet: Pick<WalletService, "creditStoreCredit">;
  walletRefunds: WalletRefunds;
  publicBaseUrl: string;
}

/**
 * The console's returns (capability `returns`): the queues, and the moves — receive, inspect, then
 * refund (the money back as split, the pieces back on sale, `order.item_returned` per piece and
 * `return.refunded`) or reject with a reason and ship back. Each move is one guarded transition: two
 * staff refunding the same return at once refund it once.
 */
export class ReturnsConsoleService {
  constructor(private readonly deps: ReturnsConsoleDeps) {}

  async list(queue: (typeof OPS_RETURN_QUEUES)[number], actor: Actor): Promise<OpsReturnList> {
    const [rows, byState] = await Promise.all([findReturnsInStates(this.deps.db.kysely, QUEUE_STATES[queue]), countReturnsByState(this.deps.db.kysely)]);
    const counts = Object.fromEntries(OPS_RETURN_QUEUES.map((q) => [q, QUEUE_STATES[q].reduce((sum, s) => sum + (byState.get(s) ?? 0), 0)]));
    return { queue, counts, returns: await this.ops(rows, actor) };
  }

  async detail(id: string, actor: Actor): Promise<OpsReturn> {
    const row = await findReturn(this.deps.db.kysely, id);
    if (!row) throw returnErrors.returnNotFound();
    return (await this.ops([row], actor))[0]!;
  }

  /** The carrier has the parcel (its scan, or staff reading the tracking). */
  async inTransit(id: string, actor: Actor): Promise<OpsReturn> {
    return this.move(id, "ship", actor);
  }

  async receive(id: string, actor: Actor): Promise<OpsReturn> {
    return this.move(id, "receive", actor);
  }

  async inspect(id: string, actor: Actor): Promise<OpsReturn> {
    return this.move(id, "inspect", actor);
  }

  async reject(id: string, actor: Actor, reason: string): Promise<OpsReturn> {
    return this.move(id, "reject", actor, { set: { rejection_reason: reason }, reason });
  }

  async shipBack(id: string, actor: Actor): Promise<OpsReturn> {
    return this.move(id, "ship_back", actor, {}, (tx) => releaseClaims(tx.db, id));
  }

  /**
   * Refunds an inspected return, all in one transaction: the state moves first (a second refund of the
   * same return fails there), then — one refund of the order at a time — the split is made from what
   * each tender still holds, the wallet shares are credited back, the pieces go back on sale, and the
   * card's share is queued for the gateway. The card is then asked at once; the job retries it.
   */
  async refund(id: string, actor: Actor): Promise<OpsReturn> {
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findReturn(tx.db, id);
      if (!row) throw returnErrors.returnNotFound();
      const now = this.deps.clock.now().toISOString();
      await takeOrderRefunds(tx.db, row.order_id, now);
      const order = (await this.deps.orders.byId(row.order_id, tx))!;
      const earlier = (await findReturnsOfOrder(tx.db, row.order_id)).filter((r) => r.state === "refunded" && r.id !== id);
      const tenders = await paidTenders(tx, order, this.deps.walletRefunds, earlier);
      const shares = sharesOf(tenders, row.refund_cents, row.refund_to as "original" | "store_credit");
      const items = await findItemsOf(tx.db, [id]);
      const data = { returnId: id, orderId: row.order_id, customerId: row.user_id, refundCents: row.refund_cents, feeCents: row.fee_cents, refundTo: row.refund_to, productIds: items.map((i) => i.product_id), split: shares };
      await this.deps.transitions.apply(tx, RETURN_BINDING, id, "refund", actor, { expectFrom: "inspected", set: { refunded_at: now, split: JSON.stringify(shares) }, data });
      await addOrderRefund(tx.db, row.order_id, row.refund_cents, now);
      await this.payShares(tx, row, shares);
      for (const item of items) await this.takeBack(tx, item.product_id, row, item.reason, actor);
    });
    await this.refundCard(id).catch((error: unknown) => this.deps.logger.warn({ returnId: id, err: error instanceof Error ? error.message : String(error) }, "card refund deferred to its job"));
    return this.detail(id, actor);
  }

  /** The card's share of a refunded return, under the return's key (idempotent); the job's work. */
  async refundCard(id: string): Promise<void> {
    const row = await findReturn(this.deps.db.kysely, id);
    if (!row || row.state !== "refunded" || row.card_refunded_at) return;
    const card = (JSON.parse(row.split) as StoredShare[]).filter((s) => s.key === "card" && s.kind === "card").reduce((sum, s) => sum + s.amount_cents, 0);
    const order = await this.deps.orders.byId(row.order_id);
    if (card > 0 && order?.paymentReference) await this.deps.gateway.refund(order.paymentReference, card, `return-refund:${id}`);
    await markCardRefunded(this.deps.db.kysely, id, this.deps.clock.now().toISOString());
  }

  private async payShares(tx: Tx, row: ReturnRow, shares: readonly StoredShare[]): Promise<void> {
    const reference = `return of order #${row.order_number}`;
    let storeCredit = 0;
    for (const share of shares) {
      if (row.refund_to === "store_credit" || share.kind === "trade_in") storeCredit += share.amount_cents;
      else if (share.kind !== "card") await this.deps.walletRefunds.returnPart(tx, share.key, share.amount_cents, `return:${row.id}:${share.key}`, reference);
    }
    if (storeCredit > 0) await this.deps.wallet.creditStoreCredit({ userId: row.user_id, amountCents: storeCredit, idempotencyKey: `return:${row.id}:store_credit`, reference }, tx);
    if (shares.some((s) => s.kind === "card")) await this.deps.jobs.enqueue(tx, REFUND_CARD_JOB, { returnId: row.id }, { uniqueKey: `return-card:${row.id}` });
  }

  /**
   * The piece comes back (`returned`), `order.item_returned` is published (consignment puts a consigned
   * piece back on sale itself), and a piece still `returned` after it is listed again at its price.
   */
  private async takeBack(tx: Tx, productId: string, row: ReturnRow, reason: string, actor: Actor): Promise<void> {
    await this.deps.inventory.transition(tx, productId, "return", actor, { reason, data: { order_id: row.order_id, return_id: row.id } });
    await this.deps.events.publish(tx, ORDER_ITEM_RETURNED, { productId, orderId: row.order_id, reason });
    if ((await this.deps.inventory.states([productId], tx)).get(productId) !== "returned") return;
    const system = systemActor("returns.relist");
    await this.deps.inventory.transition(tx, productId, "prepare_listing", system, { reason: "Returned by the buyer and accepted on inspection." });
    await this.deps.inventory.transition(tx, productId, "publish", system, { set: { published_at: this.deps.clock.now().toISOString(), first_look_ends_at: null }, data: { when: "now" } });
  }

  private async move(id: string, event: ReturnEvent, actor: Actor, options: { set?: Record<string, string | null>; reason?: string } = {}, also?: (tx: Tx) => Promise<void>): Promise<OpsReturn> {
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findReturn(tx.db, id);
      if (!row) throw returnErrors.returnNotFound();
      await this.deps.transitions.apply(tx, RETURN_BINDING, id, event, actor, { ...options, expectFrom: row.state as ReturnState, data: { order_id: row.order_id } });
      if (also) await also(tx);
    });
    return this.detail(id, actor);
  }

  private async ops(rows: readonly ReturnRow[], actor: Actor): Promise<OpsReturn[]> {
    const items = await findItemsOf(this.deps.db.kysely, rows.map((r) => r.id));
    return rows.map((row) => {
      const allowed = new Set<string>(eventsFrom(returnLifecycle, row.state as ReturnState, actor));
      return { ...returnView(row, items.filter((i) => i.return_id === row.id), this.deps.publicBaseUrl), email: row.email, actions: ACTIONS.filter((a) => allowed.has(a)) };
    });
  }
}
