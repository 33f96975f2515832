import type { Category } from "@maison/domain/catalog/category";
import type { Rng } from "./prng.ts";

type Chance = readonly [item: string, probability: number];

const BY_CATEGORY: Record<Category, readonly Chance[]> = {
  bags: [["Dust Bag", 0.75], ["Box", 0.3], ["Strap", 0.1]],
  shoes: [["Dust Bag", 0.6], ["Box", 0.45], ["Extra Heel Tips", 0.1]],
  watches: [["Box", 0.7], ["Papers", 0.55], ["Extra Links", 0.25], ["Manual", 0.2]],
  jewelry: [["Box", 0.6], ["Pouch", 0.3], ["Certificate of Authenticity", 0.25]],
  accessories: [["Box", 0.5], ["Dust Bag", 0.4]],
  apparel: [["Garment Bag", 0.12], ["Extra Buttons", 0.15]],
};

const BY_MODEL: Record<string, readonly Chance[]> = {
  Birkin: [["Lock", 0.85], ["Keys", 0.85], ["Clochette", 0.85], ["Raincoat", 0.5]],
  Kelly: [["Lock", 0.85], ["Keys", 0.85], ["Clochette", 0.85], ["Shoulder Strap", 0.6], ["Raincoat", 0.4]],
  "Picotin Lock": [["Lock", 0.8], ["Keys", 0.8], ["Clochette", 0.8]],
  "Love Bracelet": [["Screwdriver", 0.7]],
  Neverfull: [["Pouch", 0.6]],
};

/** What came with the piece (dust bag, box, papers…): at least none, in a fixed order. */
export function includedAccessories(category: Category, model: string | null, designer: string, rng: Rng): string[] {
  const chances = [...BY_CATEGORY[category], ...(model ? (BY_MODEL[model] ?? []) : [])];
  if (designer === "Chanel" && category === "bags") chances.push(["Authenticity Card", 0.65]);
  return chances.filter(([, probability]) => rng.chance(probability)).map(([item]) => item);
}
