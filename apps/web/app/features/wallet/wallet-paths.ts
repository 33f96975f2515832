/** The wallet's pages and API calls (spec 2 §2, §7). */
export const WALLET_PAGES = {
  wallet: "/my-account/wallet",
  payment: "/my-account/payment",
  landing: "/wallet",
  ops: "/ops/wallet",
} as const;

export const WALLET_API = {
  summary: "/v6/my-account/wallet/",
  history: (kind: string, page = 1) => `/v6/my-account/wallet/${encodeURIComponent(kind)}/history/${page > 1 ? `?page=${page}` : ""}`,
  cashOut: "/v6/my-account/wallet/cash-out/",
  getCode: "/v6/wallet/2fa/get-code/",
  auth: "/v6/wallet/2fa/auth/",
  profiles: "/v6/my-account/payments/profiles/",
  profile: (id: string) => `/v6/my-account/payments/profile/${encodeURIComponent(id)}/`,
  createAch: "/v6/self-check-in/payments/create_profile/ach/",
  opsCashOuts: (state?: string) => `/ops/wallet/cash-outs/${state ? `?state=${encodeURIComponent(state)}` : ""}`,
  opsReturn: (id: string) => `/ops/wallet/cash-outs/${encodeURIComponent(id)}/return/`,
  opsCustomer: (email: string) => `/ops/wallet/customers/?email=${encodeURIComponent(email)}`,
  opsLedger: (userId: string) => `/ops/wallet/customers/${encodeURIComponent(userId)}/ledger/`,
  opsAdjust: (userId: string) => `/ops/wallet/customers/${encodeURIComponent(userId)}/adjustments/`,
} as const;
