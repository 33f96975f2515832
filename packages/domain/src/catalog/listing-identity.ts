import { slugify } from "../shared/slug.ts";

/**
 * Listings are numbered 1, 2, 3… in the order they join the catalogue; every identifier derives from
 * the number, so a listing made in the console reads exactly like a seeded one (Shopify-like ids:
 * `gid://shopify/Product/8000000000001`, variant 45000000000001, sku MS-100001).
 */
export const PRODUCT_ID_BASE = 8_000_000_000_000;
export const VARIANT_ID_BASE = 45_000_000_000_000;
export const SKU_BASE = 100_000;
/** The highest listing number the id scheme holds before it would change length (13 digits). */
export const MAX_LISTING_NUMBER = 999_999_999_999;

export interface ListingIdentity {
  id: string;
  variantId: string;
  sku: string;
  handle: string;
}

/** The words of a handle: house, the piece's name, its colour and size (`hermes-birkin-30-gold-30-cm-42`). */
export interface HandleWords {
  vendor: string;
  name: string;
  color: string;
  size: string;
}

/** The identifiers of listing number `n`: product id, variant id, sku, and a handle made unique by `n`. */
export function listingIdentity(n: number, words: HandleWords): ListingIdentity {
  if (!Number.isInteger(n) || n < 1 || n > MAX_LISTING_NUMBER) throw new RangeError(`Listing number ${n} is outside 1…${MAX_LISTING_NUMBER}`);
  return {
    id: String(PRODUCT_ID_BASE + n),
    variantId: String(VARIANT_ID_BASE + n),
    sku: `MS-${SKU_BASE + n}`,
    handle: slugify(`${words.vendor} ${words.name} ${words.color} ${words.size} ${n}`),
  };
}

/** The listing number behind a product id, or null for ids outside the scheme (fixtures, imports). */
export function listingNumberOf(productId: string): number | null {
  if (!/^\d{13}$/.test(productId)) return null;
  const n = Number(productId) - PRODUCT_ID_BASE;
  return n >= 1 && n <= MAX_LISTING_NUMBER ? n : null;
}
