import { Form, useLocation } from "react-router";
import { countryOptions } from "./country-options.ts";
import { useSelectedCountry } from "./use-selected-country.ts";
import "./countries.css";

/** Where the selector posts: the country page's action sets the cookie and sends the shopper back. */
export const COUNTRY_ACTION = "/country";

/**
 * The country selector of the header, the footer and the country page (decision 063): every country
 * by name, posted to /country. Without JavaScript it is a plain form post that sets the cookie and
 * redirects back; with it, the same form submits in place and the page's data reloads. The options are
 * markup React does not manage (`dangerouslySetInnerHTML`): the browser keeps the server's, so the
 * names are not in the page's JavaScript (decision 084).
 */
export function CountrySelector({ variant }: { variant: "header" | "menu" | "footer" | "page" }) {
  const { country } = useSelectedCountry();
  const location = useLocation();
  const id = `country-select-${variant}`;
  const back = variant === "page" ? "/" : `${location.pathname}${location.search}`;
  return (
    <Form method="post" action={COUNTRY_ACTION} className={`country-selector country-selector-${variant}`}>
      <input type="hidden" name="redirect_to" value={back} />
      <label htmlFor={id} className={variant === "header" ? "visually-hidden" : "country-selector-label"}>
        {variant === "header" ? "Shipping country" : "Ship to"}
      </label>
      <select
        id={id}
        name="country"
        defaultValue={country.country_code}
        key={country.country_code}
        className="country-selector-select"
        autoComplete="country"
        dangerouslySetInnerHTML={{ __html: countryOptions(country.country_code) }}
      />
      <button type="submit" className="country-selector-submit">
        Update<span className="visually-hidden"> shipping country</span>
      </button>
    </Form>
  );
}
