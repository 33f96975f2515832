/**
 * The account tabs this feature owns or links by path (spec 2 §2 "My account tabs"): purchases,
 * wallet and payment are pages of their own features; rebag-rewards is the membership page.
 */
export const ACCOUNT_PAGES = {
  purchases: "/my-account/purchases",
  clairCodes: "/my-account/clair-codes",
  addresses: "/my-account/addresses",
  payment: "/my-account/payment",
  rebagRewards: "/my-account/rebag-rewards",
  wallet: "/my-account/wallet",
  b2bCollections: "/my-account/b2b-collections",
  b2bCollection: (id: string) => `/my-account/b2b-collections/${encodeURIComponent(id)}`,
} as const;

/** The account calls of spec 2 §7 these pages make, as the browser and the loaders make them. */
export const ACCOUNT_API = {
  addresses: "/api/v6/self-check-in/address/",
  address: (id: string) => `/api/v6/my-account/address/${encodeURIComponent(id)}/`,
  addressDefault: (id: string) => `/api/v6/my-account/address/${encodeURIComponent(id)}/default/`,
  savedSkus: "/api/v6/my-account/saved-skus/",
  savedSku: (id: string) => `/api/v6/my-account/saved-skus/${encodeURIComponent(id)}/`,
  sellSku: (code: string) => `/api/v6/sell/sku/${encodeURIComponent(code)}/`,
  sellSearch: (q: string) => `/api/v6/sell/search/?${new URLSearchParams({ q })}`,
  b2bCollections: "/api/v6/my-account/b2b-collections/",
  b2bCollection: (id: string) => `/api/v6/my-account/b2b-collections/${encodeURIComponent(id)}/`,
  b2bCollectionFavorites: (id: string, page: number) => `/api/v6/my-account/b2b-collections/${encodeURIComponent(id)}/favorites-p/?page=${page}`,
  b2bCollectionExport: (id: string) => `/api/v6/my-account/b2b-collections/${encodeURIComponent(id)}/favorites/export/`,
} as const;

/** Where a customer asks for help when the account cannot do what they asked (spec 2 §8 "help link"): the footer's Support. */
export const HELP_PAGE = "/support/";
