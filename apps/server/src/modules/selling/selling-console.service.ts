import type { OpsAskInput, OpsPayInput, OpsQuoteInput, OpsSubmissionDetail, OpsSubmissionList, OpsSubmissionListQuery, OpsSubmissionSummary } from "@maison/contracts/ops-submissions";
import { OPS_SUBMISSION_ACTIONS, SUBMISSION_QUEUE_KEYS, SUBMISSION_QUEUES } from "@maison/contracts/ops-submissions";
import { PayoutErrorCode } from "@maison/contracts/payouts";
import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import type { PieceInput } from "@maison/contracts/ops-pieces";
import type { Appraisal } from "@maison/contracts/valuation";
import { hasCapability, systemActor, type Actor } from "@maison/domain/actor/actor";
import { imagePath } from "@maison/domain/catalog/image-size";
import { eventsFrom } from "@maison/domain/lifecycle/define-lifecycle";
import { QUOTE_VALID_MS, submissionItemLifecycle, type SubmissionItemEvent } from "@maison/domain/selling/submission-item-lifecycle";
import { ticketNumber } from "@maison/domain/selling/selling-messages";
import { DomainError } from "@maison/domain/shared/domain-error";
import { CONSIGNMENT_SHARES, TRADE_IN_INCREASE_PERCENT } from "@maison/domain/valuation/offer-amounts";
import { sellerConditionFromKey } from "@maison/domain/valuation/item-description";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { auditTrailOf } from "../../platform/lifecycle/audit.repository.ts";
import { timelineEntryOf } from "../../platform/lifecycle/timeline-entry.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import type { ListingService } from "../catalog/listing.service.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import type { PayoutProfileService } from "../payouts/payout-profile.service.ts";
import { profileLabel } from "../payouts/payout-profile.service.ts";
import type { PayoutService } from "../payouts/payout.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import type { NmiService } from "./nmi.service.ts";
import { findOpenNmiOf } from "./nmi.repository.ts";
import { findPhotosOfItems } from "./seller-photo.repository.ts";
import { sellingErrors } from "./selling-errors.ts";
import type { SubmissionItemRow, SubmissionRow } from "./selling.table.ts";
import { SUBMISSION_ITEM_BINDING } from "./submission-item-binding.ts";
import { countItemsByState, findItem, findItemsInStates, findSubmission } from "./submission.repository.ts";
import { toTicket } from "./submission-view.ts";

export const OPS_SUBMISSIONS_PAGE_SIZE = 30;

/** The console's buttons and the lifecycle event each fires. */
const ACTION_EVENTS: Record<(typeof OPS_SUBMISSION_ACTIONS)[number], SubmissionItemEvent> = {
  quote: "quote",
  ask: "ask_more_info",
  reject: "reject",
  receive: "receive",
  authenticate: "authenticate",
  fail_authentication: "fail_authentication",
  return_to_seller: "return_to_seller",
  pay: "pay",
};

const increase = (cents: number) => Math.round((cents * (100 + TRADE_IN_INCREASE_PERCENT)) / 100);
const consignmentEstimate = (expected: number) => {
  let share = CONSIGNMENT_SHARES[0]!.share;
  for (const band of CONSIGNMENT_SHARES) if (expected >= band.fromCents) share = band.share;
  return Math.floor((expected * share) / 5_00) * 5_00;
};

/**
 * The console's seller side (decision 042): pricing quotes or asks for more, receiving checks pieces
 * in (each becomes a piece in intake, still the seller's), authentication passes or fails them, and
 * payouts pay the seller — store credit at once, or cash through the payout port — which makes the
 * piece Maison's, ready for a listing. Every step is a lifecycle event with its audit row.
 */
