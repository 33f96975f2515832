import type { Category } from "@maison/domain/catalog/category";
import type { Designer } from "./designers.ts";
import type { Rng } from "./prng.ts";

/** The look of a material in the illustrations. */
export type Pattern = "plain" | "monogram" | "check" | "tartan" | "chevron" | "woven" | "quilted" | "tweed" | "croc" | "ostrich" | "scales";

/** Materials that fix the colour and pattern of a piece (a canvas is printed, not dyed). */
const MATERIAL_LOOKS: Record<string, { colors?: readonly string[]; pattern: Pattern }> = {
  "Monogram Canvas": { colors: ["Brown"], pattern: "monogram" },
  "Monogram Reverse Canvas": { colors: ["Brown"], pattern: "monogram" },
  "Monogram Giant Canvas": { colors: ["Brown", "Beige", "Black"], pattern: "monogram" },
  "Monogram Eclipse Canvas": { colors: ["Black"], pattern: "monogram" },
  "Monogram Empreinte Leather": { colors: ["Black", "Beige", "Pink", "Brown"], pattern: "monogram" },
  "Monogram Vernis Leather": { colors: ["Red", "Pink", "Beige", "Purple"], pattern: "monogram" },
  "Damier Ebene Canvas": { colors: ["Brown"], pattern: "check" },
  "Damier Azur Canvas": { colors: ["White"], pattern: "check" },
  "Damier Graphite Canvas": { colors: ["Black"], pattern: "check" },
  "GG Supreme Canvas": { colors: ["Beige", "Brown"], pattern: "monogram" },
  "GG Canvas": { colors: ["Beige", "Brown"], pattern: "monogram" },
  "Zucca Canvas": { colors: ["Brown"], pattern: "monogram" },
  "FF Canvas": { colors: ["Brown"], pattern: "monogram" },
  "Oblique Jacquard Canvas": { colors: ["Blue", "Beige", "Black"], pattern: "monogram" },
  "Oblique Embroidered Canvas": { colors: ["Blue", "Beige"], pattern: "monogram" },
  "Toile de Jouy Embroidered Canvas": { colors: ["Blue", "Beige"], pattern: "plain" },
  "Triomphe Canvas": { colors: ["Tan"], pattern: "monogram" },
  "Anagram Jacquard": { colors: ["Tan", "Navy"], pattern: "monogram" },
  "Goyardine Canvas": { colors: ["Black", "Black", "Green", "Red", "Grey", "White", "Orange", "Yellow", "Burgundy", "Navy"], pattern: "chevron" },
  "Vintage Check Canvas": { colors: ["Beige"], pattern: "tartan" },
  "Re-Nylon": { colors: ["Black", "Black", "Navy", "Beige", "Pink"], pattern: "plain" },
  Raffia: { colors: ["Beige"], pattern: "woven" },
  "Toile Canvas": { colors: ["Beige", "Khaki", "Navy"], pattern: "plain" },
  "Cannage Lambskin": { pattern: "quilted" },
  "Cannage Calfskin": { pattern: "quilted" },
  "Patent Cannage Leather": { pattern: "quilted" },
  "Intrecciato Nappa": { pattern: "woven" },
  "Intrecciato Calfskin": { pattern: "woven" },
  "Maxi Intrecciato Nappa": { pattern: "woven" },
  "Padded Intrecciato Nappa": { pattern: "woven" },
  "Matelassé Leather": { pattern: "quilted" },
  "Matelassé Velvet": { pattern: "quilted" },
  "Matelassé Calfskin": { pattern: "quilted" },
  "Matelassé Nappa": { pattern: "quilted" },
  "Quilted Lambskin": { pattern: "quilted" },
  "Quilted Nappa": { pattern: "quilted" },
  "Tweed": { pattern: "tweed" },
  "Bouclé Tweed": { pattern: "tweed" },
  "Wool Tweed": { pattern: "tweed" },
  "Cotton Tweed": { pattern: "tweed" },
  "Cotton Gabardine": { colors: ["Beige", "Beige", "Khaki", "Black", "Navy"], pattern: "plain" },
  "Camel Hair": { colors: ["Tan"], pattern: "plain" },
  Denim: { colors: ["Blue"], pattern: "plain" },
};

/** Colours a material allows, when it prescribes them. */
export function materialColors(material: string): readonly string[] | undefined {
  return MATERIAL_LOOKS[material]?.colors;
}

/** The illustration pattern of a piece's exterior. */
export function materialPattern(material: string, quilted: boolean): Pattern {
  const lower = material.toLowerCase();
  if (/\b(crocodile|alligator)\b/.test(lower)) return "croc";
  if (/\bostrich\b/.test(lower)) return "ostrich";
  if (/\b(python|lizard|snakeskin|eel|stingray)\b/.test(lower)) return "scales";
  const look = MATERIAL_LOOKS[material]?.pattern;
  if (look && look !== "plain") return look;
  return quilted ? "quilted" : (look ?? "plain");
}

