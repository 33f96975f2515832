/**
 * Feature flags (spec 2 §6: "Feature flags control: dynamic promo on the product page, personalization
 * test, search UI version, shipping protection, wholesale and b2b"). A flag is data: its type, the value
 * served to everyone, whether it is switched on, and targeting rules tried in order (decision 067).
 */
export const FLAG_TYPES = ["boolean", "string", "number"] as const;
export type FlagType = (typeof FLAG_TYPES)[number];
export type FlagValue = boolean | string | number;

/** Who asks, as the rules see it: the actor's kind (or a visitor), b2b, membership, tier rank, identity. */
export const FLAG_AUDIENCES = ["visitor", "customer", "b2b", "partner", "staff"] as const;
export type FlagAudience = (typeof FLAG_AUDIENCES)[number];

export interface FlagContext {
  /** The stable feature-flag identity (cookie, 30 days), else the user's id; percentage rollouts hash it. */
  targetingKey: string | null;
  audience: FlagAudience;
  b2b: boolean;
  member: boolean;
  /** The membership tier's rank (0 the first tier), when known. */
  tierRank: number | null;
}

/**
 * One targeting rule: every condition given must hold (none given: everyone). `percentage` takes that
 * share of identities, the same ones on every visit (a stable bucket of identity and flag key).
 */
export interface FlagRule {
  audiences?: FlagAudience[];
  b2b?: boolean;
  member?: boolean;
  min_tier_rank?: number;
  percentage?: number;
  value: FlagValue;
}

export interface FlagDefinition {
  key: string;
  type: FlagType;
  /** Served when the flag is off, or on and no rule matches. */
  defaultValue: FlagValue;
  /** Off: everyone gets the default value, the rules are kept but not tried. */
  enabled: boolean;
  rules: FlagRule[];
}

export type FlagReason = "STATIC" | "DISABLED" | "TARGETING_MATCH" | "DEFAULT";

export interface FlagResolution {
  value: FlagValue;
  reason: FlagReason;
  /** Which rule matched (0-based), when one did. */
  ruleIndex: number | null;
}

/** The flag keys the code reads. */
export const FLAG_KEYS = {
  productDynamicPromo: "product-dynamic-promo",
  personalizationTest: "personalization-test",
  searchUiVersion: "search-ui-version",
  shippingProtection: "shipping-protection",
  wholesale: "wholesale",
  b2b: "b2b",
} as const;
export type FlagKey = (typeof FLAG_KEYS)[keyof typeof FLAG_KEYS];

export interface FlagCatalogueEntry {
  key: FlagKey;
  type: FlagType;
  label: string;
  description: string;
  /** The value the code falls back to when the flag cannot be read (and the seeded default). */
  fallback: FlagValue;
  /** For string flags: the only values allowed. */
  variants?: readonly string[];
}

export const SEARCH_UI_VERSIONS = ["v1", "v2"] as const;
export type SearchUiVersion = (typeof SEARCH_UI_VERSIONS)[number];
/** The homepage's "for you" rail: the control keeps the newest arrivals, the test the viewer's For You picks. */
export const PERSONALIZATION_VARIANTS = ["control", "for-you"] as const;
export type PersonalizationVariant = (typeof PERSONALIZATION_VARIANTS)[number];

/** The six flags of spec 2 §6, seeded by migration 0032 with these values. */
export const FLAG_CATALOGUE: readonly FlagCatalogueEntry[] = [
  { key: FLAG_KEYS.productDynamicPromo, type: "boolean", label: "Dynamic promo on the product page", description: "Shows the promo message block on product pages.", fallback: true },
  {
    key: FLAG_KEYS.personalizationTest,
    type: "string",
    label: "Personalization test",
    description: "The homepage rail: the newest arrivals (control) or the viewer's For You picks.",
    fallback: "control",
    variants: PERSONALIZATION_VARIANTS,
  },
  { key: FLAG_KEYS.searchUiVersion, type: "string", label: "Search UI version", description: "v1: filters in a side column; v2: filters in a bar above the results.", fallback: "v1", variants: SEARCH_UI_VERSIONS },
  { key: FLAG_KEYS.shippingProtection, type: "boolean", label: "Shipping protection", description: "Adds the shipping-protection line to carts with pieces.", fallback: true },
  { key: FLAG_KEYS.wholesale, type: "boolean", label: "Wholesale", description: "The wholesale menu and collection for b2b accounts (inside the menu window).", fallback: true },
  { key: FLAG_KEYS.b2b, type: "boolean", label: "B2B", description: "Opens the business signup: its page and its application call.", fallback: true },
];

