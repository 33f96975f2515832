import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { FeatureFlagChangeTable, FeatureFlagTable } from "./flags.table.ts";

export type FeatureFlagRow = Selectable<FeatureFlagTable>;
export type FeatureFlagChangeRow = Selectable<FeatureFlagChangeTable>;

/** The flags' change stamp: how many flags and the sum of their versions (every change adds one). */
export async function readFlagStamp(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("feature_flags")
    .select((eb) => [eb.fn.countAll<string | number>().as("n"), eb.fn.sum<string | number | null>("version").as("v")])
    .executeTakeFirst();
  return `${Number(row?.n ?? 0)}:${Number(row?.v ?? 0)}`;
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
