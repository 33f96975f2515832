import type { ConsignmentDetail, ConsignmentHistory, ConsignmentLists, DelistInput, DelistResult, TweakResponseInput } from "@maison/contracts/consignment";
import type { OpsPieceListing } from "@maison/contracts/ops-pieces";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { CONSIGNMENT_RETURN_FEE_CENTS } from "@maison/domain/consignment/consignment-commission";
import { CONSIGNMENT_STATE_LABELS, type ConsignmentState } from "@maison/domain/consignment/consignment-lifecycle";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { auditTrailOf } from "../../platform/lifecycle/audit.repository.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { AddressService } from "../account/address.service.ts";
import type { ListingService } from "../catalog/listing.service.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import { CONSIGNMENT_BINDING } from "./consignment-binding.ts";
import { consignmentErrors } from "./consignment-errors.ts";
import { closeTweak, findConsignment, findConsignmentsOf, findOwnConsignment, findTweak, findTweaksOf, setReturnRequest, withdrawOpenTweaks } from "./consignment.repository.ts";
import type { ConsignmentRow } from "./consignment.table.ts";
import { toDetail, toSummary } from "./consignment-view.ts";
import type { ReturnShippingPayments } from "./return-shipping-payments.ts";

/** How long the delist's own hold keeps a checkout off the piece while it is taken off sale (released in the same transaction). */
const DELIST_HOLD_MS = 60_000;

export interface ConsignmentServiceDeps {
  db: Db;
  clock: Clock;
  transitions: Transitions;
  listings: ListingService;
  inventory: InventoryService;
  wallet: WalletService;
  addresses: AddressService;
  payments: ReturnShippingPayments;
}

/**
 * The consignor's side (spec 2 §7 `/consignment/…` under `/api/v6/my-account`, decision 046): the
 * three lists with the progress steps, a piece's details and history, answering a price proposal, and
 * delisting with the return shipping paid through the hosted payment. Another user's consignment is a 404.
 */
export class ConsignmentService {
  constructor(private readonly deps: ConsignmentServiceDeps) {}

  async lists(userId: string): Promise<ConsignmentLists> {
    const db = this.deps.db.kysely;
    const rows = await findConsignmentsOf(db, userId);
    const [tweaks, listings, cash] = await Promise.all([findTweaksOf(db, rows.map((r) => r.id)), this.listingsOf(rows), this.deps.wallet.cashOf(userId)]);
    const lists: ConsignmentLists = { sold: [], active: [], inactive: [], cash_balance_cents: cash };
    for (const row of rows) {
      const summary = toSummary(row, listings.get(row.product_id) ?? null, tweaks);
      lists[summary.list].push(summary);
    }
    return lists;
  }

  async detail(userId: string, id: string): Promise<ConsignmentDetail> {
    const row = await this.own(userId, id);
    const [tweaks, listings] = await Promise.all([findTweaksOf(this.deps.db.kysely, [row.id]), this.listingsOf([row])]);
    return toDetail(row, listings.get(row.product_id) ?? null, tweaks);
  }

  async history(userId: string, id: string): Promise<ConsignmentHistory> {
    const row = await this.own(userId, id);
    const trail = await auditTrailOf(this.deps.db.kysely, "consignment", [row.id]);
    return {
      id: row.id,
      entries: trail.map((entry) => ({
        event: entry.event,
        label: HISTORY_WORDS[entry.event] ?? CONSIGNMENT_STATE_LABELS[entry.to_state as ConsignmentState],
        state: entry.to_state as ConsignmentState,
        at: entry.created_at,
      })),
    };
  }

  /**
   * The consignor's answer to a price proposal (`PUT /consignment/update-tweak/{id}/`): accepting
   * changes the listed price at once; declining keeps it. Answered once: a second answer, or one to a
   * proposal replaced meanwhile, is a 409.
   */
  async respondToTweak(userId: string, actor: Actor, tweakId: string, input: TweakResponseInput): Promise<ConsignmentDetail> {
    const consignmentId = await inTransaction(this.deps.db, async (tx) => {
      const tweak = await findTweak(tx.db, tweakId);
      const row = tweak ? await findOwnConsignment(tx.db, userId, tweak.consignment_id) : undefined;
      if (!tweak || !row) throw consignmentErrors.tweakNotFound();
      const now = this.deps.clock.now().toISOString();
      if (input.client_response === "decline") {
        if (!(await closeTweak(tx.db, tweak.id, "declined", now))) throw consignmentErrors.tweakClosed();
        return row.id;
      }
      if (row.state === "listed") await this.keepCheckoutsOff(tx, row, `consignment-tweak:${tweak.id}`, actor);
      if (!(await closeTweak(tx.db, tweak.id, "accepted", now))) throw consignmentErrors.tweakClosed();
      await this.deps.transitions.apply(tx, CONSIGNMENT_BINDING, row.id, "accept_tweak", actor, {
        expectFrom: row.state,
        set: { list_price_cents: tweak.price_cents },
        data: { tweak_id: tweak.id, price_cents: { from: row.list_price_cents, to: tweak.price_cents } },
      });
      await this.deps.listings.reprice(tx, row.product_id, tweak.price_cents, systemActor("consignment.accepted_tweak"));
      if (row.state === "listed") await this.deps.inventory.release(tx, [row.product_id], `consignment-tweak:${tweak.id}`, actor);
      return row.id;
    });
    return this.detail(userId, consignmentId);
  }

