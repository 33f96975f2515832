import { createQueryId, sql, type CompiledQuery, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ProductRow } from "./catalog.table.ts";
import { FRESH_COLUMNS, type FreshRow } from "./catalog.repository.ts";
import { UNLISTED_PIECE_STATES } from "@maison/domain/inventory/piece-lifecycle";

/** How many id counts `findListedFreshByIds` keeps a compiled statement for, per database (then it starts again). */
const FRESH_BY_IDS_COUNTS = 256;
const UNLISTED: ReadonlySet<string> = new Set(UNLISTED_PIECE_STATES);
const freshByIdsTemplates = new WeakMap<object, Map<number, { query: CompiledQuery<FreshRow>; slots: number[] }>>();

/**
 * Listed products (not draft) among `ids`, their always-read columns, in no particular order; available,
 * held and sold alike. Every list page runs it (its cards), so the statement is built and compiled by
 * Kysely once per count of ids and database, with placeholders where the ids go, and each call puts its
 * ids in their places (issue 17: building it showed in the list's profile); the SQL is the same.
 * Unlisted rows are left out here rather than by the statement: SQLite built the list of seven unlisted
 * states into a table of its own on every call, a third of the statement's time for a page of 48.
 */
export async function findListedFreshByIds(db: Kysely<Database>, ids: readonly string[]): Promise<FreshRow[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const adapter = db.getExecutor().adapter;
  let byCount = freshByIdsTemplates.get(adapter);
  if (!byCount) freshByIdsTemplates.set(adapter, (byCount = new Map()));
  let template = byCount.get(unique.length);
  if (!template) {
    const placeholders = unique.map((_, i) => `\u0000fresh-id-${i}\u0000`);
    const query = db.selectFrom("products").select(FRESH_COLUMNS).where("id", "in", placeholders).compile();
    const slots = query.parameters.map((value) => placeholders.indexOf(value as string));
    if (byCount.size >= FRESH_BY_IDS_COUNTS) byCount.clear();
    byCount.set(unique.length, (template = { query, slots }));
  }
  const { query, slots } = template;
  const parameters = slots.map((slot, i) => (slot < 0 ? query.parameters[i] : unique[slot]));
  const { rows } = await db.executeQuery<FreshRow>({ ...query, parameters, queryId: createQueryId() });
  return rows.filter((row) => !UNLISTED.has(row.state));
}

/** Which of `ids` are listed products. */
export async function findListedIds(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("products").select("id").where("id", "in", [...new Set(ids)]).where("state", "not in", UNLISTED_PIECE_STATES).execute();
  return rows.map((r) => r.id);
}

/**
 * Adds `delta` to a product's favorites count in one statement, so parallel favorites never lose an
 * update; a decrement never takes the count below zero. Returns the new count (undefined: no such product).
 */
export async function addToFavoritesCount(db: Kysely<Database>, productId: string, delta: number): Promise<number | undefined> {
  const updated = await db
    .updateTable("products")
    .set({ favorites_count: sql<number>`favorites_count + ${delta}` })
    .where("id", "=", productId)
    .where(sql<boolean>`favorites_count + ${delta} >= 0`)
    .returning("favorites_count")
    .executeTakeFirst();
  return updated ? Number(updated.favorites_count) : findFavoritesCount(db, productId);
}

export async function findFavoritesCount(db: Kysely<Database>, productId: string): Promise<number | undefined> {
  const row = await db.selectFrom("products").select("favorites_count").where("id", "=", productId).executeTakeFirst();
  return row ? Number(row.favorites_count) : undefined;
}

export interface CandidateQuery {
  designers: readonly string[];
  categories: readonly string[];
  conditions: readonly string[];
  colors: readonly string[];
  excludeIds: readonly string[];
  limit: number;
}

/**
 * Available products matching the given designers, categories, conditions and colors (an empty list
 * does not filter), newest first. Colors are matched inside the JSON list of the row.
 */
export async function findAvailableCandidates(db: Kysely<Database>, query: CandidateQuery): Promise<ProductRow[]> {
  let q = db.selectFrom("products").selectAll().where("state", "=", "available");
  if (query.designers.length > 0) q = q.where("vendor_handle", "in", [...query.designers]);
  if (query.categories.length > 0) q = q.where("category", "in", [...query.categories]);
  if (query.conditions.length > 0) q = q.where("condition", "in", [...query.conditions]);
  if (query.colors.length > 0) {
    const patterns = query.colors.map((color) => `%${JSON.stringify(color.toLowerCase())}%`);
    q = q.where((eb) => eb.or(patterns.map((pattern) => eb(sql<string>`lower(colors)`, "like", pattern))));
  }
  if (query.excludeIds.length > 0) q = q.where("id", "not in", [...query.excludeIds]);
  return q.orderBy("published_at", "desc").orderBy("id", "desc").limit(query.limit).execute();
}

/** A piece's facts the offer engine compares by, with its accessories detail (JSON text, "None" or null). */
export type PieceFactsRow = Pick<
  ProductRow,
  "id" | "handle" | "title" | "state" | "price_cents" | "published_at" | "updated_at" | "vendor" | "category" | "item_type" | "model" | "style" | "exterior_material" | "item_size" | "condition" | "colors" | "estimated_retail_cents"
> & { accessories: string | null };

const SOLD_OR_AVAILABLE = ["available", "sold", "shipped", "delivered"] as const;

function pieceFactsQuery(db: Kysely<Database>) {
  return db
    .selectFrom("products as p")
    .leftJoin("product_details as d", (join) => join.onRef("d.product_id", "=", "p.id").on("d.key", "=", "accessories"))
    .select([
      "p.id",
      "p.handle",
      "p.title",
      "p.state",
      "p.price_cents",
      "p.published_at",
      "p.updated_at",
      "p.vendor",
      "p.category",
      "p.item_type",
      "p.model",
      "p.style",
      "p.exterior_material",
      "p.item_size",
      "p.condition",
      "p.colors",
      "p.estimated_retail_cents",
      "d.value as accessories",
    ]);
}

/** A designer's pieces of a category that are on sale or sold (shipped and delivered ones too). */
export async function findPiecesOf(db: Kysely<Database>, vendor: string, category: string): Promise<PieceFactsRow[]> {
  return pieceFactsQuery(db).where("p.vendor", "=", vendor).where("p.category", "=", category).where("p.state", "in", SOLD_OR_AVAILABLE).execute();
}

export async function findPieceFacts(db: Kysely<Database>, id: string): Promise<PieceFactsRow | undefined> {
  return pieceFactsQuery(db).where("p.id", "=", id).executeTakeFirst();
}
