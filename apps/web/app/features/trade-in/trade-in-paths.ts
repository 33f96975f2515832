/** The trade-in's pages and calls (spec 2 §2 account tab `trades`, a detail with `trade_in_id`; §7 under /api/v6/my-account). */
export const TRADE_IN_PAGES = {
  trades: "/my-account/trades",
  opsTradeIns: "/ops/trade-ins",
} as const;

export const tradeInDetailPath = (id: string) => `${TRADE_IN_PAGES.trades}?trade_in_id=${encodeURIComponent(id)}`;

export const TRADE_IN_API = {
  list: "/api/v6/my-account/trade-in/",
  detail: (id: string) => `/api/v6/my-account/trade-in/${encodeURIComponent(id)}/`,
  acceptAndFinalize: "/api/v6/my-account/trade-in/accept-and-finalize/",
  clientResponse: (orderItemId: string) => `/api/v6/my-account/trade-in/client-response/${encodeURIComponent(orderItemId)}/`,
  pay: "/api/v6/my-account/trade-in/pay/",
  opsList: (queue: string) => `/api/ops/trade-ins/?${new URLSearchParams({ queue })}`,
  opsMove: (id: string, move: "credit" | "revise") => `/api/ops/trade-ins/${encodeURIComponent(id)}/${move}/`,
} as const;
