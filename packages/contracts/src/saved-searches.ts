import { z } from "zod";

/** Ids of the account's own list entries in paths: `{prefix}_` and lowercase letters and digits. */
const entryId = (prefix: string) =>
  z.object({ id: z.string().regex(new RegExp(`^${prefix}_[a-z0-9]{10,60}$`), "must be an id from this list") });

// ---- Saved searches (spec 2 §3: id, bc_url, search_text) -------------------------------------

/** A storefront address of a list or search page: a path on this site, with its query. */
const StorefrontUrl = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(2000, "must be at most 2000 characters")
  .regex(/^\/(?!\/)\S*$/, "must be a path on this site, starting with /");

export const SavedSearch = z.object({
  id: z.string(),
  bc_url: z.string(),
  search_text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchList = z.object({ count: z.number().int(), results: z.array(SavedSearch) });
export type SavedSearchList = z.infer<typeof SavedSearchList>;

export const SavedSearchCreate = z.object({
  bc_url: StorefrontUrl,
  search_text: z.string().trim().max(200, "must be at most 200 characters").default(""),
});
export type SavedSearchCreate = z.infer<typeof SavedSearchCreate>;

export const SavedSearchUpdate = z
  .object({
    bc_url: StorefrontUrl.optional(),
    search_text: z.string().trim().max(200, "must be at most 200 characters").optional(),
  })
  .refine((body) => body.bc_url !== undefined || body.search_text !== undefined, {
    path: ["bc_url"],
    message: "send bc_url or search_text",
  });
export type SavedSearchUpdate = z.infer<typeof SavedSearchUpdate>;

export const SavedSearchParams = entryId("srch");

// ---- Saved skus (spec 2 §3: sku_id) ----------------------------------------------------------

/** A sku of the selling catalog (model, style and size), as text or a number. */
const SkuId = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "must be a sku id (letters, digits, . _ -)"));

export const SavedSku = z.object({ id: z.string(), sku_id: z.string(), created_at: z.string() });
export type SavedSku = z.infer<typeof SavedSku>;

export const SavedSkuList = z.object({ count: z.number().int(), results: z.array(SavedSku) });
export type SavedSkuList = z.infer<typeof SavedSkuList>;

export const SavedSkuCreate = z.object({ sku_id: SkuId });
export type SavedSkuCreate = z.infer<typeof SavedSkuCreate>;

export const SavedSkuParams = entryId("sku");
