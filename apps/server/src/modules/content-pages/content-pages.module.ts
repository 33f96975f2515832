import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { CONTENT_ENTRY_BINDING } from "./content-entry-binding.ts";
import { contentFeedRoutes, contentPagesRoutes } from "./content-pages.routes.ts";
import { ContentPagesService, type PieceCards } from "./content-pages.service.ts";

export interface ContentPagesModuleServices {
  contentPages: ContentPagesService;
}

/** Content as data (decision 065): pages, Editorial articles and stylist edits, and the magazine feed. */
export function createContentPagesModule(platform: Platform, deps: { pieces: PieceCards }): AppModule<ContentPagesModuleServices> {
  const { db, clock, transitions, env } = platform;
  const contentPages = new ContentPagesService({ db, clock, transitions, pieces: deps.pieces, publicBaseUrl: env.publicBaseUrl });
  return {
    name: "content-pages",
    services: { contentPages },
    bindings: [CONTENT_ENTRY_BINDING],
    apiRoutes: (api) => contentPagesRoutes(api, contentPages),
    rootRoutes: (app) => contentFeedRoutes(app, contentPages),
  };
}
