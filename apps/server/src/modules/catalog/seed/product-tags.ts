import type { ConditionGrade } from "@maison/domain/catalog/condition";
import { WHOLESALE_COLLECTION_TAG } from "@maison/domain/catalog/collection";
import { RESTRICTION_TAGS } from "@maison/domain/catalog/restricted-product";
import { TAG_PREFIX, TAGS, type WholesaleTag } from "@maison/domain/catalog/tag";
import type { CurationFacts } from "./curation.ts";
import type { Gender } from "./model.ts";
import type { ClearanceTier } from "./pricing.ts";

/** The merchandising facts about a listing that its tags express. */
export interface TagFacts {
  firstLook: boolean;
  newArrival: boolean;
  priceDrop: boolean;
  clearance: ClearanceTier | null;
  wholesale: WholesaleTag | null;
  mostWanted: boolean;
  investmentPiece: boolean;
  trending: boolean;
  gender: Gender;
  itemType: string;
  size: string;
  condition: ConditionGrade;
  /** Hidden-collection and customs tags; none when left out. */
  curation?: CurationFacts;
}

/**
 * A listing's tags. Everything outside this week's VIP preview carries the general-view tag; preview
 * pieces carry the first-look tag instead, so the storefront hides them from non-members until it ends.
 */
export function productTags(f: TagFacts): string[] {
  const tags: string[] = [f.firstLook ? TAGS.firstLook : TAGS.generalView];
  if (f.newArrival) tags.push(TAGS.newArrivals);
  if (f.priceDrop) tags.push(TAGS.priceDrop);
  if (f.clearance) tags.push(TAGS.clearance, f.clearance.tag);
  if (f.wholesale) tags.push(WHOLESALE_COLLECTION_TAG, f.wholesale);
  if (f.mostWanted) tags.push(TAGS.mostWanted);
  if (f.investmentPiece) tags.push(TAGS.investmentPiece);
  if (f.trending) tags.push(TAGS.trending);
  if (f.condition === "Outlet") tags.push(TAGS.outlet);
  if (f.gender !== "women") tags.push(TAGS.men);
  if (f.curation?.clairPick) tags.push(TAGS.clairPicks);
  if (f.curation?.winterEdit) tags.push(TAGS.winterEdit);
  if (f.curation?.vintage) tags.push(TAGS.vintage);
  if (f.curation?.missingCountryOfOrigin) tags.push(RESTRICTION_TAGS.missingCountryOfOrigin);
  if (f.curation?.missingTariffCode) tags.push(RESTRICTION_TAGS.missingTariffCode);
  tags.push(`${TAG_PREFIX.itemType}${f.itemType}`, `${TAG_PREFIX.size}${f.size}`, `${TAG_PREFIX.condition}${f.condition}`);
  return [...new Set(tags)];
}
