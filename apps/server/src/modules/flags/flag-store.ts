import type { Kysely } from "kysely";
import type { FlagDefinition, FlagRule, FlagType, FlagValue } from "@maison/domain/flags/feature-flags";
import type { Database } from "../../db/schema.ts";
import { listFlagRows, readFlagStamp, type FeatureFlagRow } from "./flag.repository.ts";

export function definitionOf(row: FeatureFlagRow): FlagDefinition {
  return {
    key: row.key,
    type: row.type as FlagType,
    defaultValue: JSON.parse(row.default_value) as FlagValue,
    enabled: Number(row.enabled) === 1,
    rules: JSON.parse(row.rules) as FlagRule[],
  };
}

/**
 * The flags as last read, kept while the change stamp (one aggregate over six rows) has not moved: a
 * change made in this process or another is seen by the next evaluation, and an evaluation reads the
 * rows only after a change. Reads go through the caller's connection (its transaction when it has one).
 */
export class FlagStore {
  private snapshot: { stamp: string; flags: ReadonlyMap<string, FlagDefinition> } = { stamp: "", flags: new Map() };
  private loads = 0;

  /**
   * Brings the snapshot up to date and returns it. `knownStamp`: the change stamp the caller selected
   * in its own statement (`flagStampExpression`), in the same transaction; when it is the snapshot's,
   * nothing is read.
   */
  async refresh(db: Kysely<Database>, knownStamp?: string | null): Promise<ReadonlyMap<string, FlagDefinition>> {
    if (knownStamp !== undefined && knownStamp !== null && knownStamp !== "" && String(knownStamp) === this.snapshot.stamp) return this.snapshot.flags;
    const stamp = await readFlagStamp(db);
    if (stamp !== this.snapshot.stamp) {
      const rows = await listFlagRows(db);
      this.snapshot = { stamp, flags: new Map(rows.map((row) => [row.key, definitionOf(row)])) };
      this.loads += 1;
    }
    return this.snapshot.flags;
  }

  /** The snapshot as last refreshed (what the OpenFeature provider resolves against). */
  current(): ReadonlyMap<string, FlagDefinition> {
    return this.snapshot.flags;
  }

  /** How many times the rows were read (the cache's tests count it). */
  get loadCount(): number {
    return this.loads;
  }
}
