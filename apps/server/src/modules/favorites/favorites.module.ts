import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import type { ProfileService } from "../identity/profile.service.ts";
import { favoritesRoutes } from "./favorites.routes.ts";
import { FavoritesService } from "./favorites.service.ts";

export interface FavoritesModuleServices {
  favorites: FavoritesService;
}

/** Favorites, their view and share links; cards from the catalog, the counter on the profile. */
export function createFavoritesModule(platform: Platform, deps: { products: ProductLookupService; profiles: ProfileService }): AppModule<FavoritesModuleServices> {
  const favorites = new FavoritesService(platform.db, platform.clock, deps.products, deps.profiles, platform.env.publicBaseUrl);
  return { name: "favorites", services: { favorites }, apiRoutes: (api) => favoritesRoutes(api, favorites) };
}
