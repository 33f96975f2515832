import type { Category } from "../catalog/category.ts";
import type { ConditionGrade } from "../catalog/condition.ts";

/** The saved For You filters of spec 2 §3: designers (handles), categories, color and condition. */
export interface ForYouFilters {
  designers: string[];
  categories: Category[];
  color: string[];
  condition: ConditionGrade[];
}

export const NO_FOR_YOU_FILTERS: ForYouFilters = { designers: [], categories: [], color: [], condition: [] };

/** Most values one filter may hold. */
export const FOR_YOU_FILTER_MAX_VALUES = 50;

/** Products on the For You page, one list page (spec 2 §9). */
export const FOR_YOU_PAGE_SIZE = 48;

/** Products in the homepage For You strip: one slider page (spec 2 §9, 14 above 768 px). */
export const FOR_YOU_HOMEPAGE_SIZE = 14;

/** What ranking and filtering know about a product. */
export interface RankableProduct {
  id: string;
  designer: string;
  category: string;
  colors: readonly string[];
  condition: string;
  publishedAt: string | null;
}

/**
 * How much each kind of signal says about taste: a purchase is the strongest statement, a favorite a
 * deliberate choice, a view a passing interest.
 */
export const TASTE_SIGNAL_WEIGHTS = { purchase: 5, favorite: 3, view: 1 } as const;
export type TasteSignalKind = keyof typeof TASTE_SIGNAL_WEIGHTS;

export interface TasteSignal {
  kind: TasteSignalKind;
  product: RankableProduct;
}

/** Accumulated weight per designer, category, color and condition. */
export interface TasteProfile {
  designers: Map<string, number>;
  categories: Map<string, number>;
  colors: Map<string, number>;
  conditions: Map<string, number>;
}

const add = (map: Map<string, number>, key: string, weight: number) => map.set(key, (map.get(key) ?? 0) + weight);

/** The shopper's taste from their favorites and views (one entry per signal). */
export function tasteProfile(signals: readonly TasteSignal[]): TasteProfile {
  const profile: TasteProfile = { designers: new Map(), categories: new Map(), colors: new Map(), conditions: new Map() };
  for (const { kind, product } of signals) {
    const weight = TASTE_SIGNAL_WEIGHTS[kind];
    add(profile.designers, product.designer, weight);
    add(profile.categories, product.category, weight);
    add(profile.conditions, product.condition, weight);
    for (const color of product.colors) add(profile.colors, color, weight);
  }
  return profile;
}

/** Whether the profile holds any signal at all (a new account has none). */
export function hasTaste(profile: TasteProfile): boolean {
  return profile.designers.size > 0;
}

/** The `count` designers the shopper leans to most, strongest first. */
export function favoriteDesigners(profile: TasteProfile, count: number): string[] {
  return [...profile.designers.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([designer]) => designer);
}

const lower = (values: readonly string[]) => values.map((v) => v.toLocaleLowerCase("en"));

/** A product passes the saved filters when it matches every filter that has values (colors: any one). */
export function matchesForYouFilters(product: RankableProduct, filters: ForYouFilters): boolean {
  if (filters.designers.length > 0 && !filters.designers.includes(product.designer)) return false;
  if (filters.categories.length > 0 && !(filters.categories as readonly string[]).includes(product.category)) return false;
  if (filters.condition.length > 0 && !(filters.condition as readonly string[]).includes(product.condition)) return false;
  if (filters.color.length > 0) {
    const wanted = lower(filters.color);
    if (!lower(product.colors).some((c) => wanted.includes(c))) return false;
  }
  return true;
}

/** Designer counts most, then category; color and condition refine. */
export function affinityScore(product: RankableProduct, profile: TasteProfile): number {
  const colorScore = Math.max(0, ...product.colors.map((c) => profile.colors.get(c) ?? 0));
  return (
    4 * (profile.designers.get(product.designer) ?? 0) +
    2 * (profile.categories.get(product.category) ?? 0) +
    colorScore +
    (profile.conditions.get(product.condition) ?? 0)
  );
}

/**
 * The For You list: products passing the saved filters, best affinity first, newest first among equals
 * (so a shopper without signals sees the newest matching arrivals). At most `limit`.
 */
export function rankForYou<T extends RankableProduct>(
  candidates: readonly T[],
  profile: TasteProfile,
  filters: ForYouFilters,
  limit: number,
): T[] {
  return candidates
    .filter((p) => matchesForYouFilters(p, filters))
    .map((product) => ({ product, score: affinityScore(product, profile) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.product.publishedAt ?? "").localeCompare(a.product.publishedAt ?? "") ||
        b.product.id.localeCompare(a.product.id),
    )
    .slice(0, limit)
    .map((entry) => entry.product);
}

/** Where the web shows the whole For You list; the homepage strip links to it. */
export const FOR_YOU_PAGE_PATH = "/for-you";

/** Titles of the homepage strip: "For You" once there is taste to go on, "Just In" (the newest) before. */
export const FOR_YOU_TITLES = { personalized: "For You", newest: "Just In" } as const;
