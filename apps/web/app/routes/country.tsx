import { data, redirect } from "react-router";
import { countryByCode } from "@maison/domain/content/countries";
import { COUNTRY_COOKIE, COUNTRY_COOKIE_MAX_AGE_SECONDS } from "@maison/domain/content/country-selection";
import { FormMessage } from "../components/ui/form-message.tsx";
import { CountrySelector } from "../features/countries/country-selector.tsx";
import { safeReturnPath } from "../features/countries/country-selection.ts";
import { LocalPriceNote } from "../features/countries/local-price.tsx";
import { useSelectedCountry } from "../features/countries/use-selected-country.ts";
import type { Route } from "./+types/country";

export const meta: Route.MetaFunction = () => [{ title: "Shipping country | Maison" }];

/**
 * Picks the shopper's country (decision 063): remembers it in the `maison_country` cookie for a year
 * and goes back to the page the selector was on. Prices stay in US dollars.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const country = countryByCode(String(form.get("country") ?? ""));
  if (!country) return data({ error: "Choose a country from the list.", field: "country" }, { status: 400 });
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const cookie = `${COUNTRY_COOKIE}=${country.code}; Path=/; Max-Age=${COUNTRY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure}`;
  return redirect(safeReturnPath(form.get("redirect_to")), { headers: { "set-cookie": cookie } });
}

export default function CountryPage({ actionData }: Route.ComponentProps) {
  const { country } = useSelectedCountry();
  return (
    <div className="page-width account-page country-page">
      <header className="account-header">
        <p className="eyebrow">Shipping country</p>
        <h1 className="account-title">Where are you shopping from?</h1>
      </header>
      <p className="country-page-lede">
        You are shopping from <strong>{country.name}</strong>. Maison charges in US dollars everywhere; where your currency is not the
        dollar, an approximate local figure is shown beside each price.
      </p>
      {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
      <CountrySelector variant="page" />
      <LocalPriceNote />
    </div>
  );
}