const BAG_DEFAULT = ["Calfskin", "Calfskin", "Lambskin", "Grained Calfskin", "Suede", "Patent Leather", "Canvas", "Nylon"];

const HOUSE_BAG_MATERIALS: Record<string, readonly string[]> = {
  "Hermès": ["Togo Leather", "Clemence Leather", "Epsom Leather", "Swift Leather", "Box Calf Leather"],
  Chanel: ["Caviar Leather", "Lambskin", "Tweed", "Patent Leather"],
  "Louis Vuitton": ["Monogram Canvas", "Damier Ebene Canvas", "Epi Leather", "Monogram Empreinte Leather"],
  Dior: ["Cannage Lambskin", "Oblique Jacquard Canvas", "Grained Calfskin"],
  Gucci: ["GG Supreme Canvas", "Calfskin", "Matelassé Leather"],
  Prada: ["Re-Nylon", "Saffiano Leather"],
  "Bottega Veneta": ["Intrecciato Nappa", "Intrecciato Calfskin"],
  "Saint Laurent": ["Grain de Poudre Leather", "Matelassé Calfskin", "Smooth Calfskin"],
  Celine: ["Triomphe Canvas", "Smooth Calfskin", "Box Calfskin"],
  Fendi: ["Zucca Canvas", "FF Canvas", "Nappa Leather"],
  Goyard: ["Goyardine Canvas"],
  Loewe: ["Classic Calfskin", "Anagram Jacquard"],
  Burberry: ["Vintage Check Canvas", "Calfskin"],
};

const BY_TYPE: Record<string, readonly string[]> = {
  Pumps: ["Calfskin", "Patent Leather", "Patent Leather", "Suede", "Kid Leather", "Satin"],
  Sandals: ["Calfskin", "Suede", "Kid Leather", "Satin", "Raffia"],
  Sneakers: ["Calfskin", "Calfskin", "Canvas", "Suede", "Mesh"],
  Boots: ["Calfskin", "Calfskin", "Suede"],
  Flats: ["Calfskin", "Patent Leather", "Suede", "Satin"],
  Loafers: ["Calfskin", "Calfskin", "Suede", "Patent Leather"],
  Wristwatch: ["Stainless Steel", "Stainless Steel", "Stainless Steel", "Two-Tone Steel and Yellow Gold", "18k Yellow Gold", "18k Rose Gold", "Titanium"],
  Scarf: ["Silk Twill", "Silk Twill", "Cashmere", "Wool", "Silk Chiffon"],
  Belt: ["Calfskin", "Calfskin", "Patent Leather", "Suede"],
  Sunglasses: ["Acetate", "Acetate", "Metal"],
  Jacket: ["Wool", "Tweed", "Lambskin", "Cotton", "Denim"],
  Dress: ["Silk", "Wool", "Cotton", "Heavy Lace", "Viscose"],
  Coat: ["Wool", "Cashmere", "Camel Hair", "Cotton Gabardine"],
  Knitwear: ["Cashmere", "Wool", "Mohair", "Cotton"],
  Shirt: ["Silk", "Cotton Poplin", "Linen"],
};

const FINE_METALS = ["18k Yellow Gold", "18k Yellow Gold", "18k Rose Gold", "18k White Gold", "Sterling Silver", "Platinum"];
const COSTUME_METALS = ["Gold-Tone Metal", "Gold-Tone Metal", "Silver-Tone Metal", "Gold-Tone Metal and Resin Pearls"];
const FASHION_HOUSES = new Set(["Chanel", "Dior", "Gucci", "Saint Laurent", "Hermès"]);

/** The usual exterior materials for a house's piece of this type, when the model names none. */
export function defaultMaterials(designer: Designer, category: Category, itemType: string): readonly string[] {
  if (category === "jewelry") return FASHION_HOUSES.has(designer.name) ? COSTUME_METALS : FINE_METALS;
  if (category === "bags" || itemType === "Wallet" || itemType === "Small Leather Goods") {
    return HOUSE_BAG_MATERIALS[designer.name] ?? BAG_DEFAULT;
  }
  return BY_TYPE[itemType] ?? BAG_DEFAULT;
}

