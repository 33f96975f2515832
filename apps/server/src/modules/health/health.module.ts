import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { benchStatsRoutes } from "./bench-stats.routes.ts";
import { healthRoutes } from "./health.routes.ts";

/** `/healthz` for load balancers and the start script; in the benchmark's mode, `/healthz/stats` too. */
export function createHealthModule(platform: Platform): AppModule {
  return {
    name: "health",
    services: {},
    rootRoutes: async (app) => {
      await healthRoutes(app, platform.db);
      if (platform.env.BENCH_STATS) await benchStatsRoutes(app, platform.db);
    },
  };
}
