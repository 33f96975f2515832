import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Later } from "../../platform/modules/later.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { contentRoutes } from "./content.routes.ts";
import { PromotionService } from "./promotion.service.ts";
import type { ViewerTierSource } from "./viewer-tier-source.ts";

export interface ContentModuleServices {
  promotions: PromotionService;
}

/**
 * Promotions as data (decision 029). The cart applies the running sale, so content comes before the
 * cart and membership; its routes read the viewer's tier from membership, given later.
 */
export function createContentModule(platform: Platform, deps: { tiers: Later<ViewerTierSource> }): AppModule<ContentModuleServices> {
  const promotions = new PromotionService(platform.db, platform.clock);
  return {
    name: "content",
    services: { promotions },
    apiRoutes: (api) => contentRoutes(api, promotions, deps.tiers.get()),
  };
}
