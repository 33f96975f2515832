import type { Cents } from "../money/cents.ts";
import { HOME_COUNTRY } from "../content/home-country.ts";
import { availableShippingMethods, INTERNATIONAL, internationalDestination } from "./shipping-method.ts";

/**
 * How a piece would ship to the selected country (spec 2 §9), for the product page: nothing to say at
 * home; abroad, the International method with the country's duties fee and order limit, or why it
 * cannot ship there (a country we do not ship to, an exotic skin, a price above the country's limit).
 * The country comes with its name (the selected country's, from the server): the page does not load the
 * country list to name it (decision 084).
 */
export type ShippingToCountry =
  | { kind: "home" }
  | {
      kind: "international";
      countryName: string;
      minDays: number;
      maxDays: number;
      priceCents: Cents;
      dutiesFee: { currency: string; minor: number };
      limitCents: Cents;
    }
  | { kind: "refused"; countryName: string; code: "country_not_shipped" | "exotic_not_shipped_internationally" | "over_international_limit"; message: string };

export function shippingToCountry(country: { code: string; name: string }, piece: { priceCents: Cents; isExotic: boolean }): ShippingToCountry {
  const code = country.code.trim().toUpperCase();
  if (code === HOME_COUNTRY) return { kind: "home" };
  const countryName = country.name;
  const quote = availableShippingMethods({ countryCode: code, isMember: false, merchandiseCents: piece.priceCents, hasExotic: piece.isExotic });
  const destination = internationalDestination(code);
  const option = quote.options[0];
  if (quote.refusal || !option || !destination || !option.dutiesFee) {
    const refusal = quote.refusal ?? { code: "country_not_shipped" as const, message: "" };
    const message =
      refusal.code === "country_not_shipped"
        ? `We do not ship to ${countryName} yet.`
        : refusal.code === "exotic_not_shipped_internationally"
          ? `This piece is made of an exotic skin and cannot ship to ${countryName}: exotic skins only ship within the United States.`
          : refusal.message;
    return { kind: "refused", countryName, code: refusal.code, message };
  }
  return {
    kind: "international",
    countryName,
    minDays: INTERNATIONAL.minDays,
    maxDays: INTERNATIONAL.maxDays,
    priceCents: option.priceCents,
    dutiesFee: option.dutiesFee,
    limitCents: destination.limitCents,
  };
}
