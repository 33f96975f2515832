import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { LoanRow, LoanTable } from "./loans.table.ts";

type Executor = Kysely<Database>;

export async function insertLoan(db: Executor, row: LoanTable): Promise<void> {
  await db.insertInto("loans").values(row).execute();
}

export async function findLoan(db: Executor, id: string): Promise<LoanRow | undefined> {
  return db.selectFrom("loans").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The borrower's own loan; another borrower's is not found. */
export async function findOwnLoan(db: Executor, userId: string, id: string): Promise<LoanRow | undefined> {
  return db.selectFrom("loans").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export async function findLoansOf(db: Executor, userId: string): Promise<LoanRow[]> {
  return db.selectFrom("loans").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

/** The places (1…limit) the borrower's open loans hold. */
export async function takenSlots(db: Executor, userId: string): Promise<number[]> {
  const rows = await db.selectFrom("loans").select("open_slot").where("user_id", "=", userId).where("open_slot", "is not", null).execute();
  return rows.map((r) => Number(r.open_slot));
}

export async function freeSlot(db: Executor, id: string): Promise<void> {
  await db.updateTable("loans").set({ open_slot: null }).where("id", "=", id).execute();
}

export async function updateLoan(db: Executor, id: string, values: Partial<Omit<LoanTable, "id" | "state">>): Promise<void> {
  await db.updateTable("loans").set(values).where("id", "=", id).execute();
}

export async function findLoansInStates(db: Executor, states: readonly string[], limit = 100): Promise<LoanRow[]> {
  return db
    .selectFrom("loans")
    .selectAll()
    .where("state", "in", states as LoanRow["state"][])
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
}

export async function countLoansByState(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom("loans").select(["state", db.fn.countAll<number>().as("n")]).groupBy("state").execute();
  return new Map(rows.map((r) => [r.state, Number(r.n)]));
}
