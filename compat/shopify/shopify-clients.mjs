// Shopify Hydrogen's own cart handler (createCartHandler) and storefront client, unchanged, pointed at a
// storefront GraphQL origin such as http://127.0.0.1:4321. Hydrogen sends its standard cart documents
// (its default CartApiQuery / CartApiMutation fragments) to <origin>/api/2024-07/graphql.json.
import { createCartHandler, createStorefrontClient, getSelectedProductOptions } from "@shopify/hydrogen";
import { createStorefrontClient as createReactStorefrontClient } from "@shopify/hydrogen-react";
import * as cartProviderQueries from "@shopify/hydrogen-react/cart-queries";
import ShopifyBuy from "shopify-buy";

export { getSelectedProductOptions };

/**
 * Hydrogen's storefront client as a Hydrogen app's context holds it (the skeleton: country US,
 * language EN); its `query` sends a route's document with @inContext's country and language filled in.
 * @param {{ origin: string, token: string }} options
 */
export function hydrogenStorefront({ origin, token }) {
  return createStorefrontClient({
    storeDomain: origin,
    publicStorefrontToken: token,
    storefrontApiVersion: "2024-07",
    i18n: { language: "EN", country: "US" },
    logErrors: false,
  }).storefront;
}

/**
 * Hydrogen's cart handler. Given the skeleton's CART_QUERY_FRAGMENT it is the cart the skeleton's
 * context builds (createHydrogenContext's `cart: { queryFragment }` becomes createCartHandler's
 * cartQueryFragment); without it, Hydrogen's default CartApiQuery fragment.
 * @param {{ origin: string, token: string, cartQueryFragment?: string }} options
 */
export function hydrogenCart({ origin, token, cartQueryFragment }) {
  const storefront = hydrogenStorefront({ origin, token });
  let stored;
  const cart = createCartHandler({
    storefront,
    getCartId: () => stored,
    setCartId: (id) => {
      stored = id;
      return new Headers();
    },
    ...(cartQueryFragment && { cartQueryFragment }),
  });
  return cart;
}

/**
 * The requests @shopify/hydrogen-react's <CartProvider> makes, built as its useCartActions builds
 * them: its own documents (cart-queries: CartQuery, CartCreate… around its defaultCartFragment), its
 * variables (numCartLines, country, language from <ShopifyProvider>), sent with the URL and headers
 * its storefront client gives, as its useCartFetch sends them.
 * @param {{ origin: string, token: string, numCartLines?: number, countryCode?: string, languageCode?: string }} options
 */
export function cartProviderActions({ origin, token, numCartLines = 250, countryCode = "US", languageCode = "EN" }) {
  const client = createReactStorefrontClient({ storeDomain: origin, publicStorefrontToken: token, storefrontApiVersion: "2024-07" });
  const fragment = cartProviderQueries.defaultCartFragment;
  const send = (query, variables) =>
    fetch(client.getStorefrontApiUrl(), {
      method: "POST",
      headers: client.getPublicTokenHeaders({ contentType: "json" }),
      body: JSON.stringify({ query: query.toString(), variables: { ...variables, numCartLines, country: countryCode, language: languageCode } }),
    }).then((response) => response.json());
  return {
    cartFetch: (id) => send(cartProviderQueries.CartQuery(fragment), { id }),
    cartCreate: (input) => send(cartProviderQueries.CartCreate(fragment), { input }),
    cartLineAdd: (cartId, lines) => send(cartProviderQueries.CartLineAdd(fragment), { cartId, lines }),
    cartLineUpdate: (cartId, lines) => send(cartProviderQueries.CartLineUpdate(fragment), { cartId, lines }),
    cartLineRemove: (cartId, lines) => send(cartProviderQueries.CartLineRemove(fragment), { cartId, lines }),
    noteUpdate: (cartId, note) => send(cartProviderQueries.CartNoteUpdate(fragment), { cartId, note }),
    buyerIdentityUpdate: (cartId, buyerIdentity) => send(cartProviderQueries.CartBuyerIdentityUpdate(fragment), { cartId, buyerIdentity }),
    cartAttributesUpdate: (cartId, attributes) => send(cartProviderQueries.CartAttributesUpdate(fragment), { cartId, attributes }),
    discountCodesUpdate: (cartId, discountCodes) => send(cartProviderQueries.CartDiscountCodesUpdate(fragment), { cartId, discountCodes }),
  };
}

/**
 * The JS Buy SDK 3.x client (shopify-buy), built with its documented `buildClient(config, fetchFunction)`.
 * The SDK always posts to https://<domain>/api/2025-01/graphql; its transport here sends the same
 * request, unchanged, to this server's 2025-01 storefront, http://<origin>/api/2025-01/graphql.json
 * (decisions 072, 081). Every request is kept in `sent` (the test checks its documents against
 * Shopify's own 2025-01 schema).
 * @param {{ origin: string, token: string }} options
 */
export function buyClient({ origin, token }) {
  const url = new URL(origin);
  const sent = [];
  const client = ShopifyBuy.buildClient({ domain: url.host, storefrontAccessToken: token }, (target, init) => {
    sent.push(JSON.parse(init.body));
    const served = String(target).replace(/^https:\/\/([^/]+)\/api\/[0-9-]+\/graphql(\.json)?$/, `${url.protocol}//$1/api/2025-01/graphql.json`);
    return fetch(served, init);
  });
  return { client, sent };
}

/**
 * Shopify's plain Storefront API client. It always speaks https to the store domain; for a test server
 * on plain http its transport (customFetchApi) sends the same request over http.
 * @param {{ origin: string, token: string }} options
 */
export async function storefrontApiClient({ origin, token }) {
  const { createStorefrontApiClient } = await import("@shopify/storefront-api-client");
  const url = new URL(origin);
  return createStorefrontApiClient({
    storeDomain: url.host,
    apiVersion: "2024-07",
    publicAccessToken: token,
    customFetchApi: (input, init) => fetch(String(input).replace(/^https:\/\//, `${url.protocol}//`), init),
    logger: () => {},
  });
}
