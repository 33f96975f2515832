/** The consignor's pages and the calls behind them (spec 2 §2 tab `consignments`, §7 `/consignment/…`). */
export const CONSIGNMENT_PAGES = {
  account: "/my-account/consignments",
  piece: (id: string) => `/my-account/consignments/${encodeURIComponent(id)}`,
  sell: "/sell-now",
} as const;

export const CONSIGNMENT_API = {
  lists: "/api/v6/my-account/consignment/",
  details: (id: string) => `/api/v6/my-account/consignment/details/${encodeURIComponent(id)}/`,
  history: (id: string) => `/api/v6/my-account/consignment/history/${encodeURIComponent(id)}/`,
  tweak: (id: string) => `/api/v6/my-account/consignment/update-tweak/${encodeURIComponent(id)}/`,
  delist: "/api/v6/my-account/consignment/delist/",
  addresses: "/api/v6/self-check-in/address/",
} as const;
