import { z } from "zod";
import { FLAG_AUDIENCES, FLAG_KEY_MAX, FLAG_KEY_PATTERN, FLAG_RULES_MAX, FLAG_STRING_MAX, FLAG_TYPES } from "@maison/domain/flags/feature-flags";

/** Feature flags (decision 067): evaluated values for the storefront, the flags themselves for the console. */
export const FlagErrorCode = z.enum([
  /** A value or rule does not fit the flag's type or variants: 400 naming `value` or `rules`. */
  "flag_invalid",
  /** No flag with this key: 404. */
  "flag_not_found",
  /** Someone else changed the flag since it was read (the `version` sent is stale): 409. */
  "flag_changed",
  /** What the call does is switched off by its flag (the business signup under `b2b`): 403. */
  "feature_off",
]);
export type FlagErrorCode = z.infer<typeof FlagErrorCode>;

export const FlagKeyParam = z.string().max(FLAG_KEY_MAX).regex(FLAG_KEY_PATTERN, "must be a flag key (lower-case words joined by hyphens)");
export const FlagValueSchema = z.union([z.boolean(), z.number().finite(), z.string().min(1).max(FLAG_STRING_MAX)]);

export const FlagRuleSchema = z
  .object({
    audiences: z.array(z.enum(FLAG_AUDIENCES)).min(1).optional(),
    b2b: z.boolean().optional(),
    member: z.boolean().optional(),
    min_tier_rank: z.number().int().min(0).max(20).optional(),
    percentage: z.number().int().min(0).max(100).optional(),
    value: FlagValueSchema,
  })
  .strict();

/** `GET /api/v6/flags/?keys=a,b`: the named flags' values for the asking visitor, nothing else. */
export const FlagValuesQuery = z.object({
  keys: z
    .string()
    .max(400)
    .transform((s) => s.split(",").map((k) => k.trim()).filter(Boolean))
    .pipe(z.array(FlagKeyParam).min(1).max(20)),
});
export const FlagValues = z.object({ flags: z.record(z.string(), FlagValueSchema) });
export type FlagValues = z.infer<typeof FlagValues>;

export const OpsFlag = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  type: z.enum(FLAG_TYPES),
  default_value: FlagValueSchema,
  enabled: z.boolean(),
  rules: z.array(FlagRuleSchema),
  /** For string flags with a fixed set of values. */
  variants: z.array(z.string()).nullable(),
  version: z.number().int(),
  updated_at: z.string(),
  updated_by: z.string(),
});
export type OpsFlag = z.infer<typeof OpsFlag>;

export const OpsFlagChange = z.object({
  key: z.string(),
  actor_kind: z.string(),
  actor_id: z.string(),
  before: z.string(),
  after: z.string(),
  created_at: z.string(),
});
export type OpsFlagChange = z.infer<typeof OpsFlagChange>;

export const OpsFlagList = z.object({ flags: z.array(OpsFlag), changes: z.array(OpsFlagChange) });
export type OpsFlagList = z.infer<typeof OpsFlagList>;

export const OpsFlagParams = z.object({ key: FlagKeyParam });

/** `PUT /api/ops/flags/{key}/`: the new default value, switch and rules; `version` as read guards a lost update. */
export const OpsFlagInput = z.object({
  default_value: FlagValueSchema,
  enabled: z.boolean(),
  rules: z.array(FlagRuleSchema).max(FLAG_RULES_MAX),
  version: z.number().int().min(1),
});
export type OpsFlagInput = z.infer<typeof OpsFlagInput>;
