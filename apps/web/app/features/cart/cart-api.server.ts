import type { AppLoadContext } from "react-router";
import { credentialHeaders } from "../identity/viewer.server.ts";
import type { Cart } from "./cart-model.ts";
import { cartIdFromCookieHeader } from "./cart-storage.ts";
import { storefrontCartClient, type StorefrontCartClient } from "./storefront-client.ts";
import { storefrontAccessToken } from "./storefront-token.server.ts";

/** The storefront cart client for one page request: in-process, with the shopper's cookie. */
export function serverCartClient(context: AppLoadContext, request: Request): StorefrontCartClient {
  return storefrontCartClient({
    fetcher: (path, init) => context.api(path, init),
    token: storefrontAccessToken(),
    headers: credentialHeaders(request),
    signal: request.signal,
  });
}

/** The cart this browser holds (its id is in the cart cookie), or null; a failed read is reported and gives null. */
export async function loadCart(context: AppLoadContext, request: Request): Promise<Cart | null> {
  const cartId = cartIdFromCookieHeader(request.headers.get("cookie"));
  if (!cartId) return null;
  return (await serverCartClient(context, request).get(cartId)).cart;
}

/** The root loader's cart part (see CartRoot): the cart, and the id it was looked up by. */
export async function loadCartRootData(context: AppLoadContext, request: Request): Promise<{ cart: Cart | null; cartIdAsked: string | null; storefrontToken: string }> {
  return {
    cart: await loadCart(context, request),
    cartIdAsked: cartIdFromCookieHeader(request.headers.get("cookie")),
    storefrontToken: storefrontAccessToken(),
  };
}
