import { CART_OPEN_PARAM, withCartOpen } from "../../lib/cart-open-param.ts";

export { withCartOpen };

/**
 * The trade-in return cookie (spec 1 §3 `before_trade_in`; §9 "trade-in return cookie 1 day"): the
 * page a shopper left for the trade-in flow, so that accepting the trade-in brings them back there
 * with the cart open on the trade-in it now carries (decision 051). Pure: the loaders and actions
 * read and write it.
 */
export const BEFORE_TRADE_IN_COOKIE = "before_trade_in";
export const BEFORE_TRADE_IN_MAX_AGE_SECONDS = 86_400;

/** A path kept here is short and local: nothing longer, nothing that could lead off the site. */
const MAX_PATH = 500;

/** Pages of the flow itself: moving between its steps must not overwrite the page the shopper left. */
const FLOW_PATHS = ["/trade-in", "/sell-now"];

/** The page's own path and query when it is a local page worth returning to; null otherwise. */
export function localReturnPath(path: string | null | undefined): string | null {
  if (!path || path.length > MAX_PATH) return null;
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\") || /[\u0000-\u001f]/.test(path)) return null;
  const { pathname } = new URL(path, "http://local");
  if (FLOW_PATHS.some((flow) => pathname === flow || pathname.startsWith(`${flow}/`))) return null;
  if (pathname.startsWith("/api/") || pathname.endsWith(".data")) return null;
  return path;
}

/** The page a request for the trade-in flow came from (its Referer), when it is one of this site's own pages. */
export function returnPathFromReferer(referer: string | null, requestUrl: string): string | null {
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  if (from.origin !== new URL(requestUrl).origin) return null;
  return localReturnPath(`${from.pathname}${withoutOpenCart(from.search)}`);
}

/** The cookie's path, read from a Cookie header; null when absent or not a safe local path. */
export function readBeforeTradeIn(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== BEFORE_TRADE_IN_COOKIE) continue;
    try {
      return localReturnPath(decodeURIComponent(rest.join("=")));
    } catch {
      return null;
    }
  }
  return null;
}

/** The Set-Cookie string that keeps the path for a day, or (null) forgets it. */
export function beforeTradeInCookie(path: string | null, secure: boolean): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (!path) return `${BEFORE_TRADE_IN_COOKIE}=; Max-Age=0; ${attributes}`;
  return `${BEFORE_TRADE_IN_COOKIE}=${encodeURIComponent(path)}; Max-Age=${BEFORE_TRADE_IN_MAX_AGE_SECONDS}; ${attributes}`;
}

function withoutOpenCart(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CART_OPEN_PARAM.name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** The Set-Cookie a request for the trade-in flow writes: the local page it came from, if any. */
export function rememberPageBeforeTradeIn(request: Request): string | null {
  const path = returnPathFromReferer(request.headers.get("referer"), request.url);
  return path ? beforeTradeInCookie(path, new URL(request.url).protocol === "https:") : null;
}
