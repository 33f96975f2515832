import { OPS_CONSIGNMENT_QUEUE_KEYS, OPS_CONSIGNMENT_QUEUES, type OpsConsignmentAction, type OpsConsignmentDetail, type OpsConsignmentList, type OpsConsignmentQueue, type OpsReviewInput, type OpsTweakInput } from "@maison/contracts/consignment";
import { hasCapability, type Actor } from "@maison/domain/actor/actor";
import { consignmentLifecycle, type ConsignmentEvent } from "@maison/domain/consignment/consignment-lifecycle";
import { eventsFrom } from "@maison/domain/lifecycle/define-lifecycle";
import { CommonErrorCode } from "@maison/contracts/error";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { DomainEvents } from "../../platform/events/domain-events.ts";
import { auditTrailOf } from "../../platform/lifecycle/audit.repository.ts";
import { timelineEntryOf } from "../../platform/lifecycle/timeline-entry.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { ListingPublicationService } from "../catalog/listing-publication.service.ts";
import type { ListingService } from "../catalog/listing.service.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { SellingConsoleService } from "../selling/selling-console.service.ts";
import { CONSIGNMENT_BINDING } from "./consignment-binding.ts";
import { consignmentErrors } from "./consignment-errors.ts";
import type { ConsignmentReactions } from "./consignment-reactions.ts";
import { countConsignmentsByState, findConsignment, findConsignmentsIn, findTweaksOf, insertTweak, withdrawOpenTweaks } from "./consignment.repository.ts";
import type { ConsignmentRow } from "./consignment.table.ts";
import { toOpsSummary, toTweak } from "./consignment-view.ts";

export const OPS_CONSIGNMENTS_LIMIT = 100;

/** The console's buttons and the lifecycle event each needs the viewer to be able to fire. */
const ACTION_EVENTS: Record<OpsConsignmentAction, ConsignmentEvent> = {
  review: "review",
  list: "list",
  propose_tweak: "review",
  record_return: "return_sale",
  release_earning: "clear",
  ship_back: "ship_back",
};

/** What the seller's tier is (membership's tiers), read before a review's transaction. */
export interface ConsignorTiers {
  tierOf(userId: string): Promise<{ key: string }>;
}

/**
 * The console's consignments (decision 046): review a received piece and set its list price, put it
 * on sale through the catalogue's listing, propose price changes, record a buyer's return, release an
 * earning before the return window closes, and ship a delisted piece back. Every move is a lifecycle
 * event with its audit row, gated by its capability.
 */
