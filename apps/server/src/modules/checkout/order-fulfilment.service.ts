import type { Logger } from "pino";
import { CheckoutErrorCode } from "@maison/contracts/checkout";
import type { ShipOrderRequest } from "@maison/contracts/ops-orders";
import { PaymentErrorCode } from "@maison/contracts/payment";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { trackingUrlOf } from "@maison/domain/checkout/carriers";
import { fulfilmentRefusal, isShippedLine, paymentReturnOf, type FulfilmentAction } from "@maison/domain/checkout/order-fulfilment";
import type { OrderEvent } from "@maison/domain/checkout/order-lifecycle";
import type { PieceEvent } from "@maison/domain/inventory/piece-lifecycle";
import { refundedTaxCents, SHIPPING_TAX_REFERENCE, type TaxableKind } from "@maison/domain/checkout/sales-tax";
import { DomainError, isDomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { PaymentGateway } from "../../platform/payments/payment-gateway.ts";
import type { TaxCalculator } from "../../platform/tax/tax-calculator.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { ORDER_BINDING } from "./order-binding.ts";
import { markPaymentVoided, markTaxRefunded, stampDelivered } from "./order-fulfilment.repository.ts";
import { findOrder, findOrderLines, setTaxTransaction, type OrderLineRow, type OrderRow } from "./order.repository.ts";

/** Gives a cancelled order's card payment back (voids or refunds it); retried until the gateway answers. */
export const RETURN_PAYMENT_JOB = "checkout.return-payment";
/** Reverses a cancelled order's tax with the tax provider (decision 044); retried until it answers. */
export const REVERSE_TAX_JOB = "checkout.reverse-tax";

export interface OrderFulfilmentDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  transitions: Transitions;
  inventory: InventoryService;
  /** Only the give-back of posted spends: everything else of the wallet stays checkout's placement's. */
  wallet: Pick<WalletService, "returnSpend">;
  gateway: PaymentGateway;
  tax: TaxCalculator;
  jobs: JobRunner;
}

const orderNotFound = () => new DomainError("not_found", CheckoutErrorCode.enum.order_not_found, "This order does not exist.", "id");

/**
 * The packing desk (decision 039): pack, ship with a carrier and tracking number, deliver,
 * or cancel before shipment. Every move goes through the one transition helper with ORDER_BINDING,
 * and the order's pieces move with it in the same transaction: ship → shipped, deliver → delivered,
 * cancel → on sale again. A cancellation also gives back the wallet money the order spent (in the
 * transaction) and the card payment (after commit, through its job, so a gateway that does not
 * answer is asked again).
 */
export class OrderFulfilmentService {
  constructor(private readonly deps: OrderFulfilmentDeps) {}

  async pack(orderId: string, by: Actor): Promise<void> {
    await this.move(orderId, "pack", by, () => ({}));
  }

