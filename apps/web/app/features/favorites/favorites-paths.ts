/** The favorites calls of the REST API and the account page that lists them. */
export const FAVORITES_API = {
  favorites: "/api/v6/favorites/",
  favorite: (productId: string) => `/api/v6/favorites/${encodeURIComponent(productId)}/`,
  view: "/api/v6/my-account/favorites-p/",
} as const;

export const FAVORITES_PAGE = "/my-account/favorites";
