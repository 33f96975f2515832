import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { consignmentEarning } from "@maison/domain/consignment/consignment-commission";
import { RETURN_WINDOW_MS } from "@maison/domain/inventory/piece-lifecycle";
import type { Clock } from "../../db/clock.ts";
import { newId } from "../../db/id.ts";
import type { Tx } from "../../db/transaction.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { CONSIGNMENT_BINDING } from "./consignment-binding.ts";
import { findConsignment, findConsignmentOfPiece, withdrawOpenTweaks } from "./consignment.repository.ts";
import { insertConsignment } from "./consignment.repository.ts";
import { CONSIGNMENT_RETURN_PURPOSE, type PaymentRequestPaid } from "./return-shipping-payments.ts";

/**
 * The event a later returns module publishes when a buyer's return of an order line is accepted and
 * the piece is back (`returned`): `{ productId, orderId, reason }`. Consignment declares it (decision
 * 046); until that module exists, staff record a buyer's return from the console, which takes the same path.
 */
export const ORDER_ITEM_RETURNED = "order.item_returned";
export interface OrderItemReturned {
  productId: string;
  orderId: string | null;
  reason?: string | null;
}

type Payload = { subjectId: string } & Record<string, unknown>;

/**
 * How consignment follows the piece and the money, in the publisher's transaction (decision 046): the
 * received submission item starts the consignment; the piece's listing, sale, cancelled sale and
 * delivery move it; a buyer's return puts it back on sale; the paid state credits the seller's cash;
 * the paid return shipping confirms a delist. Each reads and writes only through `tx`.
 */
