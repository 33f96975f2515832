/** The purchases pages (spec 2 §2) and their calls (spec 2 §7, under /api/v6/my-account). */
export const PURCHASE_PAGES = {
  list: "/my-account/purchases",
  detail: (number: string) => `/my-account/purchases?${new URLSearchParams({ purchase_id: number })}`,
  refund: (number: string) => `/purchases/refund/${encodeURIComponent(number)}`,
  thankYou: (number: string) => `/purchases/refund-thank-you/${encodeURIComponent(number)}`,
} as const;

export const PURCHASE_API = {
  list: (page: number) => `/api/v6/my-account/purchases/?page=${page}`,
  detail: (number: string) => `/api/v6/my-account/purchases/${encodeURIComponent(number)}/`,
  myReturns: "/api/v6/my-account/returns/",
  returns: (number: string) => `/api/v6/my-account/purchases/${encodeURIComponent(number)}/returns/`,
  calculate: (number: string) => `/api/v6/my-account/${encodeURIComponent(number)}/calculate-return/`,
  open: (number: string) => `/api/v6/my-account/${encodeURIComponent(number)}/return/`,
  cancel: "/api/v6/my-account/cancel-order/",
  opsList: (queue: string) => `/api/ops/returns/?${new URLSearchParams({ queue })}`,
  opsMove: (id: string, move: string) => `/api/ops/returns/${encodeURIComponent(id)}/${move}/`,
} as const;

export const OPS_RETURNS_PAGE = "/ops/returns";
