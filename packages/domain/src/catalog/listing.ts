import type { Category } from "./category.ts";
import { WHOLESALE_COLLECTION_TAG } from "./collection.ts";
import { CONDITION_DESCRIPTIONS, type ConditionGrade } from "./condition.ts";
import { isExoticMaterial } from "./material.ts";
import { RESTRICTION_TAGS } from "./restricted-product.ts";
import { centsToWholeDollars } from "../money/cents.ts";
import { CLEARANCE_TIERS, TAG_PREFIX, TAGS, WHOLESALE_TAG_LABELS, WHOLESALE_TAGS } from "./tag.ts";

/** Who a piece is cut for: "men" and "unisex" pieces join the men's styles. */
export const GENDERS = ["women", "men", "unisex"] as const;
export type Gender = (typeof GENDERS)[number];

/** The facts of a listing that staff enter; everything else on the row derives from them. */
export interface ListingFacts {
  vendor: string;
  model: string | null;
  category: Category;
  itemType: string;
  condition: ConditionGrade;
  conditionNotes: string | null;
  colors: readonly string[];
  exteriorMaterial: string | null;
  interiorMaterial: string | null;
  size: string | null;
  gender: Gender;
  priceCents: number;
  originalPriceCents: number | null;
  estimatedRetailCents: number | null;
}

/**
 * The merchandising tags staff choose for a listing, with the label the console shows. The other
 * tags (general view or VIP preview, outlet, men, item type, size, condition) follow from its facts.
 */
export const LISTING_TAG_CHOICES: ReadonlyArray<{ tag: string; label: string }> = [
  { tag: TAGS.newArrivals, label: "New arrival" },
  { tag: TAGS.priceDrop, label: "Price drop" },
  { tag: TAGS.mostWanted, label: "Most wanted" },
  { tag: TAGS.investmentPiece, label: "Investment piece" },
  { tag: TAGS.trending, label: "Trending" },
  { tag: TAGS.clearance, label: "Clearance" },
  ...CLEARANCE_TIERS.map((tier) => ({ tag: tier.tag, label: tier.tag === TAGS.lastCall ? "Last call" : `Clearance ${tier.title.toLowerCase()}` })),
  { tag: WHOLESALE_COLLECTION_TAG, label: "Wholesale collection" },
  ...WHOLESALE_TAGS.map((tag) => ({ tag, label: WHOLESALE_TAG_LABELS[tag] })),
  { tag: TAGS.clairPicks, label: "Clair picks" },
  { tag: TAGS.winterEdit, label: "The winter edit" },
  { tag: TAGS.vintage, label: "Vintage" },
  { tag: RESTRICTION_TAGS.missingCountryOfOrigin, label: "Missing country of origin" },
  { tag: RESTRICTION_TAGS.missingTariffCode, label: "Missing tariff code" },
];
export const LISTING_TAGS = LISTING_TAG_CHOICES.map((choice) => choice.tag);

/** Where a listing stands in the weekly VIP preview: the general view, or this or next batch's first look. */
export type ListingView = "general" | "first_look";

/** The piece's name as shoppers say it: the model, or its item type when it has none. */
export function listingName(facts: Pick<ListingFacts, "model" | "itemType">): string {
  return facts.model?.trim() || facts.itemType;
}

/**
 * The listing title without the house, the way the catalogue writes them: "Birkin 30 Togo", "Submariner
 * 41 mm", "Leather Tote". The material is added unless the name already says it.
 */
export function listingTitle(facts: Pick<ListingFacts, "model" | "itemType" | "category" | "exteriorMaterial" | "size">): string {
  const name = listingName(facts);
  if (facts.category === "watches") return facts.size ? `${name} ${facts.size}` : name;
  const material = facts.exteriorMaterial?.replace(/ (Leather|Canvas)$/, "").trim();
  if (!material) return name;
  const words = material.toLowerCase().split(/\s+/).filter((w) => w.length > 3);
  if (words.some((w) => name.toLowerCase().includes(w))) return name;
  return facts.category === "jewelry" || !facts.model ? `${material} ${name}` : `${name} ${material}`;
}

/**
 * Every tag of a listing: the view tag first (general view, or the VIP preview's first look instead
 * so the storefront hides it from non-members until the preview ends), the chosen merchandising tags,
 * then the tags its facts imply, as the seeded catalogue has them.
 */
export function listingTags(facts: Pick<ListingFacts, "condition" | "gender" | "itemType" | "size">, chosen: readonly string[], view: ListingView): string[] {
  const tags: string[] = [view === "first_look" ? TAGS.firstLook : TAGS.generalView, ...chosen];
  if (facts.condition === "Outlet") tags.push(TAGS.outlet);
  if (facts.gender !== "women") tags.push(TAGS.men);
  tags.push(`${TAG_PREFIX.itemType}${facts.itemType}`);
  if (facts.size) tags.push(`${TAG_PREFIX.size}${facts.size}`);
  tags.push(`${TAG_PREFIX.condition}${facts.condition}`);
  return [...new Set(tags)];
}

