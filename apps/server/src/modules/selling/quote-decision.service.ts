import type { FinalizeQuoteInput, OfferKind, Ticket } from "@maison/contracts/selling";
import type { Actor } from "@maison/domain/actor/actor";
import type { SubmissionItemEvent } from "@maison/domain/selling/submission-item-lifecycle";
import { DomainError } from "@maison/domain/shared/domain-error";
import { SellingErrorCode } from "@maison/contracts/selling";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import { findOpenNmiOf, markNmiAnswered } from "./nmi.repository.ts";
import { sellingErrors } from "./selling-errors.ts";
import type { SubmissionItemRow } from "./selling.table.ts";
import { SUBMISSION_ITEM_BINDING } from "./submission-item-binding.ts";
import { findItemsOf, findOwnSubmission } from "./submission.repository.ts";
import type { SubmissionService } from "./submission.service.ts";
import { offersOf } from "./submission-view.ts";

/**
 * The seller's answer to a quote (spec 1 §7 `PUT /finalize-quote/{quote}/`): accept (all quoted items,
 * or the ones named), decline (ids), decline instead of answering pricing's questions
 * (declined_from_nmi), or refuse (item → reason). Every move goes through the item's lifecycle, in one
 * transaction: accepting an expired quote is refused by its guard, accepting twice is an illegal
 * move, and of two racing accepts the guarded UPDATE lets one win.
 */
export class QuoteDecisionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transitions: Transitions,
    private readonly submissions: SubmissionService,
  ) {}

  async finalize(userId: string, actor: Actor, quoteId: string, input: FinalizeQuoteInput): Promise<Ticket> {
    await inTransaction(this.db, async (tx) => {
      const submission = await findOwnSubmission(tx.db, userId, quoteId);
      if (!submission) throw sellingErrors.submissionNotFound();
      const items = await findItemsOf(tx.db, [submission.id]);
      if (input.accepted !== undefined) {
        await this.accept(tx, actor, items, input.accepted, input.offer_kinds ?? {}, submission.trade_in === 1 ? "trade_in" : "sell_now");
        // Shipping is booked once per submission: a piece accepted after it travels the same way.
        if (submission.shipping_booked_at) await this.joinShipment(tx, actor, submission.id, submission.shipping_method);
      }
      else if (input.declined !== undefined) await this.move(tx, actor, pick(items, input.declined, "declined"), "decline");
      else if (input.declined_from_nmi !== undefined) await this.declineFromNmi(tx, actor, items, input.declined_from_nmi);
      else if (input.refused !== undefined) {
        const chosen = pick(items, Object.keys(input.refused), "refused");
        for (const item of chosen) await this.move(tx, actor, [item], "refuse", input.refused[item.id]);
      }
    });
    return this.submissions.ticket(userId, quoteId);
  }

  private async accept(tx: Tx, actor: Actor, items: SubmissionItemRow[], accepted: true | string[], kinds: Record<string, OfferKind>, usual: OfferKind): Promise<void> {
    const chosen = accepted === true ? items.filter((i) => i.state === "quoted") : pick(items, accepted, "accepted");
    if (chosen.length === 0) throw sellingErrors.nothingToFinalize("accepted");
    for (const id of Object.keys(kinds)) if (!chosen.some((i) => i.id === id)) throw sellingErrors.unknownItem(`offer_kinds.${id}`);
    const now = this.clock.now().toISOString();
    for (const item of chosen) {
      // The seller's choice, else the offer chosen on the value step, else the flow's own: store credit for a trade-in.
      const kind = kinds[item.id] ?? (item.offer_kind as OfferKind | null) ?? usual;
      const offer = offersOf(item).find((o) => o.kind === kind);
      if (!offer && item.state === "quoted") {
        throw new DomainError("invalid", SellingErrorCode.enum.unknown_item, "This offer is not one we made for this piece.", `offer_kinds.${item.id}`);
      }
      await this.transitions.apply(tx, SUBMISSION_ITEM_BINDING, item.id, "accept", actor, {
        context: { expiresAt: item.expires_at, now },
        expectFrom: item.state,
        set: { offer_kind: kind, accepted_amount_cents: offer?.amount_cents ?? null },
        data: { offer_kind: kind, amount_cents: offer?.amount_cents ?? null, submission_id: item.submission_id, user_id: item.user_id, title: item.title, designer: item.designer, trade_in_ticket: usual === "trade_in" },
      });
    }
  }

  private async joinShipment(tx: Tx, actor: Actor, submissionId: string, method: string | null): Promise<void> {
    for (const item of (await findItemsOf(tx.db, [submissionId])).filter((i) => i.state === "accepted")) {
      await this.transitions.apply(tx, SUBMISSION_ITEM_BINDING, item.id, "ship_in", actor, { expectFrom: "accepted", data: { submission_id: submissionId, shipping_method: method, joined: true } });
    }
  }

  private async declineFromNmi(tx: Tx, actor: Actor, items: SubmissionItemRow[], which: true | string[]): Promise<void> {
    const chosen = which === true ? items.filter((i) => i.state === "needs_more_info") : pick(items, which, "declined_from_nmi");
    if (chosen.length === 0) throw sellingErrors.nothingToFinalize("declined");
    const open = await findOpenNmiOf(tx.db, chosen.map((i) => i.id));
    for (const item of chosen) {
      await this.move(tx, actor, [item], "decline", null, { from_nmi: true });
      const nmi = open.get(item.id);
      if (nmi) await markNmiAnswered(tx.db, nmi.id, this.clock.now().toISOString());
    }
  }

  private async move(tx: Tx, actor: Actor, items: SubmissionItemRow[], event: SubmissionItemEvent, reason: string | null = null, data: Record<string, unknown> = {}): Promise<void> {
    for (const item of items) {
      await this.transitions.apply(tx, SUBMISSION_ITEM_BINDING, item.id, event, actor, {
        expectFrom: item.state,
        reason,
        ...(reason ? { set: { reason } } : {}),
        data: { ...data, submission_id: item.submission_id },
      });
    }
  }
}

/** The named items of the submission; 400 naming the first id that is not one of them. */
function pick(items: SubmissionItemRow[], ids: readonly string[], field: string): SubmissionItemRow[] {
  return ids.map((id, index) => {
    const item = items.find((i) => i.id === id);
    if (!item) throw sellingErrors.unknownItem(`${field}.${index}`);
    return item;
  });
}
