import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { WholesaleApplicationTable } from "./wholesale.table.ts";

export type WholesaleApplicationRow = Selectable<WholesaleApplicationTable>;

export async function insertWholesaleApplication(db: Kysely<Database>, row: Insertable<WholesaleApplicationTable>): Promise<void> {
  await db.insertInto("wholesale_applications").values(row).execute();
}

export async function findWholesaleApplication(db: Kysely<Database>, id: string): Promise<WholesaleApplicationRow | undefined> {
  return db.selectFrom("wholesale_applications").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The account's most recent application. */
export async function latestApplicationOf(db: Kysely<Database>, userId: string): Promise<WholesaleApplicationRow | undefined> {
  return db.selectFrom("wholesale_applications").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
}

export async function listApplicationsIn(db: Kysely<Database>, state: string, limit: number): Promise<WholesaleApplicationRow[]> {
  return db.selectFrom("wholesale_applications").selectAll().where("state", "=", state).orderBy("created_at", "asc").orderBy("id", "asc").limit(limit).execute();
}

export async function countApplicationsByState(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom("wholesale_applications").select(["state", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("state").execute();
  return new Map(rows.map((r) => [r.state, Number(r.n)]));
}
