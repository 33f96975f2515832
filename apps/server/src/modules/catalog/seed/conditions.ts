import type { Category } from "@maison/domain/catalog/category";
import type { ConditionGrade } from "@maison/domain/catalog/condition";
import type { Rng } from "./prng.ts";

/** How the catalogue's grades are spread: most pieces arrive in Excellent or Very Good condition. */
export const CONDITION_WEIGHTS: ReadonlyArray<readonly [ConditionGrade, number]> = [
  ["Pristine", 7],
  ["Excellent", 31],
  ["Great", 19],
  ["Very Good", 25],
  ["Good", 11],
  ["Fair", 5],
  ["Outlet", 2],
];

/** Where in its price range a grade places a piece (0 = bottom, 1 = top). */
export const CONDITION_PRICE_POSITION: Record<ConditionGrade, number> = {
  Pristine: 0.82,
  Excellent: 0.66,
  Great: 0.54,
  "Very Good": 0.44,
  Good: 0.3,
  Fair: 0.18,
  Outlet: 0.06,
};

type Notes = Record<"top" | "middle" | "low", readonly string[]>;

const NOTES: Record<Category, Notes> = {
  bags: {
    top: ["No visible signs of wear.", "Faint marks on the interior.", "Light scratches on hardware.", "Protective film remains on some hardware."],
    middle: ["Light wear to corners.", "Light scratches on hardware.", "Faint marks on the interior.", "Slight creasing to the leather.", "Light rubbing at the base."],
    low: ["Visible wear to corners and edges.", "Darkening to the handles.", "Scratches and tarnishing on hardware.", "Stains on the interior.", "Creasing and scuffs to the exterior."],
  },
  shoes: {
    top: ["Light wear to the soles.", "No visible signs of wear to the uppers."],
    middle: ["Wear to the soles and heel tips.", "Light creasing to the uppers.", "Faint scuffs at the toes."],
    low: ["Heavy wear to the soles.", "Scuffs and creasing to the uppers.", "Wear to the insoles.", "Heel tips replaced."],
  },
  watches: {
    top: ["Crystal free of chips.", "Faint hairline scratches on the case."],
    middle: ["Light scratches on the case and bracelet.", "Stretch to the bracelet consistent with wear."],
    low: ["Visible scratches and dings on the case and bracelet.", "Wear to the bezel insert.", "Strap shows creasing."],
  },
  jewelry: {
    top: ["No visible signs of wear.", "Faint surface scratches."],
    middle: ["Light surface scratches consistent with wear.", "Minor dulling to the polish."],
    low: ["Visible scratches and dents.", "Tarnishing to the metal.", "Wear to the clasp."],
  },
  accessories: {
    top: ["No visible signs of wear.", "Faint marks on the interior."],
    middle: ["Light wear to corners.", "Light scratches on hardware.", "Slight creasing."],
    low: ["Wear to edges and corners.", "Marks and discoloration.", "Scratches on hardware."],
  },
  apparel: {
    top: ["No visible signs of wear.", "Original tags attached."],
    middle: ["Light pilling.", "Faint wear at the cuffs.", "Minor loose threads."],
    low: ["Pilling throughout.", "Discoloration at the collar.", "Small marks on the front."],
  },
};

const BAND: Record<ConditionGrade, keyof Notes> = {
  Pristine: "top",
  Excellent: "top",
  Great: "middle",
  "Very Good": "middle",
  Good: "low",
  Fair: "low",
  Outlet: "low",
};

/** The condition notes a specialist would write for this grade: one to three short observations. */
export function conditionNotes(category: Category, grade: ConditionGrade, rng: Rng): string {
  if (grade === "Pristine" && rng.chance(0.6)) return "No visible signs of wear.";
  const pool = [...NOTES[category][BAND[grade]]];
  const count = grade === "Fair" || grade === "Outlet" ? 3 : grade === "Good" || grade === "Very Good" ? 2 : 1;
  const notes: string[] = [];
  while (notes.length < count && pool.length > 0) notes.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0] as string);
  if (grade === "Outlet") notes.push("Sold as is.");
  return notes.join(" ");
}
