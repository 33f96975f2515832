/**
 * Maison's boutiques (spec 1 §2 "/store/", spec 2 §3 initial data "stores", §9 the stores filter).
 * A piece on display in a boutique can be seen there before it ships; the others are in the
 * authentication centre and sold online only.
 */
export const STORES = [
  { handle: "new-york-soho", name: "Maison SoHo, New York", address: "120 Greene Street, New York, NY 10012" },
  { handle: "los-angeles-melrose", name: "Maison Melrose, Los Angeles", address: "8450 Melrose Place, Los Angeles, CA 90069" },
  { handle: "miami-design-district", name: "Maison Design District, Miami", address: "140 NE 39th Street, Miami, FL 33137" },
  { handle: "chicago-gold-coast", name: "Maison Gold Coast, Chicago", address: "55 E Oak Street, Chicago, IL 60611" },
] as const;
export type StoreHandle = (typeof STORES)[number]["handle"];

/** The boutique's display name, or undefined for a handle we do not know. */
export function storeName(handle: string | null | undefined): string | undefined {
  return STORES.find((store) => store.handle === handle)?.name;
}
