/**
 * The storefront's public access token, which browsers send with every cart call (like Shopify's
 * public Storefront API token, it is meant to be public). STOREFRONT_ACCESS_TOKEN sets it; outside
 * production the server accepts its documented development token when the variable is unset.
 */
export const DEVELOPMENT_STOREFRONT_TOKEN = "maison-development-storefront-token";

export function storefrontAccessToken(): string {
  return process.env.STOREFRONT_ACCESS_TOKEN || DEVELOPMENT_STOREFRONT_TOKEN;
}
