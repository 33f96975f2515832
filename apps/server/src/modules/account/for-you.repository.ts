import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ForYouFiltersTable } from "./for-you.table.ts";

export type ForYouFiltersRow = Selectable<ForYouFiltersTable>;

export async function findForYouFilters(db: Kysely<Database>, userId: string): Promise<ForYouFiltersRow | undefined> {
  return db.selectFrom("for_you_filters").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** Replaces the user's saved filters (one row per user). */
export async function upsertForYouFilters(db: Kysely<Database>, row: ForYouFiltersRow): Promise<void> {
  const { user_id: _userId, ...changes } = row;
  await db
    .insertInto("for_you_filters")
    .values(row)
    .onConflict((oc) => oc.column("user_id").doUpdateSet(changes))
    .execute();
}
