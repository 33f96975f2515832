// Shopify Hydrogen's own cart handler (createCartHandler) and storefront client, unchanged, pointed at a
// storefront GraphQL origin such as http://127.0.0.1:4321. Hydrogen sends its standard cart documents
// (its default CartApiQuery / CartApiMutation fragments) to <origin>/api/2024-07/graphql.json.
import { createCartHandler, createStorefrontClient } from "@shopify/hydrogen";

/** @param {{ origin: string, token: string }} options */
export function hydrogenCart({ origin, token }) {
  const { storefront } = createStorefrontClient({
    storeDomain: origin,
    publicStorefrontToken: token,
    storefrontApiVersion: "2024-07",
    i18n: { language: "EN", country: "US" },
    logErrors: false,
  });
  let stored;
  const cart = createCartHandler({
    storefront,
    getCartId: () => stored,
    setCartId: (id) => {
      stored = id;
      return new Headers();
    },
  });
  return cart;
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
