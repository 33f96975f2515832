import type { ConditionGrade } from "../catalog/condition.ts";

/** A sold piece counts at its sale price; a listed one at its asking price, which buyers bargain down. */
export type ComparableKind = "sold" | "listed";

/** One of Maison's own pieces, sold or on sale, that an offer may be priced from. */
export interface Comparable {
  id: string;
  /** The product handle when the piece was listed in the catalog. */
  handle: string | null;
  title: string;
  kind: ComparableKind;
  priceCents: number;
  /** When it sold, or when it was listed (ISO-8601). */
  date: string;
  designer: string;
  category: string;
  itemType: string;
  model: string | null;
  style: string | null;
  size: string | null;
  condition: ConditionGrade;
  color: string | null;
  accessories: readonly string[];
}

/** How far the search for comparables had to go, closest first. */
export const MATCH_LEVELS = ["sku", "model_size", "model", "designer_item_type"] as const;
export type MatchLevel = (typeof MATCH_LEVELS)[number];
