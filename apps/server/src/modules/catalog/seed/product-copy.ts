import type { Category } from "@maison/domain/catalog/category";
import type { ConditionGrade } from "@maison/domain/catalog/condition";
import { slugify } from "@maison/domain/shared/slug";
import { shortMaterial } from "./materials.ts";
import type { Model } from "./model.ts";
import type { Rng } from "./prng.ts";

/** What the copy of a listing is written from. */
export interface CopySubject {
  vendor: string;
  model: Model;
  category: Category;
  itemType: string;
  size: string;
  color: string;
  exterior: string;
  hardware: string | null;
  condition: ConditionGrade;
  included: readonly string[];
}

const TYPE_WORDS = /\b(Boots?|Booty|Sandals|Slides|Flats?|Ballerina|Ballet|Slingback|Loafers|Sneakers|Pumps|Espadrilles)\b/;

/** "Togo" in "Birkin 30 Togo" unless the name already says it ("Cashmere Cardigan"). */
function withMaterial(material: string, name: string): string {
  const words = material.toLowerCase().split(/\s+/).filter((w) => w.length > 3);
  return words.some((w) => name.toLowerCase().includes(w)) ? name : `${material} ${name}`;
}

function watchMetal(material: string): string {
  if (material === "Stainless Steel" || material === "Lucent Steel") return "";
  if (material.startsWith("Two-Tone")) return " Two-Tone";
  return ` ${material}`;
}

/** The listing title without the house: "Birkin 30 Togo", "Submariner Date 41mm", "Love Bracelet 18k Yellow Gold". */
export function productTitle(s: CopySubject): string {
  const { model, size } = s;
  const sized = model.sizeInTitle ? `${model.name} ${size.replace(/ cm$/, "")}` : model.name;
  const material = shortMaterial(s.exterior);
  switch (s.category) {
    case "watches":
      return `${model.name} ${/^\d+$/.test(size) ? `${size}mm` : size.replace(/ mm$/, "mm")}${watchMetal(s.exterior)}`;
    case "jewelry":
      return model.named ? `${sized} ${s.exterior}` : `${s.exterior} ${model.name}`;
    case "shoes":
      if (!model.named) return withMaterial(material, model.name);
      return `${TYPE_WORDS.test(model.name) ? model.name : `${model.name} ${s.itemType}`} ${material}`;
    case "apparel":
      return model.named ? model.name : withMaterial(material, model.name);
    default:
      return model.named ? `${sized} ${material}` : withMaterial(material, model.name);
  }
}

/** The piece as shoppers name it, for handles and alt text: "Birkin 30", "Neverfull MM". */
export function productName(s: CopySubject): string {
  return s.model.sizeInTitle ? `${s.model.name} ${s.size.replace(/ cm$/, "")}` : s.model.name;
}

/** A unique handle: the slug of house, model, colour and size, with the listing number. */
export function productHandle(s: CopySubject, n: number): string {
  return slugify(`${s.vendor} ${s.model.name} ${s.color} ${s.size} ${n}`);
}

/** Alt text of each view: "Hermès Birkin 30 in Gold Togo Leather, front view". */
export function imageAlt(s: CopySubject, view: `${"front" | "side" | "back" | "detail"} view`): string {
  const look =
    s.category === "jewelry"
      ? s.exterior
      : s.category === "watches"
        ? `${s.exterior} with a ${s.color.toLowerCase()} dial`
        : `${s.color} ${s.exterior}`;
  return `${s.vendor} ${productName(s)} in ${look}, ${view}`;
}

const ICONIC = [
  "The {name} is one of {vendor}'s defining designs, and this example comes in {color} {material}{hardware}.",
  "Few pieces are as instantly recognisable as {vendor}'s {name}; here it is in {color} {material}{hardware}.",
  "A house icon: the {name} by {vendor}, in {color} {material}{hardware}.",
];

const BY_CATEGORY: Record<Category, readonly string[]> = {
  bags: [
    "A {color} {material} {type} from {vendor}, as at home at dinner as on the daily commute{hardware}.",
    "Structured, practical and quietly polished: a {vendor} {type} in {color} {material}{hardware}.",
    "This {vendor} {type} in {color} {material} is cut with the house's characteristic precision{hardware}.",
  ],
  shoes: [
    "{vendor} {type} in {color} {material}, made with the house's attention to line and comfort.",
    "A pair of {color} {material} {type} from {vendor}, ready for the evening or the everyday.",
  ],
  watches: [
    "A {vendor} {name} with a {color} dial, a watch made to be worn every day and handed down.",
    "The {vendor} {name}, {color} dial, a considered choice for a first fine watch or a fifth.",
  ],
  jewelry: [
    "A {vendor} piece in {material} that layers beautifully or stands on its own.",
    "{vendor}'s craftsmanship in {material}: a piece to wear now and keep for good.",
  ],
  accessories: [
    "A {color} {material} {type} from {vendor}, the finishing touch to any look.",
    "{vendor} {type} in {color} {material}: small, useful and made to last.",
  ],
  apparel: [
    "A {color} {material} {type} from {vendor}, tailored with the house's signature ease.",
    "{vendor} {type} in {color} {material}, a wardrobe piece that outlasts the season.",
  ],
};

function fill(template: string, s: CopySubject): string {
  const hardware = s.hardware && s.category === "bags" ? `, with ${s.hardware.toLowerCase()} hardware` : "";
  return template
    .replaceAll("{vendor}", s.vendor)
    .replaceAll("{name}", productName(s))
    .replaceAll("{color}", s.color.toLowerCase())
    .replaceAll("{material}", s.exterior.toLowerCase())
    .replaceAll("{type}", s.itemType.toLowerCase())
    .replaceAll("{hardware}", hardware);
}

function list(items: readonly string[]): string {
  const lower = items.map((i) => i.toLowerCase());
  if (lower.length <= 1) return lower.join("");
  return `${lower.slice(0, -1).join(", ")} and ${lower.at(-1)}`;
}

/** Two short sentences: what the piece is, then its condition and what comes with it. */
export function productDescription(s: CopySubject, rng: Rng): string {
  const templates = s.model.named && (s.model.investment || rng.chance(0.35)) && s.category !== "watches" ? ICONIC : BY_CATEGORY[s.category];
  const first = fill(rng.pick(templates), s);
  const condition = s.condition === "Outlet" ? "It is offered as an outlet piece, sold as is" : `It is in ${s.condition.toLowerCase()} condition`;
  const second = s.included.length > 0 ? `${condition} and comes with its ${list(s.included)}.` : `${condition}.`;
  return `${capitalise(withArticles(first))} ${second}`;
}

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "a orange tote" → "an orange tote". */
function withArticles(text: string): string {
  return text.replace(/\b([Aa]) ([aeiou])/g, "$1n $2");
}
