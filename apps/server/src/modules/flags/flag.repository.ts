import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { FeatureFlagChangeTable, FeatureFlagTable } from "./flags.table.ts";

export type FeatureFlagRow = Selectable<FeatureFlagTable>;
export type FeatureFlagChangeRow = Selectable<FeatureFlagChangeTable>;

/**
 * The flags' change stamp as an expression a statement selects: how many flags and the sum of their
 * versions (every change adds one), as text "n:v". Another module's statement may select it (the
 * cart's read of the cart, decision 095), so that the flags are not asked for their stamp apart.
 */
export const flagStampExpression: RawBuilder<string> = sql<string>`(select count(*) || ':' || coalesce(sum(version), 0) from feature_flags)`;

/** The flags' change stamp (`flagStampExpression`) in a statement of its own. */
export async function readFlagStamp(db: Kysely<Database>): Promise<string> {
  const row = await db.selectNoFrom(flagStampExpression.as("stamp")).executeTakeFirst();
  return String(row?.stamp ?? "");
}

export function listFlagRows(db: Kysely<Database>): Promise<FeatureFlagRow[]> {
  return db.selectFrom("feature_flags").selectAll().orderBy("key").execute();
}

export function findFlagRow(db: Kysely<Database>, key: string): Promise<FeatureFlagRow | undefined> {
  return db.selectFrom("feature_flags").selectAll().where("key", "=", key).executeTakeFirst();
}

/** Writes the flag only if it is still at `version` (one of two racing changes wins). */
export async function updateFlagRow(
  db: Kysely<Database>,
  key: string,
  version: number,
  set: Pick<FeatureFlagTable, "default_value" | "enabled" | "rules" | "updated_at" | "updated_by">,
): Promise<boolean> {
  const result = await db
    .updateTable("feature_flags")
    .set({ ...set, version: version + 1 })
    .where("key", "=", key)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertFlagChange(db: Kysely<Database>, row: Insertable<FeatureFlagChangeTable>): Promise<void> {
  await db.insertInto("feature_flag_changes").values(row).execute();
}

/** The latest changes, newest first. */
export function listFlagChanges(db: Kysely<Database>, limit: number): Promise<FeatureFlagChangeRow[]> {
  return db.selectFrom("feature_flag_changes").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}
