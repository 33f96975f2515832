/**
 * What the cart module offers the rest of the server: the storefront GraphQL resolvers, the hosted
 * checkout and the last-cart calls all speak to the cart through this port. Money is integer cents;
 * the GraphQL layer turns it into Shopify's MoneyV2 ({ amount: "123.00", currencyCode }).
 *
 * Ids are our own opaque tokens here; the GraphQL layer wraps them as Shopify gids
 * (gid://shopify/Cart/<token>, gid://shopify/CartLine/<id>, gid://shopify/ProductVariant/<variantId>).
 */

import type { Actor } from "@maison/domain/actor/actor";

/**
 * Who is asking: carts of signed-in users carry their id; membership decides member pricing and
 * shipping. `actor` is who acts (decision 033): the request's, an anonymous customer for a visitor, or
 * the system reading a cart for an order.
 */
export interface CartViewer {
  actor: Actor;
  userId: string | null;
  email: string | null;
  isMember: boolean;
  isB2b: boolean;
}

/** A visitor acting on a cart it holds the token of. */
export const VISITOR_ACTOR: Actor = { kind: "customer", id: "visitor", capabilities: [], steppedUpAt: null };

export const VISITOR_CART_VIEWER: CartViewer = { actor: VISITOR_ACTOR, userId: null, email: null, isMember: false, isB2b: false };

export type CartLineKind = "product" | "membership" | "shipping_protection" | "zero_cost";

export interface CartAttribute {
  key: string;
  value: string;
}

export interface CartImage {
  url: string;
  width: number;
  height: number;
  altText: string;
}

/** What a line buys: a listed product's one variant, or one of the special variants (membership, shipping protection, zero-cost). */
export interface CartMerchandise {
  /** Numeric-string variant id (the gid's last segment). */
  variantId: string;
  /** The product's id for catalog items; the special product's id for special lines. */
  productId: string;
  productHandle: string;
  productTitle: string;
  /** Variant title ("Default Title" for catalog items, "$50 / month" for a plan…). */
  title: string;
  vendor: string;
  sku: string;
  tags: string[];
  priceCents: number;
  compareAtPriceCents: number | null;
  availableForSale: boolean;
  /** 1 while the one-of-a-kind item can be bought, else 0; special variants report 1. */
  quantityAvailable: number;
  /** Exotic skins are never shipped abroad (spec 2 §9). */
  isExotic: boolean;
  image: CartImage | null;
}

export interface CartDiscountAllocation {
  title: string;
  /** The discount code for code discounts, null for automatic ones. */
  code: string | null;
  targetType: "LINE_ITEM" | "SHIPPING_LINE";
  amountCents: number;
  /**
   * The discount this share comes from, whole (Shopify's discount application): a code's percentage or
   * its amount, a sale tier's amount, spread ACROSS the lines; or a member price, taken off EACH line.
   */
  application: CartDiscountApplication;
}

export interface CartDiscountApplication {
  allocationMethod: "ACROSS" | "EACH";
  value: { percentage: number } | { amountCents: number };
}

export interface CartLineView {
  id: string;
  kind: CartLineKind;
  quantity: number;
  merchandise: CartMerchandise;
  attributes: CartAttribute[];
  /** gid of the selling plan (membership lines), else null. */
  sellingPlanId: string | null;
  discountAllocations: CartDiscountAllocation[];
  /** price × quantity. */
  subtotalCents: number;
  /** subtotal minus this line's discount allocations. */
  totalCents: number;
}

export interface CartDiscountCode {
  code: string;
  applicable: boolean;
}

export interface CartAppliedGiftCard {
  /** Opaque gift-card id (the gid's last segment). */
  id: string;
  lastCharacters: string;
  amountUsedCents: number;
  balanceCents: number;
  /** Store credit (a card owned by an account) rather than a bearer gift card: the breakdown names them apart. */
  isStoreCredit: boolean;
}

