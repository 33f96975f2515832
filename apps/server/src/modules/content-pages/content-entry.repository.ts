import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ContentEntryTable } from "./content-pages.table.ts";

export type ContentEntryRow = Selectable<ContentEntryTable>;

export async function insertContentEntry(db: Kysely<Database>, row: Insertable<ContentEntryTable>): Promise<void> {
  await db.insertInto("content_entries").values(row).execute();
}

export async function updateContentEntry(db: Kysely<Database>, id: string, set: Updateable<ContentEntryTable>): Promise<number> {
  const result = await db.updateTable("content_entries").set(set).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findContentEntry(db: Kysely<Database>, id: string): Promise<ContentEntryRow | undefined> {
  return db.selectFrom("content_entries").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findContentEntryBySlug(db: Kysely<Database>, kind: string, slug: string): Promise<ContentEntryRow | undefined> {
  return db.selectFrom("content_entries").selectAll().where("kind", "=", kind).where("slug", "=", slug).executeTakeFirst();
}

/** The published entries of a kind, newest first: the query both lists below select from. */
function publishedOfKind(db: Kysely<Database>, kind: string, limit: number) {
  return db.selectFrom("content_entries").where("kind", "=", kind).where("state", "=", "published").orderBy("published_at", "desc").orderBy("id", "desc").limit(limit);
}

/** Published entries of a kind, newest first. */
export function listPublished(db: Kysely<Database>, kind: string, limit: number): Promise<ContentEntryRow[]> {
  return publishedOfKind(db, kind, limit).selectAll().execute();
}

/** Every entry (of a kind when given), last changed first, for the console. */
export function listAllEntries(db: Kysely<Database>, kind: string | undefined, limit: number): Promise<ContentEntryRow[]> {
  let q = db.selectFrom("content_entries").selectAll();
  if (kind) q = q.where("kind", "=", kind);
  return q.orderBy("updated_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

export async function countEntries(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("content_entries").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The columns of an entry but its body and pieces: what lists of published entries carry. */
const HEAD_COLUMNS = ["id", "kind", "slug", "title", "summary", "image_url", "published_at", "created_at", "updated_at"] as const;
export type ContentEntryHead = Pick<ContentEntryRow, (typeof HEAD_COLUMNS)[number]>;

/** Published entries of a kind without their bodies, newest first. */
export function listPublishedHeads(db: Kysely<Database>, kind: string, limit: number): Promise<ContentEntryHead[]> {
  return publishedOfKind(db, kind, limit).select(HEAD_COLUMNS).execute();
}

/** The bodies of the published entries among `ids`. */
export function findPublishedBodies(db: Kysely<Database>, ids: readonly string[]): Promise<Array<{ id: string; body: string }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("content_entries").select(["id", "body"]).where("id", "in", ids).where("state", "=", "published").execute();
}
