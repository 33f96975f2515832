import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { SavedSearchTable } from "./saved-searches.table.ts";

export type SavedSearchRow = Selectable<SavedSearchTable>;

/** A user's saved searches, newest first. */
export async function findSavedSearches(db: Kysely<Database>, userId: string): Promise<SavedSearchRow[]> {
  return db.selectFrom("saved_searches").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export async function countSavedSearches(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("saved_searches")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findSavedSearchByUrl(db: Kysely<Database>, userId: string, bcUrl: string): Promise<SavedSearchRow | undefined> {
  return db.selectFrom("saved_searches").selectAll().where("user_id", "=", userId).where("bc_url", "=", bcUrl).executeTakeFirst();
}

/** Inserts unless the user already saved this address; returns the stored row when written. */
export async function insertSavedSearch(db: Kysely<Database>, row: SavedSearchRow): Promise<boolean> {
  const inserted = await db
    .insertInto("saved_searches")
    .values(row)
    .onConflict((oc) => oc.columns(["user_id", "bc_url"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Changes one of the user's own saved searches; undefined when they have none with this id. */
export async function updateSavedSearch(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: Partial<Pick<SavedSearchRow, "bc_url" | "search_text">> & { updated_at: string },
): Promise<SavedSearchRow | undefined> {
  return db.updateTable("saved_searches").set(changes).where("id", "=", id).where("user_id", "=", userId).returningAll().executeTakeFirst();
}

/** Deletes one of the user's own saved searches; returns whether there was one. */
export async function deleteSavedSearch(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("saved_searches").where("id", "=", id).where("user_id", "=", userId).returning("id").executeTakeFirst();
  return deleted !== undefined;
}
