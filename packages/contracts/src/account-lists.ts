import { z } from "zod";
import { CATEGORIES } from "@maison/domain/catalog/category";
import { CONDITION_GRADES } from "@maison/domain/catalog/condition";
import { FOR_YOU_FILTER_MAX_VALUES, FOR_YOU_PAGE_SIZE } from "@maison/domain/favorites/for-you";
import { RECENTLY_VIEWED_KEEP } from "@maison/domain/favorites/recently-viewed";
import { ProductCard } from "./catalog.ts";
import { ProductId } from "./favorites.ts";
import { FormBoolean } from "./identity.ts";

// ---- Recently viewed -------------------------------------------------------------------------

/** POST /v6/shop/recently-viewed/: the storefront id of the product on screen. */
export const RecentlyViewedCreate = z.object({ store_front_id: ProductId });
export type RecentlyViewedCreate = z.infer<typeof RecentlyViewedCreate>;

/** `recorded` is false for visitors: their list stays in the browser. */
export const RecentlyViewedRecorded = z.object({
  store_front_id: z.string(),
  recorded: z.boolean(),
  viewed_at: z.string().nullable(),
});
export type RecentlyViewedRecorded = z.infer<typeof RecentlyViewedRecorded>;

const IdList = z
  .string()
  .max(2000)
  .transform((text) => text.split(",").map((id) => id.trim()).filter((id) => id.length > 0))
  .pipe(z.array(z.string().regex(/^[0-9]{1,20}$/, "must be product ids separated by commas")).max(RECENTLY_VIEWED_KEEP));

/**
 * GET /v6/shop/recently-viewed/: signed-in users get their stored list; visitors send the ids their
 * browser kept (`ids`, newest first). `exclude` leaves out the product on screen.
 */
export const RecentlyViewedQuery = z.object({
  exclude: ProductId.optional(),
  ids: IdList.optional(),
  limit: z.coerce.number().int().min(1).max(RECENTLY_VIEWED_KEEP).default(20),
});
export type RecentlyViewedQuery = z.infer<typeof RecentlyViewedQuery>;

export const RecentlyViewedResponse = z.object({
  count: z.number().int(),
  /** Spec 2 §5's minimum: the carousel shows only from this many products. */
  minimum: z.number().int(),
  show_carousel: z.boolean(),
  products: z.array(ProductCard),
});
export type RecentlyViewedResponse = z.infer<typeof RecentlyViewedResponse>;

// ---- For You ---------------------------------------------------------------------------------

const Values = <T extends z.ZodType>(item: T) =>
  z.array(item).max(FOR_YOU_FILTER_MAX_VALUES, `must hold at most ${FOR_YOU_FILTER_MAX_VALUES} values`);

/** The saved For You filters of spec 2 §3: designers (handles), categories, color, condition. */
export const ForYouFilters = z.object({
  designers: Values(z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "must be designer handles")),
  categories: Values(z.enum(CATEGORIES)),
  color: Values(z.string().trim().min(1).max(40)),
  condition: Values(z.enum(CONDITION_GRADES)),
});
export type ForYouFilters = z.infer<typeof ForYouFilters>;

/** PUT /v6/my-account/for-you-filters/ replaces all four; a filter left out is cleared. */
export const ForYouFiltersUpdate = z.object({
  designers: ForYouFilters.shape.designers.default([]),
  categories: ForYouFilters.shape.categories.default([]),
  color: ForYouFilters.shape.color.default([]),
  condition: ForYouFilters.shape.condition.default([]),
});
export type ForYouFiltersUpdate = z.infer<typeof ForYouFiltersUpdate>;

/**
 * GET /v6/shop/personalized-recommendations/?email&with_vip_preview: `email` is accepted because the
 * spec's client sends it, but the list is always the signed-in user's.
 */
export const PersonalizedRecommendationsQuery = z.object({
  email: z.string().max(254).optional(),
  with_vip_preview: FormBoolean.default(false),
  limit: z.coerce.number().int().min(1).max(FOR_YOU_PAGE_SIZE).default(FOR_YOU_PAGE_SIZE),
});
export type PersonalizedRecommendationsQuery = z.infer<typeof PersonalizedRecommendationsQuery>;

export const PersonalizedRecommendationsResponse = z.object({
  count: z.number().int(),
  /** False while the user has neither favorites nor views: the list is then the newest arrivals. */
  personalized: z.boolean(),
  filters: ForYouFilters,
  products: z.array(ProductCard),
});
export type PersonalizedRecommendationsResponse = z.infer<typeof PersonalizedRecommendationsResponse>;

/** GET /v6/meta/for-you-homepage/: the homepage For You strip (14 cards) and where "View All" goes. */
export const ForYouHomepage = z.object({
  title: z.string(),
  personalized: z.boolean(),
  view_all_url: z.string(),
  products: z.array(ProductCard),
});
export type ForYouHomepage = z.infer<typeof ForYouHomepage>;
