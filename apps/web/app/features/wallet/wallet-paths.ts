/** The wallet's pages and API calls (spec 2 §2, §7). */
export const WALLET_PAGES = {
  wallet: "/my-account/wallet",
  payment: "/my-account/payment",
  landing: "/wallet",
  ops: "/ops/wallet",
} as const;

export const WALLET_API = {
  summary: "/api/v6/my-account/wallet/",
  history: (kind: string, page = 1) => `/api/v6/my-account/wallet/${encodeURIComponent(kind)}/history/${page > 1 ? `?page=${page}` : ""}`,
  cashOut: "/api/v6/my-account/wallet/cash-out/",
  getCode: "/api/v6/wallet/2fa/get-code/",
  auth: "/api/v6/wallet/2fa/auth/",
  profiles: "/api/v6/my-account/payments/profiles/",
  profile: (id: string) => `/api/v6/my-account/payments/profile/${encodeURIComponent(id)}/`,
  createAch: "/api/v6/self-check-in/payments/create_profile/ach/",
  opsCashOuts: (state?: string) => `/api/ops/wallet/cash-outs/${state ? `?state=${encodeURIComponent(state)}` : ""}`,
  opsReturn: (id: string) => `/api/ops/wallet/cash-outs/${encodeURIComponent(id)}/return/`,
  opsCustomer: (email: string) => `/api/ops/wallet/customers/?email=${encodeURIComponent(email)}`,
  opsLedger: (userId: string) => `/api/ops/wallet/customers/${encodeURIComponent(userId)}/ledger/`,
  opsAdjust: (userId: string) => `/api/ops/wallet/customers/${encodeURIComponent(userId)}/adjustments/`,
} as const;

/** The wallet page's history tabs (spec 2 §3: points, cash and credit histories). */
export const HISTORY_TABS = ["cash", "points", "credit"] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];