export class SellingConsoleService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      transitions: Transitions;
      nmi: NmiService;
      listings: ListingService;
      inventory: InventoryService;
      wallet: WalletService;
      payouts: PayoutService;
      payoutProfiles: PayoutProfileService;
    },
  ) {}

  async list(query: OpsSubmissionListQuery): Promise<OpsSubmissionList> {
    const db = this.deps.db.kysely;
    const counts = await countItemsByState(db);
    const countOf = (states: readonly string[]) => states.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
    const states = SUBMISSION_QUEUES[query.queue].states;
    const rows = await findItemsInStates(db, states, (query.page - 1) * OPS_SUBMISSIONS_PAGE_SIZE, OPS_SUBMISSIONS_PAGE_SIZE);
    const photos = await findPhotosOfItems(db, rows.map((r) => r.id));
    return {
      queue: query.queue,
      queues: SUBMISSION_QUEUE_KEYS.map((key) => ({ key, label: SUBMISSION_QUEUES[key].label, count: countOf(SUBMISSION_QUEUES[key].states) })),
      count: countOf(states),
      page: query.page,
      page_size: OPS_SUBMISSIONS_PAGE_SIZE,
      items: rows.map((row): OpsSubmissionSummary => {
        const photo = photos.find((p) => p.item_id === row.id);
        return {
          id: row.id,
          ticket_id: row.submission_id,
          ticket_number: ticketNumber(row.ticket_number),
          state: row.state,
          title: row.title,
          designer: row.designer,
          route: row.route,
          trade_in: row.trade_in === 1,
          suggested_cents: suggestion(row),
          accepted_amount_cents: row.accepted_amount_cents,
          updated_at: row.updated_at,
          photo_url: photo ? imagePath(photo.key, "small") : null,
        };
      }),
    };
  }

  /** The item as the console shows it; `seller.email` and the people of the timeline are named by the console's routes. */
  async detail(id: string, viewer: Actor): Promise<OpsSubmissionDetail> {
    const db = this.deps.db.kysely;
    const { item, submission } = await this.load(id);
    const [photos, open, nmi, trail, cashProfile] = await Promise.all([
      findPhotosOfItems(db, [item.id]),
      findOpenNmiOf(db, [item.id]),
      this.deps.nmi.ofItem(item.id),
      auditTrailOf(db, "submission_item", [item.id]),
      this.deps.payoutProfiles.cashProfileOf(item.user_id),
    ]);
    const ticket = toTicket(submission, [item], photos, new Map([...open].map(([k, v]) => [k, v.id])), this.deps.clock.now());
    const allowed = new Set(eventsFrom(submissionItemLifecycle, item.state, viewer));
    return {
      item: ticket.items[0]!,
      ticket_number: ticket.number,
      trade_in: ticket.trade_in,
      partner_code: ticket.partner_code,
      seller: { user_id: item.user_id, email: "", name: null },
      serial_number: item.serial_number,
      description: item.description,
      appraisal: item.appraisal ? (JSON.parse(item.appraisal) as Appraisal) : null,
      nmi,
      shipping: ticket.shipping,
      product_id: item.product_id,
      reason: item.reason,
      payout_profile: cashProfile ? { id: cashProfile.id, provider_type: cashProfile.provider_type, label: profileLabel(cashProfile) } : null,
      // A consigned piece is paid by its sale (decision 046), a piece traded toward a purchase by its trade-in's credit (decision 050): never from Submissions.
      actions: OPS_SUBMISSION_ACTIONS.filter((action) => allowed.has(ACTION_EVENTS[action]) && !(action === "pay" && paidElsewhere(item, ticket.trade_in))),
      timeline: trail.map(timelineEntryOf),
    };
  }

  async quote(id: string, input: OpsQuoteInput, actor: Actor): Promise<void> {
    const offers = [
      { kind: "sell_now", amount_cents: input.amount_cents, label: "Sell now" },
      { kind: "trade_in", amount_cents: increase(input.amount_cents), label: "Trade in for store credit" },
      ...(input.expected_resale_cents ? [{ kind: "consignment", amount_cents: consignmentEstimate(input.expected_resale_cents), label: "Consign" }] : []),
    ];
    await this.move(id, "quote", actor, {
      set: { offers: JSON.stringify(offers), expires_at: new Date(this.deps.clock.now().getTime() + QUOTE_VALID_MS).toISOString() },
      reason: input.note || null,
      data: { offers },
    });
  }

  async ask(id: string, input: OpsAskInput, actor: Actor): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const item = await this.lockedItem(tx, id);
      const nmiId = await this.deps.nmi.ask(tx, item, input, actor);
      await this.deps.transitions.apply(tx, SUBMISSION_ITEM_BINDING, id, "ask_more_info", actor, { expectFrom: item.state, reason: input.note, data: { nmi_id: nmiId, note: input.note, submission_id: item.submission_id } });
    });
  }

  async reject(id: string, reason: string, actor: Actor): Promise<void> {
    await this.move(id, "reject", actor, { set: { reason }, reason });
  }

  /** Checks the piece in: it becomes a piece in `received`, still the seller's, with its provenance. */
  async receive(id: string, actor: Actor): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const item = await this.lockedItem(tx, id);
      const submission = (await findSubmission(tx.db, item.submission_id))!;
      const consigned = item.offer_kind === "consignment";
      // A consigned piece stays the seller's, at no cost to Maison; the consignment module starts its
      // consignment from the received event's facts, in this transaction (decision 046).
      const productId = await this.deps.listings.createReceived(tx, pieceInputOf(item), {
        source: consigned ? "consignment" : submission.trade_in === 1 ? "trade_in" : "sell_now",
        ownerParty: "seller",
        ownerUserId: item.user_id,
        sourceRef: item.id,
        costBasisCents: consigned ? null : item.accepted_amount_cents,
      }, actor);
      await this.deps.transitions.apply(tx, SUBMISSION_ITEM_BINDING, id, "receive", actor, {
        expectFrom: item.state,
        set: { product_id: productId },
        data: { submission_id: item.submission_id, product_id: productId, user_id: item.user_id, offer_kind: item.offer_kind, amount_cents: item.accepted_amount_cents, title: item.title, designer: item.designer },
      });
    });
  }

  async authenticate(id: string, actor: Actor): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const item = await this.lockedItem(tx, id);
      await this.deps.transitions.apply(tx, SUBMISSION_ITEM_BINDING, id, "authenticate", actor, { expectFrom: item.state, data: { product_id: item.product_id } });
      if (item.product_id) await this.deps.inventory.transition(tx, item.product_id, "authenticate", actor);
    });
  }

  async failAuthentication(id: string, reason: string, actor: Actor): Promise<void> {
    await this.move(id, "fail_authentication", actor, { set: { reason }, reason });
  }

  async returnToSeller(id: string, actor: Actor): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const item = await this.lockedItem(tx, id);
      await this.deps.transitions.apply(tx, SUBMISSION_ITEM_BINDING, id, "return_to_seller", actor, { expectFrom: item.state });
      if (item.product_id) await this.deps.inventory.transition(tx, item.product_id, "return_to_owner", actor, { reason: item.reason });
    });
  }

  /**
   * Pays the seller the accepted offer: into their store credit at once, or as cash to their preferred
   * bank account or check address. The item moves to `paid` and the piece becomes Maison's in the same
   * transaction as the money; paying twice is refused by the lifecycle, and the same item credits once.
   */
  async pay(id: string, input: OpsPayInput, actor: Actor): Promise<void> {
    if (!hasCapability(actor, "payouts")) throw new DomainError("forbidden", LifecycleErrorCode.enum.missing_capability, "This needs the payouts permission.");
    const { item, submission } = await this.load(id);
    if (item.offer_kind === "consignment") throw new DomainError("conflict", LifecycleErrorCode.enum.transition_refused, "This piece is consigned: its seller is paid when it sells, from Consignments.");
    if (paidElsewhere(item, submission.trade_in === 1)) throw new DomainError("conflict", LifecycleErrorCode.enum.transition_refused, "This piece was traded toward a purchase: it is settled when its trade-in is credited, from Trade-ins.");
    if (item.state !== "authenticated") throw new DomainError("conflict", LifecycleErrorCode.enum.illegal_transition, `This submission item cannot be paid while it is ${item.state.replaceAll("_", " ")}.`);
    const amount = item.accepted_amount_cents ?? 0;
    const paid = async (tx: Tx, data: Record<string, unknown>) => {
      await this.deps.transitions.apply(tx, SUBMISSION_ITEM_BINDING, id, "pay", actor, { expectFrom: "authenticated", data: { ...data, amount_cents: amount, product_id: item.product_id, submission_id: item.submission_id } });
      if (item.product_id) await this.deps.inventory.takeOwnership(tx, item.product_id, amount);
    };
    if (input.method === "site_credit") {
      await inTransaction(this.deps.db, async (tx) => {
        await paid(tx, { method: "site_credit" });
        await this.deps.wallet.creditStoreCredit({ userId: item.user_id, amountCents: amount, idempotencyKey: `submission-pay:${id}`, reference: `submission_item:${id}` }, tx);
      });
      return;
    }
    const profile = await this.deps.payoutProfiles.cashProfileOf(item.user_id);
    if (!profile) throw new DomainError("conflict", PayoutErrorCode.enum.no_payout_profile, "The seller has not added a bank account or a check address yet. Pay in store credit, or ask them to add one.", "method");
    await this.deps.payouts.pay({ userId: item.user_id, profile, amountCents: amount, reference: `submission_item:${id}`, idempotencyKey: `submission-pay:${id}:${profile.id}` }, actor, (tx, payout) =>
      paid(tx, { method: "payout", payout_id: payout.id }),
    );
  }

  /**
   * A piece traded toward a purchase whose trade-in was credited (`trade_in.credited`, in its
   * transaction): the item is settled without a payment (its value was the order's) and the piece
   * becomes Maison's at the credited amount. The trade-in desk credits only authenticated pieces.
   */
  async settleTradeIn(tx: Tx, itemId: string, creditedCents: number): Promise<void> {
    const item = await this.lockedItem(tx, itemId);
    if (item.state !== "authenticated") throw new Error(`Trade-in credited for submission item ${itemId} in state ${item.state}`);
    await this.deps.transitions.apply(tx, SUBMISSION_ITEM_BINDING, itemId, "settle_trade_in", systemActor("trade_in.credited"), {
      expectFrom: "authenticated",
      data: { amount_cents: creditedCents, product_id: item.product_id, submission_id: item.submission_id },
    });
    if (item.product_id) await this.deps.inventory.takeOwnership(tx, item.product_id, creditedCents);
  }

  /**
   * The seller declined the revised offer of a piece traded toward a purchase (`trade_in.declined`, in
   * its transaction): the item waits in "to send back" for the receiving desk to return the piece.
   */
  async sendBack(tx: Tx, itemId: string): Promise<void> {
    const item = await this.lockedItem(tx, itemId);
    await this.deps.transitions.apply(tx, SUBMISSION_ITEM_BINDING, itemId, "send_back", systemActor("trade_in.declined"), {
      expectFrom: "authenticated",
      reason: "Trade-in declined after inspection",
      set: { reason: "You declined the revised offer for this trade-in." },
      data: { product_id: item.product_id, submission_id: item.submission_id },
    });
  }

  /** The seller's consigned piece was reviewed for sale (decision 046): the item is handed to consignment, in the caller's transaction. */
  async consign(tx: Tx, id: string, actor: Actor): Promise<void> {
    const item = await this.lockedItem(tx, id);
    if (item.offer_kind !== "consignment") throw new DomainError("conflict", LifecycleErrorCode.enum.transition_refused, "The seller did not choose consignment for this piece.");
    await this.deps.transitions.apply(tx, SUBMISSION_ITEM_BINDING, id, "consign", actor, { expectFrom: item.state, data: { submission_id: item.submission_id, product_id: item.product_id } });
  }

  private async move(id: string, event: SubmissionItemEvent, actor: Actor, options: { set?: Record<string, string | number | null>; reason?: string | null; data?: Record<string, unknown> }): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const item = await this.lockedItem(tx, id);
      await this.deps.transitions.apply(tx, SUBMISSION_ITEM_BINDING, id, event, actor, { ...options, expectFrom: item.state, data: { ...options.data, submission_id: item.submission_id } });
    });
  }

  private async lockedItem(tx: Tx, id: string): Promise<SubmissionItemRow> {
    const item = await findItem(tx.db, id);
    if (!item) throw sellingErrors.submissionNotFound();
    return item;
  }

  private async load(id: string): Promise<{ item: SubmissionItemRow; submission: SubmissionRow }> {
    const item = await findItem(this.deps.db.kysely, id);
    const submission = item ? await findSubmission(this.deps.db.kysely, item.submission_id) : undefined;
    if (!item || !submission) throw sellingErrors.submissionNotFound();
    return { item, submission };
  }
}

