import { CART_OPEN_PARAM } from "../../lib/cart-open-param.ts";

/** Cookie holding the cart's id, so the server can render the cart count and the cart page. */
export const CART_COOKIE = "cart";
/** Spec 1 §9: the default cookie lifetime is 15 days. */
export const CART_COOKIE_MAX_AGE_SECONDS = 15 * 24 * 60 * 60;
/** Local storage: the time stamp of the last cart change (spec 1 §3, spec 2 §4). */
export const CART_CHANGED_AT_KEY = "cart_last_updated";
/** Spec 1 §2 / spec 2 §2: the URL parameter cart=open opens the cart on load. */
export { CART_OPEN_PARAM };
const CART_GID = /^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]{1,200}(\?key=[A-Za-z0-9_-]{1,200})?$/;

/** Whether a value read from a cookie or a call looks like a cart id (anything else is ignored). */
export function isCartId(value: string | null | undefined): value is string {
  return typeof value === "string" && CART_GID.test(value);
}

/** The cart id in a Cookie header, or null. */
export function cartIdFromCookieHeader(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CART_COOKIE) continue;
    try {
      const value = decodeURIComponent(rest.join("="));
      return isCartId(value) ? value : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The Set-Cookie-style string that keeps (or, with null, forgets) the cart id in this browser. */
export function cartCookieString(cartId: string | null, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (!cartId) return `${CART_COOKIE}=; Max-Age=0; ${attributes}`;
  return `${CART_COOKIE}=${encodeURIComponent(cartId)}; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}; ${attributes}`;
}

/**
 * Session storage key of the membership's alternate-payment flag, and the attribute marking the
 * membership-only cart (spec 1 §3 `rPlusAlternate`; membership-alternate-payment.ts). Here so that a
 * page can look for the flag without loading that flow.
 */
export const ALTERNATE_PAYMENT_KEY = "rPlusAlternate";

/** Browser only: remembers the cart id. */
export function storeCartId(cartId: string | null): void {
  document.cookie = cartCookieString(cartId, window.location.protocol === "https:");
}

/** Browser only: the cart id this browser holds. */
export function readCartId(): string | null {
  return cartIdFromCookieHeader(document.cookie);
}

/** Browser only: records when the cart last changed. */
export function stampCartChange(now: Date): void {
  try {
    localStorage.setItem(CART_CHANGED_AT_KEY, String(now.getTime()));
  } catch {
    // Storage can be full or blocked; the stamp is a convenience.
  }
}

/** Whether a page's query string asks for the cart to open on load. */
export function asksToOpenCart(search: string): boolean {
  return new URLSearchParams(search).get(CART_OPEN_PARAM.name) === CART_OPEN_PARAM.value;
}

/** The query string without cart=open, so a reload or a shared link does not reopen the drawer. */
export function withoutOpenCartParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CART_OPEN_PARAM.name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