export function catalogueEntry(key: string): FlagCatalogueEntry | undefined {
  return FLAG_CATALOGUE.find((f) => f.key === key);
}

/** Key shape: lower-case words joined by hyphens, at most 60 characters. */
export const FLAG_KEY_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
export const FLAG_KEY_MAX = 60;
export const FLAG_RULES_MAX = 20;
export const FLAG_STRING_MAX = 60;

/** A stable bucket 0..99 of an identity for one flag (FNV-1a, 32 bits), so a rollout keeps its people. */
export function rolloutBucket(flagKey: string, targetingKey: string): number {
  let hash = 0x811c9dc5;
  const text = `${flagKey}:${targetingKey}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export function ruleMatches(flagKey: string, rule: FlagRule, context: FlagContext): boolean {
  if (rule.audiences && !rule.audiences.includes(context.audience)) return false;
  if (rule.b2b !== undefined && rule.b2b !== context.b2b) return false;
  if (rule.member !== undefined && rule.member !== context.member) return false;
  if (rule.min_tier_rank !== undefined && (context.tierRank === null || context.tierRank < rule.min_tier_rank)) return false;
  if (rule.percentage !== undefined) {
    if (context.targetingKey === null) return false;
    if (rolloutBucket(flagKey, context.targetingKey) >= rule.percentage) return false;
  }
  return true;
}

/** The value a flag gives this context: off → default; on → the first matching rule's value, else the default. */
export function resolveFlag(flag: FlagDefinition, context: FlagContext): FlagResolution {
  if (!flag.enabled) return { value: flag.defaultValue, reason: "DISABLED", ruleIndex: null };
  if (flag.rules.length === 0) return { value: flag.defaultValue, reason: "STATIC", ruleIndex: null };
  const index = flag.rules.findIndex((rule) => ruleMatches(flag.key, rule, context));
  if (index < 0) return { value: flag.defaultValue, reason: "DEFAULT", ruleIndex: null };
  return { value: flag.rules[index]!.value, reason: "TARGETING_MATCH", ruleIndex: index };
}

/** Whether a value fits a flag's type (and, for a catalogued string flag, its variants). */
export function valueProblem(key: string, type: FlagType, value: FlagValue): string | null {
  if (type === "boolean" && typeof value !== "boolean") return "must be true or false";
  if (type === "number" && (typeof value !== "number" || !Number.isFinite(value))) return "must be a number";
  if (type === "string") {
    if (typeof value !== "string" || value.length === 0 || value.length > FLAG_STRING_MAX) return `must be text of 1 to ${FLAG_STRING_MAX} characters`;
    const variants = catalogueEntry(key)?.variants;
    if (variants && !variants.includes(value)) return `must be one of ${variants.join(", ")}`;
  }
  return null;
}

/** The first problem of a flag's rules, naming the rule, or null. */
export function rulesProblem(key: string, type: FlagType, rules: readonly FlagRule[]): string | null {
  if (rules.length > FLAG_RULES_MAX) return `At most ${FLAG_RULES_MAX} rules.`;
  for (const [i, rule] of rules.entries()) {
    const problem = valueProblem(key, type, rule.value);
    if (problem) return `Rule ${i + 1}: the value ${problem}.`;
    if (rule.percentage !== undefined && (!Number.isInteger(rule.percentage) || rule.percentage < 0 || rule.percentage > 100)) return `Rule ${i + 1}: the percentage must be a whole number from 0 to 100.`;
  }
  return null;
}

/** Said when the business signup is switched off by the `b2b` flag. */
export const BUSINESS_SIGNUP_PAUSED_MESSAGE = "Applications for business accounts are paused just now. Please come back soon.";

/** How long the feature-flag identity cookie lives (spec 2 §297: "feature-flag identity 30 days"). */
export const FLAG_IDENTITY_COOKIE = "maison_ff_id";
export const FLAG_IDENTITY_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
