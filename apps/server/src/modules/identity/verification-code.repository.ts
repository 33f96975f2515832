import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { VerificationCodeTable } from "./identity.table.ts";

export type VerificationCodeRow = Selectable<VerificationCodeTable>;

export async function insertCode(db: Kysely<Database>, row: Omit<VerificationCodeRow, "attempts" | "consumed_at">): Promise<void> {
  await db.insertInto("verification_codes").values({ ...row, attempts: 0 }).execute();
}

/** The newest unspent code of a user for a purpose. */
export async function findLatestOpenCode(db: Kysely<Database>, userId: string, purpose: string) {
  return db
    .selectFrom("verification_codes")
    .selectAll()
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("consumed_at", "is", null)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Counts a wrong guess; returns the attempts so far. Atomic, so parallel guesses are all counted. */
export async function countAttempt(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .updateTable("verification_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .returning("attempts")
    .executeTakeFirstOrThrow();
  return Number(row.attempts);
}

/** Spends a code; false when it was already spent (two requests raced with the same code). */
export async function consumeCode(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("verification_codes")
    .set({ consumed_at: now })
    .where("id", "=", id)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires every open code of a user for a purpose (a new code replaces the old ones). */
export async function retireOpenCodes(db: Kysely<Database>, userId: string, purpose: string, now: string): Promise<void> {
  await db
    .updateTable("verification_codes")
    .set({ consumed_at: now })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("consumed_at", "is", null)
    .execute();
}
