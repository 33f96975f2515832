import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { FeatureFlagService, type FlagTierSource } from "./feature-flags.service.ts";
import { installFlagIdentity } from "./flag-identity.ts";
import { flagsRoutes } from "./flags.routes.ts";

export interface FlagsModuleServices {
  flags: FeatureFlagService;
}

/** Feature flags through OpenFeature with the database provider (decision 067). */
export function createFlagsModule(platform: Platform, deps: { tiers: { get(): FlagTierSource } }): AppModule<FlagsModuleServices> {
  const flags = new FeatureFlagService({ db: platform.db, clock: platform.clock, tiers: deps.tiers });
  return {
    name: "flags",
    services: { flags },
    apiRoutes: (api) => flagsRoutes(api, flags),
    rootRoutes: async (app) => installFlagIdentity(app),
  };
}
