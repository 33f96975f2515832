/**
 * Shopify's shop policies (the storefront GraphQL's `shop { privacyPolicy … }`, decision 071). Each is
 * the published content page (decision 065) whose slug is the policy's Shopify handle, served on the
 * site at `/{handle}/`; a policy with no such page is null, as Shopify answers for a policy the shop
 * has not written.
 */
export const SHOP_POLICIES = [
  { field: "privacyPolicy", handle: "privacy-policy" },
  { field: "refundPolicy", handle: "refund-policy" },
  { field: "shippingPolicy", handle: "shipping-policy" },
  { field: "termsOfService", handle: "terms-of-service" },
  { field: "subscriptionPolicy", handle: "subscription-policy" },
] as const;

export type ShopPolicyField = (typeof SHOP_POLICIES)[number]["field"];
