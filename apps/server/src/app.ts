import cookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { AppContext } from "./context.ts";
import { registerCompression } from "./http/compression.ts";
import { configureApiSerializer, registerApiScope } from "./http/api-scope.ts";
import { answerFrameworkError, installErrorHandler } from "./http/error-handler.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { requestIdFor } from "./http/request-id.ts";
import { lazyRequestLogger } from "./http/request-logger.ts";
import { installRequestGuards } from "./http/request-guards.ts";
import { installSecurityHeaders } from "./http/security-headers.ts";
import { installLoadShedding } from "./http/load-shedding.ts";
import { recordRoutes } from "./http/route-table.ts";
import { DevelopmentMailbox } from "./platform/mail/development-mailbox.ts";
import { mailboxRoutes } from "./platform/mail/mailbox.routes.ts";
import { DevelopmentClock } from "./platform/clock/development-clock.ts";
import { developmentClockRoutes } from "./platform/clock/development-clock.routes.ts";
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
    childLoggerFactory: lazyRequestLogger,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 300 },
    frameworkErrors: answerFrameworkError,
  });
  recordRoutes(app);
  configureApiSerializer(app, { verify: context.env.NODE_ENV !== "production" });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  installErrorHandler(app);
  installLoadShedding(app, { maxInFlight: context.env.MAX_IN_FLIGHT, maxEventLoopDelayMs: context.env.MAX_EVENT_LOOP_DELAY_MS, maxEventLoopUtilisation: context.env.MAX_EVENT_LOOP_UTILIZATION, maxQueueWaitMs: context.env.MAX_QUEUE_WAIT_MS });
  installSecurityHeaders(app, { publicBaseUrl: context.env.publicBaseUrl });
  installRequestGuards(app, { publicBaseUrl: context.env.publicBaseUrl });
  // Before every route, so its hook wraps them all (pages, API, GraphQL).
  await registerCompression(app);
  await app.register(cookie, { secret: context.env.sessionSecret });
  await registerOpenApi(app, context.env.publicBaseUrl);
  await registerImageRoutes(app, { storage: context.storage, cacheDir: context.imageCacheDir });
  // Every module's API routes inside the one /api scope, whose catch-all JSON 404 is added after them.
  await registerApiScope(app, context.services.sessions.resolve, async (api) => {
    for (const module of context.modules) await module.apiRoutes?.(api);
    if (context.env.devToolsEnabled) await mailboxRoutes(api, new DevelopmentMailbox(context.db, context.clock));
    if (context.env.devToolsEnabled && context.clock instanceof DevelopmentClock) await developmentClockRoutes(api, context.clock);
  });
  for (const module of context.modules) await module.rootRoutes?.(app);
  // The web pages own every other path, so they come last.
  if (options.webPages ?? true) {
    await registerWebPages(app, {
      buildDir: context.env.webBuildDir,
      api: inProcessFetch(app),
      mode: context.env.NODE_ENV === "production" ? "production" : "development",
    });
  }
  return app;
}
