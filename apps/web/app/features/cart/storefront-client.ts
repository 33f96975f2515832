import {
  CART_ATTRIBUTES_UPDATE,
  CART_BUYER_IDENTITY_UPDATE,
  CART_CREATE,
  CART_DISCOUNT_CODES_UPDATE,
  CART_GIFT_CARD_CODES_UPDATE,
  CART_LINES_ADD,
  CART_LINES_REMOVE,
  CART_LINES_UPDATE,
  CART_NOTE_UPDATE,
  CART_QUERY,
} from "./cart-documents.ts";
import { toCart, type Cart, type CartAttribute, type StorefrontCart } from "./cart-model.ts";
import { reportCartError } from "./cart-errors.ts";

/** The storefront GraphQL endpoint (spec 1 §7: api version 2024-07). */
export const STOREFRONT_GRAPHQL_PATH = "/api/2024-07/graphql.json";
export const STOREFRONT_TOKEN_HEADER = "X-Shopify-Storefront-Access-Token";

/** fetch()-shaped: window.fetch in the browser, the in-process API call in a loader. */
export type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

export interface CartUserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

/**
 * What a cart call came back with (spec 1 §8): a failed call gives `{ cart: null, userErrors: null }`
 * after it is reported; the shopper sees no message for it.
 */
export interface CartCallResult {
  cart: Cart | null;
  userErrors: CartUserError[] | null;
}

const FAILED: CartCallResult = { cart: null, userErrors: null };

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number;
  attributes?: CartAttribute[];
  sellingPlanId?: string;
}

export interface CartLineUpdateInput {
  id: string;
  quantity?: number;
  merchandiseId?: string;
  sellingPlanId?: string | null;
  attributes?: CartAttribute[];
}

export interface CartCreateInput {
  lines?: CartLineInput[];
  attributes?: CartAttribute[];
  note?: string;
  buyerIdentity?: { email?: string; countryCode?: string };
  discountCodes?: string[];
  giftCardCodes?: string[];
}

/** The cart operations of the storefront GraphQL, one function each. */
export interface StorefrontCartClient {
  get(cartId: string): Promise<CartCallResult>;
  create(input: CartCreateInput): Promise<CartCallResult>;
  addLines(cartId: string, lines: CartLineInput[]): Promise<CartCallResult>;
  updateLines(cartId: string, lines: CartLineUpdateInput[]): Promise<CartCallResult>;
  removeLines(cartId: string, lineIds: string[]): Promise<CartCallResult>;
  updateDiscountCodes(cartId: string, codes: string[]): Promise<CartCallResult>;
  updateGiftCardCodes(cartId: string, codes: string[]): Promise<CartCallResult>;
  updateAttributes(cartId: string, attributes: CartAttribute[]): Promise<CartCallResult>;
  updateNote(cartId: string, note: string): Promise<CartCallResult>;
  updateBuyerIdentity(cartId: string, buyerIdentity: { email?: string; countryCode?: string }): Promise<CartCallResult>;
}

export interface StorefrontClientOptions {
  fetcher: Fetcher;
  token: string;
  /** Extra headers (the shopper's cookie when a loader calls on their behalf). */
  headers?: Headers;
  signal?: AbortSignal;
}

interface GraphQLBody {
  data?: Record<string, { cart?: StorefrontCart | null; userErrors?: CartUserError[] } | StorefrontCart | null> | null;
  errors?: { message: string }[];
}

/** A Storefront API cart client over any fetch-shaped function. */
export function storefrontCartClient(options: StorefrontClientOptions): StorefrontCartClient {
  async function call(label: string, query: string, variables: Record<string, unknown>): Promise<GraphQLBody | null> {
    const headers = new Headers(options.headers);
    headers.set("content-type", "application/json");
    headers.set("accept", "application/json");
    headers.set(STOREFRONT_TOKEN_HEADER, options.token);
    try {
      const response = await options.fetcher(STOREFRONT_GRAPHQL_PATH, {
        method: "POST",
        headers,
        body: JSON.stringify({ query, variables }),
        credentials: "same-origin",
        signal: options.signal,
      });
      const body = (await response.json().catch(() => null)) as GraphQLBody | null;
      if (!response.ok || !body || body.errors?.length) {
        reportCartError(label, body?.errors?.map((e) => e.message).join("; ") ?? `HTTP ${response.status}`);
        return null;
      }
      return body;
    } catch (error) {
      reportCartError(label, error);
      return null;
    }
  }

  async function mutate(name: string, query: string, variables: Record<string, unknown>): Promise<CartCallResult> {
    const body = await call(name, query, variables);
    const payload = body?.data?.[name] as { cart?: StorefrontCart | null; userErrors?: CartUserError[] } | null | undefined;
    if (!payload) return FAILED;
    const userErrors = payload.userErrors ?? [];
    if (userErrors.length > 0) reportCartError(name, userErrors.map((e) => e.message).join("; "));
    return { cart: payload.cart ? toCart(payload.cart) : null, userErrors };
  }

  return {
    async get(cartId) {
      const body = await call("cart", CART_QUERY, { cartId });
      const cart = body?.data?.cart as StorefrontCart | null | undefined;
      if (!body) return FAILED;
      return { cart: cart ? toCart(cart) : null, userErrors: [] };
    },
    create: (input) => mutate("cartCreate", CART_CREATE, { input }),
    addLines: (cartId, lines) => mutate("cartLinesAdd", CART_LINES_ADD, { cartId, lines }),
    updateLines: (cartId, lines) => mutate("cartLinesUpdate", CART_LINES_UPDATE, { cartId, lines }),
    removeLines: (cartId, lineIds) => mutate("cartLinesRemove", CART_LINES_REMOVE, { cartId, lineIds }),
    updateDiscountCodes: (cartId, discountCodes) => mutate("cartDiscountCodesUpdate", CART_DISCOUNT_CODES_UPDATE, { cartId, discountCodes }),
    updateGiftCardCodes: (cartId, giftCardCodes) => mutate("cartGiftCardCodesUpdate", CART_GIFT_CARD_CODES_UPDATE, { cartId, giftCardCodes }),
    updateAttributes: (cartId, attributes) => mutate("cartAttributesUpdate", CART_ATTRIBUTES_UPDATE, { cartId, attributes }),
    updateNote: (cartId, note) => mutate("cartNoteUpdate", CART_NOTE_UPDATE, { cartId, note }),
    updateBuyerIdentity: (cartId, buyerIdentity) =>
      mutate("cartBuyerIdentityUpdate", CART_BUYER_IDENTITY_UPDATE, { cartId, buyerIdentity }),
  };
}
