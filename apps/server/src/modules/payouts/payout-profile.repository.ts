import type { Insertable, Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { PayoutProfileRow, PayoutProfileTable } from "./payouts.table.ts";

type Executor = Kysely<Database>;

export async function findProfiles(db: Executor, userId: string): Promise<PayoutProfileRow[]> {
  return db.selectFrom("payout_profiles").selectAll().where("user_id", "=", userId).where("deleted_at", "is", null).orderBy("created_at").orderBy("id").execute();
}

export async function findOwnProfile(db: Executor, userId: string, id: string): Promise<PayoutProfileRow | undefined> {
  return db.selectFrom("payout_profiles").selectAll().where("id", "=", id).where("user_id", "=", userId).where("deleted_at", "is", null).executeTakeFirst();
}

export async function insertProfile(db: Executor, row: Insertable<PayoutProfileTable>): Promise<void> {
  await db.insertInto("payout_profiles").values(row).execute();
}

/** Makes `id` the user's only preferred profile (for payouts, or for the wallet's cash-out). */
export async function setPreferred(db: Executor, userId: string, id: string, column: "is_preferred" | "is_preferred_for_wallet", value: boolean): Promise<void> {
  if (value) await db.updateTable("payout_profiles").set({ [column]: 0 }).where("user_id", "=", userId).where("id", "!=", id).execute();
  await db.updateTable("payout_profiles").set({ [column]: value ? 1 : 0 }).where("id", "=", id).where("user_id", "=", userId).execute();
}

export async function softDeleteProfile(db: Executor, userId: string, id: string, at: string): Promise<boolean> {
  const r = await db.updateTable("payout_profiles").set({ deleted_at: at, is_preferred: 0, is_preferred_for_wallet: 0 }).where("id", "=", id).where("user_id", "=", userId).where("deleted_at", "is", null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Inserts unless a profile with this id exists (two first reads racing). */
export async function insertProfileIfAbsent(db: Executor, row: Insertable<PayoutProfileTable>): Promise<void> {
  await db.insertInto("payout_profiles").values(row).onConflict((oc) => oc.column("id").doNothing()).execute();
}
