import type { Category } from "@maison/domain/catalog/category";
import { createRng, mixSeed } from "./prng.ts";

/** The hidden collections' and customs tags of a listing (spec 2 §9 hidden collections, spec 1 §5 restricted flags). */
export interface CurationFacts {
  clairPick: boolean;
  winterEdit: boolean;
  vintage: boolean;
  missingCountryOfOrigin: boolean;
  missingTariffCode: boolean;
}

export interface CurationSubject {
  category: Category;
  itemType: string;
  exterior: string;
  designerTier: "haute" | "luxury" | "premier";
  namedModel: boolean;
  favorites: number;
  mostWanted: boolean;
  firstLook: boolean;
}

const WINTER_ITEM_TYPES = new Set(["Coat", "Jacket", "Knitwear", "Boots"]);
const WINTER_MATERIALS = /\b(wool|cashmere|shearling|tweed|suede|mohair|fur)\b/i;
/** Chances per listing: about 2% picks, 4% vintage, under 1% each with missing customs data. */
const CURATION_MIX = { clairPick: 0.15, clairPickFavorites: 200, winter: 0.6, vintage: { haute: 0.08, luxury: 0.04 }, missingOrigin: 0.006, missingTariff: 0.006 } as const;
/** Keeps curation on its own random stream, so adding it changed no other fact of the catalogue. */
const CURATION_STREAM = 0x43555241;

/**
 * Which curated tags a listing gets: specialists pick much-loved pieces, winter wear and warm
 * materials make the winter edit, named models of the great houses are sometimes vintage, and a few
 * listings lack customs data. Deterministic in (seed, n).
 */
export function curationFacts(seed: number, n: number, s: CurationSubject): CurationFacts {
  const rng = createRng(mixSeed(seed, n, CURATION_STREAM));
  const loved = s.favorites >= CURATION_MIX.clairPickFavorites || s.mostWanted;
  const clairPick = rng.chance(CURATION_MIX.clairPick) && loved;
  const warm = WINTER_ITEM_TYPES.has(s.itemType) || (s.category !== "watches" && s.category !== "jewelry" && WINTER_MATERIALS.test(s.exterior));
  const winterEdit = rng.chance(CURATION_MIX.winter) && warm;
  const vintageChance = s.designerTier === "premier" ? 0 : CURATION_MIX.vintage[s.designerTier];
  const vintage = rng.chance(vintageChance) && s.namedModel && !s.firstLook;
  const missingCountryOfOrigin = rng.chance(CURATION_MIX.missingOrigin);
  const missingTariffCode = rng.chance(CURATION_MIX.missingTariff);
  return { clairPick, winterEdit, vintage, missingCountryOfOrigin, missingTariffCode };
}
