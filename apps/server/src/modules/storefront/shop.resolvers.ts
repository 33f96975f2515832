import { contentBodyHtml } from "@maison/domain/content/content-entry";
import { HOUSE } from "@maison/domain/content/house";
import { SHOP_POLICIES, type ShopPolicyField } from "@maison/domain/content/shop-policies";
import { slugify } from "@maison/domain/shared/slug";
import type { PublishedEntry } from "../content-pages/content-pages.service.ts";
import { pageBySlug } from "./content.resolvers.ts";
import { toGid } from "./shopify-gid.ts";
import type { StorefrontContext } from "./storefront-context.ts";

/**
 * `shop` (decision 071): the house's name and description (packages/domain/src/content/house.ts, the
 * words the site itself uses), the server's public URL as its primary domain, its brand (the slogan
 * under the footer's wordmark and the square mark the site uses as its icon; the wordmark is text, so
 * there is no `logo` image), and its policies: each the published content page whose slug is the
 * policy's handle (shop-policies.ts), or null when staff have written none, as Shopify answers.
 */
type PolicyModel = { handle: string; entry: PublishedEntry };

async function policy(c: StorefrontContext, field: ShopPolicyField): Promise<PolicyModel | null> {
  const handle = SHOP_POLICIES.find((p) => p.field === field)!.handle;
  const entry = await pageBySlug(c, handle);
  return entry ? { handle, entry } : null;
}

const policyResolver = (field: ShopPolicyField) => (_: unknown, __: unknown, c: StorefrontContext) => policy(c, field);

const policyFields = {
  id: (m: PolicyModel) => toGid("ShopPolicy", m.handle),
  handle: (m: PolicyModel) => m.handle,
  title: (m: PolicyModel) => m.entry.title,
  url: (m: PolicyModel, _: unknown, c: StorefrontContext) => `${c.publicBaseUrl}${m.entry.path}`,
  body: async (m: PolicyModel, _: unknown, c: StorefrontContext) => contentBodyHtml((await c.contentBody(m.entry.id)) ?? ""),
};

export const shopQueryResolvers = {
  shop: () => ({}),
};

export const shopTypeResolvers = {
  Shop: {
    id: () => toGid("Shop", slugify(HOUSE.name)),
    name: () => HOUSE.name,
    description: () => HOUSE.description,
    primaryDomain: (_: unknown, __: unknown, c: StorefrontContext) => {
      const url = new URL(c.publicBaseUrl);
      return { host: url.host, sslEnabled: url.protocol === "https:", url: c.publicBaseUrl };
    },
    brand: (_: unknown, __: unknown, c: StorefrontContext) => ({
      logo: null,
      slogan: HOUSE.slogan,
      squareLogo: {
        id: toGid("MediaImage", "square-logo"),
        alt: HOUSE.name,
        image: { id: null, url: `${c.publicBaseUrl}${HOUSE.squareMark.path}`, altText: HOUSE.name, width: HOUSE.squareMark.size, height: HOUSE.squareMark.size },
      },
    }),
    privacyPolicy: policyResolver("privacyPolicy"),
    refundPolicy: policyResolver("refundPolicy"),
    shippingPolicy: policyResolver("shippingPolicy"),
    termsOfService: policyResolver("termsOfService"),
    subscriptionPolicy: policyResolver("subscriptionPolicy"),
  },
  ShopPolicy: policyFields,
  ShopPolicyWithDefault: policyFields,
};
