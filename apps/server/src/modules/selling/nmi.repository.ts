import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { NmiPhotoSetRow, NmiQuestionRow, NmiRequestRow } from "./selling.table.ts";

type Executor = Kysely<Database>;

export interface NewNmi {
  request: Omit<NmiRequestRow, "answered_at">;
  questions: Array<Omit<NmiQuestionRow, "answer">>;
  photoSets: NmiPhotoSetRow[];
}

export async function insertNmi(db: Executor, nmi: NewNmi): Promise<void> {
  await db.insertInto("nmi_requests").values({ ...nmi.request, answered_at: null }).execute();
  if (nmi.questions.length) await db.insertInto("nmi_questions").values(nmi.questions.map((q) => ({ ...q, answer: null }))).execute();
  if (nmi.photoSets.length) await db.insertInto("nmi_photo_sets").values(nmi.photoSets).execute();
}

export async function findNmi(db: Executor, id: string): Promise<NmiRequestRow | undefined> {
  return db.selectFrom("nmi_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findNmiParts(db: Executor, nmiId: string): Promise<{ questions: NmiQuestionRow[]; photoSets: NmiPhotoSetRow[] }> {
  const [questions, photoSets] = await Promise.all([
    db.selectFrom("nmi_questions").selectAll().where("nmi_id", "=", nmiId).orderBy("position").execute(),
    db.selectFrom("nmi_photo_sets").selectAll().where("nmi_id", "=", nmiId).orderBy("position").execute(),
  ]);
  return { questions, photoSets };
}

/** The open request of each item that has one. */
export async function findOpenNmiOf(db: Executor, itemIds: readonly string[]): Promise<Map<string, NmiRequestRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db.selectFrom("nmi_requests").selectAll().where("item_id", "in", itemIds).where("state", "=", "open").execute();
  return new Map(rows.map((r) => [r.item_id, r]));
}

export async function findNmisOfItem(db: Executor, itemId: string): Promise<NmiRequestRow[]> {
  return db.selectFrom("nmi_requests").selectAll().where("item_id", "=", itemId).orderBy("created_at").execute();
}

export async function answerQuestion(db: Executor, nmiId: string, questionId: string, answer: string): Promise<boolean> {
  const r = await db.updateTable("nmi_questions").set({ answer }).where("id", "=", questionId).where("nmi_id", "=", nmiId).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks the request answered unless someone did first; true when this call did. */
export async function markNmiAnswered(db: Executor, nmiId: string, at: string): Promise<boolean> {
  const r = await db.updateTable("nmi_requests").set({ state: "answered", answered_at: at }).where("id", "=", nmiId).where("state", "=", "open").executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
