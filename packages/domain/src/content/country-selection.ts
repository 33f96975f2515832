import { countryByCode } from "./countries.ts";
import { HOME_COUNTRY } from "./country-currency.ts";

/** The cookie that remembers the country a shopper picked in the header or footer (decision 063). */
export const COUNTRY_COOKIE = "maison_country";
/** A year: the choice outlives sessions, and a visit after a year asks the request's country again. */
export const COUNTRY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The header that carries the request's country (a CDN sets it; the apps may too). */
export const COUNTRY_HEADER = "x-country-code";

/**
 * The country a request shops from: the picked one (cookie) when it names a country of the list, else
 * the request's country header when it does, else the United States.
 */
export function selectedCountryCode(cookie: string | null | undefined, header: string | null | undefined): string {
  return countryByCode(cookie)?.code ?? countryByCode(header)?.code ?? HOME_COUNTRY;
}
