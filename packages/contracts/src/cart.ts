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

/**
 * The typed failures of carts, last carts and discount codes. The discount results travel as a JSON
 * string `{code, message}` in the cart userError's message (spec 1 §8), so the web reads these too.
 */
export const CartErrorCode = z.enum([
  /** No cart has this token: 404. */
  "cart_not_found",
  /** The cart was already checked out; a new one must be started: 409. */
  "cart_completed",
  /** No discount has this code: the code is refused with the not-found message. */
  "discount_not_found",
  /** A 16-character code that is no discount is taken for store credit, which the cart adds by itself. */
  "store_credit_code",
  /** The discount has been used as many times as it may be. */
  "discount_usage_limit",
  /** The discount is disabled or has ended. */
  "discount_not_valid",
  /** The discount has not started yet, or the items are below its minimum. */
  "discount_not_applicable",
  /** The discount would take nothing off this cart. */
  "discount_zero_amount",
  /** The code works, but the sale running now takes more off and the two do not combine (decision 029). */
  "discount_not_combinable_with_sale",
  /** Too many refused codes from one address or on one cart; wait a few minutes. */
  "too_many_code_attempts",
  /** The cart page's form post names no variant, or an intent other than add or remove: 400 naming the field. */
  "invalid",
]);
export type CartErrorCode = z.infer<typeof CartErrorCode>;
