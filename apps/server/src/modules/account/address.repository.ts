import type { Kysely, Selectable } from "kysely";
import type { Tx } from "../../db/transaction.ts";
import type { Database } from "../../db/schema.ts";
import type { AddressTable } from "./address.table.ts";

export type AddressRow = Selectable<AddressTable>;

/** A user's saved addresses, newest first. */
export async function findAddresses(db: Kysely<Database>, userId: string): Promise<AddressRow[]> {
  return db.selectFrom("addresses").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

/** One of the user's own addresses; another user's id finds nothing. */
export async function findOwnAddress(db: Kysely<Database>, userId: string, id: string): Promise<AddressRow | undefined> {
  return db.selectFrom("addresses").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export async function countAddresses(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("addresses")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAddress(db: Kysely<Database>, row: AddressRow): Promise<void> {
  await db.insertInto("addresses").values(row).execute();
}

/** Replaces the fields of one of the user's own addresses; returns whether there was one. */
export async function updateOwnAddress(
  db: Kysely<Database>,
  userId: string,
  id: string,
  fields: Omit<AddressRow, "id" | "user_id" | "created_at" | "is_default">,
): Promise<boolean> {
  const updated = await db.updateTable("addresses").set(fields).where("id", "=", id).where("user_id", "=", userId).returning("id").executeTakeFirst();
  return updated !== undefined;
}

export async function deleteOwnAddress(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("addresses").where("id", "=", id).where("user_id", "=", userId).returning("id").executeTakeFirst();
  return deleted !== undefined;
}

/** The user's default address, if any. */
export async function findDefaultAddress(db: Kysely<Database>, userId: string): Promise<AddressRow | undefined> {
  return db.selectFrom("addresses").selectAll().where("user_id", "=", userId).where("is_default", "=", 1).executeTakeFirst();
}

/**
 * Makes one of the user's own addresses their default: the old default is cleared first, so the
 * at-most-one index holds at every statement; returns whether the address is the user's.
 */
export async function setDefaultAddress(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  await db.updateTable("addresses").set({ is_default: 0 }).where("user_id", "=", userId).where("is_default", "=", 1).where("id", "!=", id).execute();
  const updated = await db.updateTable("addresses").set({ is_default: 1 }).where("id", "=", id).where("user_id", "=", userId).returning("id").executeTakeFirst();
  return updated !== undefined;
}

/**
 * Locks the user's saved addresses for the rest of the transaction (PostgreSQL; SQLite's BEGIN
 * IMMEDIATE already holds the whole database), so two changes of the default take turns.
 */
export async function lockAddressBook(tx: Tx, userId: string): Promise<void> {
  if (tx.dialect !== "postgres") return;
  await tx.db.selectFrom("addresses").select("id").where("user_id", "=", userId).orderBy("id").forUpdate().execute();
}
