import type { Kysely } from "kysely";

/** The six flags of spec 2 §6 as first served (decision 067); the console changes them afterwards. */
const SEED: ReadonlyArray<{ key: string; type: string; value: boolean | string }> = [
  { key: "product-dynamic-promo", type: "boolean", value: true },
  { key: "personalization-test", type: "string", value: "control" },
  { key: "search-ui-version", type: "string", value: "v1" },
  { key: "shipping-protection", type: "boolean", value: true },
  { key: "wholesale", type: "boolean", value: true },
  { key: "b2b", type: "boolean", value: true },
];

/** Feature flags (decision 067): the flags with their rules, and every change staff made to them. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("feature_flags")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("default_value", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addColumn("rules", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("feature_flag_changes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("flag_key", "text", (c) => c.notNull())
    .addColumn("actor_kind", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("before", "text", (c) => c.notNull())
    .addColumn("after", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("feature_flag_changes_created_idx").on("feature_flag_changes").columns(["created_at"]).execute();
  const now = new Date().toISOString();
  await db
    .insertInto("feature_flags")
    .values(SEED.map((f) => ({ key: f.key, type: f.type, default_value: JSON.stringify(f.value), enabled: 1, rules: "[]", version: 1, updated_at: now, updated_by: "seed" })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("feature_flag_changes").execute();
  await db.schema.dropTable("feature_flags").execute();
}
