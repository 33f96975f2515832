import { z } from "zod";
import { SelectedCountryResponse } from "@maison/contracts/country";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import { requestCountryCode } from "../../http/request-country.ts";
import type { CountryService } from "./country.service.ts";

/** GET /api/v6/country/: the request's country (picked, else the country header, else the US) and its reference rate. */
export async function countriesRoutes(api: ApiInstance, countries: CountryService): Promise<void> {
  api.get(
    "/v6/country/",
    {
      schema: {
        tags: ["content"],
        summary: "The country the request shops from, its currency and that currency's reference rate against the US dollar.",
        querystring: z.object({}).strict(),
        response: { 200: SelectedCountryResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return countries.selection(requestCountryCode(request));
    },
  );
}
