import cookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { AppContext } from "./context.ts";
import { registerApiScope } from "./http/api-scope.ts";
import { installErrorHandler } from "./http/error-handler.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { requestIdFor } from "./http/request-id.ts";
import { catalogRoutes } from "./modules/catalog/catalog.routes.ts";
import { carouselRoutes } from "./modules/catalog/carousel.routes.ts";
import { initialDataRoutes } from "./modules/catalog/initial-data.routes.ts";
import { productExtraRoutes } from "./modules/catalog/product-extra.routes.ts";
import { financingRoutes } from "./platform/financing/financing.routes.ts";
import { identityRoutes } from "./modules/identity/identity.routes.ts";
import { multipassRoutes } from "./modules/identity/multipass.routes.ts";
import { socialLoginRoutes } from "./modules/identity/social/social-login.routes.ts";
import { accountRoutes } from "./modules/account/account.routes.ts";
import { newsletterRoutes } from "./modules/account/newsletter.routes.ts";
import { favoritesRoutes } from "./modules/favorites/favorites.routes.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { b2bCollectionsRoutes } from "./modules/b2b/b2b-collections.routes.ts";
import { savedSearchesRoutes } from "./modules/saved-searches/saved-searches.routes.ts";
import { recentlyViewedRoutes } from "./modules/account/recently-viewed.routes.ts";
import { forYouRoutes } from "./modules/account/for-you.routes.ts";
import { lastCartRoutes } from "./modules/cart/last-cart.routes.ts";
import { StorefrontCatalogService } from "./modules/storefront/storefront-catalog.service.ts";
import { storefrontRoutes } from "./modules/storefront/storefront.routes.ts";
import { addressRoutes } from "./modules/account/address.routes.ts";
import { checkoutRoutes } from "./modules/checkout/checkout.routes.ts";
import { orderRoutes } from "./modules/checkout/order.routes.ts";
import { contentRoutes } from "./modules/content/content.routes.ts";
import { rewardsPlusRoutes, shopPlusRoutes } from "./modules/membership/membership.routes.ts";
import { specialDayRoutes } from "./modules/membership/special-day.routes.ts";
import { DevelopmentMailbox } from "./platform/mail/development-mailbox.ts";
import { mailboxRoutes } from "./platform/mail/mailbox.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { opsRoutes } from "./modules/ops/ops.routes.ts";
import { opsPiecesRoutes } from "./modules/ops/ops-pieces.routes.ts";
import { opsOrdersRoutes } from "./modules/ops/ops-orders.routes.ts";
import { registerImageRoutes } from "./platform/images/image.routes.ts";
import { inProcessFetch } from "./platform/web/in-process-fetch.ts";
import { registerWebPages } from "./platform/web/web-pages.ts";

export interface BuildOptions {
  /** Serve the web pages from the web build (off in API-only integration tests). */
  webPages?: boolean;
}

/** Builds the whole HTTP application without listening: main.ts listens, tests use inject(). */
export async function buildApp(context: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: context.logger as FastifyBaseLogger,
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 300 },
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  installErrorHandler(app);
  await app.register(cookie, { secret: context.env.sessionSecret });
  await registerOpenApi(app, context.env.publicBaseUrl);
  await healthRoutes(app, context.db);
  await registerImageRoutes(app, { storage: context.storage, cacheDir: context.imageCacheDir });
  await registerApiScope(app, context.services.sessions.resolve, async (api) => {
    await catalogRoutes(api, context.services.catalog, { lists: context.services.filteredLists, ranks: context.services.tierRanks });
    await carouselRoutes(api, context.services.carousels);
    await productExtraRoutes(api, context.services.productExtras);
    await initialDataRoutes(api, context.services.initialData);
    await financingRoutes(api, context.services.financing);
    await identityRoutes(api, context.services.identity, context.env);
    await socialLoginRoutes(api, context.services.socialLogin, { secureCookies: context.env.NODE_ENV === "production" });
    await accountRoutes(api, context.services.profiles);
    await newsletterRoutes(api, context.services.newsletter);
    await favoritesRoutes(api, context.services.favorites);
    await searchRoutes(api, context.services.search, context.services.searchMeta, context.services.tierRanks);
    await b2bCollectionsRoutes(api, context.services.b2bCollections);
    await savedSearchesRoutes(api, context.services.savedSearches, context.services.savedSkus);
    await recentlyViewedRoutes(api, context.services.recentlyViewed);
    await forYouRoutes(api, context.services.forYou);
    await lastCartRoutes(api, context.services.lastCarts);
    await storefrontRoutes(
      api,
      {
        cart: context.services.cart,
        catalog: new StorefrontCatalogService(context.db, context.services.catalog, context.services.products, context.services.search),
        profiles: context.services.profiles,
        publicBaseUrl: context.env.publicBaseUrl,
        rateLimiter: context.rateLimiter,
      },
      { accessToken: context.env.storefrontAccessToken },
    );
    await addressRoutes(api, context.services.addresses);
    await checkoutRoutes(api, context.services.checkout, context.services.orderPlacement, context.idempotency);
    await orderRoutes(api, context.services.orders);
    await contentRoutes(api, context.services.promotions, context.services.tiers);
    await specialDayRoutes(api, context.services.tiers);
    await rewardsPlusRoutes(api, context.services.membership);
    await opsRoutes(api, context.services.opsDashboard);
    await opsPiecesRoutes(api, context.services.opsPieces, context.services.listings.photos);
    await opsOrdersRoutes(api, { console: context.services.orderConsole, fulfilment: context.services.fulfilment });
    if (context.env.devToolsEnabled) await mailboxRoutes(api, new DevelopmentMailbox(context.db, context.clock));
  });
  await multipassRoutes(app, context.services.identity.multipass, context.env);
  await shopPlusRoutes(app, context.services.sessions.resolve, context.services.membership);
  if (options.webPages ?? true) {
    await registerWebPages(app, {
      buildDir: context.env.webBuildDir,
      api: inProcessFetch(app),
      mode: context.env.NODE_ENV === "production" ? "production" : "development",
    });
  }
  return app;
}
