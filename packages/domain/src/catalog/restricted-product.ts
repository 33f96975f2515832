import { EXOTIC_MATERIALS } from "./material.ts";

/** Materials that restrict where a piece may go: the exotic skins of spec 2 §9 (not shipped internationally). */
export const RESTRICTED_MATERIALS: readonly string[] = EXOTIC_MATERIALS;

/** Tags that mark missing customs data (spec 1 §5). */
export const RESTRICTION_TAGS = {
  missingCountryOfOrigin: "missing-country-of-origin",
  missingTariffCode: "missing-tariff-code",
} as const;

export type RestrictionReason = "restricted_material" | "missing_country_of_origin" | "missing_tariff_code";

/** True when a material names a restricted one, whatever its case or extra words ("Matte Alligator"). */
export function isRestrictedMaterial(material: string | null | undefined): boolean {
  if (!material) return false;
  const lower = material.toLowerCase();
  return RESTRICTED_MATERIALS.some((m) => new RegExp(`\\b${m.toLowerCase()}\\b`).test(lower));
}

/**
 * Spec 1 §5: a product whose material metadata matches the restricted list, or that is tagged as
 * missing country of origin or missing tariff code, is flagged. Returns every reason that applies.
 */
export function restrictionReasons(product: { materials: ReadonlyArray<string | null | undefined>; tags: readonly string[] }): RestrictionReason[] {
  const tags = new Set(product.tags.map((t) => t.toLowerCase()));
  const reasons: RestrictionReason[] = [];
  if (product.materials.some(isRestrictedMaterial)) reasons.push("restricted_material");
  if (tags.has(RESTRICTION_TAGS.missingCountryOfOrigin)) reasons.push("missing_country_of_origin");
  if (tags.has(RESTRICTION_TAGS.missingTariffCode)) reasons.push("missing_tariff_code");
  return reasons;
}

/** Whether a product is flagged as restricted. */
export function isRestricted(product: { materials: ReadonlyArray<string | null | undefined>; tags: readonly string[] }): boolean {
  return restrictionReasons(product).length > 0;
}
