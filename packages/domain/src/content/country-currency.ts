/**
 * The shopper's currency from their country (spec 1 §9: countries map to currencies, many to USD).
 * Maison charges in US dollars everywhere (spec 2 §1); the local currency is shown for reference where
 * we ship with a local fee (spec 2 §9 shipping table), every other country shops in USD.
 */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  US: "USD",
  AU: "AUD",
  CA: "CAD",
  GB: "GBP",
  RO: "RON",
  FR: "EUR",
  DE: "EUR",
  IT: "EUR",
  CH: "CHF",
  SE: "SEK",
};

export const HOME_COUNTRY = "US";

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
  const upper = (code ?? "").trim().toUpperCase();
  const country = /^[A-Z]{2}$/.test(upper) ? upper : HOME_COUNTRY;
  const currency = COUNTRY_CURRENCIES[country] ?? "USD";
  const international = country !== HOME_COUNTRY;
  return { country_code: country, currency, is_international: international, is_usd_international: international && currency === "USD" };
}
