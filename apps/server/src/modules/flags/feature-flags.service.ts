import { randomBytes } from "node:crypto";
import { OpenFeature, type Client, type EvaluationContext } from "@openfeature/server-sdk";
import type { Kysely, RawBuilder } from "kysely";
import type { OpsFlag, OpsFlagInput, OpsFlagList } from "@maison/contracts/flags";
import { hasCapability, type Actor } from "@maison/domain/actor/actor";
import { catalogueEntry, FLAG_CATALOGUE, rulesProblem, valueProblem, type FlagAudience, type FlagDefinition, type FlagType, type FlagValue } from "@maison/domain/flags/feature-flags";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import type { Database } from "../../db/schema.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { DatabaseFlagProvider } from "./database-flag-provider.ts";
import { findFlagRow, flagStampExpression, insertFlagChange, listFlagChanges, listFlagRows, updateFlagRow, type FeatureFlagRow } from "./flag.repository.ts";
import { definitionOf, FlagStore } from "./flag-store.ts";
import { flagErrors } from "./flags-errors.ts";

/** Membership's tiers as the rules read them (a tier rank), in the caller's transaction when given. */
export interface FlagTierSource {
  tierFacts(userId: string, input: { isMember: boolean; issue: boolean; db?: Kysely<Database> }): Promise<{ tier: { rank: number } }>;
}

/** Who a flag is evaluated for: the request's actor, its b2b and membership, its feature-flag identity. */
export interface FlagViewer {
  actor: Actor;
  /** The signed-in user's id, null for a visitor. */
  userId: string | null;
  b2b: boolean;
  member: boolean;
  /** The feature-flag identity cookie, when the request carries one. */
  identity: string | null;
}

const CHANGES_SHOWN = 30;

function audienceOf(viewer: FlagViewer): FlagAudience {
  if (viewer.userId === null) return "visitor";
  return viewer.actor.kind === "system" ? "visitor" : viewer.actor.kind;
}

function toOpsFlag(row: FeatureFlagRow): OpsFlag {
  const definition = definitionOf(row);
  const entry = catalogueEntry(row.key);
  return {
    key: row.key,
    label: entry?.label ?? row.key,
    description: entry?.description ?? "",
    type: definition.type,
    default_value: definition.defaultValue,
    enabled: definition.enabled,
    rules: definition.rules,
    variants: entry?.variants ? [...entry.variants] : null,
    version: row.version,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
  };
}

/**
 * Feature flags through OpenFeature (decision 067): the database provider is bound to this process's
 * own OpenFeature domain, and every evaluation first brings the flag store up to the change stamp
 * (through the caller's transaction when there is one). Staff with the flags capability change a
 * flag's default value, switch and rules; every change is written with the staff actor.
 */
export class FeatureFlagService {
  private readonly store = new FlagStore();
  private readonly client: Client;

  constructor(
    private readonly deps: { db: Db; clock: Clock; tiers: { get(): FlagTierSource } | null },
  ) {
    const domain = `maison-flags-${randomBytes(6).toString("hex")}`;
    OpenFeature.setProvider(domain, new DatabaseFlagProvider(this.store));
    this.client = OpenFeature.getClient(domain);
  }

  /** The named flags' values for this viewer (unknown keys are left out). */
  async values(keys: readonly string[], viewer: FlagViewer, tx?: Pick<Tx, "db">): Promise<Record<string, FlagValue>> {
    const db = tx?.db ?? this.deps.db.kysely;
    const flags = await this.store.refresh(db);
    const context = await this.contextOf(viewer, keys.map((k) => flags.get(k)), db);
    const result: Record<string, FlagValue> = {};
    for (const key of keys) {
      const type: FlagType | undefined = flags.get(key)?.type ?? catalogueEntry(key)?.type;
      if (!type) continue;
      result[key] = await this.evaluateTyped(key, type, catalogueEntry(key)?.fallback, context);
    }
    return result;
  }

  /**
   * One boolean flag; `fallback` when it is unknown or of another type. `stamp`: the flags' change
   * stamp the caller selected in its own statement in `tx` (`stampExpression`), which spares reading it.
   */
  async isOn(key: string, viewer: FlagViewer, tx?: Pick<Tx, "db">, fallback = catalogueEntry(key)?.fallback === true, stamp?: string | null): Promise<boolean> {
    const db = tx?.db ?? this.deps.db.kysely;
    const flags = await this.store.refresh(db, tx ? stamp : undefined);
    return this.client.getBooleanValue(key, fallback, await this.contextOf(viewer, [flags.get(key)], db));
  }

