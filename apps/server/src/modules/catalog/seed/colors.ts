import type { Category } from "@maison/domain/catalog/category";

/** Colour names shoppers filter by, with the tone the illustrations are drawn in. */
export const COLOR_HEX: Record<string, string> = {
  Black: "#1f1d1c",
  White: "#efebe3",
  Beige: "#d6c1a1",
  Tan: "#b98a5e",
  Gold: "#b27843",
  Etoupe: "#8c7d70",
  Brown: "#6a4631",
  Cognac: "#9b562a",
  Red: "#a3212b",
  Burgundy: "#6b1f2b",
  Pink: "#e3a2b2",
  Blush: "#e8c6bd",
  Orange: "#d6682b",
  Yellow: "#e2b63e",
  Green: "#3e5c45",
  Olive: "#6b6a3d",
  Blue: "#2f5c98",
  Navy: "#1f2c48",
  "Light Blue": "#9dbcd6",
  Purple: "#5b3b6d",
  Grey: "#8b8b89",
  Silver: "#c5c7ca",
  Metallic: "#c8a95f",
  Multicolor: "#b0584f",
  Khaki: "#9c8f6c",
  "Yellow Gold": "#d2ab4a",
  "Rose Gold": "#d69c86",
  "White Gold": "#d9dadd",
  Platinum: "#e1e1df",
  Champagne: "#d9c59a",
};

type Palette = ReadonlyArray<readonly [string, number]>;

const LEATHER: Palette = [
  ["Black", 30], ["Brown", 8], ["Beige", 8], ["Tan", 6], ["Gold", 4], ["Etoupe", 4], ["White", 5], ["Red", 6],
  ["Burgundy", 4], ["Pink", 5], ["Blush", 3], ["Blue", 4], ["Navy", 5], ["Green", 4], ["Grey", 4], ["Orange", 2],
  ["Yellow", 1], ["Purple", 1], ["Metallic", 1], ["Multicolor", 2],
];
const APPAREL: Palette = [
  ["Black", 30], ["White", 10], ["Beige", 10], ["Navy", 8], ["Grey", 8], ["Brown", 5], ["Red", 5], ["Pink", 5],
  ["Blue", 5], ["Green", 4], ["Multicolor", 8], ["Khaki", 2],
];
const DIALS: Palette = [["Black", 35], ["Blue", 18], ["White", 14], ["Silver", 14], ["Champagne", 8], ["Green", 6], ["Grey", 5]];
const SCARVES: Palette = [["Multicolor", 45], ["Blue", 10], ["Red", 8], ["Orange", 8], ["Pink", 8], ["Beige", 8], ["Green", 7], ["Black", 6]];
const EYEWEAR: Palette = [["Black", 50], ["Brown", 25], ["Gold", 10], ["Beige", 8], ["Pink", 7]];

/** The colours a piece of this category and type is likely to come in. */
export function paletteFor(category: Category, itemType: string): Palette {
  if (category === "watches") return DIALS;
  if (category === "apparel") return APPAREL;
  if (itemType === "Scarf") return SCARVES;
  if (itemType === "Sunglasses") return EYEWEAR;
  return LEATHER;
}

/** Colour names of metals, for jewellery whose colour is its metal. */
export function metalColor(material: string): string {
  const lower = material.toLowerCase();
  if (lower.includes("rose gold") || lower.includes("rose gold-plated")) return "Rose Gold";
  if (lower.includes("white gold")) return "White Gold";
  if (lower.includes("platinum")) return "Platinum";
  if (lower.includes("yellow gold") || lower.includes("beige gold") || lower.includes("tri-color") || lower.includes("gold-tone") || lower.includes("gold-plated") || lower.includes("king gold")) {
    return "Yellow Gold";
  }
  return "Silver";
}

/** Accent stone colours of jewellery made of gold and a stone ("18k Yellow Gold and Onyx"). */
export function stoneColor(material: string): string | undefined {
  const lower = material.toLowerCase();
  if (lower.includes("onyx")) return "Black";
  if (lower.includes("carnelian")) return "Red";
  if (lower.includes("malachite")) return "Green";
  if (lower.includes("grey mother-of-pearl")) return "Grey";
  if (lower.includes("mother-of-pearl") || lower.includes("pearl")) return "White";
  if (lower.includes("topaz")) return "Light Blue";
  if (lower.includes("amethyst")) return "Purple";
  if (lower.includes("prasiolite")) return "Green";
  if (lower.includes("enamel") || lower.includes("lacquer")) return "Multicolor";
  return undefined;
}
