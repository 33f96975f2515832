import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface NewOneTimeToken {
  id: string;
  userId: string;
  purpose: string;
  tokenHash: string;
  data: string;
  now: string;
  expiresAt: string;
}

export async function insertOneTimeToken(db: Kysely<Database>, token: NewOneTimeToken): Promise<void> {
  await db
    .insertInto("one_time_tokens")
    .values({
      id: token.id,
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      data: token.data,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** The unspent, unexpired token with this hash and purpose. */
export async function findOpenOneTimeToken(db: Kysely<Database>, purpose: string, tokenHash: string, now: string) {
  return db
    .selectFrom("one_time_tokens")
    .select(["id", "user_id", "data"])
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .where("consumed_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

/**
 * Spends an open token in one conditional update, so of two requests racing with the same token
 * exactly one gets its owner back; the other gets undefined.
 */
export async function consumeOneTimeToken(db: Kysely<Database>, purpose: string, tokenHash: string, now: string) {
  return db
    .updateTable("one_time_tokens")
    .set({ consumed_at: now })
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .where("consumed_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["id", "user_id", "data"])
    .executeTakeFirst();
}

/** Spends every open token of a user for a purpose (a new reset link, or a reset, voids the older links). */
export async function retireOpenOneTimeTokens(db: Kysely<Database>, userId: string, purpose: string, now: string): Promise<void> {
  await db
    .updateTable("one_time_tokens")
    .set({ consumed_at: now })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("consumed_at", "is", null)
    .execute();
}
