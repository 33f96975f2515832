import type { NmiFinalizeInput, NmiRequest } from "@maison/contracts/selling";
import type { OpsAskInput } from "@maison/contracts/ops-submissions";
import type { Actor } from "@maison/domain/actor/actor";
import { answerProblem, NMI_PHOTO_SETS, NMI_QUESTIONS, type NmiChoiceKey, type NmiPhotoSetKey } from "@maison/domain/selling/nmi-questions";
import { DomainError } from "@maison/domain/shared/domain-error";
import { SellingErrorCode } from "@maison/contracts/selling";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { Transitions } from "../../platform/lifecycle/transitions.ts";
import { answerQuestion, findNmi, findNmiParts, findNmisOfItem, insertNmi, markNmiAnswered } from "./nmi.repository.ts";
import { attachSellerPhotos, findPhotosOfSets } from "./seller-photo.repository.ts";
import { sellingErrors } from "./selling-errors.ts";
import type { NmiRequestRow, SubmissionItemRow } from "./selling.table.ts";
import { SUBMISSION_ITEM_BINDING } from "./submission-item-binding.ts";
import { findItem } from "./submission.repository.ts";
import { photoView } from "./submission-view.ts";

/**
 * Needs more information (spec 2 §3, §7 `/nmi/…`): pricing asks questions (choice keys) and for photo
 * sets; the seller answers at /submissions/provide-information/{quote}/{id} and finalizes, which sends
 * the item back to pricing. Only the seller it was asked of can read or answer it.
 */
export class NmiService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transitions: Transitions,
  ) {}

  /** Staff ask (in the caller's transaction, with the item's move to needs_more_info). */
  async ask(tx: Tx, item: SubmissionItemRow, input: OpsAskInput, actor: Actor): Promise<string> {
    const id = newId("nmi");
    await insertNmi(tx.db, {
      request: { id, item_id: item.id, submission_id: item.submission_id, user_id: item.user_id, state: "open", note: input.note, created_by: actor.id, created_at: this.clock.now().toISOString() },
      questions: input.questions.map((choice_key, position) => ({ id: newId("nmq"), nmi_id: id, position, choice_key })),
      photoSets: input.photo_sets.map((set_key, position) => ({ id: newId("nms"), nmi_id: id, position, set_key })),
    });
    return id;
  }

  /** The seller's request (404 for anyone else's). */
  async request(userId: string, id: string): Promise<NmiRequest> {
    const row = await findNmi(this.db.kysely, id);
    if (!row || row.user_id !== userId) throw sellingErrors.nmiNotFound();
    return this.view(row);
  }

  /** Every request about an item, oldest first (the console's history). */
  async ofItem(itemId: string): Promise<NmiRequest[]> {
    return Promise.all((await findNmisOfItem(this.db.kysely, itemId)).map((row) => this.view(row)));
  }

  /** The seller's answers and photos, all at once; the item goes back to pricing. */
  async finalize(userId: string, actor: Actor, id: string, input: NmiFinalizeInput): Promise<NmiRequest> {
    await inTransaction(this.db, async (tx) => {
      const row = await findNmi(tx.db, id);
      if (!row || row.user_id !== userId) throw sellingErrors.nmiNotFound();
      if (row.state !== "open") throw sellingErrors.nmiAnswered();
      const { questions, photoSets } = await findNmiParts(tx.db, id);
      for (const [index, question] of questions.entries()) {
        const given = input.evaluationneedsmoreinfo_set.find((a) => a.id === question.id);
        const field = `evaluationneedsmoreinfo_set.${index}.answer`;
        if (!given) throw new DomainError("invalid", SellingErrorCode.enum.invalid_answer, "Please answer this question.", field);
        const problem = answerProblem(question.choice_key as NmiChoiceKey, given.answer);
        if (problem) throw new DomainError("invalid", SellingErrorCode.enum.invalid_answer, problem, field);
        await answerQuestion(tx.db, id, question.id, given.answer.trim());
      }
      for (const [index, set] of photoSets.entries()) {
        const given = input.evaluationphoto_set.find((p) => p.id === set.id);
        if (!given) throw new DomainError("invalid", SellingErrorCode.enum.photo_not_yours, "Add the photos asked for.", `evaluationphoto_set.${index}.photos`);
        const refused = await attachSellerPhotos(tx.db, userId, given.photos, { photoSetId: set.id });
        if (refused.length) throw sellingErrors.unknownPhoto(`evaluationphoto_set.${index}.photos.${given.photos.indexOf(refused[0]!)}`);
      }
      for (const [index, answer] of input.evaluationneedsmoreinfo_set.entries()) {
        if (!questions.some((q) => q.id === answer.id)) throw sellingErrors.unknownItem(`evaluationneedsmoreinfo_set.${index}.id`);
      }
      if (!(await markNmiAnswered(tx.db, id, this.clock.now().toISOString()))) throw sellingErrors.nmiAnswered();
      const item = await findItem(tx.db, row.item_id);
      if (item?.state === "needs_more_info") {
        await this.transitions.apply(tx, SUBMISSION_ITEM_BINDING, item.id, "provide_info", actor, { expectFrom: "needs_more_info", data: { nmi_id: id, submission_id: item.submission_id } });
      }
    });
    return this.request(userId, id);
  }

  private async view(row: NmiRequestRow): Promise<NmiRequest> {
    const db = this.db.kysely;
    const { questions, photoSets } = await findNmiParts(db, row.id);
    const photos = await findPhotosOfSets(db, photoSets.map((s) => s.id));
    const item = await findItem(db, row.item_id);
    return {
      id: row.id,
      quote: row.submission_id,
      item_id: row.item_id,
      item_title: item?.title ?? "",
      state: row.state,
      note: row.note,
      created_at: row.created_at,
      questions: questions.map((q) => {
        const spec = NMI_QUESTIONS[q.choice_key as NmiChoiceKey];
        return { id: q.id, choice_key: q.choice_key, question: spec?.question ?? q.choice_key, choices: [...(spec?.choices ?? [])], answer: q.answer };
      }),
      photo_sets: photoSets.map((s) => ({
        id: s.id,
        key: s.set_key,
        label: NMI_PHOTO_SETS[s.set_key as NmiPhotoSetKey] ?? s.set_key,
        photos: photos.filter((p) => p.photo_set_id === s.id).map(photoView),
      })),
    };
  }
}
