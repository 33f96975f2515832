/**
 * The page's analytics data layer (issue 15, decision 069): `window.dataLayer`, the array tag managers
 * read, fed by what the site tracks — each page view, each search (also sent to `/v6/track/event/`,
 * where searches feed trending), each piece added to the cart. Nothing personal goes in: ids of
 * pieces and paths, never e-mails or names.
 */
export type DataLayerEvent =
  | { event: "page_view"; page_path: string }
  | { event: "search"; search_term: string; results_count: number }
  | { event: "add_to_cart"; item_variant_id: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Appends an event to the page's data layer (browser only; a no-op while rendering on the server). */
export function pushToDataLayer(event: DataLayerEvent, target: { dataLayer?: unknown[] } | undefined = typeof window === "undefined" ? undefined : window): void {
  if (!target) return;
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}
