import { z } from "zod";

const CART_GID = "gid://shopify/Cart/";

/** A cart token (the gid's last segment, also the checkout path segment). */
export const CART_TOKEN_PATTERN = /^c1-[0-9a-f]{32}$/;

/** A cart's storefront id: its gid `gid://shopify/Cart/<token>` or the bare token; read as the token. */
export const StorefrontCartId = z
  .string()
  .trim()
  .transform((value) => {
    const withoutQuery = value.split("?")[0] ?? "";
    return withoutQuery.startsWith(CART_GID) ? withoutQuery.slice(CART_GID.length) : withoutQuery;
  })
  .pipe(z.string().regex(CART_TOKEN_PATTERN, "must be a cart id (gid://shopify/Cart/<token>)"));

/** POST /v6/last-cart/ (spec 1 §7): the signed-in user's current cart, to be found again after sign-in. */
export const LastCartSaveRequest = z.object({
  storefront_id: StorefrontCartId,
  checkout_url: z.string().trim().min(1, "must not be empty").max(2000).url("must be a URL"),
});
export type LastCartSaveRequest = z.infer<typeof LastCartSaveRequest>;

/**
 * GET and POST /v6/last-cart/ answer: the cart's gid and checkout address. Both are null when the user
 * has no last cart (or it has been checked out).
 */
export const LastCartResponse = z.object({
  storefront_id: z.string().nullable(),
  checkout_url: z.string().nullable(),
});
export type LastCartResponse = z.infer<typeof LastCartResponse>;
