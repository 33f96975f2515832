import { InitialDataQuery, InitialDataResponse } from "@maison/contracts/initial-data";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { InitialDataService } from "./initial-data.service.ts";

/** The header that carries the shopper's country (a CDN sets it; the apps may too). */
export const COUNTRY_HEADER = "x-country-code";
/** Spec 2 §9: initial data is cached for an hour. */
export const INITIAL_DATA_MAX_AGE_SECONDS = 3600;

/** GET /v6/initial-data/?timestamp (spec 2 §7). */
export async function initialDataRoutes(api: ApiInstance, initialData: InitialDataService): Promise<void> {
  api.get(
    "/v6/initial-data/",
    {
      schema: {
        tags: ["content"],
        summary: "Storefront configuration: sorts, filters, tiers, product fields, VIP preview; cached an hour.",
        querystring: InitialDataQuery,
        response: { 200: InitialDataResponse },
      },
    },
    async (request, reply) => {
      const header = request.headers[COUNTRY_HEADER];
      const country = typeof header === "string" ? header : null;
      reply.header("cache-control", `public, max-age=${INITIAL_DATA_MAX_AGE_SECONDS}`).header("vary", COUNTRY_HEADER);
      return initialData.initialData(country);
    },
  );
}
