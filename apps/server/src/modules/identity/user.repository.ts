import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { UserTable } from "./identity.table.ts";

export type UserRow = Selectable<UserTable>;

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: Insertable<UserTable>): Promise<void> {
  await db.insertInto("users").values(user).execute();
}

/** Updates a user's own row; the id always comes from the signed-in principal, never from input. */
export async function updateUser(db: Kysely<Database>, id: string, changes: Updateable<UserTable>): Promise<void> {
  await db.updateTable("users").set(changes).where("id", "=", id).execute();
}

/** The status of the user's newest membership, or null. */
export async function findMembershipStatus(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("memberships")
    .select("status")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** Names and e-mails of users by id (the console names the people behind its timelines). */
export async function findPeopleByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Array<Pick<UserRow, "id" | "email" | "first_name" | "last_name">>> {
  if (ids.length === 0) return [];
  return db.selectFrom("users").select(["id", "email", "first_name", "last_name"]).where("id", "in", [...new Set(ids)]).execute();
}