  async ship(orderId: string, by: Actor, shipment: ShipOrderRequest): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    const data = { carrier: shipment.carrier, tracking_number: shipment.tracking_number, tracking_url: trackingUrlOf(shipment.carrier, shipment.tracking_number) };
    await this.move(orderId, "ship", by, () => ({ set: { carrier: shipment.carrier, tracking_number: shipment.tracking_number, shipped_at: now }, data }), "ship");
  }

  async deliver(orderId: string, by: Actor): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    await this.move(orderId, "deliver", by, () => ({ set: { delivered_at: now } }), "deliver");
  }

  async cancel(orderId: string, by: Actor, reason: string): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    await this.move(orderId, "cancel", by, (order) => ({ set: { cancelled_at: now, cancel_reason: reason }, reason, data: { reason, payment_return: paymentReturnOf(order.payment_status) } }), "cancel_sale", async (tx, order) => {
      const holds = JSON.parse(order.wallet_holds) as string[];
      for (const holdId of holds) await this.deps.wallet.returnSpend(tx, holdId, `order-cancel:${order.id}:${holdId}`, `cancellation of order #${order.number}`);
      if (order.payment_reference) await this.deps.jobs.enqueue(tx, RETURN_PAYMENT_JOB, { orderId: order.id }, { uniqueKey: `return-payment:${order.id}` });
      // The tax comes back with the lines it was charged on, pro rata as charged: every line of a cancelled order, so all of it.
      const lines = await findOrderLines(tx.db, [order.id]);
      await markTaxRefunded(tx.db, order.id, refundedTaxCents(taxedLinesOf(order, lines), new Set(lines.map((l) => String(l.position)))));
      if (order.tax_calculation_id) await this.deps.jobs.enqueue(tx, REVERSE_TAX_JOB, { orderId: order.id }, { uniqueKey: `reverse-tax:${order.id}` });
    });
    await this.returnPayment(orderId).catch((error: unknown) =>
      this.deps.logger.warn({ orderId, err: error instanceof Error ? error.message : String(error) }, "payment give-back deferred to its job"),
    );
  }

  /**
   * Gives a cancelled order's card payment back: voids an authorisation (or refunds it when a capture
   * raced the cancellation and won at the gateway), refunds a capture in full. Idempotent per order.
   */
  async returnPayment(orderId: string): Promise<void> {
    const order = await findOrder(this.deps.db.kysely, orderId);
    if (!order || order.state !== "cancelled" || !order.payment_reference) return;
    const how = paymentReturnOf(order.payment_status);
    if (how === "void") {
      try {
        await this.deps.gateway.void(order.payment_reference, `order-cancel-void:${order.id}`);
        await markPaymentVoided(this.deps.db.kysely, order.id);
        return;
      } catch (error) {
        if (!(isDomainError(error) && error.code === PaymentErrorCode.enum.payment_captured)) throw error;
      }
    }
    if (how !== null && order.total_cents > 0) await this.deps.gateway.refund(order.payment_reference, order.total_cents, `order-cancel-refund:${order.id}`);
  }

  /**
   * Reverses a cancelled order's tax with the provider (Stripe Tax: a full reversal of its transaction,
   * recorded first if the placement's record had not been made yet). Idempotent per order.
   */
  async reverseTax(orderId: string): Promise<void> {
    const order = await findOrder(this.deps.db.kysely, orderId);
    if (!order || order.state !== "cancelled" || !order.tax_calculation_id) return;
    const transaction = order.tax_transaction_id ?? (await this.deps.tax.record(order.tax_calculation_id, order.number, `record-tax:${order.id}`));
    if (!transaction) return;
    if (!order.tax_transaction_id) await setTaxTransaction(this.deps.db.kysely, order.id, transaction);
    await this.deps.tax.reverse(transaction, order.number, `reverse-tax:${order.id}`);
  }

  /**
   * `order.delivered` inside its transaction: when the delivery timer (the system) delivered the order,
   * its pieces are delivered with it and the delivery time is stamped. Staff deliveries move the pieces
   * themselves, as the staff member.
   */
  async onDelivered(tx: Tx, event: DomainEvent): Promise<void> {
    const payload = event.payload as { subjectId: string; actor: { kind: string; id: string } };
    if (payload.actor.kind !== "system") return;
    await stampDelivered(tx.db, payload.subjectId, this.deps.clock.now().toISOString());
    const lines = await findOrderLines(tx.db, [payload.subjectId]);
    await this.movePieces(tx, lines, "deliver", systemActor(payload.actor.id), payload.subjectId);
  }

  /**
   * One move of one order, all or nothing: the order's shape must allow it, the helper moves the order
   * (guarded on its state, audited, event published), its pieces follow, then whatever else the move does.
   */
  private async move(
    orderId: string,
    event: OrderEvent & FulfilmentAction,
    by: Actor,
    options: (order: OrderRow) => { set?: Record<string, string | null>; data?: Record<string, unknown>; reason?: string },
    pieceEvent?: PieceEvent,
    also?: (tx: Tx, order: OrderRow) => Promise<void>,
  ): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const order = await findOrder(tx.db, orderId);
      if (!order) throw orderNotFound();
      const lines = await findOrderLines(tx.db, [orderId]);
      const refusal = fulfilmentRefusal(event, { shipsSomething: lines.some((l) => isShippedLine(l.kind)), hasMembership: lines.some((l) => l.kind === "membership") });
      if (refusal) throw new DomainError("conflict", refusal.code, refusal.message);
      const { data, ...rest } = options(order);
      await this.deps.transitions.apply(tx, ORDER_BINDING, orderId, event, by, { ...rest, ...(data ? { data } : {}), expectFrom: order.state as never });
      if (pieceEvent) await this.movePieces(tx, lines, pieceEvent, by, orderId);
      if (also) await also(tx, order);
    });
  }

  private async movePieces(tx: Tx, lines: OrderLineRow[], event: PieceEvent, actor: Actor, orderId: string): Promise<void> {
    const pieces = [...new Set(lines.filter((l) => isShippedLine(l.kind)).map((l) => l.product_id))].sort();
    for (const productId of pieces) await this.deps.inventory.transition(tx, productId, event, actor, { data: { order_id: orderId } });
  }
}

/** An order's taxed parts as the refund rule reads them: each line by its position, and the shipping charge. */
function taxedLinesOf(order: OrderRow, lines: readonly OrderLineRow[]): Array<{ reference: string; kind: TaxableKind; taxCents: number }> {
  return [
    ...lines.map((l) => ({ reference: String(l.position), kind: l.kind as TaxableKind, taxCents: l.tax_cents })),
    { reference: SHIPPING_TAX_REFERENCE, kind: "shipping" as const, taxCents: order.shipping_tax_cents },
  ];
}
