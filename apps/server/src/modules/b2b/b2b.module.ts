import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import { b2bCollectionsRoutes } from "./b2b-collections.routes.ts";
import { B2bCollectionsService } from "./b2b-collections.service.ts";

export interface B2bModuleServices {
  b2bCollections: B2bCollectionsService;
}

/** Wholesale: a business user's named VIP collections and their CSV export. */
export function createB2bModule(platform: Platform, deps: { products: ProductLookupService }): AppModule<B2bModuleServices> {
  const b2bCollections = new B2bCollectionsService(platform.db, platform.clock, deps.products, platform.env.publicBaseUrl);
  return { name: "b2b", services: { b2bCollections }, apiRoutes: (api) => b2bCollectionsRoutes(api, b2bCollections) };
}
