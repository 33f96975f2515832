import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { UNLISTED_PIECE_STATES } from "@maison/domain/inventory/piece-lifecycle";

/**
 * The storefront's read model of the catalog: the two facts Shopify's API exposes that the catalog's
 * services do not look up (a product by its variant id; creation and update times for sorting). Read
 * only, the way the search engine reads the catalog's tables for its snapshot.
 */

/** Product ids of the listed (not draft) products among the given variant ids, keyed by variant id. */
export async function findProductIdsByVariantIds(db: Kysely<Database>, variantIds: readonly string[]): Promise<Map<string, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("products")
    .select(["id", "variant_id"])
    .where("variant_id", "in", [...new Set(variantIds)])
    .where("state", "not in", UNLISTED_PIECE_STATES)
    .execute();
  return new Map(rows.map((r) => [r.variant_id, r.id]));
}

/** Creation and last-change times of every listed product. */
export async function findListedTimes(db: Kysely<Database>): Promise<Array<{ id: string; created_at: string; updated_at: string }>> {
  return db.selectFrom("products").select(["id", "created_at", "updated_at"]).where("state", "not in", UNLISTED_PIECE_STATES).execute();
}
