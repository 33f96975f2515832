import type { FastifyRequest } from "fastify";
import { COUNTRY_COOKIE, COUNTRY_HEADER, selectedCountryCode } from "@maison/domain/content/country-selection";

/** The country a request shops from: the `maison_country` cookie, else the x-country-code header, else the US (decision 063). */
export function requestCountryCode(request: FastifyRequest): string {
  const header = request.headers[COUNTRY_HEADER];
  return selectedCountryCode(request.cookies?.[COUNTRY_COOKIE], typeof header === "string" ? header : null);
}