  /**
   * Delists a piece (`POST /consignment/delist/`): off sale at once, and a hosted payment for the
   * return shipping whose page is answered. Delisting and selling exclude each other through the
   * piece's hold: a checkout holding it makes this a 409, and once withdrawn no checkout can hold it.
   * Of two racing delists one wins; asking again while the payment is open answers the same page.
   */
  async delist(userId: string, actor: Actor, input: DelistInput): Promise<DelistResult> {
    const address = await this.deps.addresses.get(userId, input.address_id, "address_id");
    const existing = await findOwnConsignment(this.deps.db.kysely, userId, input.order_item_id);
    if (!existing) throw consignmentErrors.notFound("order_item_id");
    if (existing.state === "delisting" && existing.return_checkout_url) return { checkout_web_url: existing.return_checkout_url };
    const returnAddress = [`${address.first_name} ${address.last_name}`, address.address1, address.address2, `${address.city}, ${address.province} ${address.zip}`, address.country_code].filter(Boolean).join(", ");
    const url = await inTransaction(this.deps.db, async (tx) => {
      const row = (await findConsignment(tx.db, existing.id))!;
      if (row.state === "listed") {
        await this.keepCheckoutsOff(tx, row, `consignment-delist:${row.id}`, actor);
        await this.deps.inventory.transition(tx, row.product_id, "withdraw", systemActor("consignment.delist"), { reason: "The consignor asked for the piece back." });
        await this.deps.inventory.release(tx, [row.product_id], `consignment-delist:${row.id}`, actor);
      }
      await withdrawOpenTweaks(tx.db, row.id, this.deps.clock.now().toISOString());
      await this.deps.transitions.apply(tx, CONSIGNMENT_BINDING, row.id, "request_delist", actor, { expectFrom: row.state, set: { return_address: returnAddress }, data: { address_id: address.id } });
      const request = await this.deps.payments.create(
        actor,
        {
          customerId: userId,
          amountCents: CONSIGNMENT_RETURN_FEE_CENTS,
          purpose: "consignment_return",
          reference: row.id,
          description: `Insured return shipping of your ${row.title}`,
          returnPath: `/my-account/consignments/${row.id}`,
        },
        tx,
      );
      await setReturnRequest(tx.db, row.id, { id: request.id, url: request.checkout_web_url });
      return request.checkout_web_url;
    });
    return { checkout_web_url: url };
  }

  /** Takes the piece's hold for this change (409 when a checkout holds it), so no sale can slip in meanwhile. */
  private async keepCheckoutsOff(tx: Tx, row: ConsignmentRow, holder: string, actor: Actor): Promise<void> {
    const until = new Date(this.deps.clock.now().getTime() + DELIST_HOLD_MS).toISOString();
    if ((await this.deps.inventory.hold(tx, [row.product_id], holder, until, actor)) !== null) throw consignmentErrors.beingBought();
  }

  private async own(userId: string, id: string): Promise<ConsignmentRow> {
    const row = await findOwnConsignment(this.deps.db.kysely, userId, id);
    if (!row) throw consignmentErrors.notFound();
    return row;
  }

  private async listingsOf(rows: readonly ConsignmentRow[]): Promise<Map<string, OpsPieceListing>> {
    const found = await Promise.all(rows.map(async (row) => [row.product_id, await this.deps.listings.listing(row.product_id).catch(() => null)] as const));
    return new Map(found.filter((entry): entry is readonly [string, OpsPieceListing] => entry[1] !== null));
  }
}

/** The consignor's words for each step of the history. */
const HISTORY_WORDS: Record<string, string> = {
  receive: "We received your piece",
  review: "Reviewed and priced by our specialists",
  list: "Listed for sale",
  accept_tweak: "You accepted a new price",
  sell: "Sold",
  cancel_sale: "The buyer's order was cancelled: on sale again",
  deliver: "Delivered to the buyer: the return window is open",
  return_sale: "Returned by the buyer: on sale again",
  clear: "Paid to your cash balance",
  request_delist: "You asked for it back",
  cancel_delist: "Delist cancelled",
  confirm_delist: "Return shipping paid",
  ship_back: "Shipped back to you",
};
