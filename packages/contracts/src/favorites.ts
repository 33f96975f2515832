import { z } from "zod";
import { DEFAULT_FAVORITES_SORT, FAVORITES_SORT_KEYS } from "@maison/domain/favorites/favorites-sort";
import { FAVORITES_SYNC_LIMIT } from "@maison/domain/favorites/favorites-limits";
import { ProductCard } from "./catalog.ts";

const PRODUCT_GID = "gid://shopify/Product/";

/**
 * A product id as the storefront knows it: digits, sent as text or as a number; a Shopify-style
 * `gid://shopify/Product/<n>` is read as `<n>`.
 */
export const ProductId = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((value) => {
    const text = String(value).trim();
    return text.startsWith(PRODUCT_GID) ? text.slice(PRODUCT_GID.length) : text;
  })
  .pipe(z.string().regex(/^[0-9]{1,20}$/, "must be a product id (digits)"));

/**
 * POST /v6/favorites/: `{product_id}` saves one favorite; `{product_ids}` replays the favorites a
 * shopper picked before signing in (a sync, up to 15 items, spec 2 §9).
 */
export const FavoriteAddRequest = z
  .object({
    product_id: ProductId.optional(),
    product_ids: z
      .array(ProductId)
      .min(1, "must name at least one product")
      .max(FAVORITES_SYNC_LIMIT, `a favorites sync takes up to ${FAVORITES_SYNC_LIMIT} items`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.product_id === undefined) === (body.product_ids === undefined)) {
      ctx.addIssue({ code: "custom", path: ["product_id"], message: "send product_id (or product_ids for a sync)" });
    }
  });
export type FavoriteAddRequest = z.infer<typeof FavoriteAddRequest>;

/** Whether the signed-in user favors a product, and how many people do. */
export const FavoriteState = z.object({
  product_id: z.string(),
  is_favorite: z.boolean(),
  favorites_count: z.number().int(),
  /** When the user favorited it; null once removed. */
  added_at: z.string().nullable(),
});
export type FavoriteState = z.infer<typeof FavoriteState>;

/** One favorite for `product_id`, or `results` for a sync (products no longer listed are left out). */
export const FavoriteAddResponse = z.union([FavoriteState, z.object({ results: z.array(FavoriteState) })]);
export type FavoriteAddResponse = z.infer<typeof FavoriteAddResponse>;

/** DELETE /v6/favorites/{id}/: `id` is the product's id. */
export const FavoriteParams = z.object({ id: ProductId });

/** GET /v6/favorites/: the ids of everything the user favors (the hearts on every card). */
export const FavoriteIdsResponse = z.object({ product_ids: z.array(z.string()) });
export type FavoriteIdsResponse = z.infer<typeof FavoriteIdsResponse>;

/** A favorite with its product card. */
export const FavoriteItem = z.object({
  product_id: z.string(),
  added_at: z.string(),
  product: ProductCard,
});
export type FavoriteItem = z.infer<typeof FavoriteItem>;

/** The favorites view's query: one of the four sorts of spec 2 §9 and a page of 48. */
export const FavoritesViewQuery = z.object({
  sort: z.enum(FAVORITES_SORT_KEYS).default(DEFAULT_FAVORITES_SORT),
  page: z.coerce.number().int().min(1, "page must be 1 or more").max(1000).default(1),
});
export type FavoritesViewQuery = z.infer<typeof FavoritesViewQuery>;

/**
 * GET /v6/my-account/favorites-p/: available favorites first, then the unavailable (sold or held),
 * each part in the chosen sort; a page holds 48 of that sequence.
 */
export const FavoritesViewResponse = z.object({
  sort: z.enum(FAVORITES_SORT_KEYS),
  count: z.number().int(),
  available_count: z.number().int(),
  unavailable_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
  available: z.array(FavoriteItem),
  unavailable: z.array(FavoriteItem),
});
export type FavoritesViewResponse = z.infer<typeof FavoritesViewResponse>;

/** POST /v6/favorites/share/: a link anyone can open to see the user's favorites, read-only. */
/** The spec does not show a payload; any body is accepted and ignored. */
export const FavoritesShareRequest = z.object({}).nullish();
export const FavoritesShareResponse = z.object({
  share_url: z.string(),
  token: z.string(),
  created_at: z.string(),
});
export type FavoritesShareResponse = z.infer<typeof FavoritesShareResponse>;

export const SharedFavoritesParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "must be a share token") });

/** GET /v6/favorites/shared/{token}/: someone's shared favorites, with their first name only. */
export const SharedFavoritesResponse = FavoritesViewResponse.extend({ owner_first_name: z.string() });
export type SharedFavoritesResponse = z.infer<typeof SharedFavoritesResponse>;

/** The typed failures of favorites, their share links, B2B lists, saved searches and saved items. */
export const FavoritesErrorCode = z.enum([
  /** The product is not in the user's favorites: 404 on `id`. */
  "favorite_not_found",
  /** An account keeps a limited number of favorites; remove some first: 409. */
  "favorites_limit_reached",
  /** The favorites are not shared, or the share link was withdrawn: 404. */
  "favorites_share_not_found",
  /** No favorites list of the user's has this id: 404 on `id`. */
  "favorites_list_not_found",
  /** Each of a user's favorites lists has its own name: 409 on `name`. */
  "favorites_list_name_taken",
  /** A favorites list needs a name: 400 on `name`. */
  "favorites_list_name_missing",
  /** A favorites list's name has a maximum length: 400 on `name`. */
  "favorites_list_name_too_long",
  /** No saved search of the user's has this id: 404 on `id`. */
  "saved_search_not_found",
  /** An account keeps a limited number of saved searches; remove one first: 409. */
  "saved_searches_limit_reached",
  /** The user already saved a search for this page: 409 on `bc_url`. */
  "saved_search_exists",
  /** An account keeps a limited number of saved items; remove one first: 409. */
  "saved_skus_limit_reached",
  /** No saved item of the user's has this id: 404 on `id`. */
  "saved_sku_not_found",
]);
export type FavoritesErrorCode = z.infer<typeof FavoritesErrorCode>;
