import { ErrorCode, type EvaluationContext, type JsonValue, type Provider, type ResolutionDetails } from "@openfeature/server-sdk";
import { FLAG_AUDIENCES, resolveFlag, type FlagAudience, type FlagContext, type FlagValue } from "@maison/domain/flags/feature-flags";
import type { FlagStore } from "./flag-store.ts";

/** The rules' view of an OpenFeature evaluation context (attributes as FeatureFlagService sets them). */
export function flagContextOf(context: EvaluationContext): FlagContext {
  const audience = typeof context.audience === "string" && (FLAG_AUDIENCES as readonly string[]).includes(context.audience) ? (context.audience as FlagAudience) : "visitor";
  return {
    targetingKey: typeof context.targetingKey === "string" && context.targetingKey !== "" ? context.targetingKey : null,
    audience,
    b2b: context.b2b === true,
    member: context.member === true,
    tierRank: typeof context.tierRank === "number" ? context.tierRank : null,
  };
}

/**
 * The OpenFeature provider of the `feature_flags` table (decision 067): it resolves against the
 * store's snapshot, which the service refreshes on the change stamp before each evaluation. An
 * unknown flag answers FLAG_NOT_FOUND and a flag of another type TYPE_MISMATCH, so the SDK hands the
 * caller's default back.
 */
export class DatabaseFlagProvider implements Provider {
  readonly metadata = { name: "maison-database" } as const;
  readonly runsOn = "server" as const;

  constructor(private readonly store: FlagStore) {}

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean, context: EvaluationContext): Promise<ResolutionDetails<boolean>> {
    return Promise.resolve(this.resolve(flagKey, "boolean", defaultValue, context));
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string, context: EvaluationContext): Promise<ResolutionDetails<string>> {
    return Promise.resolve(this.resolve(flagKey, "string", defaultValue, context));
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number, context: EvaluationContext): Promise<ResolutionDetails<number>> {
    return Promise.resolve(this.resolve(flagKey, "number", defaultValue, context));
  }

  resolveObjectEvaluation<T extends JsonValue>(_flagKey: string, defaultValue: T): Promise<ResolutionDetails<T>> {
    return Promise.resolve({ value: defaultValue, reason: "ERROR", errorCode: ErrorCode.TYPE_MISMATCH, errorMessage: "Maison's flags are boolean, string or number." });
  }

  private resolve<T extends FlagValue>(flagKey: string, type: "boolean" | "string" | "number", defaultValue: T, context: EvaluationContext): ResolutionDetails<T> {
    const flag = this.store.current().get(flagKey);
    if (!flag) return { value: defaultValue, reason: "ERROR", errorCode: ErrorCode.FLAG_NOT_FOUND, errorMessage: `No flag ${flagKey}.` };
    if (flag.type !== type) return { value: defaultValue, reason: "ERROR", errorCode: ErrorCode.TYPE_MISMATCH, errorMessage: `Flag ${flagKey} is a ${flag.type} flag.` };
    const resolution = resolveFlag(flag, flagContextOf(context));
    return { value: resolution.value as T, reason: resolution.reason, variant: resolution.ruleIndex === null ? "default" : `rule-${resolution.ruleIndex + 1}` };
  }
}