/** The engine's suggested cash offer, or the offer that stands. */
function suggestion(row: SubmissionItemRow): number | null {
  const standing = (JSON.parse(row.offers) as Array<{ kind: string; amount_cents: number }>).find((o) => o.kind === "sell_now");
  if (standing) return standing.amount_cents;
  if (!row.appraisal) return null;
  return (JSON.parse(row.appraisal) as Appraisal).offers.find((o) => o.kind === "sell_now")?.amount_cents ?? null;
}

/** The listing a received piece starts from: the seller's facts; staff complete it before publishing. */
function pieceInputOf(item: SubmissionItemRow): PieceInput {
  const appraisal = item.appraisal ? (JSON.parse(item.appraisal) as Appraisal) : null;
  const expected = appraisal?.expected_resale_cents ?? Math.round((item.accepted_amount_cents ?? 100_00) * 1.5);
  const accessories = JSON.parse(item.accessories) as string[];
  return {
    designer: item.designer,
    model: item.model,
    title: null,
    category: (item.category ?? "bags") as PieceInput["category"],
    item_type: item.item_type ?? "Bag",
    condition: sellerConditionFromKey(item.condition_key) ?? "Very Good",
    condition_notes: null,
    exterior_material: item.style,
    interior_material: null,
    colors: [item.color || "Neutral"],
    size: item.size,
    gender: "women",
    price_cents: Math.max(100_00, Math.round(expected / 5_00) * 5_00),
    original_price_cents: null,
    estimated_retail_cents: null,
    tags: [],
    description: [`${item.title}, received from a seller and authenticated by Maison.`, accessories.length ? `Comes with: ${accessories.join(", ")}.` : ""].filter(Boolean).join(" "),
    photos: [],
    cost_basis_cents: item.accepted_amount_cents,
  };
}

/** Whether the seller of this item is paid by another desk: consignment by its sale, a trade-in toward a purchase by its credit. */
function paidElsewhere(item: SubmissionItemRow, tradeInTicket: boolean): boolean {
  return item.offer_kind === "consignment" || (tradeInTicket && item.offer_kind === "trade_in");
}
