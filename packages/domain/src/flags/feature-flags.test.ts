import { describe, expect, it } from "vitest";
import { FLAG_CATALOGUE, FLAG_IDENTITY_MAX_AGE_SECONDS, resolveFlag, rolloutBucket, rulesProblem, valueProblem, type FlagContext, type FlagDefinition } from "./feature-flags.ts";

const visitor: FlagContext = { targetingKey: "ffid-1", audience: "visitor", b2b: false, member: false, tierRank: null };
const flag = (over: Partial<FlagDefinition> = {}): FlagDefinition => ({ key: "wholesale", type: "boolean", defaultValue: false, enabled: true, rules: [], ...over });

describe("feature flags", () => {
  it("holds spec 2 §6's six flags: dynamic promo, personalization test, search UI version, shipping protection, wholesale and b2b", () => {
    expect(FLAG_CATALOGUE.map((f) => f.key)).toEqual(["product-dynamic-promo", "personalization-test", "search-ui-version", "shipping-protection", "wholesale", "b2b"]);
    for (const entry of FLAG_CATALOGUE) expect(valueProblem(entry.key, entry.type, entry.fallback)).toBeNull();
  });

  it("keeps the feature-flag identity 30 days (spec 2: \"feature-flag identity 30 days\")", () => {
    expect(FLAG_IDENTITY_MAX_AGE_SECONDS).toBe(2_592_000);
  });

  it("serves the default when off, without trying the rules", () => {
    const off = flag({ enabled: false, defaultValue: false, rules: [{ value: true }] });
    expect(resolveFlag(off, visitor)).toEqual({ value: false, reason: "DISABLED", ruleIndex: null });
    expect(resolveFlag(flag({ defaultValue: true }), visitor)).toEqual({ value: true, reason: "STATIC", ruleIndex: null });
  });

  it("takes the first rule whose every condition holds: audience, b2b, member, tier rank", () => {
    const f = flag({ rules: [{ audiences: ["staff"], value: true }, { b2b: true, value: true }, { member: true, min_tier_rank: 2, value: true }] });
    expect(resolveFlag(f, visitor)).toEqual({ value: false, reason: "DEFAULT", ruleIndex: null });
    expect(resolveFlag(f, { ...visitor, audience: "staff" }).ruleIndex).toBe(0);
    expect(resolveFlag(f, { ...visitor, audience: "b2b", b2b: true }).ruleIndex).toBe(1);
    expect(resolveFlag(f, { ...visitor, audience: "customer", member: true, tierRank: 1 }).value).toBe(false);
    expect(resolveFlag(f, { ...visitor, audience: "customer", member: true, tierRank: 2 })).toEqual({ value: true, reason: "TARGETING_MATCH", ruleIndex: 2 });
    expect(resolveFlag(f, { ...visitor, audience: "customer", member: true, tierRank: null }).value).toBe(false);
  });

  it("rolls out to a stable share of identities, none without an identity", () => {
    const half = flag({ key: "personalization-test", type: "string", defaultValue: "control", rules: [{ percentage: 50, value: "for-you" }] });
    const ids = Array.from({ length: 2000 }, (_, i) => `id-${i}`);
    const inTest = ids.filter((id) => resolveFlag(half, { ...visitor, targetingKey: id }).value === "for-you").length;
    expect(inTest).toBeGreaterThan(900);
    expect(inTest).toBeLessThan(1100);
    for (const id of ids.slice(0, 50)) expect(resolveFlag(half, { ...visitor, targetingKey: id }).value).toBe(resolveFlag(half, { ...visitor, targetingKey: id }).value);
    expect(resolveFlag(half, { ...visitor, targetingKey: null }).value).toBe("control");
    expect(resolveFlag(flag({ rules: [{ percentage: 100, value: true }] }), visitor).value).toBe(true);
    expect(resolveFlag(flag({ rules: [{ percentage: 0, value: true }] }), visitor).value).toBe(false);
    expect(rolloutBucket("a", "b")).toBe(rolloutBucket("a", "b"));
    expect(rolloutBucket("a", "b")).toBeGreaterThanOrEqual(0);
    expect(rolloutBucket("a", "b")).toBeLessThan(100);
  });

  it("checks values against the type and a catalogued flag's variants", () => {
    expect(valueProblem("wholesale", "boolean", "yes")).toBe("must be true or false");
    expect(valueProblem("search-ui-version", "string", "v3")).toBe("must be one of v1, v2");
    expect(valueProblem("search-ui-version", "string", "v2")).toBeNull();
    expect(valueProblem("other", "number", Number.NaN)).toBe("must be a number");
    expect(rulesProblem("wholesale", "boolean", [{ value: true }, { value: 1 }])).toBe("Rule 2: the value must be true or false.");
    expect(rulesProblem("wholesale", "boolean", [{ percentage: 101, value: true }])).toBe("Rule 1: the percentage must be a whole number from 0 to 100.");
    expect(rulesProblem("wholesale", "boolean", [{ percentage: 30, value: true }])).toBeNull();
  });
});
