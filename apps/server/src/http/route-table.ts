import type { FastifyInstance } from "fastify";

export interface RegisteredRoute {
  method: string;
  /** The full path as registered, parameters as `:name`. */
  url: string;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered from now on (Fastify's onRoute hook): the ownership sweep and the
 * console's access test are generated from this table, so a new route joins them by itself.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  tables.set(app, routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}

/** The routes recorded on this application (empty if recordRoutes was not called before they were registered). */
export function routeTableOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(app) ?? [];
}
