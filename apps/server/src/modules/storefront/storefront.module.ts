import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import type { CheckoutService } from "../checkout/checkout.service.ts";
import type { StorefrontContent } from "./storefront-context.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import type { ProfileService } from "../identity/profile.service.ts";
import type { SearchService } from "../search/search.service.ts";
import { StorefrontCatalogService } from "./storefront-catalog.service.ts";
import { storefrontRoutes } from "./storefront.routes.ts";

export interface StorefrontModuleDeps {
  cart: CartService;
  catalog: CatalogService;
  products: ProductLookupService;
  search: SearchService;
  profiles: ProfileService;
  /** The hosted checkout, read for the cart's delivery groups (API 2025-01). */
  checkout: CheckoutService;
  /** Published pages and Editorial articles (content-pages' ContentPagesService): the shop's pages, policies and blog. */
  content: StorefrontContent;
}

/** The Shopify-compatible storefront GraphQL (decisions 017, 018, 071): carts, products, collections, search, the shop, its menus, pages and blog. */
export function createStorefrontModule(platform: Platform, deps: StorefrontModuleDeps): AppModule {
  const { db, env, rateLimiter } = platform;
  const catalog = new StorefrontCatalogService(deps.catalog, deps.products, deps.search);
  return {
    name: "storefront",
    services: {},
    apiRoutes: (api) =>
      storefrontRoutes(api, { cart: deps.cart, catalog, profiles: deps.profiles, publicBaseUrl: env.publicBaseUrl, rateLimiter, delivery: deps.checkout, content: deps.content }, { accessToken: env.storefrontAccessToken, production: env.NODE_ENV === "production" }),
  };
}
