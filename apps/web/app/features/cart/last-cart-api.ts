import { callApi } from "../../lib/browser-api.ts";
import { reportCartError } from "./cart-errors.ts";
import { isCartId } from "./cart-storage.ts";

/** Spec 1 §7: the signed-in shopper's saved cart. */
export const LAST_CART_PATH = "/api/v6/last-cart/";

export interface LastCartRecord {
  storefront_id: string;
  checkout_url: string;
}

/** The saved last cart, or null (none saved, a visitor, or a failed call: spec 1 §8 "a failed last-cart fetch gives null"). */
export async function fetchLastCart(): Promise<LastCartRecord | null> {
  const result = await callApi("GET", LAST_CART_PATH);
  if (!result.ok) {
    if (result.status !== 404) reportCartError("lastCartGet", `HTTP ${result.status}`);
    return null;
  }
  const body = result.body as Partial<LastCartRecord> | null;
  return body && isCartId(body.storefront_id) && typeof body.checkout_url === "string"
    ? { storefront_id: body.storefront_id, checkout_url: body.checkout_url }
    : null;
}

/** Saves the cart as the signed-in shopper's last cart; failures are reported only. */
export async function saveLastCart(cart: { id: string; checkoutUrl: string }): Promise<void> {
  const result = await callApi("POST", LAST_CART_PATH, { storefront_id: cart.id, checkout_url: cart.checkoutUrl });
  if (!result.ok) reportCartError("lastCartSave", `HTTP ${result.status}`);
}