export class ConsignmentConsoleService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      transitions: Transitions;
      events: DomainEvents;
      listings: ListingService;
      publication: ListingPublicationService;
      inventory: InventoryService;
      sellingConsole: SellingConsoleService;
      tiers: ConsignorTiers;
      reactions: ConsignmentReactions;
      emailOf: (userId: string) => Promise<string | null>;
    },
  ) {}

  async list(queue: OpsConsignmentQueue): Promise<OpsConsignmentList> {
    const db = this.deps.db.kysely;
    const counts = await countConsignmentsByState(db);
    const countOf = (states: readonly string[]) => states.reduce((n, s) => n + (counts.get(s) ?? 0), 0);
    const rows = await findConsignmentsIn(db, OPS_CONSIGNMENT_QUEUES[queue].states, OPS_CONSIGNMENTS_LIMIT);
    return {
      queue,
      queues: OPS_CONSIGNMENT_QUEUE_KEYS.map((key) => ({ key, label: OPS_CONSIGNMENT_QUEUES[key].label, count: countOf(OPS_CONSIGNMENT_QUEUES[key].states) })),
      items: rows.map(toOpsSummary),
    };
  }

  async detail(id: string, viewer: Actor): Promise<OpsConsignmentDetail> {
    const db = this.deps.db.kysely;
    const row = await this.load(id);
    const [tweaks, trail, states, email] = await Promise.all([
      findTweaksOf(db, [row.id]),
      auditTrailOf(db, "consignment", [row.id]),
      this.deps.inventory.states([row.product_id]),
      this.deps.emailOf(row.user_id),
    ]);
    const allowed = new Set(eventsFrom(consignmentLifecycle, row.state, viewer));
    const actions = (Object.keys(ACTION_EVENTS) as OpsConsignmentAction[]).filter((action) => {
      if (action === "propose_tweak") return (row.state === "reviewed" || row.state === "listed") && hasCapability(viewer, "listing");
      if (action === "record_return") return row.state === "delivered" && allowed.has("return_sale");
      return allowed.has(ACTION_EVENTS[action]);
    });
    return {
      ...toOpsSummary(row),
      seller_email: email,
      piece_state: states.get(row.product_id) ?? null,
      commission_percent: row.commission_percent,
      tier_key: row.tier_key,
      return_address: row.return_address,
      actions,
      tweaks: tweaks.map(toTweak),
      timeline: trail.map(timelineEntryOf),
    };
  }

  /**
   * Reviews a received piece: it must be authenticated (Submissions), the submission item is handed to
   * consignment, the listing takes the agreed price and the seller's tier is recorded for the incentive.
   */
  async review(id: string, input: OpsReviewInput, actor: Actor): Promise<void> {
    const row = await this.load(id);
    const tier = await this.deps.tiers.tierOf(row.user_id);
    await inTransaction(this.deps.db, async (tx) => {
      const state = (await this.deps.inventory.states([row.product_id], tx)).get(row.product_id);
      if (state !== "authenticated") throw consignmentErrors.notListable("Authenticate the piece first, from its submission.");
      await this.deps.transitions.apply(tx, CONSIGNMENT_BINDING, id, "review", actor, { expectFrom: row.state, set: { list_price_cents: input.list_price_cents, tier_key: tier.key }, data: { list_price_cents: input.list_price_cents, tier_key: tier.key } });
      await this.deps.sellingConsole.consign(tx, row.submission_item_id, actor);
      await this.deps.listings.reprice(tx, row.product_id, input.list_price_cents, actor);
    });
  }

  /**
   * Puts a reviewed piece on sale now through the catalogue: its listing is prepared and published; the
   * piece's `item.listed` moves the consignment to Listed in the same transaction. A listing without a
   * photo stays a draft (409): add one on the piece's page, then list again.
   */
  async putOnSale(id: string, actor: Actor): Promise<void> {
    if (!hasCapability(actor, "listing")) throw new DomainError("forbidden", LifecycleErrorCode.enum.missing_capability, "This needs the listing permission.");
    const row = await this.load(id);
    if (row.state !== "reviewed") throw new DomainError("conflict", LifecycleErrorCode.enum.illegal_transition, `This consignment cannot be listed while it is ${row.state}.`);
    const state = (await this.deps.inventory.states([row.product_id])).get(row.product_id);
    if (state === "authenticated") await this.deps.publication.prepare(row.product_id, actor);
    await this.deps.publication.publish(row.product_id, "now", actor);
  }

  /** Proposes a new price to the consignor; it replaces any proposal still open. */
  async proposeTweak(id: string, input: OpsTweakInput, actor: Actor): Promise<void> {
    if (!hasCapability(actor, "listing")) throw new DomainError("forbidden", LifecycleErrorCode.enum.missing_capability, "This needs the listing permission.");
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findConsignment(tx.db, id);
      if (!row) throw consignmentErrors.notFound();
      if (row.state !== "reviewed" && row.state !== "listed") throw new DomainError("conflict", LifecycleErrorCode.enum.illegal_transition, `A new price can be proposed only while the piece is reviewed or listed, not ${row.state}.`);
      if (row.list_price_cents === input.price_cents) throw new DomainError("invalid", CommonErrorCode.enum.invalid_request, "Propose a price different from the current one.", "price_cents");
      const now = this.deps.clock.now().toISOString();
      await withdrawOpenTweaks(tx.db, id, now);
      const tweakId = newId("twk");
      await insertTweak(tx.db, { id: tweakId, consignment_id: id, price_cents: input.price_cents, previous_price_cents: row.list_price_cents, note: input.note || null, state: "proposed", proposed_by: actor.id, created_at: now, answered_at: null });
      await this.deps.events.publish(tx, "consignment.tweak_proposed", { subjectId: id, tweak_id: tweakId, price_cents: input.price_cents, previous_price_cents: row.list_price_cents, note: input.note || null });
    });
  }

  /** A buyer returned the piece (until the returns module publishes `order.item_returned`): back on sale, no earning. */
  async recordReturn(id: string, reason: string, actor: Actor): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findConsignment(tx.db, id);
      if (!row) throw consignmentErrors.notFound();
      if (row.state !== "delivered") throw new DomainError("conflict", LifecycleErrorCode.enum.illegal_transition, "Only a delivered sale can be returned; a sale not yet shipped is cancelled with its order.");
      const state = (await this.deps.inventory.states([row.product_id], tx)).get(row.product_id);
      if (state === "delivered") await this.deps.inventory.transition(tx, row.product_id, "return", actor, { reason });
      await this.deps.reactions.returnSale(tx, id, actor, reason);
    });
  }

  /** Releases an earning before the return window closes: the seller's cash is credited now. */
  async releaseEarning(id: string, actor: Actor): Promise<void> {
    await this.move(id, "clear", actor, { reason: "Released early by staff." });
  }

  /** The delisted piece left for its consignor. */
  async shipBack(id: string, actor: Actor): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findConsignment(tx.db, id);
      if (!row) throw consignmentErrors.notFound();
      await this.deps.transitions.apply(tx, CONSIGNMENT_BINDING, id, "ship_back", actor, { expectFrom: row.state, data: { return_address: row.return_address } });
      await this.deps.inventory.transition(tx, row.product_id, "return_to_owner", actor, { reason: "Consignment ended: delisted by the consignor." });
    });
  }

  private async move(id: string, event: ConsignmentEvent, actor: Actor, options: { reason?: string }): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const row = await findConsignment(tx.db, id);
      if (!row) throw consignmentErrors.notFound();
      await this.deps.transitions.apply(tx, CONSIGNMENT_BINDING, id, event, actor, { expectFrom: row.state, reason: options.reason ?? null });
    });
  }

  private async load(id: string): Promise<ConsignmentRow> {
    const row = await findConsignment(this.deps.db.kysely, id);
    if (!row) throw consignmentErrors.notFound();
    return row;
  }
}
