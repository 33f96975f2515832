/** The Shopify object types whose ids the storefront GraphQL hands out. */
export type GidType =
  | "Cart"
  | "CartLine"
  | "Product"
  | "ProductVariant"
  | "AppliedGiftCard"
  | "Customer"
  | "SellingPlan"
  | "ProductImage"
  | "ProductOption"
  | "Collection"
  | "MailingAddress"
  | "CartDeliveryGroup"
  | "Shop"
  | "ShopPolicy"
  | "MediaImage"
  | "Menu"
  | "MenuItem"
  | "Page"
  | "Blog"
  | "Article";

/** gid://shopify/<Type>/<id>: the id format of Shopify's APIs. */
export function toGid(type: GidType, id: string): string {
  return `gid://shopify/${type}/${id}`;
}

/**
 * The type and id inside a Shopify gid, or null when `value` is not one. A query part is dropped:
 * Shopify's cart ids carry `?key=…` (gid://shopify/Cart/<token>?key=<secret>), which clients echo back.
 */
export function parseGid(value: string): { type: string; id: string } | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#]+)(?:\?[^#]*)?$/.exec(value.trim());
  if (!match) return null;
  return { type: match[1]!, id: decodeURIComponent(match[2]!) };
}

/** The id inside a gid of the expected type, or null. */
export function idOfGid(value: string, type: GidType): string | null {
  const parsed = parseGid(value);
  return parsed && parsed.type === type ? parsed.id : null;
}