export class ConsignmentReactions {
  constructor(
    private readonly deps: { clock: Clock; transitions: Transitions; inventory: InventoryService; products: ProductLookupService; wallet: WalletService },
  ) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /** `submission_item.received` with the consignment offer: the consignment starts in Received with the piece. */
  readonly onItemReceived = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const p = event.payload as Payload;
    if (p.offer_kind !== "consignment" || typeof p.product_id !== "string" || typeof p.user_id !== "string") return;
    const id = newId("csg");
    const now = this.now();
    await insertConsignment(tx.db, {
      id,
      user_id: p.user_id,
      product_id: p.product_id,
      submission_item_id: p.subjectId,
      title: String(p.title ?? "Your piece"),
      designer: String(p.designer ?? ""),
      state: "received",
      estimate_cents: typeof p.amount_cents === "number" ? p.amount_cents : null,
      list_price_cents: null,
      tier_key: null,
      reached_listing: 0,
      order_id: null,
      sale_price_cents: null,
      commission_percent: null,
      incentive_cents: null,
      earning_cents: null,
      earning_clears_at: null,
      return_address: null,
      return_request_id: null,
      return_checkout_url: null,
      created_at: now,
      updated_at: now,
    });
    await this.deps.transitions.created(tx, CONSIGNMENT_BINDING.lifecycle, id, "received", systemActor("consignment.on_item_received"), {
      event: "receive",
      emits: "consignment.received",
      data: { product_id: p.product_id, submission_item_id: p.subjectId },
    });
  };

  /** `item.listed`: the reviewed consignment's piece went on sale. */
  readonly onPieceListed = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const row = await findConsignmentOfPiece(tx.db, (event.payload as Payload).subjectId);
    if (row?.state !== "reviewed") return;
    await this.deps.transitions.apply(tx, CONSIGNMENT_BINDING, row.id, "list", systemActor("consignment.on_item_listed"), { expectFrom: "reviewed", set: { reached_listing: 1 }, data: { price_cents: row.list_price_cents } });
  };

  /** `item.sold`: the earning is figured from the price it sold at, with the seller's tier at review, and is pending. */
  readonly onPieceSold = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const p = event.payload as Payload;
    // item.sold names the piece's source (its sell UPDATE returns it): a piece that was not consigned has no consignment to read.
    if (typeof p.source === "string" && p.source !== "consignment") return;
    const row = await findConsignmentOfPiece(tx.db, p.subjectId);
    if (row?.state !== "listed") return;
    const facts = await this.deps.products.pieceFacts(row.product_id, tx);
    const sale = facts?.priceCents ?? row.list_price_cents ?? 0;
    const earning = consignmentEarning(sale, { tierKey: row.tier_key });
    await withdrawOpenTweaks(tx.db, row.id, this.now());
    await this.deps.transitions.apply(tx, CONSIGNMENT_BINDING, row.id, "sell", systemActor("consignment.on_item_sold"), {
      expectFrom: "listed",
      set: { order_id: typeof p.order_id === "string" ? p.order_id : null, sale_price_cents: sale, commission_percent: earning.commissionPercent, incentive_cents: earning.incentiveCents, earning_cents: earning.earningCents },
      data: { order_id: p.order_id ?? null, sale_price_cents: sale, earning_cents: earning.earningCents, commission_percent: earning.commissionPercent },
    });
  };

  /** `item.relisted`: the order was cancelled before shipment; the piece is on sale again with no earning. */
  readonly onSaleCancelled = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const row = await findConsignmentOfPiece(tx.db, (event.payload as Payload).subjectId);
    if (row?.state !== "sold") return;
    await this.deps.transitions.apply(tx, CONSIGNMENT_BINDING, row.id, "cancel_sale", systemActor("consignment.on_item_relisted"), { expectFrom: "sold", set: NO_SALE, data: { order_id: row.order_id } });
  };

  /** `item.delivered`: the buyer has the piece; the 14-day return window runs, then the timer clears the earning. */
  readonly onPieceDelivered = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const row = await findConsignmentOfPiece(tx.db, (event.payload as Payload).subjectId);
    if (row?.state !== "sold") return;
    const clearsAt = new Date(this.deps.clock.now().getTime() + RETURN_WINDOW_MS).toISOString();
    await this.deps.transitions.apply(tx, CONSIGNMENT_BINDING, row.id, "deliver", systemActor("consignment.on_item_delivered"), { expectFrom: "sold", set: { earning_clears_at: clearsAt }, data: { earning_clears_at: clearsAt } });
  };

  /** `order.item_returned` (declared here for the returns module to publish): back on sale, the earning back to nothing. */
  readonly onSaleReturned = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const p = event.payload as unknown as OrderItemReturned;
    const row = typeof p.productId === "string" ? await findConsignmentOfPiece(tx.db, p.productId) : undefined;
    if (row?.state !== "sold" && row?.state !== "delivered") return;
    await this.returnSale(tx, row.id, systemActor("consignment.on_order_item_returned"), p.reason ?? null);
  };

  /**
   * Puts a returned sale back on sale: the consignment to Listed with no earning, and the piece from
   * returned to a draft and published again at its price (as the system: the consignment's terms
   * already agree it is for sale).
   */
  async returnSale(tx: Tx, id: string, actor: Actor, reason: string | null): Promise<void> {
    const row = (await findConsignment(tx.db, id))!;
    await this.deps.transitions.apply(tx, CONSIGNMENT_BINDING, id, "return_sale", actor, { expectFrom: row.state, set: NO_SALE, reason, data: { order_id: row.order_id, sale_price_cents: row.sale_price_cents } });
    const system = systemActor("consignment.relist_returned_sale");
    const state = (await this.deps.inventory.states([row.product_id], tx)).get(row.product_id);
    if (state === "returned") {
      await this.deps.inventory.transition(tx, row.product_id, "prepare_listing", system, { reason: "Returned by the buyer; consigned pieces go back on sale." });
      await this.deps.inventory.transition(tx, row.product_id, "publish", system, { set: { published_at: this.now(), first_look_ends_at: null }, data: { when: "now" } });
    }
  }

  /** `consignment.paid`: the earning is credited to the seller's cash once (keyed by the consignment). */
  readonly onPaid = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const row = await findConsignment(tx.db, (event.payload as Payload).subjectId);
    if (!row || row.state !== "paid" || !row.earning_cents) return;
    await this.deps.wallet.creditCash({ userId: row.user_id, amountCents: row.earning_cents, idempotencyKey: `consignment-earning:${row.id}`, reference: `consignment:${row.id}` }, tx);
  };

  /** `payment_request.paid` for a consignment's return shipping: the delist is confirmed, the piece is to ship back. */
  readonly onReturnShippingPaid = async (tx: Tx, event: DomainEvent): Promise<void> => {
    const p = event.payload as unknown as PaymentRequestPaid;
    if (p.purpose !== CONSIGNMENT_RETURN_PURPOSE) return;
    const row = await findConsignment(tx.db, p.reference);
    if (row?.state !== "delisting" || row.return_request_id !== p.id) return;
    await this.deps.transitions.apply(tx, CONSIGNMENT_BINDING, row.id, "confirm_delist", systemActor("consignment.on_return_shipping_paid"), { expectFrom: "delisting", data: { payment_request_id: p.id, amount_cents: p.amountCents } });
  };
}

/** A sale undone: nothing sold, nothing earned. */
const NO_SALE = { order_id: null, sale_price_cents: null, commission_percent: null, incentive_cents: null, earning_cents: null, earning_clears_at: null };
