import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { savedSearchesRoutes } from "./saved-searches.routes.ts";
import { SavedSearchesService } from "./saved-searches.service.ts";
import { SavedSkusService } from "./saved-skus.service.ts";

export interface SavedSearchesModuleServices {
  savedSearches: SavedSearchesService;
  savedSkus: SavedSkusService;
}

/** The signed-in user's saved searches and saved skus (decisions 012, 038). */
export function createSavedSearchesModule(platform: Platform): AppModule<SavedSearchesModuleServices> {
  const savedSearches = new SavedSearchesService(platform.db, platform.clock);
  const savedSkus = new SavedSkusService(platform.db, platform.clock);
  return { name: "saved-searches", services: { savedSearches, savedSkus }, apiRoutes: (api) => savedSearchesRoutes(api, savedSearches, savedSkus) };
}
