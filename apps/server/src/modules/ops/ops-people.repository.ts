import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * The console shows who did each step: the names and e-mails of the users behind audit rows. A read of
 * identity's users table, the way search reads the catalog's: the console never writes it.
 */
export async function findPeople(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, { name: string | null; email: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom("users").select(["id", "email", "first_name", "last_name"]).where("id", "in", [...new Set(userIds)]).execute();
  return new Map(rows.map((r) => [r.id, { name: [r.first_name, r.last_name].filter(Boolean).join(" ") || null, email: r.email }]));
}
