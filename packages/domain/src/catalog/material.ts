/** Exotic materials of spec 2 §9; items made of them are not shipped internationally. */
export const EXOTIC_MATERIALS = [
  "Exotic",
  "Alligator",
  "Crocodile",
  "Eel",
  "Lizard",
  "Ostrich",
  "Ostrich Leg",
  "Python",
  "Snakeskin",
  "Stingray",
] as const;

/** True when a material names one of the exotic skins, whatever its case or extra words ("Matte Alligator"). */
export function isExoticMaterial(material: string | null | undefined): boolean {
  if (!material) return false;
  const lower = material.toLowerCase();
  return EXOTIC_MATERIALS.some((exotic) => new RegExp(`\\b${exotic.toLowerCase()}\\b`).test(lower));
}
