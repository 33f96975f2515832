/** The API paths the checkout pages call (all under /api), and the pages' own paths. */
export const CHECKOUT_API = {
  state: (token: string) => `/api/checkout/${encodeURIComponent(token)}/`,
  contact: (token: string) => `/api/checkout/${encodeURIComponent(token)}/contact/`,
  shippingAddress: (token: string) => `/api/checkout/${encodeURIComponent(token)}/shipping-address/`,
  shippingMethod: (token: string) => `/api/checkout/${encodeURIComponent(token)}/shipping-method/`,
  complete: (token: string) => `/api/checkout/${encodeURIComponent(token)}/complete/`,
  savedAddresses: "/api/v6/self-check-in/address/",
} as const;

export const CHECKOUT_PAGES = {
  checkout: (token: string) => `/checkouts/${encodeURIComponent(token)}`,
  step: (token: string, step: string) => `/checkouts/${encodeURIComponent(token)}?step=${step}`,
  cart: "/cart",
} as const;
