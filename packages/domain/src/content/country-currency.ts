import { COUNTRIES, countryByCode, type Country } from "./countries.ts";
import { HOME_COUNTRY } from "./home-country.ts";

export { HOME_COUNTRY };

/**
 * The currencies a local figure can be shown in: those with a daily reference rate against the US
 * dollar, the European Central Bank's euro reference set (decision 063). Maison charges in US dollars
 * everywhere (spec 2 §1); a country whose currency is not here shops in US dollars, with no local figure.
 */
export const REFERENCE_CURRENCIES: readonly string[] = [
  "EUR", "JPY", "CZK", "DKK", "GBP", "HUF", "PLN", "RON", "SEK", "CHF", "ISK", "NOK", "TRY", "AUD", "BRL",
  "CAD", "CNY", "HKD", "IDR", "ILS", "INR", "KRW", "MXN", "MYR", "NZD", "PHP", "SGD", "THB", "ZAR",
];

/**
 * The currency a country's shoppers see beside the US dollar price (spec 1 §9: countries map to
 * currencies, many to USD): USD where the dataset lists the dollar among the country's currencies
 * (Ecuador, El Salvador, Panama, Puerto Rico...), else the first listed currency with a reference
 * rate, else USD.
 */
export function shopperCurrencyOf(country: Country): string {
  if (country.currencies.includes("USD")) return "USD";
  return country.currencies.find((currency) => REFERENCE_CURRENCIES.includes(currency)) ?? "USD";
}

/** Every country with the currency its shoppers see (spec 2 app state `availableCountries`). */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = Object.fromEntries(
  COUNTRIES.map((country) => [country.code, shopperCurrencyOf(country)]),
);

export interface CountryCurrency {
  country_code: string;
  currency: string;
  /** Outside the United States. */
  is_international: boolean;
  /** Outside the United States but shopping in US dollars. */
  is_usd_international: boolean;
}

/** The currency view for a two-letter country code; unknown or missing codes are the home country. */
export function countryCurrency(code: string | null | undefined): CountryCurrency {
  const country = countryByCode(code) ?? countryByCode(HOME_COUNTRY)!;
  const currency = shopperCurrencyOf(country);
  const international = country.code !== HOME_COUNTRY;
  return { country_code: country.code, currency, is_international: international, is_usd_international: international && currency === "USD" };
}