export interface CartView {
  /** The cart token: the gid's last segment and the path segment of checkoutUrl. */
  id: string;
  checkoutUrl: string;
  createdAt: string;
  updatedAt: string;
  currencyCode: "USD";
  note: string;
  attributes: CartAttribute[];
  buyerIdentity: { email: string | null; countryCode: string | null; customerId: string | null };
  lines: CartLineView[];
  totalQuantity: number;
  /** Sum of line subtotals before any discount (Shopify's cost.subtotalAmount). */
  subtotalCents: number;
  /** What the buyer pays before shipping and tax: subtotal − discounts − gift cards, never below 0. */
  totalCents: number;
  discountCodes: CartDiscountCode[];
  /**
   * Cart-level discount allocations (Shopify's): discounts not carried by any line. Our codes are
   * spread over the product lines and reported there only, so this is empty today; the sum of line
   * and cart allocations is the discount.
   */
  discountAllocations: CartDiscountAllocation[];
  appliedGiftCards: CartAppliedGiftCard[];
  /** The order placed from this cart, once checkout completed; a completed cart takes no more changes. */
  completedOrderId: string | null;
  /** The signed-in shopper's trade-in bag (decision 050): what checkout applies to the order, in this order. */
  tradeIns: Array<{ id: string; title: string; valueCents: number }>;
}

/** Shopify's CartUserError: field is the input path (["lines", "0", "merchandiseId"]). */
export interface CartUserError {
  field: string[] | null;
  message: string;
  /** A CartErrorCode of Shopify's 2024-07 schema (INVALID, MERCHANDISE_NOT_FOUND, …). */
  code: string;
}

export interface CartResult {
  cart: CartView | null;
  userErrors: CartUserError[];
}

export interface CartLineInput {
  /** Variant id, numeric string (the GraphQL layer strips the gid). */
  merchandiseId: string;
  quantity?: number;
  attributes?: CartAttribute[];
  sellingPlanId?: string | null;
}

export interface CartLineUpdateInput {
  id: string;
  quantity?: number;
  merchandiseId?: string;
  attributes?: CartAttribute[];
  sellingPlanId?: string | null;
}

export interface CartBuyerIdentityInput {
  email?: string | null;
  countryCode?: string | null;
}

export interface CartCreateInput {
  lines?: CartLineInput[];
  attributes?: CartAttribute[];
  note?: string;
  buyerIdentity?: CartBuyerIdentityInput;
  discountCodes?: string[];
  giftCardCodes?: string[];
}

/**
 * The cart operations of spec 1 §4/§5 and the storefront GraphQL (spec 1 §7). Every mutation applies the
 * cart rules of packages/domain/src/cart on the server (shipping protection, membership line, cart
 * attributes) before it returns. An unknown or completed cart gives `{ cart: null, userErrors: [...] }`.
 */
export interface CartPort {
  get(cartId: string, viewer: CartViewer): Promise<CartView | null>;
  create(input: CartCreateInput, viewer: CartViewer): Promise<CartResult>;
  addLines(cartId: string, lines: CartLineInput[], viewer: CartViewer): Promise<CartResult>;
  updateLines(cartId: string, lines: CartLineUpdateInput[], viewer: CartViewer): Promise<CartResult>;
  removeLines(cartId: string, lineIds: string[], viewer: CartViewer): Promise<CartResult>;
  updateAttributes(cartId: string, attributes: CartAttribute[], viewer: CartViewer): Promise<CartResult>;
  updateNote(cartId: string, note: string, viewer: CartViewer): Promise<CartResult>;
  updateBuyerIdentity(cartId: string, identity: CartBuyerIdentityInput, viewer: CartViewer): Promise<CartResult>;
  updateDiscountCodes(cartId: string, codes: string[], viewer: CartViewer): Promise<CartResult>;
  updateGiftCardCodes(cartId: string, codes: string[], viewer: CartViewer): Promise<CartResult>;
  /** Takes applied gift cards (by their opaque ids) off the cart. */
  removeGiftCards(cartId: string, appliedGiftCardIds: string[], viewer: CartViewer): Promise<CartResult>;
}
