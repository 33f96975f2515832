import type { Insertable, Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { SearchEventTable } from "./search.table.ts";

export async function insertSearchEvent(db: Kysely<Database>, event: Insertable<SearchEventTable>): Promise<void> {
  await db.insertInto("search_events").values(event).execute();
}

/** The most searched texts since `since` that found something (or whose result count is unknown), most first. */
export async function findTopSearches(db: Kysely<Database>, since: string, limit: number): Promise<Array<{ query: string; searches: number }>> {
  const rows = await db
    .selectFrom("search_events")
    .select(["query", (eb) => eb.fn.countAll<number>().as("searches")])
    .where("created_at", ">=", since)
    .where((eb) => eb.or([eb("results_count", "is", null), eb("results_count", ">", 0)]))
    .groupBy("query")
    .orderBy("searches", "desc")
    .orderBy("query")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ query: r.query, searches: Number(r.searches) }));
}