/** The listing's tags with its view tag swapped for `view`'s, leading as listingTags puts it. */
export function withListingView(tags: readonly string[], view: ListingView): string[] {
  const rest = tags.filter((tag) => tag !== TAGS.generalView && tag !== TAGS.firstLook);
  return [view === "first_look" ? TAGS.firstLook : TAGS.generalView, ...rest];
}

/** The view a listing's tags put it in. */
export function listingViewOf(tags: readonly string[]): ListingView {
  return tags.includes(TAGS.firstLook) ? "first_look" : "general";
}

/** The chosen tags among a listing's tags (what the edit form shows as ticked). */
export function chosenListingTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => LISTING_TAGS.includes(tag));
}

/** Whether any of the piece's materials is an exotic skin (not shipped abroad). */
export function isExoticListing(facts: Pick<ListingFacts, "exteriorMaterial" | "interiorMaterial">): boolean {
  return isExoticMaterial(facts.exteriorMaterial) || isExoticMaterial(facts.interiorMaterial);
}

/** Alt text of a listing's photo: "Hermès Birkin 30 in Gold Togo Leather, photo 2 of 3". */
export function listingPhotoAlt(facts: Pick<ListingFacts, "vendor" | "model" | "itemType" | "colors" | "exteriorMaterial">, position: number, count: number): string {
  const look = [facts.colors[0], facts.exteriorMaterial].filter(Boolean).join(" ");
  return `${facts.vendor} ${listingName(facts)}${look ? ` in ${look}` : ""}, photo ${position} of ${count}`;
}

export interface ListingDetailRow {
  key: string;
  title: string;
  value: string;
  position: number;
  section: string;
}

/**
 * The product page's detail rows of a listing (spec 2 §3 product_details), keyed and titled as the
 * seeded catalogue's: money in whole dollars, category-specific titles (a watch's "Dial Color").
 */
export function listingDetails(facts: ListingFacts): ListingDetailRow[] {
  const rows: Array<Omit<ListingDetailRow, "position">> = [
    { key: "condition", title: "Condition", value: facts.condition, section: "Condition" },
    { key: "condition_description", title: "Condition Grade", value: CONDITION_DESCRIPTIONS[facts.condition], section: "Condition" },
  ];
  if (facts.conditionNotes) rows.push({ key: "condition_specifics", title: "Condition Notes", value: facts.conditionNotes, section: "Condition" });
  if (facts.estimatedRetailCents !== null) {
    rows.push({ key: "estimated_retail_price", title: "Estimated Retail Price", value: String(centsToWholeDollars(facts.estimatedRetailCents)), section: "Details" });
  }
  if (facts.originalPriceCents !== null) {
    rows.push({ key: "original_price", title: "Original Price", value: String(centsToWholeDollars(facts.originalPriceCents)), section: "Details" });
  }
  rows.push({ key: "designer", title: "Designer", value: facts.vendor, section: "Details" });
  if (facts.model) rows.push({ key: "model", title: "Model", value: facts.model, section: "Details" });
  if (facts.colors[0]) rows.push({ key: "color", title: facts.category === "watches" ? "Dial Color" : "Color", value: facts.colors[0], section: "Details" });
  if (facts.exteriorMaterial) {
    const title = facts.category === "watches" ? "Case Material" : facts.category === "jewelry" ? "Metal" : "Exterior Material";
    rows.push({ key: "exterior_material", title, value: facts.exteriorMaterial, section: "Details" });
  }
  if (facts.interiorMaterial) rows.push({ key: "interior_material", title: "Interior Material", value: facts.interiorMaterial, section: "Details" });
  if (facts.size) rows.push({ key: "size", title: "Size", value: facts.size, section: "Details" });
  return rows.map((row, index) => ({ ...row, position: index + 1 }));
}

/** A listing's facts that cannot stand together: the field at fault and why, in the staff member's words. */
export interface ListingProblem {
  field: string;
  message: string;
}

/**
 * The rules across fields: a struck-through original price must be above the price (it is what the
 * piece used to cost here), and only one clearance tier applies at a time.
 */
export function listingProblem(facts: Pick<ListingFacts, "priceCents" | "originalPriceCents">, chosenTags: readonly string[]): ListingProblem | null {
  if (facts.originalPriceCents !== null && facts.originalPriceCents <= facts.priceCents) {
    return { field: "original_price_cents", message: "The original price must be higher than the price." };
  }
  const tiers = CLEARANCE_TIERS.filter((tier) => chosenTags.includes(tier.tag));
  if (tiers.length > 1) return { field: "tags", message: "Choose one clearance tier at most." };
  const unknown = chosenTags.find((tag) => !LISTING_TAGS.includes(tag));
  if (unknown !== undefined) return { field: "tags", message: `"${unknown}" is not a tag staff can set.` };
  return null;
}
