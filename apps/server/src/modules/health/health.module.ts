import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { healthRoutes } from "./health.routes.ts";

/** `/healthz` for load balancers and the start script. */
export function createHealthModule(platform: Platform): AppModule {
  return { name: "health", services: {}, rootRoutes: (app) => healthRoutes(app, platform.db) };
}
