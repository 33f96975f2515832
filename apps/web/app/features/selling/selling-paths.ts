/** The seller's API calls (spec 2 §7, spec 1 §7 self-check-in, and the sell flow's own under /v6/sell/). */
export const SELLING_API = {
  catalog: "/api/v6/sell/catalog/",
  search: "/api/v6/sell/search/",
  /** One sku of the sellers' catalog by its code. */
  sku: (code: string) => `/api/v6/sell/sku/${encodeURIComponent(code)}/`,
  appraise: "/api/v6/sell/appraise/",
  submissions: "/api/v6/sell/submissions/",
  photos: "/api/v6/sell/photos/",
  partnerCode: "/api/v6/sell/partner-code/",
  tickets: "/api/v6/my-account/ticket/",
  addresses: "/api/v6/self-check-in/address/",
  shipping: "/api/v6/self-check-in/shipping/",
  shippingOptions: "/api/v6/self-check-in/shipping/options/",
} as const;

export function orderPath(ticketId: string): string {
  return `/api/v6/my-account/order/${encodeURIComponent(ticketId)}/`;
}

export function quotePath(ticketId: string): string {
  return `/api/v6/my-account/quote/${encodeURIComponent(ticketId)}/`;
}

export function nmiPath(nmiId: string): string {
  return `/api/v6/my-account/nmi/${encodeURIComponent(nmiId)}/?version=1`;
}

export function nmiFinalizePath(nmiId: string): string {
  return `/api/v6/my-account/nmi/${encodeURIComponent(nmiId)}/finalize/`;
}

export function finalizeQuotePath(ticketId: string): string {
  return `/api/v6/self-check-in/finalize-quote/${encodeURIComponent(ticketId)}/`;
}

/** The two doors into the same flow (spec 2 §2): selling outright, or trading in toward a purchase. */
export const SELL_FLOWS = ["sell-now", "trade-in"] as const;
export type SellFlow = (typeof SELL_FLOWS)[number];

/** The pages of this feature. */
export const SELLING_PAGES = {
  sellNow: "/sell-now",
  tradeIn: "/trade-in",
  submissions: "/my-account/submissions",
  submissionsLanding: "/submissions",
} as const;

export function flowPage(flow: SellFlow): string {
  return flow === "trade-in" ? SELLING_PAGES.tradeIn : SELLING_PAGES.sellNow;
}

/** Which flow a page path belongs to, or null for any other page. */
export function flowOfPath(pathname: string): SellFlow | null {
  const first = pathname.split("/").filter(Boolean)[0];
  return first === "sell-now" || first === "trade-in" ? first : null;
}

export function submissionsPage(page = 1): string {
  return page > 1 ? `${SELLING_PAGES.submissions}?page=${page}` : SELLING_PAGES.submissions;
}

export function orderDetailsPage(ticketId: string): string {
  return `${SELLING_PAGES.submissions}/order-details/${encodeURIComponent(ticketId)}`;
}

export function provideInformationPage(quoteId: string, nmiId: string): string {
  return `/submissions/provide-information/${encodeURIComponent(quoteId)}/${encodeURIComponent(nmiId)}`;
}