const EXOTIC_SKINS: Record<string, readonly string[]> = {
  "Hermès": ["Niloticus Crocodile", "Porosus Crocodile", "Matte Alligator", "Shiny Alligator", "Ostrich", "Lizard"],
  bags: ["Python", "Python", "Crocodile", "Ostrich", "Lizard", "Stingray"],
  shoes: ["Python", "Snakeskin", "Lizard", "Ostrich"],
  accessories: ["Alligator", "Crocodile", "Ostrich", "Lizard", "Eel", "Stingray"],
  straps: ["Alligator Strap", "Alligator Strap", "Crocodile Strap", "Ostrich Strap"],
};

/** Exotic skins a piece might be made in. */
export function exoticSkins(designer: Designer, category: Category): readonly string[] {
  if (designer.name === "Hermès" && category !== "shoes") return EXOTIC_SKINS["Hermès"] ?? [];
  return EXOTIC_SKINS[category] ?? EXOTIC_SKINS.bags ?? [];
}

/** How often an unnamed piece is exotic; zero for categories without skins. */
export function genericExoticRate(category: Category, itemType: string): number {
  if (category === "bags") return 0.03;
  if (category === "shoes") return 0.02;
  if (itemType === "Wallet" || itemType === "Small Leather Goods" || itemType === "Belt") return 0.03;
  return 0;
}

const LININGS: Record<string, readonly string[]> = {
  "Hermès": ["Chèvre Leather"],
  Chanel: ["Leather", "Grosgrain"],
  "Louis Vuitton": ["Microfiber", "Textile", "Canvas"],
  Dior: ["Grosgrain", "Leather"],
  Gucci: ["Microfiber", "Leather", "Suede"],
  Goyard: ["Canvas"],
};

/** The lining or inner material, or null where a piece has none worth naming. */
export function interiorMaterial(designer: Designer, category: Category, itemType: string, rng: Rng): string | null {
  switch (category) {
    case "bags":
      return rng.pick(LININGS[designer.name] ?? ["Leather", "Suede", "Canvas", "Microfiber", "Textile"]);
    case "shoes":
      return itemType === "Sneakers" ? rng.pick(["Leather", "Fabric"]) : "Leather";
    case "accessories":
      return itemType === "Wallet" || itemType === "Small Leather Goods" ? rng.pick(["Leather", "Leather", "Textile", "Canvas"]) : null;
    case "apparel":
      return itemType === "Jacket" || itemType === "Coat" ? rng.pick(["Silk", "Viscose", "Cupro"]) : itemType === "Dress" && rng.chance(0.5) ? "Silk" : null;
    default:
      return null;
  }
}

/** Models made for their integrated metal bracelet: they are almost never sold on a strap. */
const BRACELET_WATCHES = /submariner|datejust|daytona|gmt|day-date|explorer|oyster|yacht|royal oak|nautilus|overseas|alpine eagle|tubogas|santos|ballon bleu|constellation|seamaster|black bay|pelagos|chronomat|happy sport|panth/i;
/** Dress watches usually come on leather. */
const STRAP_WATCHES = /tank|reverso|calatrava|patrimony|portugieser|radiomir|luminor|ultra thin|de ville|annual calendar|code 11/i;

/**
 * A watch's strap or bracelet: the model's usual fitting (bracelet for sports models, leather for
 * dress watches), now and then an exotic skin where a strap is usual.
 */
export function watchStrap(model: string, caseMaterial: string, exotic: boolean, rng: Rng): string {
  const bracelet = `${caseMaterial} Bracelet`;
  if (BRACELET_WATCHES.test(model)) return bracelet;
  if (exotic) return rng.pick(EXOTIC_SKINS.straps ?? ["Alligator Strap"]);
  if (STRAP_WATCHES.test(model)) return rng.weighted([["Leather Strap", 75], ["Alligator Strap", 25]]);
  return rng.weighted([
    [bracelet, 50],
    ["Leather Strap", 32],
    ["Rubber Strap", 18],
  ]);
}

/** The metal finish of a piece's hardware. */
export function hardwareFinish(designer: Designer, rng: Rng): string {
  if (designer.name === "Hermès") return rng.weighted([["Gold", 40], ["Palladium", 40], ["Rose Gold", 10], ["Permabrass", 5], ["Ruthenium", 5]]);
  if (designer.name === "Chanel") return rng.weighted([["Gold-Tone", 45], ["Silver-Tone", 30], ["Light Gold-Tone", 15], ["Ruthenium", 10]]);
  const preferred = designer.hardware === "gold" ? "Gold-Tone" : "Silver-Tone";
  const other = designer.hardware === "gold" ? "Silver-Tone" : "Gold-Tone";
  return rng.weighted([[preferred, 75], [other, 25]]);
}

/** Title form of a material: "Togo Leather" → "Togo", "Monogram Canvas" → "Monogram". */
export function shortMaterial(material: string): string {
  return material.replace(/ (Leather|Canvas)$/, "");
}
