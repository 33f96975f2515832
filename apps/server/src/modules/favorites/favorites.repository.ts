import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface FavoriteRecord {
  product_id: string;
  created_at: string;
}

/** Writes the favorite unless the user already has it; returns whether a row was written. */
export async function insertFavorite(db: Kysely<Database>, userId: string, productId: string, createdAt: string): Promise<boolean> {
  const inserted = await db
    .insertInto("favorites")
    .values({ user_id: userId, product_id: productId, created_at: createdAt })
    .onConflict((oc) => oc.columns(["user_id", "product_id"]).doNothing())
    .returning("product_id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Deletes the user's own favorite; returns whether there was one. */
export async function deleteFavorite(db: Kysely<Database>, userId: string, productId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom("favorites")
    .where("user_id", "=", userId)
    .where("product_id", "=", productId)
    .returning("product_id")
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function findFavorite(db: Kysely<Database>, userId: string, productId: string): Promise<FavoriteRecord | undefined> {
  return db
    .selectFrom("favorites")
    .select(["product_id", "created_at"])
    .where("user_id", "=", userId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
}

export async function countFavorites(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("favorites")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every favorite of a user, newest first. */
export async function findFavorites(db: Kysely<Database>, userId: string): Promise<FavoriteRecord[]> {
  return db
    .selectFrom("favorites")
    .select(["product_id", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("product_id", "desc")
    .execute();
}

export async function findShareByUser(db: Kysely<Database>, userId: string) {
  return db.selectFrom("favorite_shares").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export async function findShareByToken(db: Kysely<Database>, token: string) {
  return db.selectFrom("favorite_shares").selectAll().where("token", "=", token).executeTakeFirst();
}

/** Stores the user's share token unless they already have one. */
export async function insertShare(db: Kysely<Database>, userId: string, token: string, createdAt: string): Promise<void> {
  await db
    .insertInto("favorite_shares")
    .values({ user_id: userId, token, created_at: createdAt })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

export async function deleteShare(db: Kysely<Database>, userId: string): Promise<boolean> {
  const deleted = await db.deleteFrom("favorite_shares").where("user_id", "=", userId).returning("user_id").executeTakeFirst();
  return deleted !== undefined;
}
