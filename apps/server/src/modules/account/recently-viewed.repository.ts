import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Records a view: the product's row for this user moves to `viewedAt`. */
export async function upsertView(db: Kysely<Database>, userId: string, productId: string, viewedAt: string): Promise<void> {
  await db
    .insertInto("recently_viewed")
    .values({ user_id: userId, product_id: productId, viewed_at: viewedAt })
    .onConflict((oc) => oc.columns(["user_id", "product_id"]).doUpdateSet({ viewed_at: viewedAt }))
    .execute();
}

/** Forgets all but the user's `keep` newest views. */
export async function trimViews(db: Kysely<Database>, userId: string, keep: number): Promise<void> {
  await db
    .deleteFrom("recently_viewed")
    .where("user_id", "=", userId)
    .where(
      "product_id",
      "not in",
      db
        .selectFrom("recently_viewed")
        .select("product_id")
        .where("user_id", "=", userId)
        .orderBy("viewed_at", "desc")
        .orderBy("product_id", "desc")
        .limit(sql.lit(keep)),
    )
    .execute();
}

/** The user's viewed product ids, newest first. */
export async function findViewedIds(db: Kysely<Database>, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("recently_viewed")
    .select("product_id")
    .where("user_id", "=", userId)
    .orderBy("viewed_at", "desc")
    .orderBy("product_id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => r.product_id);
}
