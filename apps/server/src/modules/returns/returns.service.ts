import { randomInt } from "node:crypto";
import type { CancelPurchaseRequest, PurchaseReturns, ReturnCalculation, ReturnView } from "@maison/contracts/returns";
import type { z } from "zod";
import type { OpenReturnRequest, CalculateReturnRequest } from "@maison/contracts/returns";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { isNotShipped, type OrderState } from "@maison/domain/checkout/order-lifecycle";
import { OPEN_RETURN_STATES, returnLifecycle } from "@maison/domain/returns/return-lifecycle";
import type { RefundDestination } from "@maison/domain/returns/return-messages";
import { returnRefusal, returnWindowEndsAt } from "@maison/domain/returns/return-window";
import { isDomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { OrderFulfilmentService } from "../checkout/order-fulfilment.service.ts";
import type { OrderRefundFacts, RefundableOrder } from "../checkout/order-refund-facts.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { WalletRefunds } from "../wallet/wallet-refunds.ts";
import { RETURN_BINDING } from "./return-binding.ts";
import { paidTenders, quotePieces, sharesOf, shownSplit, type StoredShare } from "./return-money.ts";
import { returnErrors } from "./returns-errors.ts";
import { returnLabelHtml } from "./returns-emails.ts";
import { claimedPieces, findItemsOf, findReturn, findReturnsOfOrder, findReturnsOfUser, insertReturn } from "./returns.repository.ts";
import type { ReturnItemRow, ReturnRow } from "./returns.table.ts";

/** Whether the buyer is a member now (free returns, spec 2 §1). */
export interface MemberCheck {
  isMember(userId: string): Promise<boolean>;
}

export interface ReturnsDeps {
  db: Db;
  clock: Clock;
  transitions: Transitions;
  orders: OrderRefundFacts;
  fulfilment: Pick<OrderFulfilmentService, "cancel">;
  inventory: Pick<InventoryService, "states">;
  walletRefunds: WalletRefunds;
  members: MemberCheck;
  publicBaseUrl: string;
}

type CalculateInput = z.infer<typeof CalculateReturnRequest>;
type OpenInput = z.infer<typeof OpenReturnRequest>;

const OPEN = new Set<string>(OPEN_RETURN_STATES);
const trackingNumber = () => `1Z${Array.from({ length: 16 }, () => "0123456789ABCDEFGHJKLMNPRSTUVWXYZ"[randomInt(33)]).join("")}`;

/**
 * The buyer's side of returns and cancellations (decision 056): what the purchase allows now, the
 * calculation of a return (fee and refund per piece, and where the refund goes), opening a return
 * (the prepaid label follows at once), and cancelling before shipment through the order lifecycle.
 * Another buyer's order is a 404.
 */
export class ReturnsService {
  constructor(private readonly deps: ReturnsDeps) {}

  /** POST /cancel-order/: the buyer's own order, before it ships, as the customer. */
  async cancel(userId: string, input: z.infer<typeof CancelPurchaseRequest>, actor: Actor): Promise<void> {
    const order = await this.deps.orders.ofBuyer(userId, input.order);
    if (!order) throw returnErrors.orderNotFound();
    if (!isNotShipped(order.state as OrderState)) throw returnErrors.cancelNotAllowed();
    try {
      await this.deps.fulfilment.cancel(order.id, actor, "Cancelled by the buyer");
    } catch (error) {
      // Lost a race with the packing desk (shipped meanwhile), or an order that cannot be cancelled (a membership).
      if (isDomainError(error) && (error.kind === "conflict" || error.kind === "unprocessable")) throw returnErrors.cancelNotAllowed();
      throw error;
    }
  }

  async purchaseReturns(userId: string, number: string): Promise<PurchaseReturns> {
    const order = await this.deps.orders.ofBuyer(userId, number);
    if (!order) throw returnErrors.orderNotFound("number");
    const rows = await findReturnsOfOrder(this.deps.db.kysely, order.id);
    const returnable = await this.returnablePieces(this.deps.db.kysely, order);
    return {
      order_number: order.number,
      can_cancel: isNotShipped(order.state as OrderState) && !order.hasMembership && order.pieces.length > 0,
      can_return: returnable.length > 0,
      window_ends_at: returnWindowEndsAt(order.deliveredAt),
      returnable_product_ids: returnable.map((p) => p.productId),
      returns: await this.views(rows),
    };
  }

  async calculate(userId: string, number: string, input: CalculateInput): Promise<ReturnCalculation> {
    // Read before the transaction: on SQLite the transaction holds the only connection.
    const member = await this.deps.members.isMember(userId);
    return inTransaction(this.deps.db, async (tx) => {
      const { order, quotes } = await this.priced(tx, userId, number, [...new Set(input.item_list)], member);
      const refund = quotes.reduce((sum, q) => sum + q.refundCents, 0);
      const tenders = await paidTenders(tx, order, this.deps.walletRefunds, await this.refunded(tx, order.id));
      return {
        order: order.number,
        items: quotes.map((q) => itemQuote(q.piece, q.feeCents, q.refundCents)),
        fee_cents: quotes.reduce((sum, q) => sum + q.feeCents, 0),
        refund_cents: refund,
        fee_waived: member,
        refund_to: input.refund_to,
        split: shownSplit(sharesOf(tenders, refund, input.refund_to)),
        window_ends_at: returnWindowEndsAt(order.deliveredAt),
      };
    });
  }

  /** POST /{order}/return/: opens the return and sends the prepaid label, in one transaction. */
  async open(userId: string, number: string, input: OpenInput, actor: Actor): Promise<ReturnView> {
    const reasons = new Map(input.items.map((i) => [i.product_id, i]));
    const id = newId("ret");
    const member = await this.deps.members.isMember(userId);
    try {
      await inTransaction(this.deps.db, async (tx) => {
        const { order, quotes } = await this.priced(tx, userId, number, [...reasons.keys()], member);
        const refund = quotes.reduce((sum, q) => sum + q.refundCents, 0);
        const tenders = await paidTenders(tx, order, this.deps.walletRefunds, await this.refunded(tx, order.id));
        const now = this.deps.clock.now().toISOString();
        const row: ReturnRow = {
          id,
          order_id: order.id,
          order_number: order.number,
          user_id: userId,
          email: order.email,
          state: "requested",
          refund_to: input.refund_to,
          fee_cents: quotes.reduce((sum, q) => sum + q.feeCents, 0),
          refund_cents: refund,
          split: JSON.stringify(sharesOf(tenders, refund, input.refund_to)),
          tracking_number: trackingNumber(),
          card_refunded_at: null,
          rejection_reason: null,
          refunded_at: null,
          created_at: now,
          updated_at: now,
        };
        const items: ReturnItemRow[] = quotes.map((q) => ({
          return_id: id,
          product_id: q.piece.productId,
          title: q.piece.title,
          vendor: q.piece.vendor,
          image_url: q.piece.imageUrl,
          paid_cents: q.piece.paidCents,
          tax_cents: q.piece.taxCents,
          fee_cents: q.feeCents,
          refund_cents: q.refundCents,
          reason: reasons.get(q.piece.productId)!.reason,
          note: reasons.get(q.piece.productId)!.note ?? null,
          claim: `${order.id}:${q.piece.productId}`,
        }));
        await insertReturn(tx.db, row, items);
        await this.deps.transitions.created(tx, returnLifecycle, id, "requested", actor, { emits: "return.requested", data: { order_id: order.id, product_ids: items.map((i) => i.product_id) } });
        await this.deps.transitions.apply(tx, RETURN_BINDING, id, "send_label", systemActor("returns.send-label"), { data: { tracking_number: row.tracking_number } });
      });
    } catch (error) {
      // Two requests for the same piece at once: the claim lets one through.
      if (isUniqueViolation(error)) throw returnErrors.notReturnable("items");
      throw error;
    }
    return (await this.views([(await findReturn(this.deps.db.kysely, id))!]))[0]!;
  }

  /** The buyer's returns, newest first (the purchases list reads which orders were refunded). */
  async returnsOf(userId: string): Promise<ReturnView[]> {
    return this.views(await findReturnsOfUser(this.deps.db.kysely, userId));
  }

  /** The printable prepaid label of the buyer's own return. */
  async label(userId: string, id: string): Promise<string> {
    const row = await findReturn(this.deps.db.kysely, id);
    if (!row || row.user_id !== userId) throw returnErrors.returnNotFound();
    return returnLabelHtml(row, await findItemsOf(this.deps.db.kysely, [id]));
  }

  async views(rows: readonly ReturnRow[], db = this.deps.db.kysely): Promise<ReturnView[]> {
    const items = await findItemsOf(db, rows.map((r) => r.id));
    return rows.map((row) => returnView(row, items.filter((i) => i.return_id === row.id), this.deps.publicBaseUrl));
  }

  /** The order's pieces a return may still ask for: delivered, in the window, not in a return that stands. */
  private async returnablePieces(db: Db["kysely"], order: RefundableOrder) {
    if (returnRefusal({ state: order.state, deliveredAt: order.deliveredAt }, this.deps.clock.now()) !== null) return [];
    const claimed = await claimedPieces(db, order.id);
    return order.pieces.filter((p) => !claimed.has(p.productId));
  }

  private async priced(tx: Tx, userId: string, number: string, productIds: readonly string[], member: boolean) {
    const order = await this.deps.orders.ofBuyer(userId, number, tx);
    if (!order) throw returnErrors.orderNotFound();
    if (returnRefusal({ state: order.state, deliveredAt: order.deliveredAt }, this.deps.clock.now()) !== null) throw returnErrors.notAllowed();
    const claimed = await claimedPieces(tx.db, order.id);
    const states = await this.deps.inventory.states(productIds, tx);
    const pieces = productIds.map((productId, i) => {
      const piece = order.pieces.find((p) => p.productId === productId);
      if (!piece || claimed.has(productId) || states.get(productId) !== "delivered") throw returnErrors.notReturnable(`items.${i}`);
      return piece;
    });
    return { order, quotes: quotePieces(order, pieces, member) };
  }

  private async refunded(tx: Tx, orderId: string): Promise<ReturnRow[]> {
    return (await findReturnsOfOrder(tx.db, orderId)).filter((r) => r.state === "refunded" || OPEN.has(r.state));
  }
}

function itemQuote(piece: { productId: string; title: string; vendor: string; imageUrl: string | null; paidCents: number; taxCents: number }, feeCents: number, refundCents: number) {
  return { product_id: piece.productId, title: piece.title, vendor: piece.vendor, image_url: piece.imageUrl, paid_cents: piece.paidCents, tax_cents: piece.taxCents, fee_cents: feeCents, refund_cents: refundCents };
}

export function returnView(row: ReturnRow, items: readonly ReturnItemRow[], publicBaseUrl: string): ReturnView {
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: row.order_number,
    state: row.state as ReturnView["state"],
    created_at: row.created_at,
    items: items.map((i) => ({ product_id: i.product_id, title: i.title, vendor: i.vendor, image_url: i.image_url, paid_cents: i.paid_cents, tax_cents: i.tax_cents, fee_cents: i.fee_cents, refund_cents: i.refund_cents, reason: i.reason as ReturnView["items"][number]["reason"], note: i.note })),
    fee_cents: row.fee_cents,
    refund_cents: row.refund_cents,
    refund_to: row.refund_to as RefundDestination,
    split: shownSplit(JSON.parse(row.split) as StoredShare[]),
    label_url: `${publicBaseUrl}/api/v6/my-account/returns/${row.id}/label/`,
    rejection_reason: row.rejection_reason,
    refunded_at: row.refunded_at,
  };
}