  /** One string flag; `fallback` when it is unknown or of another type. */
  async text(key: string, viewer: FlagViewer, fallback: string, tx?: Pick<Tx, "db">): Promise<string> {
    const db = tx?.db ?? this.deps.db.kysely;
    const flags = await this.store.refresh(db);
    return this.client.getStringValue(key, fallback, await this.contextOf(viewer, [flags.get(key)], db));
  }

  /** The flags' change stamp, for a caller's own statement to select (decision 095). */
  readonly stampExpression: RawBuilder<string> = flagStampExpression;

  /** How many times the flag rows were read (the cache's tests count it). */
  get storeLoads(): number {
    return this.store.loadCount;
  }

  async opsList(actor: Actor): Promise<OpsFlagList> {
    if (!hasCapability(actor, "flags")) throw flagErrors.forbidden();
    const db = this.deps.db.kysely;
    const [rows, changes] = await Promise.all([listFlagRows(db), listFlagChanges(db, CHANGES_SHOWN)]);
    const order = (key: string) => {
      const i = FLAG_CATALOGUE.findIndex((f) => f.key === key);
      return i < 0 ? FLAG_CATALOGUE.length : i;
    };
    return {
      flags: rows.sort((a, b) => order(a.key) - order(b.key) || a.key.localeCompare(b.key)).map(toOpsFlag),
      changes: changes.map((c) => ({ key: c.flag_key, actor_kind: c.actor_kind, actor_id: c.actor_id, before: c.before, after: c.after, created_at: c.created_at })),
    };
  }

  /** Staff change a flag; seen by the next evaluation in every process. 409 when `version` is stale. */
  async update(key: string, input: OpsFlagInput, actor: Actor): Promise<OpsFlag> {
    if (!hasCapability(actor, "flags")) throw flagErrors.forbidden();
    return inTransaction(this.deps.db, async (tx) => {
      const row = await findFlagRow(tx.db, key);
      if (!row) throw flagErrors.notFound();
      const type = row.type as FlagType;
      const problem = valueProblem(key, type, input.default_value);
      if (problem) throw flagErrors.invalid("default_value", `The default value ${problem}.`);
      const rulesIssue = rulesProblem(key, type, input.rules);
      if (rulesIssue) throw flagErrors.invalid("rules", rulesIssue);
      if (row.version !== input.version) throw flagErrors.changed();
      const now = this.deps.clock.now().toISOString();
      const set = { default_value: JSON.stringify(input.default_value), enabled: input.enabled ? 1 : 0, rules: JSON.stringify(input.rules), updated_at: now, updated_by: actor.id };
      if (!(await updateFlagRow(tx.db, key, row.version, set))) throw flagErrors.changed();
      await insertFlagChange(tx.db, {
        id: newId("ffc"),
        flag_key: key,
        actor_kind: actor.kind,
        actor_id: actor.id,
        before: describe(definitionOf(row)),
        after: describe({ key, type, defaultValue: input.default_value, enabled: input.enabled, rules: input.rules }),
        created_at: now,
      });
      const after = await findFlagRow(tx.db, key);
      return toOpsFlag(after!);
    });
  }

  private evaluateTyped(key: string, type: FlagType, fallback: FlagValue | undefined, context: EvaluationContext): Promise<FlagValue> {
    if (type === "boolean") return this.client.getBooleanValue(key, typeof fallback === "boolean" ? fallback : false, context);
    if (type === "number") return this.client.getNumberValue(key, typeof fallback === "number" ? fallback : 0, context);
    return this.client.getStringValue(key, typeof fallback === "string" ? fallback : "", context);
  }

  private async contextOf(viewer: FlagViewer, flags: ReadonlyArray<FlagDefinition | undefined>, db: Kysely<Database>): Promise<EvaluationContext> {
    const needsTier = viewer.userId !== null && flags.some((f) => f?.enabled && f.rules.some((r) => r.min_tier_rank !== undefined));
    const tierRank = needsTier && this.deps.tiers ? (await this.deps.tiers.get().tierFacts(viewer.userId!, { isMember: viewer.member, issue: false, db })).tier.rank : null;
    return {
      targetingKey: viewer.identity ?? viewer.userId ?? "",
      audience: audienceOf(viewer),
      b2b: viewer.b2b,
      member: viewer.member,
      tierRank,
    };
  }
}

/** A flag as the change history shows it: "on, default true, 1 rule". */
function describe(flag: FlagDefinition): string {
  const rules = flag.rules.length === 1 ? "1 rule" : `${flag.rules.length} rules`;
  return `${flag.enabled ? "on" : "off"}, default ${String(flag.defaultValue)}, ${rules}`;
}
