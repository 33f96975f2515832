import { InitialDataQuery, InitialDataResponse } from "@maison/contracts/initial-data";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { InitialDataService } from "./initial-data.service.ts";
import { COUNTRY_COOKIE, COUNTRY_HEADER as SELECTED_COUNTRY_HEADER } from "@maison/domain/content/country-selection";
import { requestCountryCode } from "../../http/request-country.ts";

/** The header that carries the shopper's country (a CDN sets it; the apps may too). */
export const COUNTRY_HEADER = SELECTED_COUNTRY_HEADER;
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
      // The picked country (cookie) wins over the header (decision 063): a picked answer is the shopper's own.
      const picked = request.cookies?.[COUNTRY_COOKIE] !== undefined;
      reply.header("cache-control", `${picked ? "private" : "public"}, max-age=${INITIAL_DATA_MAX_AGE_SECONDS}`).header("vary", `${COUNTRY_HEADER}, cookie`);
      return initialData.initialData(requestCountryCode(request));
    },
  );
}
