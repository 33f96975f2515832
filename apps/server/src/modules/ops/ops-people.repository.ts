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

/**
 * Names the people behind a timeline's rows by their e-mail, read when the page is read (never copied
 * into the audit rows, so a changed e-mail shows as it is now). The system keeps the name it was given.
 */
export async function withPeopleNamed<T extends { timeline: Array<{ actor_kind: string; actor_id: string; actor_name: string | null }> }>(db: Kysely<Database>, detail: T): Promise<T> {
  const people = await findPeople(db, detail.timeline.filter((e) => e.actor_kind !== "system").map((e) => e.actor_id));
  return { ...detail, timeline: detail.timeline.map((e) => (e.actor_kind === "system" ? e : { ...e, actor_name: people.get(e.actor_id)?.email ?? null })) };
}

/** Names the seller of a submitted piece and the people of its timeline, when the page is read. */
export async function withSellerNamed<T extends { seller: { user_id: string; email: string; name: string | null }; timeline: Array<{ actor_kind: string; actor_id: string; actor_name: string | null }> }>(
  db: Kysely<Database>,
  detail: T,
): Promise<T> {
  const named = await withPeopleNamed(db, detail);
  const seller = (await findPeople(db, [detail.seller.user_id])).get(detail.seller.user_id);
  return { ...named, seller: { user_id: detail.seller.user_id, email: seller?.email ?? "", name: seller?.name ?? null } };
}
