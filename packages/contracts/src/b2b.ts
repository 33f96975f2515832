import { z } from "zod";
import { DEFAULT_FAVORITES_SORT, FAVORITES_SORT_KEYS } from "@maison/domain/favorites/favorites-sort";
import { FavoriteItem, ProductId } from "./favorites.ts";

/** B2B collections: a business user's named VIP favorites lists (spec 2 §6, §7). */

export const B2bCollection = z.object({
  id: z.string(),
  name: z.string(),
  /** Product ids in the list, newest first. */
  favorites: z.array(z.string()),
  created_at: z.string(),
});
export type B2bCollection = z.infer<typeof B2bCollection>;

export const B2bCollectionList = z.object({ count: z.number().int(), results: z.array(B2bCollection) });
export type B2bCollectionList = z.infer<typeof B2bCollectionList>;

/** The name is checked by the service, so an empty one gets the spec's exact message. */
export const B2bCollectionCreate = z.object({ name: z.string().max(500, "must be at most 500 characters").default("") });
export type B2bCollectionCreate = z.infer<typeof B2bCollectionCreate>;

/** PUT .../{id}/: `product_id` adds a product, `remove_product_id` takes one out. */
export const B2bCollectionUpdate = z
  .object({ product_id: ProductId.optional(), remove_product_id: ProductId.optional() })
  .superRefine((body, ctx) => {
    if ((body.product_id === undefined) === (body.remove_product_id === undefined)) {
      ctx.addIssue({ code: "custom", path: ["product_id"], message: "send product_id or remove_product_id" });
    }
  });
export type B2bCollectionUpdate = z.infer<typeof B2bCollectionUpdate>;

export const B2bCollectionParams = z.object({ id: z.string().regex(/^fcl_[a-z0-9]{10,60}$/, "must be a collection id") });

/** GET .../{id}/favorites-p/: the list's products, sorted and paged like the favorites view. */
export const B2bCollectionFavoritesResponse = z.object({
  id: z.string(),
  name: z.string(),
  sort: z.enum(FAVORITES_SORT_KEYS),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
  favorites: z.object({ count: z.number().int(), results: z.array(FavoriteItem) }),
});
export type B2bCollectionFavoritesResponse = z.infer<typeof B2bCollectionFavoritesResponse>;

/** GET .../{id}/favorites/export/: a CSV of the whole list, in the chosen sort. */
export const B2bCollectionExportQuery = z.object({ sort: z.enum(FAVORITES_SORT_KEYS).default(DEFAULT_FAVORITES_SORT) });
