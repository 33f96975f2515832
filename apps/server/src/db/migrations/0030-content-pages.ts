import type { Kysely } from "kysely";

/** Content as data (decision 065): pages, Editorial articles and stylist edits, written by staff. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("image_url", "text")
    .addColumn("piece_ids", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("content_entries_kind_slug_idx").on("content_entries").columns(["kind", "slug"]).unique().execute();
  await db.schema.createIndex("content_entries_kind_state_idx").on("content_entries").columns(["kind", "state", "published_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_entries").execute();
}
