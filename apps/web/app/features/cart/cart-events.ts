/** The window event that asks the cart to merge after a sign-in (the sign-in machinery sits above the cart). */
export const CART_MERGE_EVENT = "maison:cart-merge";

/** Asks the page's cart to run merge on login (spec 1 §4). */
export function requestCartMerge(): void {
  window.dispatchEvent(new Event(CART_MERGE_EVENT));
}
