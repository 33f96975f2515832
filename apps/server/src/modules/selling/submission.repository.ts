import type { Insertable, Kysely } from "kysely";
import type { SubmissionItemState } from "@maison/domain/selling/submission-item-lifecycle";
import type { Database } from "../../db/schema.ts";
import type { SubmissionItemRow, SubmissionItemTable, SubmissionRow, SubmissionTable } from "./selling.table.ts";

type Executor = Kysely<Database>;

export async function highestSubmissionNumber(db: Executor): Promise<number> {
  const row = await db.selectFrom("submissions").select((eb) => eb.fn.max("number").as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertSubmission(db: Executor, row: Insertable<SubmissionTable>): Promise<void> {
  await db.insertInto("submissions").values(row).execute();
}

export async function insertSubmissionItem(db: Executor, row: Insertable<SubmissionItemTable>): Promise<void> {
  await db.insertInto("submission_items").values(row).execute();
}

export async function findSubmission(db: Executor, id: string): Promise<SubmissionRow | undefined> {
  return db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The user's submission, or undefined (another seller's is not found, never forbidden). */
export async function findOwnSubmission(db: Executor, userId: string, id: string): Promise<SubmissionRow | undefined> {
  return db.selectFrom("submissions").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export async function listOwnSubmissions(db: Executor, userId: string, offset: number, limit: number): Promise<SubmissionRow[]> {
  return db.selectFrom("submissions").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("number", "desc").offset(offset).limit(limit).execute();
}

export async function countOwnSubmissions(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom("submissions").select((eb) => eb.fn.countAll().as("n")).where("user_id", "=", userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findItemsOf(db: Executor, submissionIds: readonly string[]): Promise<SubmissionItemRow[]> {
  if (submissionIds.length === 0) return [];
  return db.selectFrom("submission_items").selectAll().where("submission_id", "in", submissionIds).orderBy("submission_id").orderBy("position").execute();
}

export async function findItem(db: Executor, id: string): Promise<SubmissionItemRow | undefined> {
  return db.selectFrom("submission_items").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function updateSubmissionShipping(db: Executor, id: string, values: Partial<Omit<SubmissionTable, "id" | "number" | "user_id" | "created_at">>): Promise<boolean> {
  const result = await db.updateTable("submissions").set(values).where("id", "=", id).where("shipping_booked_at", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The console's queue: items in `states`, oldest change first, with their submission's number and seller. */
export async function findItemsInStates(db: Executor, states: readonly SubmissionItemState[], offset: number, limit: number) {
  return db
    .selectFrom("submission_items as i")
    .innerJoin("submissions as s", "s.id", "i.submission_id")
    .selectAll("i")
    .select(["s.number as ticket_number", "s.trade_in", "s.shipping_method", "s.tracking_number"])
    .where("i.state", "in", states)
    .orderBy("i.updated_at")
    .orderBy("i.id")
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countItemsByState(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom("submission_items").select(["state", (eb) => eb.fn.countAll().as("n")]).groupBy("state").execute();
  return new Map(rows.map((r) => [r.state, Number(r.n)]));
}
