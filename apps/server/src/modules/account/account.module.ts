import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Later } from "../../platform/modules/later.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import type { FavoritesService } from "../favorites/favorites.service.ts";
import type { ProfileService } from "../identity/profile.service.ts";
import { accountRoutes } from "./account.routes.ts";
import { addressRoutes } from "./address.routes.ts";
import { AddressService } from "./address.service.ts";
import { forYouRoutes } from "./for-you.routes.ts";
import { ForYouService, type PurchaseHistory } from "./for-you.service.ts";
import { newsletterRoutes } from "./newsletter.routes.ts";
import { NewsletterService } from "./newsletter.service.ts";
import { recentlyViewedRoutes } from "./recently-viewed.routes.ts";
import { RecentlyViewedService } from "./recently-viewed.service.ts";

export interface AccountModuleServices {
  newsletter: NewsletterService;
  addresses: AddressService;
  recentlyViewed: RecentlyViewedService;
  forYou: ForYouService;
}

export interface AccountModuleDeps {
  profiles: ProfileService;
  products: ProductLookupService;
  favorites: FavoritesService;
  /** What the user bought (For You's taste): checkout's, which needs the saved addresses, so given later. */
  purchases: Later<PurchaseHistory>;
}

/** The account pages' calls: profile, newsletter, saved addresses, recently viewed, For You. */
export function createAccountModule(platform: Platform, deps: AccountModuleDeps): AppModule<AccountModuleServices> {
  const { db, clock, rateLimiter, outbox } = platform;
  const newsletter = new NewsletterService(db, clock, rateLimiter, outbox, deps.profiles);
  const addresses = new AddressService(db, clock);
  const recentlyViewed = new RecentlyViewedService(db, clock, deps.products);
  const purchases: PurchaseHistory = { purchasedProductIds: (userId, limit) => deps.purchases.get().purchasedProductIds(userId, limit) };
  const forYou = new ForYouService(db, clock, deps.products, deps.favorites, recentlyViewed, purchases);
  return {
    name: "account",
    services: { newsletter, addresses, recentlyViewed, forYou },
    apiRoutes: async (api) => {
      await accountRoutes(api, deps.profiles);
      await newsletterRoutes(api, newsletter);
      await recentlyViewedRoutes(api, recentlyViewed);
      await forYouRoutes(api, forYou);
      await addressRoutes(api, addresses);
    },
  };
}
