/**
 * Spec 1 §2 / spec 2 §2: the URL parameter cart=open opens the cart on load. Here rather than in the
 * cart feature, since pages of other features (the trade-in's return) send shoppers to a page with it.
 */
export const CART_OPEN_PARAM = { name: "cart", value: "open" } as const;

/** A local path again with the cart opening on load. */
export function withCartOpen(path: string): string {
  const url = new URL(path, "http://local");
  url.searchParams.set(CART_OPEN_PARAM.name, CART_OPEN_PARAM.value);
  return `${url.pathname}${url.search}${url.hash}`;
}
